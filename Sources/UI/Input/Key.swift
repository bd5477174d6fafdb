/// A key on the keyboard, independent of the platform's key codes.
public enum Key: Hashable, Sendable {
    /// A key that produces a character: letters (lower case), digits and punctuation of the
    /// unshifted layout, e.g. `.character("a")`, `.character("/")`.
    case character(Character)
    case space, enter, escape, tab, backspace, delete
    case left, right, up, down, home, end, pageUp, pageDown
    /// Function keys F1 to F12.
    case function(Int)
    /// Any other key, by the host's name for it.
    case other(String)
}

/// Modifier keys held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The Super (Windows, Command) key.
    public static let `super` = Modifiers(rawValue: 1 << 3)

    /// The modifier of shortcuts such as copy and paste on Linux: Control.
    public static let primary = Modifiers.control

    /// The modifiers that make a key a shortcut rather than typing (Control, Alt, Super).
    public var isCommand: Bool { !intersection([.control, .alt, .super]).isEmpty }

    /// The held keys' names as shortcuts spell them, in order: "Ctrl", "Alt", "Super", "Shift".
    public var names: [String] {
        [(Modifiers.control, "Ctrl"), (.alt, "Alt"), (.super, "Super"), (.shift, "Shift")].compactMap {
            contains($0.0) ? $0.1 : nil
        }
    }
}

/// A mouse button.
public enum PointerButton: Hashable, Sendable {
    case primary, secondary, middle
}
