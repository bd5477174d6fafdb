import Localization

/// The texts of the dialogs: open, save, export, overwrite, quit, new spec.
enum DialogText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
