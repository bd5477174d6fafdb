import Foundation

/// Numbers, read in place: exactly as JavaScript's `Number` reads a JSON literal.
extension JSONParser {
    /// Exact powers of ten for the fast path (10²² is the largest a double holds exactly): a
    /// literal table, laid out at compile time (no lazy initialisation checked per number).
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses the number literal at `pos`, checking its grammar.
    ///
    /// The digits are gathered into a 64-bit mantissa without a check per digit; a literal of
    /// more than 19 digits (which the mantissa may not hold) goes to strtod, like any literal
    /// beyond Clinger's fast path.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = pos
        let p = bytes.baseAddress!
        let count = bytes.count
        var i = pos
        let negative = p[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < count, p[i] &- 48 < 10 else { throw fail("invalid number", at: start) }
        var mantissa: UInt64 = 0
        // Digits gathered, less a lone leading zero of the integer part.
        var digits = 0
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, p[i] &- 48 < 10 { throw fail("invalid number: leading zero", at: start) }
        } else {
            let first = i
            while i < count, case let d = p[i] &- 48, d < 10 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                i += 1
            }
            digits = i - first
        }
        var scale = 0
        if i < count, p[i] == UInt8(ascii: ".") {
            i += 1
            let first = i
            while i < count, case let d = p[i] &- 48, d < 10 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                i += 1
            }
            guard i > first else { throw fail("invalid number: no digit after '.'", at: start) }
            scale = first - i
            digits += i - first
        }
        var exponent = 0
        if i < count, p[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var negativeExponent = false
            if i < count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
                negativeExponent = p[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, p[i] &- 48 < 10 else {
                pos = i
                throw fail("invalid number: no digit in the exponent", at: start)
            }
            while i < count, case let d = p[i] &- 48, d < 10 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(d) }
                i += 1
            }
            if negativeExponent { exponent = -exponent }
        }
        pos = i
        // Clinger's fast path: an exact mantissa of at most 2⁵³ times or divided by an exact
        // power of ten is one correctly rounded operation.
        let power = scale + exponent
        if digits <= 19, mantissa <= 1 << 53, power >= -22, power <= 22 {
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
        let length = i - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { literal in
            for k in 0..<length { literal[k] = CChar(bitPattern: p[start + k]) }
            literal[length] = 0
            return strtod(literal.baseAddress!, nil)
        }
    }
}
