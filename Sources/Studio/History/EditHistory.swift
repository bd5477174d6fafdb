/// Undo and redo for inspector edits.
///
/// A slider drag sends many edits with one coalescing key; they become one step whose revert is
/// the first edit's and whose apply is the last one's. `endCoalescing()` (on mouse up), a
/// different key, `undo()` or `redo()` close the step.
@MainActor public final class EditHistory {
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    private var coalescingOpen = false
    /// The most steps kept; the oldest are dropped beyond it.
    public let limit: Int
    /// Called after every change of the stacks (perform, undo, redo, clear).
    public var onChange: (() -> Void)?

    public init(limit: Int = 500) {
        self.limit = max(1, limit)
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would revert ("Undo Change speed"), or nil.
    public var undoName: String? { undoStack.last?.name }
    public var redoName: String? { redoStack.last?.name }
    /// Steps that can be undone.
    public var undoCount: Int { undoStack.count }

    /// Applies `edit` and records it (clearing redo), coalescing with the previous step when
    /// both have the same non-nil key and coalescing is open.
    public func perform(_ edit: Edit) {
        edit.apply()
        record(edit)
    }

    /// Records `edit` whose effect is already applied (the view changed the value itself).
    public func record(_ edit: Edit) {
        redoStack.removeAll()
        if coalescingOpen, let key = edit.coalescingKey, let last = undoStack.last, last.coalescingKey == key {
            undoStack[undoStack.count - 1] = Edit(name: last.name, coalescingKey: key, apply: edit.apply, revert: last.revert)
        } else {
            undoStack.append(edit)
            if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        }
        coalescingOpen = edit.coalescingKey != nil
        onChange?()
    }

    /// Ends the current coalesced step (a drag ended): the next edit starts a new step.
    public func endCoalescing() { coalescingOpen = false }

    /// Reverts the last step.
    public func undo() {
        guard let edit = undoStack.popLast() else { return }
        coalescingOpen = false
        edit.revert()
        redoStack.append(edit)
        onChange?()
    }

    /// Applies the last undone step again.
    public func redo() {
        guard let edit = redoStack.popLast() else { return }
        coalescingOpen = false
        edit.apply()
        undoStack.append(edit)
        onChange?()
    }

    /// Forgets every step (a different document was opened, or the spec reloaded).
    public func clear() {
        undoStack.removeAll()
        redoStack.removeAll()
        coalescingOpen = false
        onChange?()
    }
}
