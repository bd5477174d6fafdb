/// Writes `JSONNode`s as text, like JavaScript's `JSON.stringify` (numbers in JavaScript form).
package enum JSONWriter {
    /// Compact text with no whitespace, or indented by `indent` spaces per level.
    package static func string(_ node: JSONNode, indent: Int = 0) -> String {
        var out = ""
        write(node, into: &out, indent: indent, level: 0)
        return out
    }

    static func write(_ node: JSONNode, into out: inout String, indent: Int, level: Int) {
        switch node.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let x): out += x.isFinite ? JSNumberFormat.string(x) : "null"
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                write(item, into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let object):
            if object.members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, member) in object.members.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                writeString(member.key, into: &out)
                out += indent > 0 ? ": " : ":"
                write(member.value, into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int, _ level: Int) {
        guard indent > 0 else { return }
        out += "\n"
        out += String(repeating: " ", count: indent * level)
    }

    /// Appends `s` as a JSON string literal.
    package static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

/// Building JSON trees in code.
extension JSONNode {
    package static func number(_ x: Double) -> JSONNode { JSONNode(.number(x)) }
    package static func string(_ s: String) -> JSONNode { JSONNode(.string(s)) }
    package static func bool(_ b: Bool) -> JSONNode { JSONNode(.bool(b)) }
    package static let null = JSONNode(.null)
    package static func array(_ items: [JSONNode]) -> JSONNode { JSONNode(.array(items)) }

    /// An object with `pairs` as its members, in order (keys that are array indices move first,
    /// as in JavaScript).
    package static func object(_ pairs: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(JSONObject(members: pairs.map { JSONObject.Member(key: $0.0, keyStart: 0, value: $0.1) })))
    }
}
