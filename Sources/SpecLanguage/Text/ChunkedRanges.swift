import LoaderKitCore
/// A value that holds byte offsets and can move them.
protocol ByteShiftable: Sendable, Equatable {
    /// This value with every byte offset it holds moved by `delta` bytes.
    func shifted(by delta: Int) -> Self
}

/// A long list of values holding byte offsets (tokens, tree nodes), kept in chunks of
/// `chunkSize` values, each chunk with a delta in bytes added to its values' offsets on
/// reading. Moving every value from some index on (the values after an edit) rewrites the rest
/// of one chunk and the delta of each later chunk, never the values themselves, and a copy
/// shares every chunk an edit leaves alone: O(n / chunkSize + chunkSize) per edit, not O(n).
struct ChunkedRanges<Element: ByteShiftable>: Sendable, RandomAccessCollection, Equatable,
    CustomStringConvertible
{
    private struct Chunk: Sendable {
        /// The values, their offsets `delta` bytes short of the true ones.
        var items: [Element]
        var delta: Int
    }

    /// log2 of `chunkSize`.
    private static var chunkShift: Int { 9 }
    /// Values per chunk (the last may hold fewer).
    static var chunkSize: Int { 1 << chunkShift }
    private static var chunkMask: Int { chunkSize - 1 }

    private var chunks: [Chunk]
    /// The number of values.
    private(set) var count: Int

    /// No values yet: `append` fills the chunks one by one, so a long list is never held whole
    /// in one array beside its chunks.
    init() {
        chunks = []
        count = 0
    }

    /// Adds `element` (its true offsets) at the end.
    mutating func append(_ element: Element) {
        if count & Self.chunkMask == 0 {
            var items: [Element] = []
            items.reserveCapacity(Self.chunkSize)
            chunks.append(Chunk(items: items, delta: 0))
        }
        let last = chunks.count - 1
        let delta = chunks[last].delta
        chunks[last].items.append(delta == 0 ? element : element.shifted(by: -delta))
        count += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The value at `index`, with its true offsets.
    subscript(index: Int) -> Element {
        get {
            let chunk = chunks[index >> Self.chunkShift]
            let item = chunk.items[index & Self.chunkMask]
            return chunk.delta == 0 ? item : item.shifted(by: chunk.delta)
        }
        set {
            let c = index >> Self.chunkShift
            let delta = chunks[c].delta
            chunks[c].items[index & Self.chunkMask] = delta == 0 ? newValue : newValue.shifted(by: -delta)
        }
    }

    /// Moves the offsets of every value from `index` on by `delta` bytes.
    mutating func shift(from index: Int, by delta: Int) {
        guard delta != 0, index < count else { return }
        let first = index >> Self.chunkShift
        let within = index & Self.chunkMask
        if within == 0 {
            chunks[first].delta += delta
        } else {
            chunks[first].items.withUnsafeMutableBufferPointer { items in
                for k in within..<items.count { items[k] = items[k].shifted(by: delta) }
            }
        }
        for c in (first + 1)..<chunks.count { chunks[c].delta += delta }
    }

    /// The values as one array (their true offsets).
    var array: [Element] {
        var out: [Element] = []
        out.reserveCapacity(count)
        for chunk in chunks {
            if chunk.delta == 0 {
                out += chunk.items
            } else {
                for item in chunk.items { out.append(item.shifted(by: chunk.delta)) }
            }
        }
        return out
    }

    static func == (a: Self, b: Self) -> Bool { a.count == b.count && a.elementsEqual(b) }

    /// As the values' array describes itself.
    var description: String { String(describing: array) }
}

extension SpecToken: ByteShiftable {
    func shifted(by delta: Int) -> SpecToken {
        SpecToken(ByteRange(range.start + delta, range.end + delta), kind)
    }
}

extension SyntaxNode: ByteShiftable {
    func shifted(by delta: Int) -> SyntaxNode {
        var node = self
        node.range = ByteRange(range.start + delta, range.end + delta)
        return node
    }
}
