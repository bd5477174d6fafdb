import Localization

/// The texts of documents, files and history: their messages and names.
enum DocumentText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
