/// The mark (•) before a document's name while its text is unsaved: in the window's title, the
/// Editor's side panel and the gallery's cards (`SpecDocument.isDirty`).
enum UnsavedMark {
    /// The mark itself.
    static let symbol = "•"

    /// `name` with the mark before it when `unsaved`.
    static func name(_ name: String, unsaved: Bool) -> String { unsaved ? "\(symbol) \(name)" : name }
}
