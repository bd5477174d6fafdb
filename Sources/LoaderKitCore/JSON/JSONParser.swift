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
    ///
    /// Records are written in place, with no capacity or uniqueness check per write, into an
    /// array sized by `RecordBound` before the parse.
    package static func tape(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTape {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(reason: "the text is larger than 4 GiB", offset: 0)
        }
        var tape = JSONTape(bytes: bytes)
        var failure: JSONSyntaxError?
        var strings: [String] = []
        var irregular: [(object: Int, keys: [Int])] = []
        bytes.withUnsafeBufferPointer { buffer in
            let bound = RecordBound(buffer)
            tape.records = [JSONTape.Record](unsafeUninitializedCapacity: bound.records) { records, written in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bound.keys) { keys in
                    var parser = JSONParser(
                        bytes: buffer, records: records.baseAddress!, capacity: bound.records,
                        keys: keys.baseAddress!)
                    do throws(JSONSyntaxError) {
                        try parser.parseDocument()
                    } catch {
                        failure = error
                    }
                    written = parser.written
                    strings = parser.strings
                    irregular = parser.irregular
                }
            }
        }
        if let failure { throw failure }
        tape.strings = strings
        for object in irregular { tape.lay(object: object.object, keys: object.keys) }
        return tape
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    private var depth = 0
    /// Where records are written (room for `capacity`), and how many are.
    private let records: UnsafeMutablePointer<JSONTape.Record>
    private let capacity: Int
    private(set) var written = 0
    /// Member key records of the objects being parsed, innermost last.
    private let keys: UnsafeMutablePointer<UInt32>
    private var keyCount = 0
    /// Decoded strings (those with escapes), by a record's payload.
    var strings: [String] = []
    /// Objects that are not regular, with their member key records in source order: laid out
    /// once the tape is complete.
    private(set) var irregular: [(object: Int, keys: [Int])] = []

    private init(
        bytes: UnsafeBufferPointer<UInt8>, records: UnsafeMutablePointer<JSONTape.Record>, capacity: Int,
        keys: UnsafeMutablePointer<UInt32>
    ) {
        self.bytes = bytes
        self.records = records
        self.capacity = capacity
        self.keys = keys
    }

    /// The record `i` (written already).
    @inline(__always)
    func record(_ i: Int) -> UnsafeMutablePointer<JSONTape.Record> { records + i }

    private mutating func parseDocument() throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
        skipWhitespace()
        guard pos < bytes.count else { throw fail(bytes.isEmpty ? "the file is empty" : "unexpected end of input") }
        try parseValue()
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
        let p = bytes.baseAddress!
        let count = bytes.count
        while pos < count {
            switch p[pos] {
            case 0x20, 0x09, 0x0A, 0x0D: pos += 1
            default: return
            }
        }
    }

    /// Writes the next record, ending at `pos`.
    @inline(__always)
    mutating func write(_ kind: JSONTape.Kind, _ start: Int, _ payload: UInt64, flags: UInt8 = 0) {
        // `RecordBound` makes this hold for any text, valid or not; a broken bound stops here
        // rather than writing past the buffer.
        precondition(written < capacity, "more records than RecordBound allows")
        (records + written).initialize(
            to: JSONTape.Record(kind: kind, flags: flags, start: UInt32(start), end: UInt32(pos), payload: payload))
        written += 1
    }

    private mutating func parseValue() throws(JSONSyntaxError) {
        guard pos < bytes.count else { throw fail("unexpected end of input") }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"):
            try expectWord("true")
            write(.bool, start, 1)
        case UInt8(ascii: "f"):
            try expectWord("false")
            write(.bool, start, 0)
        case UInt8(ascii: "n"):
            try expectWord("null")
            write(.null, start, 0)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let x = try parseNumber()
            write(.number, start, x.bitPattern)
        case UInt8(ascii: "-"):
            try rejectNonFiniteWord(at: start)
            let x = try parseNumber()
            write(.number, start, x.bitPattern)
        default:
            try rejectNonFiniteWord(at: start)
            throw fail("unexpected \(describe(pos))")
        }
    }

    /// `parseValue` for an array item or a member's value, with numbers (most of a spec's
    /// values) read here rather than through `parseValue`'s frame and dispatch. A minus sign
    /// not followed by a digit goes to `parseValue`, which names `-Infinity` and the like.
    @inline(__always)
    private mutating func parseItem() throws(JSONSyntaxError) {
        guard pos < bytes.count else { throw fail("unexpected end of input") }
        let p = bytes.baseAddress!
        let c = p[pos]
        if c &- 48 < 10 || (c == UInt8(ascii: "-") && pos + 1 < bytes.count && p[pos + 1] &- 48 < 10) {
            let start = pos
            let x = try parseNumber()
            write(.number, start, x.bitPattern)
        } else {
            try parseValue()
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

    /// Fills in the container record `i` once its subtree is written.
    @inline(__always)
    private func close(_ i: Int, count: Int) {
        let r = record(i)
        r.pointee.end = UInt32(pos)
        r.pointee.payload = UInt64(count) | UInt64(written) << 32
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        let start = pos
        try enter()
        pos += 1
        let index = written
        write(.array, start, 0)
        var count = 0
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1
        } else {
            while true {
                skipWhitespace()
                try parseItem()
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
        close(index, count: count)
    }

    private mutating func parseObject() throws(JSONSyntaxError) {
        let start = pos
        try enter()
        pos += 1
        let index = written
        write(.object, start, 0)
        let firstKey = keyCount
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
                let key = written
                try parseString()
                skipWhitespace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                    throw fail("expected ':' after the member name \"\(keyText(key))\"")
                }
                pos += 1
                skipWhitespace()
                if regular && !isPlainKey(key) { regular = false }
                keys[keyCount] = UInt32(truncatingIfNeeded: key)
                keyCount += 1
                try parseItem()
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
        let memberKeys = UnsafeBufferPointer(start: keys + firstKey, count: keyCount - firstKey)
        if regular && hasDuplicateKeys(memberKeys) { regular = false }
        close(index, count: memberKeys.count)
        if !regular { irregular.append((index, memberKeys.map { Int($0) })) }
        keyCount = firstKey
    }
}
