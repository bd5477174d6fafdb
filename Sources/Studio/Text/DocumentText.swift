import Localization

/// The texts of documents, files and history: their messages and names.
enum DocumentText {
    /// Shown for a document whose file is being read ("Loading…").
    static let loading = Message("document.loading")

    static let table: Catalogue.Table = [
        .english: ["document.loading": "Loading…"],
        .vietnamese: ["document.loading": "Đang tải…"],
        .chineseSimplified: ["document.loading": "正在加载…"],
        .french: ["document.loading": "Chargement…"],
    ]
}
