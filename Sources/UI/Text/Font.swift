/// The weight of a font face.
public enum FontWeight: Int, Hashable, Sendable, Comparable {
    case regular = 400, medium = 500, semibold = 600, bold = 700

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// The family of a font: the UI sans (Inter) or the monospaced face for changing numbers
/// (JetBrains Mono).
public enum FontFamily: Hashable, Sendable { case sans, mono }

/// The role a piece of text plays; DESIGN.md fixes each role's family, size and weight.
public enum FontRole: Hashable, Sendable, CaseIterable {
    /// Controls and labels: sans 13 pt regular.
    case ui
    /// Secondary text and captions: sans 11 pt regular.
    case uiSmall
    /// Panel titles: sans 15 pt semibold.
    case title
    /// Numbers that change: mono 12 pt regular.
    case mono

    /// The size in points.
    public var size: Double {
        switch self {
        case .ui: return 13
        case .uiSmall: return 11
        case .title: return 15
        case .mono: return 12
        }
    }

    /// The family.
    public var family: FontFamily { self == .mono ? .mono : .sans }

    /// The default weight.
    public var weight: FontWeight { self == .title ? .semibold : .regular }
}

/// A font as the toolkit asks for it: a role, optionally with another weight.
public struct Font: Hashable, Sendable {
    public var role: FontRole
    public var weight: FontWeight

    /// The font of a role, at the role's weight unless `weight` is given.
    public init(_ role: FontRole, weight: FontWeight? = nil) {
        self.role = role
        self.weight = weight ?? role.weight
    }

    public var family: FontFamily { role.family }
    /// The size in points.
    public var size: Double { role.size }

    public static let ui = Font(.ui)
    public static let uiSmall = Font(.uiSmall)
    public static let title = Font(.title)
    public static let mono = Font(.mono)
}
