import Foundation
import LoaderKitCore

/// How snippets write numbers, as the playground does: rounded with JavaScript's `toFixed` to 3
/// decimals and printed in the shortest form (`5`, `1.5`, `0.333`); Kotlin doubles take a
/// decimal point (`5.0`); sizes and other raw values are printed as JavaScript prints them.
enum SnippetNumber {
    /// `Number(x.toFixed(digits))`: the decimal nearest to the exact binary value of `x`, a tie
    /// going away from zero; -0 becomes 0.
    static func fixed(_ x: Double, digits: Int = 3) -> Double {
        guard x.isFinite, abs(x) < 1e21 else { return x }
        let magnitude = abs(x)
        // A tie at `digits` decimals is an odd multiple of 2^-(digits + 1); printf breaks ties to
        // even, toFixed upwards.
        let scaled = magnitude * Double(1 << (digits + 1))
        let isTie = scaled == scaled.rounded(.towardZero) && scaled.truncatingRemainder(dividingBy: 2) == 1
        let text = String(format: "%.\(digits)f", isTie ? magnitude + pow(10, -Double(digits)) / 4 : magnitude)
        let value = Double(text) ?? magnitude
        return value == 0 ? 0 : (x < 0 ? -value : value)
    }

    /// The playground's `num`: JavaScript's spelling of `x` rounded to 3 decimals (`5`, `0.25`),
    /// right for TypeScript, Swift, C#, XAML and markup.
    static func plain(_ x: Double) -> String { JSNumberFormat.string(fixed(x)) }

    /// The playground's `double`: a Kotlin `Double` literal, with a decimal point (`5.0`, `0.25`).
    static func double(_ x: Double) -> String {
        let r = fixed(x)
        return r == r.rounded() && abs(r) < 1e21 ? JSNumberFormat.string(r) + ".0" : JSNumberFormat.string(r)
    }

    /// JavaScript's spelling of `x` as it is (`${x}`: sizes, thicknesses, `JSON.stringify`
    /// values).
    static func js(_ x: Double) -> String { JSNumberFormat.string(x) }

    /// A Kotlin double of `x` as it is: a whole number gets `.0` (`16.0`), any other is printed
    /// as JavaScript prints it (the progress code's `kotlinDouble`).
    static func kotlinDouble(_ x: Double) -> String {
        x.isFinite && x == x.rounded() && abs(x) < 1e21 ? js(x) + ".0" : js(x)
    }
}
