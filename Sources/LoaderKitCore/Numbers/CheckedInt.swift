/// The one way a number a user controls (a flag, an option, a spec value, a window size, a
/// setting) becomes an `Int`. Swift's `Int(_: Double)` stops the program on NaN, infinities and
/// anything beyond ±2^63; these return nil, throw a message or clamp instead.
public enum CheckedInt {
    /// A number that is not a finite whole number in the range asked for; `message` names what
    /// the number was for and the number.
    public struct OutOfRange: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// `x` rounded by `rule` (half away from zero by default) when the result is finite and in
    /// `range`; nil for NaN, ±infinity, 1e300, 2^63 or anything else outside. -0 gives 0.
    public static func from(
        _ x: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        in range: ClosedRange<Int> = Int.min...Int.max
    ) -> Int? {
        guard let n = Int(exactly: x.rounded(rule)), range.contains(n) else { return nil }
        return n
    }

    /// The whole number written in `text` (decimal digits, an optional sign) when it is in
    /// `range`; nil for anything else, 30-digit numbers and exponents included.
    public static func parse(_ text: String, in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        guard let n = Int(text), range.contains(n) else { return nil }
        return n
    }

    /// `x` rounded by `rule` and clamped into `range`; NaN gives `range.lowerBound`. For counts
    /// and sizes derived from user numbers that have a sensible limit rather than an error.
    public static func clamped(
        _ x: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        to range: ClosedRange<Int>
    ) -> Int {
        let r = x.rounded(rule)
        guard !r.isNaN, r > Double(range.lowerBound) else { return range.lowerBound }
        guard r < Double(range.upperBound) else { return range.upperBound }
        return Swift.min(range.upperBound, Swift.max(range.lowerBound, Int(r)))
    }

    /// `from(x, rounding:, in:)`, or an `OutOfRange` saying that `what` (e.g. "--size") needs a
    /// whole number in `range` and naming `x`.
    public static func require(
        _ x: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        in range: ClosedRange<Int>, for what: String
    ) throws(OutOfRange) -> Int {
        guard let n = from(x, rounding: rule, in: range) else {
            throw OutOfRange(
                message: "\(what) needs a whole number from \(range.lowerBound) to \(range.upperBound), got \(x)")
        }
        return n
    }
}
