import StudioCommandLine
import UI

/// The unsaved mark (`UnsavedMark`) wherever a document is named outside the source pane: the
/// window's title (`WindowTitle`), the Editor's side panel and the gallery's cards. Every change
/// the user sees ends in `refreshStatus` (an edit, an undo back to the file's bytes, Save, Save
/// As, a reload, a mode switch), which shows the marks, so each follows `SpecDocument.isDirty`
/// in the same frame.
extension StudioApp {
    /// The title the window has now.
    var currentWindowTitle: String {
        if mode == .editor, let document = editorModel.document {
            return WindowTitle.text(naming: document.displayName, unsaved: document.isDirty)
        }
        return WindowTitle.text(naming: nil, unsaved: library.documents.contains(where: \.isDirty))
    }

    /// Puts the marks where they belong: the title (told to the host when it changed), the side
    /// panel's name, the cards on screen.
    func showUnsavedMarks() {
        let title = currentWindowTitle
        if title != windowTitle {
            windowTitle = title
            onWindowTitleChange?(title)
        }
        editor.side.showUnsavedMark(of: editorModel.document)
        gallery.showUnsavedMarks()
    }
}
