import Localization
import UI

/// The names of keys as each language's keyboards print them (French: Maj, Échap, Entrée), and
/// a shortcut's label built from its value: "Ctrl+Maj+S".
enum KeyNameText {
    /// The label of `shortcut` in the language of `text`: modifiers then the key, joined by "+";
    /// "?" rather than "Shift+/", arrows as arrows.
    static func label(_ shortcut: Shortcut, _ text: Localizer) -> String {
        if shortcut.key == .character("/"), shortcut.modifiers == .shift { return "?" }
        return (modifiers(shortcut.modifiers, text) + [key(shortcut.key, text)]).joined(separator: "+")
    }

    /// The modifiers' names in the order Ctrl, Alt, Super, Shift.
    static func modifiers(_ modifiers: Modifiers, _ text: Localizer) -> [String] {
        [(Modifiers.control, "ctrl"), (.alt, "alt"), (.super, "super"), (.shift, "shift")].compactMap {
            modifiers.contains($0.0) ? text(Message("key.\($0.1)")) : nil
        }
    }

    /// A key's name: a character in upper case, F1…F12, arrows as ←→↑↓, the others by name.
    static func key(_ key: Key, _ text: Localizer) -> String {
        switch key {
        case .character(let c): return c.uppercased()
        case .function(let n): return "F\(n)"
        case .other(let name): return name
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .space: return text(Message("key.space"))
        case .enter: return text(Message("key.enter"))
        case .escape: return text(Message("key.escape"))
        case .tab: return text(Message("key.tab"))
        case .backspace: return text(Message("key.backspace"))
        case .delete: return text(Message("key.delete"))
        case .home: return text(Message("key.home"))
        case .end: return text(Message("key.end"))
        case .pageUp: return text(Message("key.pageUp"))
        case .pageDown: return text(Message("key.pageDown"))
        }
    }

    private static let english = [
        "key.ctrl": "Ctrl", "key.alt": "Alt", "key.super": "Super", "key.shift": "Shift", "key.space": "Space",
        "key.enter": "Enter", "key.escape": "Esc", "key.tab": "Tab", "key.backspace": "Backspace",
        "key.delete": "Delete", "key.home": "Home", "key.end": "End", "key.pageUp": "PgUp", "key.pageDown": "PgDn",
    ]

    /// Vietnamese and Chinese keyboards print the English names.
    static let table: Catalogue.Table = [
        .english: english, .vietnamese: english, .chineseSimplified: english,
        .french: [
            "key.ctrl": "Ctrl", "key.alt": "Alt", "key.super": "Super", "key.shift": "Maj", "key.space": "Espace",
            "key.enter": "Entrée", "key.escape": "Échap", "key.tab": "Tab", "key.backspace": "Retour arrière",
            "key.delete": "Suppr", "key.home": "Début", "key.end": "Fin", "key.pageUp": "Pg préc",
            "key.pageDown": "Pg suiv",
        ],
    ]
}
