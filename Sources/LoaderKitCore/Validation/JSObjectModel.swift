import Foundation

/// JavaScript's view of a parsed JSON value, as LoaderKit's reference validator reads specs.
///
/// A member read (`o[k]`) looks at own members, then follows the prototype: an object's
/// `__proto__` value, or the standard `Object.prototype` / `Array.prototype`, whose methods are
/// present but, unlike every JSON value, callable.
enum JSLookup {
    /// The member does not exist (`undefined`).
    case missing
    /// A JSON value.
    case value(JSONNode)
    /// A built-in method of `Object.prototype` or `Array.prototype`.
    case builtin(JSBuiltinOwner, String)

    var node: JSONNode? { if case .value(let n) = self { return n } else { return nil } }
    var isPresent: Bool { if case .missing = self { return false } else { return true } }
}

enum JSBuiltinOwner { case object, array }

/// Thrown where the reference throws `TypeError: Cannot convert object to primitive value`.
struct JSConversionError: Error {
    static let message = "Cannot convert object to primitive value"
}

enum JS {
    static let objectPrototypeNames: Set<String> = [
        "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf",
        "propertyIsEnumerable", "__defineGetter__", "__defineSetter__", "__lookupGetter__",
        "__lookupSetter__",
    ]
    static let arrayPrototypeNames: Set<String> = [
        "toString", "toLocaleString", "values", "keys", "entries", "length", "at", "concat",
        "copyWithin", "every", "fill", "filter", "find", "findIndex", "findLast", "findLastIndex",
        "flat", "flatMap", "forEach", "includes", "indexOf", "join", "lastIndexOf", "map", "pop",
        "push", "reduce", "reduceRight", "reverse", "shift", "slice", "some", "sort", "splice",
        "toReversed", "toSorted", "toSpliced", "unshift", "with",
    ]

    /// `o[key]` with JavaScript's prototype chain.
    static func get(_ node: JSONNode, _ key: String) -> JSLookup {
        var current = node
        while true {
            switch current.kind {
            case .object(let o):
                if let v = o[key] { return .value(v) }
                switch o.prototype {
                case .standard:
                    return objectPrototypeNames.contains(key) ? .builtin(.object, key) : .missing
                case .none:
                    return .missing
                case .node(let proto):
                    current = proto
                }
            case .array(let items):
                if let i = JSONObject.arrayIndex(key) {
                    return Int(i) < items.count ? .value(items[Int(i)]) : .missing
                }
                if key == "length" { return .value(JSONNode(.number(Double(items.count)))) }
                if arrayPrototypeNames.contains(key) { return .builtin(.array, key) }
                if objectPrototypeNames.contains(key) { return .builtin(.object, key) }
                return .missing
            default:
                return .missing
            }
        }
    }

    /// `ToPrimitive(value, hint)`; `nil` stands for `undefined`.
    enum Primitive {
        case undefined, null, bool(Bool), number(Double), string(String)
    }

    static func toPrimitive(_ lookup: JSLookup, preferString: Bool) throws(JSConversionError) -> Primitive {
        switch lookup {
        case .missing: return .undefined
        case .builtin: return .string("function")  // never reached by spec checks
        case .value(let node): return try toPrimitive(node, preferString: preferString)
        }
    }

    static func toPrimitive(_ node: JSONNode, preferString: Bool) throws(JSConversionError) -> Primitive {
        switch node.kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let x): return .number(x)
        case .string(let s): return .string(s)
        case .array, .object:
            let order = preferString ? ["toString", "valueOf"] : ["valueOf", "toString"]
            for method in order {
                guard case .builtin(let owner, let name) = get(node, method) else { continue }
                if name == "valueOf" { continue }  // Object.prototype.valueOf returns the object
                if owner == .array {
                    // Array.prototype.toString calls this.join() when it is the built-in join.
                    if case .builtin(.array, "join") = get(node, "join") { return .string(try join(node)) }
                    if case .array = node.kind { return .string("[object Array]") }
                    return .string("[object Object]")
                }
                return .string("[object Object]")
            }
            throw JSConversionError()
        }
    }

    /// `Array.prototype.join.call(node)` with the default separator, as far as its number can
    /// tell: the exact text for a dense array, and for a sparse or array-like value with a huge
    /// `length` a text with the same number.
    ///
    /// Only items that exist are visited (a missing item is empty text), so a `length` of 1e9
    /// costs nothing; every existing item below `length` is still converted, in order, so one
    /// that cannot be converted still throws.
    static func join(_ node: JSONNode) throws(JSConversionError) -> String {
        let length = try toNumber(get(node, "length"))
        let n = length.isNaN || length <= 0 ? 0 : min(length, 9_007_199_254_740_991).rounded(.down)
        if n == 0 { return "" }
        var parts: [String] = []
        var dense = true
        for i in existingIndices(node) where Double(i) < n {
            if i != parts.count { dense = false }
            let item = get(node, String(i))
            switch item {
            case .missing: parts.append("")
            case .value(let v) where v.isNull: parts.append("")
            default: parts.append(try toStringValue(item))
            }
        }
        if n == 1 { return dense ? parts.first ?? "" : "" }
        // Two or more items: the text has a separator, so its number is NaN either way.
        if dense && Double(parts.count) == n { return parts.joined(separator: ",") }
        return parts.joined(separator: ",") + ","
    }

    /// The array indices that `node` or its prototypes hold as items or members, in order.
    static func existingIndices(_ node: JSONNode) -> [Int] {
        var members: Set<Int> = []
        var itemCount = 0
        var current = node
        chain: while true {
            switch current.kind {
            case .array(let items):
                itemCount = items.count
                break chain
            case .object(let o):
                for member in o.members {
                    guard let i = JSONObject.arrayIndex(member.key) else { break }  // index keys come first
                    members.insert(Int(i))
                }
                guard case .node(let proto) = o.prototype else { break chain }
                current = proto
            default:
                break chain
            }
        }
        return Array(0..<itemCount) + members.filter { $0 >= itemCount }.sorted()
    }

    /// `String(value)`.
    static func toStringValue(_ lookup: JSLookup) throws(JSConversionError) -> String {
        switch try toPrimitive(lookup, preferString: true) {
        case .undefined: return "undefined"
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return JSNumberFormat.string(x)
        case .string(let s): return s
        }
    }

    /// `Number(value)`.
    static func toNumber(_ lookup: JSLookup) throws(JSConversionError) -> Double {
        number(of: try toPrimitive(lookup, preferString: false))
    }

    static func toNumber(_ node: JSONNode) throws(JSConversionError) -> Double {
        number(of: try toPrimitive(node, preferString: false))
    }

    private static func number(of primitive: Primitive) -> Double {
        switch primitive {
        case .undefined: return .nan
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .number(let x): return x
        case .string(let s): return stringToNumber(s)
        }
    }

    /// `a < b` with JavaScript's abstract relational comparison.
    static func lessThan(_ a: JSONNode, _ b: JSONNode) throws(JSConversionError) -> Bool {
        let pa = try toPrimitive(a, preferString: false)
        let pb = try toPrimitive(b, preferString: false)
        if case .string(let sa) = pa, case .string(let sb) = pb {
            return sa.utf16.lexicographicallyPrecedes(sb.utf16)
        }
        let x = number(of: pa)
        let y = number(of: pb)
        if x.isNaN || y.isNaN { return false }
        return x < y
    }

    /// JavaScript `Math.round`: halves round up.
    static func round(_ x: Double) -> Double {
        if !x.isFinite || x == x.rounded(.towardZero) { return x }
        let r = x.rounded(.down)
        return x - r >= 0.5 ? r + 1 : r
    }

    private static let whitespace: Set<Unicode.Scalar> = [
        " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2001}",
        "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}",
        "\u{2009}", "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
    ]

    /// JavaScript `StringToNumber`.
    static func stringToNumber(_ text: String) -> Double {
        var scalars = Substring(text).unicodeScalars[...]
        while let f = scalars.first, whitespace.contains(f) { scalars.removeFirst() }
        while let l = scalars.last, whitespace.contains(l) { scalars.removeLast() }
        let s = String(String.UnicodeScalarView(scalars))
        if s.isEmpty { return 0 }
        let bytes = Array(s.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let radix: Double?
            switch bytes[1] {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
            case UInt8(ascii: "o"), UInt8(ascii: "O"): radix = 8
            case UInt8(ascii: "b"), UInt8(ascii: "B"): radix = 2
            default: radix = nil
            }
            if let radix {
                var value = 0.0
                for c in bytes[2...] {
                    guard let d = hexDigit(c), d < radix else { return .nan }
                    value = value * radix + d
                }
                return value
            }
        }
        var body = bytes[...]
        var negative = false
        if let f = body.first, f == UInt8(ascii: "+") || f == UInt8(ascii: "-") {
            negative = f == UInt8(ascii: "-")
            body = body.dropFirst()
        }
        if body.elementsEqual("Infinity".utf8) { return negative ? -.infinity : .infinity }
        // StrUnsignedDecimalLiteral: digits [. digits] [e sign digits], or . digits [...]
        var i = body.startIndex
        var intDigits = 0
        while i < body.endIndex, isDecimal(body[i]) { i += 1; intDigits += 1 }
        var fracDigits = 0
        if i < body.endIndex, body[i] == UInt8(ascii: ".") {
            i += 1
            while i < body.endIndex, isDecimal(body[i]) { i += 1; fracDigits += 1 }
        }
        if intDigits + fracDigits == 0 { return .nan }
        if i < body.endIndex, body[i] == UInt8(ascii: "e") || body[i] == UInt8(ascii: "E") {
            i += 1
            if i < body.endIndex, body[i] == UInt8(ascii: "+") || body[i] == UInt8(ascii: "-") { i += 1 }
            var expDigits = 0
            while i < body.endIndex, isDecimal(body[i]) { i += 1; expDigits += 1 }
            if expDigits == 0 { return .nan }
        }
        if i != body.endIndex { return .nan }
        return s.withCString { strtod($0, nil) }
    }

    private static func isDecimal(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    private static func hexDigit(_ c: UInt8) -> Double? {
        switch c {
        case 48...57: return Double(c - 48)
        case 65...70: return Double(c - 55)
        case 97...102: return Double(c - 87)
        default: return nil
        }
    }
}
