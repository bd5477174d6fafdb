/// How a language writes numbers in labels (never in the JSON the studio writes): the decimal
/// separator, the separator of thousands, and the space between a number and its unit.
public struct NumberStyle: Sendable, Hashable {
    /// Between the integer and the fraction: "." or ",".
    var decimalSeparator: String
    /// Between groups of three digits, from 1,000 up.
    var groupSeparator: String
    /// Between a number and its unit ("0.75 s"); French uses a no-break space.
    public var unitSeparator: String

    /// No-break space (U+00A0).
    static let noBreakSpace = "\u{00A0}"
    /// Narrow no-break space (U+202F), French's separator of thousands.
    static let narrowNoBreakSpace = "\u{202F}"

    /// The style of `language` (CLDR's symbols for the language's main locale).
    public init(_ language: Language) {
        switch language {
        case .english, .chineseSimplified:
            decimalSeparator = "."
            groupSeparator = ","
            unitSeparator = " "
        case .vietnamese:
            decimalSeparator = ","
            groupSeparator = "."
            unitSeparator = " "
        case .french:
            decimalSeparator = ","
            groupSeparator = NumberStyle.narrowNoBreakSpace
            unitSeparator = NumberStyle.noBreakSpace
        }
    }

    /// `value` with at most `decimals` fraction digits (trailing zeros dropped unless `fixed`),
    /// grouped by thousands; "−" is not used: a minus is the ASCII hyphen-minus, as typed.
    public func string(_ value: Double, decimals: Int = 0, fixed: Bool = false) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let places = max(0, min(decimals, 12))
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (abs(value) * scale).rounded() / scale
        let negative = value < 0 && rounded != 0
        let whole = rounded.rounded(.down)
        var fraction = ""
        if places > 0 {
            let digits = Int(((rounded - whole) * scale).rounded())
            fraction = String(digits)
            fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
            if !fixed { while fraction.hasSuffix("0") { fraction.removeLast() } }
        }
        var text = whole < 9e18 ? group(String(Int64(whole))) : String(whole)
        if !fraction.isEmpty { text += decimalSeparator + fraction }
        return negative ? "-" + text : text
    }

    /// `value` and its unit ("0,75 s" in French), formatted as `string(_:decimals:fixed:)`.
    public func quantity(_ value: Double, unit: String, decimals: Int = 0, fixed: Bool = false) -> String {
        string(value, decimals: decimals, fixed: fixed) + unitSeparator + unit
    }

    /// Integer digits with the group separator every three digits from the right (from 1,000).
    private func group(_ digits: String) -> String {
        guard digits.count > 3 else { return digits }
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out += groupSeparator }
            out.append(c)
        }
        return out
    }
}
