/// What an undo group of a code editor did: an edit of the keyboard, by kind, which the caller
/// names in its language, or an edit applied with the caller's own name (`apply(_:name:)`).
public enum CodeEditStep: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Typed text (a burst of typing).
    case typing
    /// Deleted text (a burst of Backspace or Delete).
    case deleting
    /// Any other edit of the keyboard: paste, cut, indent, a completion, a format.
    case editing
    /// An edit applied from outside with this name ("Move keyframe").
    case named(String)

    public init(stringLiteral value: String) { self = .named(value) }
}

/// A change of a code editor's undo history, told to `CodeEditorModel.onHistoryEvent`.
public enum CodeEditorHistoryEvent: Hashable, Sendable {
    /// An edit was recorded: a new group named `name`, or (`joined`) added to the last group
    /// (a typing burst, a coalesced drag).
    case recorded(name: CodeEditStep, joined: Bool)
    /// The last group was undone.
    case undone
    /// The last undone group was applied again.
    case redone
    /// The history was forgotten (a patch applied to the buffer from outside the editor).
    case cleared
    /// A kept history was given back (`restore(_:)`): the names of its groups, oldest first,
    /// that can be undone, and of those that can be redone (the next one last).
    case restored(undo: [CodeEditStep], redo: [CodeEditStep])
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
    public var undoName: CodeEditStep? { history.undoStack.last?.name }
    /// The name of the group `redo()` would apply, or nil.
    public var redoName: CodeEditStep? { history.redoStack.last?.name }
}
