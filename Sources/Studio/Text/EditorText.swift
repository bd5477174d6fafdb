import Localization

/// The texts of the Editor's panels: inspector, timeline, lanes, outline, problems, preview, and its undo names.
enum EditorText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
