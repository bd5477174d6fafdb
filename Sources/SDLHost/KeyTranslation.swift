import CSDL2
import UI

/// Maps SDL key codes and modifier states to the toolkit's `Key` and `Modifiers`.
public enum KeyTranslation {
    /// The toolkit key for an SDL key code (`SDL_Keycode`, the layout's unshifted character for
    /// printable keys): letters come back lower case.
    public static func key(for code: SDL_Keycode) -> Key {
        let sym = UInt32(bitPattern: code)
        if let named = namedKeys[sym] { return named }
        if (SDLK_F1.rawValue...SDLK_F12.rawValue).contains(sym) {
            return .function(Int(sym - SDLK_F1.rawValue) + 1)
        }
        let isScancodeKey = sym & UInt32(SDLK_SCANCODE_MASK) != 0
        if !isScancodeKey, sym > 0x20, sym != 0x7F, let scalar = Unicode.Scalar(sym),
            !scalar.properties.generalCategory.isControl
        {
            return .character(Character(String(Character(scalar)).lowercased()))
        }
        let name = SDL_GetKeyName(code).map { String(cString: $0) } ?? ""
        return .other(name.isEmpty ? "key-\(sym)" : name)
    }

    /// The toolkit modifiers for an SDL modifier state (`SDL_Keymod` bits): either Shift,
    /// Control, Alt or GUI key counts.
    public static func modifiers(for state: UInt16) -> Modifiers {
        let bits = UInt32(state)
        var result: Modifiers = []
        if bits & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if bits & KMOD_GUI.rawValue != 0 { result.insert(.super) }
        return result
    }

    private static let namedKeys: [UInt32: Key] = [
        SDLK_SPACE.rawValue: .space,
        SDLK_RETURN.rawValue: .enter, SDLK_KP_ENTER.rawValue: .enter, SDLK_RETURN2.rawValue: .enter,
        SDLK_ESCAPE.rawValue: .escape,
        SDLK_TAB.rawValue: .tab,
        SDLK_BACKSPACE.rawValue: .backspace,
        SDLK_DELETE.rawValue: .delete,
        SDLK_LEFT.rawValue: .left, SDLK_RIGHT.rawValue: .right,
        SDLK_UP.rawValue: .up, SDLK_DOWN.rawValue: .down,
        SDLK_HOME.rawValue: .home, SDLK_END.rawValue: .end,
        SDLK_PAGEUP.rawValue: .pageUp, SDLK_PAGEDOWN.rawValue: .pageDown,
    ]
}

private extension Unicode.GeneralCategory {
    var isControl: Bool {
        switch self {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
