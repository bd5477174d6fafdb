import Localization

/// The texts of the Gallery.
enum GalleryText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
