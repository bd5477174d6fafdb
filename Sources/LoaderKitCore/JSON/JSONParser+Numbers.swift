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
    /// The digits are gathered into a 64-bit mantissa without a check per digit. Clinger's fast
    /// path decides a mantissa of at most 2⁵³; on x86-64 one extended-precision operation
    /// decides most others of up to 19 digits; the rest (more digits, far powers, the rare
    /// halfway case) go to strtod.
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
        #if arch(x86_64)
            if digits <= 19, power >= -27, power <= 27, let x = JSONParser.extendedValue(mantissa, power) {
                return negative ? -x : x
            }
        #endif
        return JSONParser.correctlyRounded(p + start, length: i - start)
    }

    /// strtod's value of the `length` bytes at `literal` (a literal whose grammar was checked):
    /// ±infinity for overflow, correctly rounded otherwise. Kept out of `parseNumber`, so the
    /// common literal pays nothing for its frame.
    @inline(never)
    private static func correctlyRounded(_ literal: UnsafePointer<UInt8>, length: Int) -> Double {
        // A copy with a terminating NUL keeps strtod from reading past a number at the very end
        // of the input.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { copy in
            for k in 0..<length { copy[k] = CChar(bitPattern: literal[k]) }
            copy[length] = 0
            return strtod(copy.baseAddress!, nil)
        }
    }
}

#if arch(x86_64)
    extension JSONParser {
        /// Exact powers of ten in x87 extended precision: 5²⁷ < 2⁶³, so 10⁰ ... 10²⁷ each fit its
        /// 64-bit significand.
        private static let extendedPowersOfTen: [Float80] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
            1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27,
        ]

        /// `mantissa` × 10^`power` correctly rounded to a double, for a mantissa of up to 19
        /// digits (up to 17 significant ones are common in JSON written by JavaScript), or nil
        /// when one extended-precision operation cannot decide it.
        ///
        /// The mantissa and the power are exact in 64 bits, so the product or quotient is
        /// rounded once, to 64 bits; rounding that to 53 bits gives the double nearest the exact
        /// value unless the 64-bit result is exactly halfway between two doubles (its 11 low bits
        /// 100 0000 0000), where the first rounding may have decided the tie. Values stay
        /// far from the subnormal and overflow ranges (|power| ≤ 27).
        @inline(__always)
        static func extendedValue(_ mantissa: UInt64, _ power: Int) -> Double? {
            var x = Float80(mantissa)
            if power < 0 {
                x /= extendedPowersOfTen[-power]
            } else if power > 0 {
                x *= extendedPowersOfTen[power]
            }
            guard x.significandBitPattern & 0x7FF != 0x400 else { return nil }
            return Double(x)
        }
    }
#endif
