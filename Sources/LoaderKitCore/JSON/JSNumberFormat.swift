/// Formats doubles the way JavaScript's `Number.prototype.toString` does: the shortest digits
/// that round-trip, plain notation for exponents from -7 to 20, exponent notation otherwise.
///
/// JSON output uses it too, so numbers read back exactly and look as they do in LoaderKit's
/// own files (`0.1`, `1e-7`, `100000000000000000000`).
package enum JSNumberFormat {
    package static func string(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x > 0 ? "Infinity" : "-Infinity" }
        if x == 0 { return "0" }
        // Swift's description is the shortest round-trip form: "1.5", "1e-07", "1.2345e+20".
        let text = (x < 0 ? -x : x).description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var intPart = mantissa
        var fracPart: Substring = ""
        if let dot = mantissa.firstIndex(of: ".") {
            intPart = mantissa[..<dot]
            fracPart = mantissa[mantissa.index(after: dot)...]
        }
        var digits = String(intPart) + String(fracPart)
        // Point position relative to the digit string, before trimming leading zeros.
        var point = intPart.count + exponent
        while digits.hasPrefix("0") && digits.count > 1 {
            digits.removeFirst()
            point -= 1
        }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        let k = digits.count
        let n = point
        let sign = x < 0 ? "-" : ""
        if k <= n && n <= 21 {
            return sign + digits + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            let i = digits.index(digits.startIndex, offsetBy: n)
            return sign + digits[..<i] + "." + digits[i...]
        }
        if -6 < n && n <= 0 {
            return sign + "0." + String(repeating: "0", count: -n) + digits
        }
        let e = n - 1
        let head = String(digits.prefix(1))
        let tail = k > 1 ? "." + digits.dropFirst() : ""
        return sign + head + tail + "e" + (e >= 0 ? "+" : "-") + String(abs(e))
    }
}
