import Localization

/// The texts of the toolbar's status, the toasts and the app's messages.
enum StatusText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
