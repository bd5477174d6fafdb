import Foundation

/// String literals in the snippets' languages.
enum SnippetQuoting {
    /// A double-quoted literal for Swift, Kotlin, C# and JavaScript: `"` and `\` escaped, control
    /// characters as `\u` escapes (`\u{…}` in Swift). Kotlin's `$` is escaped too, so no template
    /// starts.
    static func doubleQuoted(_ text: String, kotlin: Bool = false, swift: Bool = false) -> String {
        quoted(text, quote: "\"", escapingDollar: kotlin, swiftEscapes: swift)
    }

    /// A single-quoted JavaScript literal.
    static func singleQuoted(_ text: String) -> String {
        quoted(text, quote: "'", escapingDollar: false, swiftEscapes: false)
    }

    private static func quoted(_ text: String, quote: Unicode.Scalar, escapingDollar: Bool, swiftEscapes: Bool)
        -> String
    {
        var out = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case quote: out += "\\" + String(quote)
            case "\\": out += "\\\\"
            case "$" where escapingDollar: out += "\\$"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += swiftEscapes ? "\\u{\(hex)}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + String(quote)
    }

    /// Text inside an HTML or XAML attribute value quoted with `quote`.
    static func attribute(_ text: String, quote: Character = "\"") -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"" where quote == "\"": out += "&quot;"
            case "'" where quote == "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A JavaScript object key: bare when it is an identifier, quoted otherwise.
    static func objectKey(_ name: String) -> String {
        isIdentifier(name) ? name : singleQuoted(name)
    }

    /// True for an ASCII identifier (`count`, `min_scale`, `$x`).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func letter(_ s: Unicode.Scalar) -> Bool {
            (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" || s == "$"
        }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }
}
