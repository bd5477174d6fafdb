import Foundation

/// Numbers, read in place: exactly as JavaScript's `Number` reads a JSON literal.
extension JSONParser {
    /// Exact powers of ten for the fast path (10²² is the largest a double holds exactly).
    private static let powersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// Parses the number literal at `pos`, checking its grammar.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        let count = bytes.count
        let negative = bytes[pos] == UInt8(ascii: "-")
        if negative { pos += 1 }
        guard pos < count, isDigit(bytes[pos]) else { throw fail("invalid number", at: start) }
        // Up to 19 significant digits fit in a UInt64; `digits` counts them, `scale` is the
        // power of ten they are multiplied by.
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < count, isDigit(bytes[pos]) { throw fail("invalid number: leading zero", at: start) }
        } else {
            while pos < count, isDigit(bytes[pos]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- 48)
                    digits += 1
                } else {
                    scale += 1
                }
                pos += 1
            }
        }
        if pos < count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < count, isDigit(bytes[pos]) else { throw fail("invalid number: no digit after '.'", at: start) }
            while pos < count, isDigit(bytes[pos]) {
                if digits < 19 {
                    if mantissa != 0 || bytes[pos] != UInt8(ascii: "0") { digits += 1 }
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- 48)
                    scale -= 1
                }
                pos += 1
            }
        }
        var exponent = 0
        if pos < count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            pos += 1
            var negativeExponent = false
            if pos < count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                negativeExponent = bytes[pos] == UInt8(ascii: "-")
                pos += 1
            }
            guard pos < count, isDigit(bytes[pos]) else {
                throw fail("invalid number: no digit in the exponent", at: start)
            }
            while pos < count, isDigit(bytes[pos]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[pos] - 48) }
                pos += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        // Clinger's fast path: a mantissa below 2⁵³ times an exact power of ten is one
        // correctly rounded operation.
        let power = scale + exponent
        if digits <= 15, mantissa < 1 << 53, power >= -22, power <= 22 {
            var x = Double(mantissa)
            if power < 0 {
                x /= JSONParser.powersOfTen[-power]
            } else if power > 0 {
                x *= JSONParser.powersOfTen[power]
            }
            return negative ? -x : x
        }
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

    @inline(__always)
    private func isDigit(_ c: UInt8) -> Bool { c &- 48 < 10 }
}
