import Foundation

/// JavaScript's view of a parsed JSON value, as LoaderKit's reference validator reads specs.
///
/// A member read (`o[k]`) looks at own members, then follows the prototype: an object's
/// `__proto__` value, or the standard `Object.prototype` / `Array.prototype`, whose methods are
/// present but, unlike every JSON value, callable.
enum JSLookup {
    /// The member does not exist (`undefined`).
    case missing
    /// A JSON value: its record on the tape.
    case value(Int)
    /// An array's `length`.
    case length(Int)
    /// A built-in method of `Object.prototype` or `Array.prototype`.
    case builtin(JSBuiltinOwner, JSBuiltinMethod)

    /// The record of a JSON value.
    var node: Int? { if case .value(let n) = self { return n } else { return nil } }
    var isPresent: Bool { if case .missing = self { return false } else { return true } }
}

enum JSBuiltinOwner { case object, array }

/// The built-in methods whose identity a conversion depends on; every other one is `other`.
/// (A payload without a string keeps `JSLookup` a plain value: no reference counting per read.)
enum JSBuiltinMethod: CaseIterable {
    case valueOf, toString, join, other

    init(_ name: String) {
        switch name {
        case "valueOf": self = .valueOf
        case "toString": self = .toString
        case "join": self = .join
        default: self = .other
        }
    }
}

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

    /// Whether `key` names a member of `Object.prototype`; most keys are told apart by their
    /// first byte and length alone.
    static func isObjectPrototypeName(_ key: String) -> Bool {
        let count = key.utf8.count
        guard count == 7 || count == 8 || count == 11 || count >= 13 else { return false }
        switch (key.utf8.first, count) {
        case (UInt8(ascii: "c"), 11), (UInt8(ascii: "t"), 8), (UInt8(ascii: "t"), 14), (UInt8(ascii: "v"), 7),
            (UInt8(ascii: "h"), 14), (UInt8(ascii: "i"), 13), (UInt8(ascii: "p"), 20), (UInt8(ascii: "_"), 16):
            return objectPrototypeNames.contains(key)
        default:
            return false
        }
    }

    /// `ToPrimitive(value, hint)`; `nil` stands for `undefined`.
    enum Primitive {
        case undefined, null, bool(Bool), number(Double), string(String)
    }

    static func number(of primitive: Primitive) -> Double {
        switch primitive {
        case .undefined: return .nan
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .number(let x): return x
        case .string(let s): return stringToNumber(s)
        }
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
