import Localization

/// The texts of the Skeleton mode and its mock screen.
enum SkeletonText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
