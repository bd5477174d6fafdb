import Foundation

/// Short decimal text for coordinates and values in the exported files: at most `decimals`
/// digits after the point, no trailing zeros, no exponent, "-0" written as "0".
enum NumberText {
    static func append(_ x: Double, decimals: Int = 3, to out: inout String) {
        guard x.isFinite else { out += "0"; return }
        let decimals = min(max(decimals, 0), 6)
        let scale = [1.0, 10, 100, 1000, 10000, 100000, 1000000][decimals]
        let scaled = (x * scale).rounded()
        guard abs(scaled) < 9e15 else { out += String(Int(x.rounded())); return }
        var units = Int(scaled)
        if units == 0 { out += "0"; return }
        if units < 0 { out += "-"; units = -units }
        let whole = units / Int(scale)
        var fraction = units % Int(scale)
        out += String(whole)
        guard fraction != 0 else { return }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        out += "."
        out += String(repeating: "0", count: digits - text.count)
        out += text
    }

    static func string(_ x: Double, decimals: Int = 3) -> String {
        var out = ""
        append(x, decimals: decimals, to: &out)
        return out
    }
}
