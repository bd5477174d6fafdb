/// The members of an object or the items of an array in a syntax tree: node ids read from the
/// tree's child list (32-bit ids, half the memory of `Int`s), with that list's indices, as an
/// `ArraySlice` of it would have.
public struct SyntaxChildren: RandomAccessCollection, Sendable {
    private let ids: [Int32]
    public let startIndex: Int
    public let endIndex: Int

    init(_ ids: [Int32], _ range: Range<Int>) {
        self.ids = ids
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(position: Int) -> Int {
        precondition(position >= startIndex && position < endIndex, "child index out of range")
        return Int(ids[position])
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
}
