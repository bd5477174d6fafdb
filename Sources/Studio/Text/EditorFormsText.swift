import Localization

/// The texts of the Design tab's forms (Screens/Editor/Authoring).
enum EditorFormsText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
