/// A change of a code editor's undo history, told to `CodeEditorModel.onHistoryEvent`.
public enum CodeEditorHistoryEvent: Hashable, Sendable {
    /// An edit was recorded: a new group named `name`, or (`joined`) added to the last group
    /// (a typing burst, a coalesced drag).
    case recorded(name: String, joined: Bool)
    /// The last group was undone.
    case undone
    /// The last undone group was applied again.
    case redone
    /// The history was forgotten (a patch applied to the buffer from outside the editor).
    case cleared
    /// A kept history was given back (`restore(_:)`): the names of its groups, oldest first,
    /// that can be undone, and of those that can be redone (the next one last).
    case restored(undo: [String], redo: [String])
}

/// Edits applied from outside the keyboard (a visual editor, a reload taken as a step): a list
/// of patches as one named undo group.
extension CodeEditorModel {
    /// Applies `patches` (ranges into the current text, sorted or not, not overlapping) as one
    /// undo group named `name`. Edits with the same non-nil `coalescingKey` join the last group
    /// until `endCoalescing()` (a drag is one step). The selection follows the patches. Nothing
    /// happens while the text is read-only.
    public func apply(_ patches: [TextPatch], name: String, coalescingKey: String? = nil) {
        edit(patches, kind: .other, name: name, coalescingKey: coalescingKey)
    }

    /// Ends the coalesced group and the typing burst: the next edit starts a new group.
    public func endCoalescing() {
        history.coalescingOpen = false
        history.breakBurst = true
    }

    /// The name of the group `undo()` would revert, or nil.
    public var undoName: String? { history.undoStack.last?.name }
    /// The name of the group `redo()` would apply, or nil.
    public var redoName: String? { history.redoStack.last?.name }
}
