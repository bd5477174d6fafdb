import Foundation
import LoaderKitCore

/// How the playground's progress code prints numbers: JavaScript's `String(x)`, Kotlin doubles,
/// and `Number(x.toFixed(digits))`.
enum ProgressSnippetNumber {
    /// `${x}`: JavaScript's shortest round-trip form (`2.5`, `16`, `0.6`).
    static func js(_ x: Double) -> String { JSNumberFormat.string(x) }

    /// A Kotlin double: a whole number gets `.0` (`16.0`), any other is printed as JavaScript does.
    static func kotlinDouble(_ x: Double) -> String {
        x.isFinite && x == x.rounded() ? js(x) + ".0" : js(x)
    }

    /// `Number(x.toFixed(digits))`: the exact binary value rounded to `digits` decimals, a tie
    /// away from zero, then read back as a double.
    static func fixed(_ x: Double, _ digits: Int) -> Double {
        guard x.isFinite, abs(x) < 1e21 else { return x }
        let exact = String(format: "%.80f", abs(x))
        guard let point = exact.firstIndex(of: ".") else { return x }
        let whole = Array(exact[..<point])
        let fraction = Array(exact[exact.index(after: point)...])
        var kept = whole + fraction.prefix(digits)
        let rest = fraction.dropFirst(digits)
        if let first = rest.first, first >= "5" {
            var i = kept.count - 1
            while i >= 0 {
                if kept[i] == "9" { kept[i] = "0"; i -= 1 } else { kept[i] = Character(String(kept[i].wholeNumberValue! + 1)); break }
            }
            if i < 0 { kept.insert("1", at: 0) }
        }
        let wholeCount = kept.count - digits
        let text = String(kept[..<wholeCount]) + (digits > 0 ? "." + String(kept[wholeCount...]) : "")
        let value = Double(text) ?? x
        return x < 0 ? -value : value
    }

    /// A colour's channels over 255, each rounded to 3 decimals, printed as JavaScript does.
    static func unit(_ color: SnippetColor) -> [String] {
        [color.red, color.green, color.blue].map { js(fixed(Double($0) / 255, 3)) }
    }
}
