import Localization

/// Every message of the studio in its four languages: the tables of each area of the window.
enum StudioCatalogue {
    /// The areas' tables (each area keeps its keys under its own prefix).
    static let tables: [Catalogue.Table] = [
        CommonText.table, ModeText.table, ToolbarText.table, HelpText.table, HelpKeysText.table, KeyNameText.table,
        EditorFormsText.table, EditorText.table, GalleryText.table, ProgressText.table, SkeletonText.table,
        SceneMockText.table,
        CodeText.table, SourcePaneText.table, DocumentText.table, DialogText.table, StatusText.table,
        QuickFixText.table, ScenesText.table, CheckText.table, TimingText.table, EasingLibraryText.table,
        OnionSkinText.table,
    ]
    /// The catalogue of all the areas.
    static let catalogue = Catalogue(tables)
    /// English, for the texts not in the catalogue yet that name a key.
    static let english = Localizer(.english, catalogue: catalogue)
}
