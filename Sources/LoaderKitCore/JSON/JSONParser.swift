import Foundation

/// A JSON syntax error and the byte offset where it was found.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, in plain words (for example `unexpected character '}'`).
    public var reason: String
    /// UTF-8 byte offset of the problem in the source.
    public var offset: Int
}

/// A strict RFC 8259 JSON parser that records source offsets, in one pass into a `JSONTape`.
///
/// It reads numbers as JavaScript does (a literal too large for a double is ±infinity), gives
/// objects JavaScript's semantics (see `JSONTape`), skips a leading UTF-8 byte order mark,
/// rejects invalid UTF-8, and stops at a nesting depth of `maximumDepth` instead of exhausting the
/// stack. No number or unescaped string allocates.
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
        JSONNode(tape: try tape(bytes))
    }

    /// The document in `bytes` as a tape.
    package static func tape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        var tape = JSONTape(bytes: bytes)
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<Void, JSONSyntaxError> in
            var parser = JSONParser(bytes: buffer)
            do throws(JSONSyntaxError) {
                try parser.parseDocument(into: &tape)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        return tape
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    private var depth = 0
    /// Member key records of the objects being parsed, innermost last.
    private var keys: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func parseDocument(into tape: inout JSONTape) throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else { throw fail("the text is larger than 4 GiB", at: 0) }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
        tape.records.reserveCapacity(bytes.count / 6 + 16)
        keys.reserveCapacity(64)
        skipWhitespace()
        guard pos < bytes.count else { throw fail(bytes.isEmpty ? "the file is empty" : "unexpected end of input") }
        try parseValue(&tape)
        skipWhitespace()
        if pos < bytes.count { throw fail("unexpected \(describe(pos)) after the end of the JSON value") }
    }

    func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: offset ?? pos)
    }

    func describe(_ at: Int) -> String {
        guard at < bytes.count else { return "end of input" }
        let c = bytes[at]
        if c >= 0x20 && c < 0x7F { return "character '\(Character(Unicode.Scalar(c)))'" }
        return String(format: "byte 0x%02X", c)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }

    private func append(
        _ tape: inout JSONTape, _ kind: JSONTape.Kind, _ start: Int, _ payload: UInt64, flags: UInt8 = 0
    ) {
        tape.records.append(
            JSONTape.Record(kind: kind, flags: flags, start: UInt32(start), end: UInt32(pos), payload: payload))
    }

    private mutating func parseValue(_ tape: inout JSONTape) throws(JSONSyntaxError) {
        guard pos < bytes.count else { throw fail("unexpected end of input") }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "{"): try parseObject(&tape)
        case UInt8(ascii: "["): try parseArray(&tape)
        case UInt8(ascii: "\""): try parseString(&tape)
        case UInt8(ascii: "t"):
            try expectWord("true")
            append(&tape, .bool, start, 1)
        case UInt8(ascii: "f"):
            try expectWord("false")
            append(&tape, .bool, start, 0)
        case UInt8(ascii: "n"):
            try expectWord("null")
            append(&tape, .null, start, 0)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let x = try parseNumber()
            append(&tape, .number, start, x.bitPattern)
        case UInt8(ascii: "-"):
            try rejectNonFiniteWord(at: start)
            let x = try parseNumber()
            append(&tape, .number, start, x.bitPattern)
        default:
            try rejectNonFiniteWord(at: start)
            throw fail("unexpected \(describe(pos))")
        }
    }

    private func spelled(_ word: StaticString, at offset: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return word.withUTF8Buffer { w in memcmp(bytes.baseAddress! + offset, w.baseAddress!, count) == 0 }
    }

    /// Names `NaN`, `Infinity` and `-Infinity` when they are spelled where a value belongs:
    /// JavaScript writes them, JSON has no such numbers.
    private func rejectNonFiniteWord(at start: Int) throws(JSONSyntaxError) {
        let unsigned = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        guard unsigned < bytes.count, bytes[unsigned] == UInt8(ascii: "N") || bytes[unsigned] == UInt8(ascii: "I")
        else { return }
        if spelled("NaN", at: unsigned) || spelled("Infinity", at: unsigned) {
            let word = spelled("NaN", at: unsigned) ? "NaN" : "Infinity"
            throw fail("\(unsigned > start ? "-" : "")\(word) is not a JSON number; write a finite number", at: start)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        guard spelled(word, at: pos) else { throw fail("unexpected \(describe(pos))", at: pos) }
        pos += word.utf8CodeUnitCount
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw fail("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    /// Fills in the container record `i` once its subtree is on the tape.
    private func close(_ tape: inout JSONTape, _ i: Int, count: Int) {
        tape.records[i].end = UInt32(pos)
        tape.records[i].payload = UInt64(count) | UInt64(tape.records.count) << 32
    }

    private mutating func parseArray(_ tape: inout JSONTape) throws(JSONSyntaxError) {
        let start = pos
        try enter()
        pos += 1
        let index = tape.records.count
        append(&tape, .array, start, 0)
        var count = 0
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1
        } else {
            while true {
                skipWhitespace()
                try parseValue(&tape)
                count += 1
                skipWhitespace()
                guard pos < bytes.count else { throw fail("unexpected end of input: an array is not closed") }
                if bytes[pos] == UInt8(ascii: ",") {
                    pos += 1
                    continue
                }
                if bytes[pos] == UInt8(ascii: "]") {
                    pos += 1
                    break
                }
                throw fail("expected ',' or ']' in an array, found \(describe(pos))")
            }
        }
        depth -= 1
        close(&tape, index, count: count)
    }

    private mutating func parseObject(_ tape: inout JSONTape) throws(JSONSyntaxError) {
        let start = pos
        try enter()
        pos += 1
        let index = tape.records.count
        append(&tape, .object, start, 0)
        let firstKey = keys.count
        var regular = true
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1
        } else {
            while true {
                skipWhitespace()
                guard pos < bytes.count else { throw fail("unexpected end of input: an object is not closed") }
                guard bytes[pos] == UInt8(ascii: "\"") else {
                    throw fail("expected a member name in double quotes, found \(describe(pos))")
                }
                let key = tape.records.count
                try parseString(&tape)
                skipWhitespace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                    throw fail("expected ':' after the member name \"\(tape.string(key)!)\"")
                }
                pos += 1
                skipWhitespace()
                if regular && !tape.isPlainKey(key) { regular = false }
                keys.append(key)
                try parseValue(&tape)
                skipWhitespace()
                guard pos < bytes.count else { throw fail("unexpected end of input: an object is not closed") }
                if bytes[pos] == UInt8(ascii: ",") {
                    pos += 1
                    continue
                }
                if bytes[pos] == UInt8(ascii: "}") {
                    pos += 1
                    break
                }
                throw fail("expected ',' or '}' in an object, found \(describe(pos))")
            }
        }
        depth -= 1
        let memberKeys = keys[firstKey...]
        if regular && tape.hasDuplicateKeys(memberKeys) { regular = false }
        close(&tape, index, count: memberKeys.count)
        if !regular { tape.lay(object: index, keys: Array(memberKeys)) }
        keys.removeLast(keys.count - firstKey)
    }
}
