/// Where the byte offsets of a parsed tree are after edits that changed values in place
/// without moving the tree's offsets (see `JSONNode.valueEdit(_:replacementCount:newBytes:offsets:)`):
/// an offset `x` of the tree is at `x` plus the deltas of every step at or before `x`. Steps
/// at the same offset merge, so typing in one value keeps one step.
package struct JSONOffsetMap: Sendable, Equatable {
    /// Offsets of the tree (as parsed) from which on the text moved, in increasing order.
    private var starts: [Int] = []
    /// The bytes added at each start (negative when removed), summed from the first step.
    private var sums: [Int] = []

    package init() {}

    /// True when no offset moves.
    package var isIdentity: Bool { sums.allSatisfy { $0 == 0 } }

    /// The number of steps (distinct edited places).
    package var stepCount: Int { starts.count }

    /// Where the tree's offset `x` is in the edited text.
    package func map(_ x: Int) -> Int {
        // The last step at or before x.
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo == 0 ? x : x + sums[lo - 1]
    }

    /// Moves every offset of the tree at or after `offset` (the tree's own) by `delta` more bytes.
    package mutating func add(at offset: Int, delta: Int) {
        guard delta != 0 else { return }
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        if lo == starts.count || starts[lo] != offset {
            starts.insert(offset, at: lo)
            sums.insert(lo == 0 ? 0 : sums[lo - 1], at: lo)
        }
        for k in lo..<sums.count { sums[k] += delta }
    }
}
