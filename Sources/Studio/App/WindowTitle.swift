/// The window's title: what the mode on screen shows, marked (`UnsavedMark`) while its text is
/// unsaved.
///
/// In the Editor the title names the Editor's document: `• drag.json — LoaderStudio` while the
/// document's text is unsaved, `drag.json — LoaderStudio` otherwise. The other modes show no one
/// document, so the title is the studio's name, marked while any document has unsaved text (the
/// gallery's cards then say which). The mark always belongs to what the title names, so a saved
/// document is never shown as unsaved because another one is.
enum WindowTitle {
    /// The studio's name: the whole title when no document is named.
    static let appName = "LoaderStudio"

    /// The title naming `document` (nil: the studio itself), marked when `unsaved`.
    static func text(naming document: String?, unsaved: Bool) -> String {
        UnsavedMark.name(document.map { "\($0) — \(appName)" } ?? appName, unsaved: unsaved)
    }
}
