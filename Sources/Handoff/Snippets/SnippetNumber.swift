import LoaderKitCore

/// How snippets write numbers: rounded to 3 decimals, then in each language's spelling.
enum SnippetNumber {
    /// `x` rounded to 3 decimals (half away from zero); -0 becomes 0.
    static func rounded(_ x: Double) -> Double {
        let r = (x * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }

    /// JavaScript's spelling of the rounded number (`5`, `0.25`), also right for C#, XAML and JSON.
    static func plain(_ x: Double) -> String { JSNumberFormat.string(rounded(x)) }

    /// A Kotlin or Swift `Double` literal: always with a decimal point (`5.0`, `0.25`).
    static func double(_ x: Double) -> String {
        let text = plain(x)
        return text.contains(".") || text.contains("e") || !rounded(x).isFinite ? text : text + ".0"
    }
}
