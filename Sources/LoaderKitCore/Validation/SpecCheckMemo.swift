/// What checking each part of a spec gave (its validation problems, its track count, its typed
/// `Part`), kept with the part's byte range so that the check of the next revision of the text
/// reads again only the parts an edit touched.
///
/// A part is taken over when the edit lies wholly outside its bytes, the new text's part at the
/// same index sits exactly where those bytes moved to, and the declared param names are the same
/// (the only thing outside a part that its rules read). Identical bytes parse to an identical
/// part, so the problems, in LoaderKit's order and wording, are those of a full check.
package struct SpecCheckMemo: Sendable {
    /// One part's results.
    struct PartResult: Sendable {
        /// The part's UTF-8 byte range in the text the memo was made for.
        var range: Range<Int>
        /// Its validation problems, in order (paths include `parts[i]`).
        var problems: [SpecProblem]
        /// Its tracks and group tracks.
        var trackCount: Int
        /// Its check stopped on a value that cannot be converted to a primitive.
        var threw: Bool
        /// The typed part, once decoded (only a spec without problems is decoded).
        var part: Part? = nil
    }

    /// The own member names of `params`, in order.
    var paramNames: [String]
    /// One entry per item of `parts` (nil: not an object, or not checked).
    var parts: [PartResult?]

    /// How the text the memo was made for became the one being checked.
    package struct Edit: Sendable {
        /// The replaced bytes, in the old text's offsets.
        package var range: Range<Int>
        /// How many bytes replaced them.
        package var replacementCount: Int

        package init(range: Range<Int>, replacementCount: Int) {
            self.range = range
            self.replacementCount = replacementCount
        }

        /// Where `old` (a range wholly outside the edit) sits in the new text, or nil when the
        /// edit touches it (boundaries included).
        func moved(_ old: Range<Int>) -> Range<Int>? {
            if range.upperBound < old.lowerBound {
                let delta = replacementCount - range.count
                return (old.lowerBound + delta)..<(old.upperBound + delta)
            }
            return range.lowerBound > old.upperBound ? old : nil
        }
    }

    /// This memo with each part's range read from `root` (the same document with other
    /// offsets, such as the tree of a check made before the offsets moved), or nil when `root`
    /// has another number of parts.
    package func placed(in root: JSONNode) -> SpecCheckMemo? {
        let tape = JSONTape(tree: root)
        guard let items = tape.value(tape.root, "parts"), tape.kind(items) == .array, tape.count(items) == parts.count
        else { return nil }
        var copy = self
        for (i, item) in tape.items(items).enumerated() { copy.parts[i]?.range = tape.start(item)..<tape.end(item) }
        return copy
    }

    /// The names `params` declares in the document on `tape`.
    static func paramNames(of tape: JSONTape) -> [String] {
        guard let params = tape.value(tape.root, "params"), tape.kind(params) == .object else { return [] }
        return tape.members(params).map { tape.string($0.key)! }
    }
}

/// A memo and the edit since it was made, as the validator and the decoder consult them.
struct SpecCheckReuse {
    let memo: SpecCheckMemo
    let edit: SpecCheckMemo.Edit

    /// The memo made for the previous text, when its params and parts can be compared at all.
    init?(memo: SpecCheckMemo?, edit: SpecCheckMemo.Edit?, root: JSONNode) {
        self.init(memo: memo, edit: edit, tape: JSONTape(tree: root))
    }

    /// `init(memo:edit:root:)` for the document on `tape`.
    init?(memo: SpecCheckMemo?, edit: SpecCheckMemo.Edit?, tape: JSONTape) {
        guard let memo, let edit, memo.paramNames == SpecCheckMemo.paramNames(of: tape) else { return nil }
        self.memo = memo
        self.edit = edit
    }

    /// The results of part `index` (now at the bytes `range`) when they carry over, with its
    /// new range.
    func part(_ index: Int, of count: Int, range: Range<Int>) -> SpecCheckMemo.PartResult? {
        guard memo.parts.count == count, var kept = memo.parts[index],
            let moved = edit.moved(kept.range), moved == range
        else { return nil }
        kept.range = moved
        return kept
    }

    /// `part(_:of:range:)` for a part that is now `node`.
    func part(_ index: Int, of count: Int, node: JSONNode) -> SpecCheckMemo.PartResult? {
        part(index, of: count, range: node.start..<node.end)
    }
}
