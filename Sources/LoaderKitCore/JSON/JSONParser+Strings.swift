import Foundation

/// Strings: borrowed from the input when they have no escapes, decoded otherwise.
extension JSONParser {
    /// Parses the string at `pos` onto the tape (as a value or a member key).
    mutating func parseString() throws(JSONSyntaxError) {
        let start = pos
        var scan = pos + 1
        let count = bytes.count
        let p = bytes.baseAddress!
        while scan < count {
            let c = p[scan]
            // Most bytes are plain ASCII text: one comparison for them.
            if c > UInt8(ascii: "\\"), c < 0x80 {
                scan += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                pos = scan + 1
                write(.string, start, 0)
                return
            }
            if c == UInt8(ascii: "\\") {
                pos = start + 1
                let text = try decodeString(from: start)
                write(.string, start, UInt64(strings.count), flags: JSONTape.decodedFlag)
                strings.append(text)
                return
            }
            if c < 0x20 {
                pos = scan
                throw fail("control character in a string (escape it)")
            }
            if c >= 0x80 {
                scan += try validateUTF8Sequence(at: scan)
                continue
            }
            scan += 1
        }
        pos = scan
        throw fail("unterminated string", at: start)
    }

    /// Decodes the string that opens at `start` (with `pos` just past the quote), leaving `pos`
    /// past its closing quote. A lone surrogate reads as U+FFFD.
    private mutating func decodeString(from start: Int) throws(JSONSyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = pos
        func flush(_ end: Int) {
            if end > runStart {
                scalars.append(
                    contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
                        .unicodeScalars)
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
                pos += try validateUTF8Sequence(at: pos)
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
        case 0xC2...0xDF:
            length = 2
            value = UInt32(c & 0x1F)
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            value = UInt32(c & 0x0F)
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            value = UInt32(c & 0x07)
            minimum = 0x10000
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
