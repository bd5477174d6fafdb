import LoaderKitCore
import Synchronization

/// LoaderKitCore's parse of a text, as an analysis keeps it: the values, with offsets that may
/// be those of an earlier text, and the map that moves them to this one. Typing in a number or
/// a string changes the value in place and adds to the map (`JSONOffsetMap`), so a keystroke
/// never moves the offsets of the rest of the tree; the moved tree is made the first time it
/// is asked for (placing a problem, saving params) and kept.
package final class ParsedJSON: Sendable {
    /// The values of the text; their offsets are those `offsets` moves.
    package let values: JSONNode
    /// Where `values`'s offsets are in the text.
    package let offsets: JSONOffsetMap
    private let moved = Mutex<JSONNode?>(nil)
    private let tapeCache = Mutex<JSONTape?>(nil)

    package init(values: JSONNode, offsets: JSONOffsetMap = JSONOffsetMap()) {
        self.values = values
        self.offsets = offsets
    }

    /// `values` on a tape, as LoaderKitCore's check reads them: the one kept (`keep`), taken away
    /// so that the next revision changes it in place instead of copying it, or else made from
    /// the tree.
    func takeTape() -> JSONTape {
        tapeCache.withLock { cached in
            if let tape = cached {
                cached = nil
                return tape
            }
            return JSONTape(tree: values)
        }
    }

    /// Keeps `tape` as `values`'s tape (the previous revision's with the edited value put in).
    func keep(_ tape: JSONTape) {
        tapeCache.withLock { $0 = tape }
    }

    /// `problem.anchor(in: root)`, found by its path in the values and moved by the map: placing
    /// a problem moves no other offset.
    package func anchor(of problem: SpecProblem) -> Range<Int>? {
        problem.anchor(in: values).map { offsets.map($0.lowerBound)..<offsets.map($0.upperBound) }
    }

    /// The parse of the text, its offsets the text's (equal to `JSONParser.parse` of it).
    package var root: JSONNode {
        if offsets.isIdentity { return values }
        return moved.withLock { cached in
            if let cached { return cached }
            let root = values.movingOffsets(offsets)
            cached = root
            return root
        }
    }
}
