import Localization

/// The texts of the source pane, its find bar, compare view and disk conflicts.
enum SourcePaneText {
    static let table: Catalogue.Table = [
        .english: [:],
        .vietnamese: [:],
        .chineseSimplified: [:],
        .french: [:],
    ]
}
