import Localization

/// The language server's hover texts (Markdown) in each language: a property's name and type,
/// and a param's default and uses. French puts a no-break space before `:` and a narrow one
/// before `;`; Chinese uses full-width punctuation. Names, types and values go in as they are.
enum HoverText {
    /// "**gap**: `number or { $param }`".
    static func property(_ name: String, type: String, in language: Language) -> String {
        labelled(name, "`\(type)`", language)
    }

    /// "**dim**: param, default `0.4`; 1 use", or "**dim**: not declared in params; 2 uses"
    /// without a default.
    static func param(_ name: String, default value: String?, uses: Int, in language: Language) -> String {
        let count = usesText(uses, language)
        let text: String
        switch language {
        case .english:
            text = value.map { "param, default `\($0)`; \(count)" } ?? "not declared in params; \(count)"
        case .vietnamese:
            text = value.map { "param, mặc định `\($0)`; \(count)" } ?? "chưa khai báo trong params; \(count)"
        case .chineseSimplified:
            text = value.map { "参数，默认 `\($0)`；\(count)" } ?? "未在 params 中声明；\(count)"
        case .french:
            text =
                value.map { "paramètre, par défaut `\($0)`\u{202F}; \(count)" }
                ?? "non déclaré dans params\u{202F}; \(count)"
        }
        return labelled(name, text, language)
    }

    /// "1 use", "3 uses".
    private static func usesText(_ count: Int, _ language: Language) -> String {
        switch language {
        case .english: count == 1 ? "1 use" : "\(count) uses"
        case .vietnamese: "\(count) lượt dùng"
        case .chineseSimplified: "\(count) 处使用"
        case .french: language.pluralCategory(Double(count)) == .one ? "\(count) utilisation" : "\(count) utilisations"
        }
    }

    /// The name in bold, then `text` after the language's colon.
    private static func labelled(_ name: String, _ text: String, _ language: Language) -> String {
        switch language {
        case .english, .vietnamese: "**\(name)**: \(text)"
        case .chineseSimplified: "**\(name)**：\(text)"
        case .french: "**\(name)**\u{00A0}: \(text)"
        }
    }
}
