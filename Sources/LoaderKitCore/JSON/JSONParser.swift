import Foundation

/// A JSON syntax error and the byte offset where it was found.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, in plain words (for example `unexpected character '}'`).
    public var reason: String
    /// UTF-8 byte offset of the problem in the source.
    public var offset: Int
}

/// A strict RFC 8259 JSON parser that records source offsets.
///
/// It reads numbers as JavaScript does (a literal too large for a double is ±infinity), builds
/// objects with `JSONObject`'s JavaScript semantics, skips a leading UTF-8 byte order mark, rejects
/// invalid UTF-8, and stops at a nesting depth of `maximumDepth` instead of exhausting the stack.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 512

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        try parse([UInt8](data))
    }

    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private let bytes: [UInt8]
    private var pos = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
        skipWhitespace()
        guard pos < bytes.count else { throw fail(bytes.isEmpty ? "the file is empty" : "unexpected end of input") }
        let value = try parseValue()
        skipWhitespace()
        if pos < bytes.count { throw fail("unexpected \(describe(pos)) after the end of the JSON value") }
        return value
    }

    private func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: offset ?? pos)
    }

    private func describe(_ at: Int) -> String {
        guard at < bytes.count else { return "end of input" }
        let c = bytes[at]
        if c >= 0x20 && c < 0x7F { return "character '\(Character(Unicode.Scalar(c)))'" }
        return String(format: "byte 0x%02X", c)
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard pos < bytes.count else { throw fail("unexpected end of input") }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let s = try parseString()
            return JSONNode(.string(s), start: start, end: pos)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), start: start, end: pos)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), start: start, end: pos)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, start: start, end: pos)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try rejectNonFiniteWord(at: start)
            return JSONNode(.number(try parseNumber()), start: start, end: pos)
        default:
            try rejectNonFiniteWord(at: start)
            throw fail("unexpected \(describe(pos))")
        }
    }

    /// Names `NaN`, `Infinity` and `-Infinity` when they are spelled where a value belongs:
    /// JavaScript writes them, JSON has no such numbers.
    private func rejectNonFiniteWord(at start: Int) throws(JSONSyntaxError) {
        func spelled(_ word: StaticString, at offset: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            return word.withUTF8Buffer { w in
                offset + count <= bytes.count && (0..<count).allSatisfy { bytes[offset + $0] == w[$0] }
            }
        }
        let unsigned = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        if spelled("NaN", at: unsigned) || spelled("Infinity", at: unsigned) {
            let word = spelled("NaN", at: unsigned) ? "NaN" : "Infinity"
            throw fail("\(unsigned > start ? "-" : "")\(word) is not a JSON number; write a finite number", at: start)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = pos
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { w in
            pos + count <= bytes.count && (0..<count).allSatisfy { bytes[pos + $0] == w[$0] }
        }
        guard matches else { throw fail("unexpected \(describe(start))", at: start) }
        pos += count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw fail("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONNode {
        let start = pos
        try enter()
        pos += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            depth -= 1
            return JSONNode(.array(items), start: start, end: pos)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard pos < bytes.count else { throw fail("unexpected end of input: an array is not closed") }
            if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
            if bytes[pos] == UInt8(ascii: "]") { pos += 1; break }
            throw fail("expected ',' or ']' in an array, found \(describe(pos))")
        }
        depth -= 1
        return JSONNode(.array(items), start: start, end: pos)
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONNode {
        let start = pos
        try enter()
        pos += 1
        var object = JSONObject()
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            depth -= 1
            return JSONNode(.object(object), start: start, end: pos)
        }
        while true {
            skipWhitespace()
            guard pos < bytes.count else { throw fail("unexpected end of input: an object is not closed") }
            guard bytes[pos] == UInt8(ascii: "\"") else {
                throw fail("expected a member name in double quotes, found \(describe(pos))")
            }
            let keyStart = pos
            let key = try parseString()
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the member name \"\(key)\"")
            }
            pos += 1
            skipWhitespace()
            let value = try parseValue()
            if key == "__proto__" {
                // The reference reads specs as JavaScript objects: `__proto__` sets the prototype
                // when it is an object, an array or null, and is dropped otherwise.
                switch value.kind {
                case .object, .array: object.prototype = .node(value)
                case .null: object.prototype = .none
                default: break
                }
            } else {
                object.set(JSONObject.Member(key: key, keyStart: keyStart, value: value))
            }
            skipWhitespace()
            guard pos < bytes.count else { throw fail("unexpected end of input: an object is not closed") }
            if bytes[pos] == UInt8(ascii: ",") { pos += 1; continue }
            if bytes[pos] == UInt8(ascii: "}") { pos += 1; break }
            throw fail("expected ',' or '}' in an object, found \(describe(pos))")
        }
        depth -= 1
        return JSONNode(.object(object), start: start, end: pos)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        guard pos < bytes.count, isDigit(bytes[pos]) else { throw fail("invalid number", at: start) }
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count, isDigit(bytes[pos]) { throw fail("invalid number: leading zero", at: start) }
        } else {
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else {
                throw fail("invalid number: no digit after '.'", at: start)
            }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard pos < bytes.count, isDigit(bytes[pos]) else {
                throw fail("invalid number: no digit in the exponent", at: start)
            }
            while pos < bytes.count, isDigit(bytes[pos]) { pos += 1 }
        }
        // Small integers need no conversion call.
        if pos - start <= 15, let small = smallInteger(start, pos) { return small }
        // strtod gives ±infinity for overflow and correctly rounded values otherwise. The
        // grammar was checked above, so strtod reads exactly the bytes start..<pos; a copy with a
        // terminating NUL keeps it from reading past a number at the very end of the input.
        let length = pos - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { literal in
            for i in 0..<length { literal[i] = CChar(bitPattern: bytes[start + i]) }
            literal[length] = 0
            return strtod(literal.baseAddress!, nil)
        }
    }

    /// The value of an optionally negative run of digits, or nil when the literal has a
    /// fraction or an exponent.
    private func smallInteger(_ start: Int, _ end: Int) -> Double? {
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var value: Int64 = 0
        while i < end {
            let c = bytes[i]
            guard isDigit(c) else { return nil }
            value = value * 10 + Int64(c - 48)
            i += 1
        }
        if negative { return value == 0 ? -0.0 : -Double(value) }
        return Double(value)
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = pos
        pos += 1
        // Fast path: plain ASCII with no escapes, the usual case for keys and names.
        var scan = pos
        while scan < bytes.count {
            let c = bytes[scan]
            if c == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[pos..<scan], as: UTF8.self)
                pos = scan + 1
                return text
            }
            if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { break }
            scan += 1
        }
        var scalars = String.UnicodeScalarView()
        var runStart = pos
        func flush(_ end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard pos < bytes.count else { throw fail("unterminated string", at: start) }
            let c = bytes[pos]
            if c == UInt8(ascii: "\"") {
                flush(pos)
                pos += 1
                return String(scalars)
            }
            if c == UInt8(ascii: "\\") {
                flush(pos)
                pos += 1
                guard pos < bytes.count else { throw fail("unterminated string", at: start) }
                let e = bytes[pos]
                pos += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var unit = try parseHex4()
                    if (0xD800..<0xDC00).contains(unit), pos + 1 < bytes.count,
                        bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u")
                    {
                        let save = pos
                        pos += 2
                        let low = try parseHex4()
                        if (0xDC00..<0xE000).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            pos = save
                        }
                    }
                    // A lone surrogate cannot live in a Swift string; it reads as U+FFFD.
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default:
                    throw fail("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string", at: pos - 2)
                }
                runStart = pos
                continue
            }
            if c < 0x20 { throw fail("control character in a string (escape it)") }
            if c >= 0x80 {
                let length = try validateUTF8Sequence(at: pos)
                pos += length
                continue
            }
            pos += 1
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard pos + 4 <= bytes.count else { throw fail("invalid \\u escape") }
        var value: UInt32 = 0
        for i in 0..<4 {
            let c = bytes[pos + i]
            let digit: UInt32
            switch c {
            case 48...57: digit = UInt32(c - 48)
            case 65...70: digit = UInt32(c - 55)
            case 97...102: digit = UInt32(c - 87)
            default: throw fail("invalid \\u escape", at: pos + i)
            }
            value = value << 4 | digit
        }
        pos += 4
        return value
    }

    /// Checks one multi-byte UTF-8 sequence and returns its length.
    private func validateUTF8Sequence(at i: Int) throws(JSONSyntaxError) -> Int {
        let c = bytes[i]
        let length: Int
        var minimum: UInt32
        var value: UInt32
        switch c {
        case 0xC2...0xDF: length = 2; value = UInt32(c & 0x1F); minimum = 0x80
        case 0xE0...0xEF: length = 3; value = UInt32(c & 0x0F); minimum = 0x800
        case 0xF0...0xF4: length = 4; value = UInt32(c & 0x07); minimum = 0x10000
        default: throw fail(String(format: "invalid UTF-8 byte 0x%02X", c), at: i)
        }
        guard i + length <= bytes.count else { throw fail("invalid UTF-8: a sequence is cut off", at: i) }
        for k in 1..<length {
            let b = bytes[i + k]
            guard b & 0xC0 == 0x80 else { throw fail(String(format: "invalid UTF-8 byte 0x%02X", b), at: i + k) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            throw fail("invalid UTF-8 sequence", at: i)
        }
        return length
    }
}
