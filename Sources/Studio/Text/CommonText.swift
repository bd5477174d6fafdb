import Localization
import UI

/// Words used across the window: an action with its shortcut, the language picker.
enum CommonText {
    /// A tooltip naming an action and its shortcut: "Undo (Ctrl+Z)".
    static func withShortcut(_ action: String, _ shortcut: String) -> Message {
        Message("common.withShortcut", ["action": .text(action), "shortcut": .text(shortcut)])
    }
    static let language = Message("common.language")

    /// A tooltip naming `action` and its `shortcuts` in the language of `text`, each shortcut's
    /// label rendered from its value: "Undo (Ctrl+Z)", "Annuler (Ctrl+Z)".
    static func tooltip(_ action: Message, _ shortcuts: [Shortcut], _ text: Localizer) -> String {
        text(withShortcut(text(action), shortcuts.map { KeyNameText.label($0, text) }.joined(separator: ", ")))
    }

    static let table: Catalogue.Table = [
        .english: ["common.withShortcut": "{action} ({shortcut})", "common.language": "Language"],
        .vietnamese: ["common.withShortcut": "{action} ({shortcut})", "common.language": "Ngôn ngữ"],
        .chineseSimplified: ["common.withShortcut": "{action}（{shortcut}）", "common.language": "语言"],
        .french: ["common.withShortcut": "{action} ({shortcut})", "common.language": "Langue"],
    ]
}
