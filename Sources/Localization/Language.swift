/// A language the studio speaks. English is the catalogue's fallback for any missing message.
public enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case vietnamese = "vi"
    case chineseSimplified = "zh-Hans"
    case french = "fr"

    /// The language's name in itself, as the language picker lists it.
    public var nativeName: String {
        switch self {
        case .english: return "English"
        case .vietnamese: return "Tiếng Việt"
        case .chineseSimplified: return "简体中文"
        case .french: return "Français"
        }
    }

    /// The language a POSIX locale name or BCP 47 tag names (`vi_VN.UTF-8`, `fr-CA`, `zh_CN`,
    /// `zh-Hans`), or nil when the studio does not speak it. Chinese written in traditional
    /// characters (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`) is not simplified Chinese: nil.
    public init?(localeName: String) {
        // Drop the encoding (`.UTF-8`) and the modifier (`@euro`), then split into subtags.
        var name = Substring(localeName)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        let subtags = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let primary = subtags.first else { return nil }
        switch primary {
        case "en": self = .english
        case "vi": self = .vietnamese
        case "fr": self = .french
        case "zh":
            let rest = Set(subtags.dropFirst())
            if rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"]) && !rest.contains("hans") {
                return nil
            }
            self = .chineseSimplified
        default: return nil
        }
    }

    /// The language the environment asks for, in the order gettext reads it: `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` name the locale (the first one set); unless that locale is `C`
    /// or `POSIX`, the colon-separated `LANGUAGE` list comes first. The first name the studio
    /// speaks wins; English when none does.
    public static func preferred(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let locale, locale == "C" || locale == "POSIX" || locale.hasPrefix("C.") { return .english }
        var names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if let locale { names.append(locale) }
        return names.lazy.compactMap(Language.init(localeName:)).first ?? .english
    }
}
