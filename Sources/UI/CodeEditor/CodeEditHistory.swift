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

    private(set) var undoStack: [Group] = []
    private(set) var redoStack: [Group] = []
    /// Set when the caret moved on its own (click, arrows): the next edit starts a new group.
    var breakBurst = false

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// Records an edit.
    mutating func record(_ patches: [AppliedPatch], kind: EditKind, before: TextSelection, after: TextSelection, time: Double) {
        guard !patches.isEmpty else { return }
        redoStack.removeAll()
        if kind != .other, !breakBurst, var last = undoStack.last, last.kind == kind,
           time - last.lastTime < Self.burstPause, last.selectionAfter == before {
            last.patches += patches
            last.selectionAfter = after
            last.lastTime = time
            undoStack[undoStack.count - 1] = last
        } else {
            undoStack.append(Group(patches: patches, selectionBefore: before, selectionAfter: after, kind: kind, lastTime: time))
            if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        }
        breakBurst = false
    }

    mutating func replaceLast(_ group: Group) {
        guard !undoStack.isEmpty else { return }
        undoStack[undoStack.count - 1] = group
    }

    mutating func popUndo() -> Group? {
        guard let group = undoStack.popLast() else { return nil }
        redoStack.append(group)
        breakBurst = true
        return group
    }

    mutating func popRedo() -> Group? {
        guard let group = redoStack.popLast() else { return nil }
        undoStack.append(group)
        breakBurst = true
        return group
    }
}
