/// The CLDR plural categories the studio's languages use.
public enum PluralCategory: String, Sendable, CaseIterable {
    case one
    case other
}

extension Language {
    /// The plural category of a count, by CLDR's rules: English "one" for 1 only; French "one"
    /// for 0 and 1 (and any number below 2); Vietnamese and Chinese have no plural forms.
    public func pluralCategory(_ n: Double) -> PluralCategory {
        switch self {
        case .english: return n == 1 ? .one : .other
        case .french: return abs(n) < 2 ? .one : .other
        case .vietnamese, .chineseSimplified: return .other
        }
    }
}
