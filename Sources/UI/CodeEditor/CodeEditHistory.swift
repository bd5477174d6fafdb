/// Undo and redo of a code editor: groups of applied patches with the selection before and
/// after each group.
///
/// Typing and deleting come in bursts: an edit joins the last group when it is of the same kind
/// (typing or deleting), arrives within `burstPause` seconds of the last, and starts where the
/// last left the caret. A pause, a caret jump, a switch between typing and deleting, or any other
/// edit (paste, cut, indent, completion) starts a new group. A named edit with a coalescing key
/// (a drag applied from outside) joins the last group while it has the same key and coalescing
/// is open (`endCoalescing`).
struct CodeEditHistory {
    /// The kind of an edit, for grouping.
    enum EditKind: Hashable { case typing, deleting, other }

    struct Group {
        var patches: [AppliedPatch]
        var selectionBefore: TextSelection
        var selectionAfter: TextSelection
        var kind: EditKind
        var lastTime: Double
        /// What the group did, for an undo menu (typing, a named edit such as "Move keyframe").
        var name: CodeEditStep
        /// Edits with this key join the group while coalescing is open.
        var coalescingKey: String?
    }

    /// Seconds without an edit that end a burst.
    static let burstPause = 1.0
    /// The most groups kept; the oldest go first.
    static let limit = 10_000
    /// The most bytes of text (inserted and removed) the groups hold together by default.
    static let defaultByteLimit = 64 << 20

    private(set) var undoStack: [Group] = []
    private(set) var redoStack: [Group] = []
    /// The bytes of text the undo stack holds.
    private(set) var undoBytes = 0
    /// The most bytes of text (inserted and removed) the undo groups hold together; the oldest
    /// go first, the newest is always kept.
    var byteLimit = CodeEditHistory.defaultByteLimit
    /// Set when the caret moved on its own (click, arrows): the next edit starts a new group.
    var breakBurst = false
    /// True while an edit with a coalescing key may join the last group.
    var coalescingOpen = false

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// The step an edit of `kind` without a name of its own is.
    static func name(of kind: EditKind) -> CodeEditStep {
        switch kind {
        case .typing: return .typing
        case .deleting: return .deleting
        case .other: return .editing
        }
    }

    /// Records an edit; true when it joined the last group (a burst, a coalesced drag), false when
    /// it started a new one.
    @discardableResult
    mutating func record(
        _ patches: [AppliedPatch], kind: EditKind, before: TextSelection, after: TextSelection, time: Double,
        name: String? = nil, coalescingKey: String? = nil
    ) -> Bool {
        guard !patches.isEmpty else { return false }
        redoStack.removeAll()
        undoBytes += Self.size(of: patches)
        let joinsBurst = kind != .other && coalescingKey == nil && !breakBurst
        let joinsDrag = coalescingKey != nil && coalescingOpen
        let joined: Bool
        if var last = undoStack.last,
            joinsBurst && last.kind == kind && last.coalescingKey == nil && time - last.lastTime < Self.burstPause
                && last.selectionAfter == before || joinsDrag && last.coalescingKey == coalescingKey
        {
            last.patches += patches
            last.selectionAfter = after
            last.lastTime = time
            undoStack[undoStack.count - 1] = last
            joined = true
        } else {
            undoStack.append(
                Group(
                    patches: patches, selectionBefore: before, selectionAfter: after, kind: kind, lastTime: time,
                    name: name.map(CodeEditStep.named) ?? Self.name(of: kind), coalescingKey: coalescingKey))
            joined = false
        }
        coalescingOpen = coalescingKey != nil
        var dropped = 0
        while undoStack.count - dropped > 1, undoStack.count - dropped > Self.limit || undoBytes > byteLimit {
            undoBytes -= Self.size(of: undoStack[dropped].patches)
            dropped += 1
        }
        if dropped > 0 { undoStack.removeFirst(dropped) }
        breakBurst = false
        return joined
    }

    static func size(of patches: [AppliedPatch]) -> Int {
        patches.reduce(0) { $0 + $1.patch.replacementLength + $1.removed.utf8.count }
    }

    mutating func replaceLast(_ group: Group) {
        guard !undoStack.isEmpty else { return }
        undoStack[undoStack.count - 1] = group
    }

    mutating func popUndo() -> Group? {
        guard let group = undoStack.popLast() else { return nil }
        undoBytes -= Self.size(of: group.patches)
        redoStack.append(group)
        breakBurst = true
        coalescingOpen = false
        return group
    }

    mutating func popRedo() -> Group? {
        guard let group = redoStack.popLast() else { return nil }
        undoBytes += Self.size(of: group.patches)
        undoStack.append(group)
        breakBurst = true
        coalescingOpen = false
        return group
    }
}
