import Foundation

/// String literals in the snippets' languages.
enum SnippetQuoting {
    /// A double-quoted literal for Swift, Kotlin, C# and JavaScript: `"` and `\` escaped, control
    /// characters as `\u` escapes. Kotlin's `$` is escaped too, so no template starts.
    static func doubleQuoted(_ text: String, kotlin: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$" where kotlin: out += "\\$"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A single-quoted JavaScript literal.
    static func singleQuoted(_ text: String) -> String {
        let inner = doubleQuoted(text).dropFirst().dropLast()
            .replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "'", with: "\\'")
        return "'" + inner + "'"
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
        func letter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" || s == "$" }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ($0 >= "0" && $0 <= "9") }
    }
}
