/// The timeline's readouts, seconds and cycle fractions to the thousandth: what
/// `String(format: "%<width>.3f", x)` writes (the same correctly rounded digits, ties to even),
/// made without the C library's formatting, which cost a twentieth of the animating Editor's CPU.
enum PaddedThousandths {
    /// `x` with three decimals, right-aligned in `width` characters, for +0 ≤ x < 9999.9995;
    /// nil otherwise.
    static func text(_ x: Double, width: Int) -> String? {
        guard let n = thousandths(x) else { return nil }
        // At most "9999.999": 8 characters, after the padding.
        let length = max(width, n >= 10_000 ? (n >= 100_000 ? (n >= 1_000_000 ? 8 : 7) : 6) : 5)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var rest = n, i = length - 1
            for place in 0..<3 {
                buffer[i - place] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            i -= 3
            buffer[i] = UInt8(ascii: ".")
            i -= 1
            repeat {
                buffer[i] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                i -= 1
            } while rest > 0
            while i >= 0 {
                buffer[i] = UInt8(ascii: " ")
                i -= 1
            }
            return length
        }
    }

    /// `x × 1000` rounded to the nearest integer, ties to even, from the exact value of `x` (as
    /// printf rounds), for +0 ≤ x < 9999.9995; nil otherwise.
    static func thousandths(_ x: Double) -> Int? {
        guard x.sign == .plus, x < 9999.9995 else { return nil }
        let product = x * 1000
        // The product's rounding error, exactly (a fused multiply-add).
        let error = (-product).addingProduct(1000, x)
        var n = product.rounded(.down)
        let fraction = product - n
        // Only a product that is exactly a half can round the other way from the exact value: no
        // other double lies between the exact value and the product.
        if fraction > 0.5 || fraction == 0.5 && (error > 0 || error == 0 && n.truncatingRemainder(dividingBy: 2) == 1) {
            n += 1
        }
        return n < 10_000_000 ? Int(n) : nil
    }
}
