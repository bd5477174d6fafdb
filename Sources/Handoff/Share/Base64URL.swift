/// base64url (RFC 4648 §5): `-` and `_` for `+` and `/`, written without padding.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// `bytes` encoded, no padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [
                alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)],
                alphabet[Int(n & 63)],
            ]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `text`, or nil when it is not base64url: a character outside the alphabet,
    /// a length that leaves one character over, or unused bits that are not zero. Trailing `=`
    /// padding is accepted.
    static func decode(_ text: Substring) -> [UInt8]? {
        var digits: [UInt8] = []
        digits.reserveCapacity(text.utf8.count)
        var body = text.utf8[...]
        while body.last == UInt8(ascii: "=") { body = body.dropLast() }
        for c in body {
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digits.append(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digits.append(c - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "-"): digits.append(62)
            case UInt8(ascii: "_"): digits.append(63)
            default: return nil
            }
        }
        if digits.count % 4 == 1 { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(digits.count * 3 / 4)
        var i = 0
        while i + 4 <= digits.count {
            let n =
                UInt32(digits[i]) << 18 | UInt32(digits[i + 1]) << 12 | UInt32(digits[i + 2]) << 6
                | UInt32(digits[i + 3])
            out += [UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            i += 4
        }
        let rest = digits.count - i
        if rest == 2 {
            guard digits[i + 1] & 0x0F == 0 else { return nil }
            out.append(digits[i] << 2 | digits[i + 1] >> 4)
        } else if rest == 3 {
            guard digits[i + 2] & 0x03 == 0 else { return nil }
            let n = UInt32(digits[i]) << 18 | UInt32(digits[i + 1]) << 12 | UInt32(digits[i + 2]) << 6
            out += [UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF)]
        }
        return out
    }
}
