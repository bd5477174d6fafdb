/// Undo and redo of a code editor: groups of applied patches with the selection before and
/// after each group.
///
/// Typing and deleting come in bursts: an edit joins the last group when it is of the same kind
/// (typing or deleting), arrives within `burstPause` seconds of the last, and starts where the
/// last left the caret. A pause, a caret jump, a switch between typing and deleting, or any other
/// edit (paste, cut, indent, completion) starts a new group.
struct CodeEditHistory {
    /// The kind of an edit, for grouping.
    enum EditKind: Hashable { case typing, deleting, other }

    struct Group {
        var patches: [AppliedPatch]
        var selectionBefore: TextSelection
        var selectionAfter: TextSelection
        var kind: EditKind
        var lastTime: Double
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

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records an edit.
    mutating func record(_ patches: [AppliedPatch], kind: EditKind, before: TextSelection, after: TextSelection, time: Double) {
        guard !patches.isEmpty else { return }
        redoStack.removeAll()
        undoBytes += Self.size(of: patches)
        if kind != .other, !breakBurst, var last = undoStack.last, last.kind == kind,
           time - last.lastTime < Self.burstPause, last.selectionAfter == before {
            last.patches += patches
            last.selectionAfter = after
            last.lastTime = time
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(Group(patches: patches, selectionBefore: before, selectionAfter: after, kind: kind, lastTime: time))
        }
        var dropped = 0
        while undoStack.count - dropped > 1, undoStack.count - dropped > Self.limit || undoBytes > byteLimit {
            undoBytes -= Self.size(of: undoStack[dropped].patches)
            dropped += 1
        }
        if dropped > 0 { undoStack.removeFirst(dropped) }
        breakBurst = false
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
        return group
    }

    mutating func popRedo() -> Group? {
        guard let group = redoStack.popLast() else { return nil }
        undoBytes += Self.size(of: group.patches)
        undoStack.append(group)
        breakBurst = true
        return group
    }
}
