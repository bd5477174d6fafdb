import Localization

/// The toolbar's buttons (each tooltip adds the button's shortcut).
enum ToolbarText {
    static let undo = Message("toolbar.undo")
    static let redo = Message("toolbar.redo")
    static let source = Message("toolbar.source")
    static let export = Message("toolbar.export")
    static let theme = Message("toolbar.theme")
    static let help = Message("toolbar.help")

    static let table: Catalogue.Table = [
        .english: [
            "toolbar.undo": "Undo", "toolbar.redo": "Redo", "toolbar.source": "Source pane",
            "toolbar.export": "Export", "toolbar.theme": "Light or dark theme", "toolbar.help": "Keyboard shortcuts",
        ],
        .vietnamese: [
            "toolbar.undo": "Hoàn tác", "toolbar.redo": "Làm lại", "toolbar.source": "Khung mã nguồn",
            "toolbar.export": "Xuất", "toolbar.theme": "Giao diện sáng hoặc tối", "toolbar.help": "Phím tắt",
        ],
        .chineseSimplified: [
            "toolbar.undo": "撤销", "toolbar.redo": "重做", "toolbar.source": "源码面板", "toolbar.export": "导出",
            "toolbar.theme": "浅色或深色主题", "toolbar.help": "键盘快捷键",
        ],
        .french: [
            "toolbar.undo": "Annuler", "toolbar.redo": "Rétablir", "toolbar.source": "Volet source",
            "toolbar.export": "Exporter", "toolbar.theme": "Thème clair ou sombre",
            "toolbar.help": "Raccourcis clavier",
        ],
    ]
}
