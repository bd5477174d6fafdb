import LoaderKitCore

/// How finely the visual editors write each kind of number: the one rounding rule of every
/// number a drag, a double-click, a paste, a slider or an operation computes (a number the user
/// types is written as typed, never through this rule).
///
/// - keyTimes and times (seconds: offsets, durations, stagger): 0.001, or 0.0001 where the
///   editor draws the quantity so large that 0.001 spans more than a point;
/// - values (box units, scales, opacity, easing control points): 0.001;
/// - angles (radians): 0.001.
///
/// The rounding is absolute, not relative: a value of 12.3456 box units is 12.346, since the
/// editors draw every unit at the same scale whatever the number's size. A number whose
/// magnitude reaches 2^53 / 1000 is kept as it is (a double is already coarser than 0.001
/// there). The result is written in the shortest form that reads back as it
/// (`SpecNumberText.format`): `0.43`, never `0.43000000000000005`; −0 is written `0`.
public enum EditPrecision {
    /// What a number measures, which decides its precision.
    public enum Quantity: String, Hashable, Sendable, CaseIterable {
        /// A fraction of a cycle (a keyframe's keyTime).
        case keyTime
        /// Seconds: stagger offsets, durations.
        case time
        /// A value in its own unit: box units, scales, opacity, easing control points.
        case value
        /// Radians.
        case angle
    }

    /// The decimals every quantity gets (0.001).
    public static let decimals = 3
    /// The decimals a keyTime or a time gets where 0.001 spans more than a point on screen.
    static let zoomedDecimals = 4

    /// The decimals of `quantity` on an editor that draws one unit of it `pointsPerUnit`
    /// points long (nil: not drawn to scale, the plain precision).
    public static func decimals(_ quantity: Quantity, pointsPerUnit: Double? = nil) -> Int {
        switch quantity {
        case .keyTime, .time:
            guard let pointsPerUnit, pointsPerUnit.isFinite else { return decimals }
            return pointsPerUnit / 1000 > 1 ? zoomedDecimals : decimals
        case .value, .angle:
            return decimals
        }
    }

    /// The step of `quantity` (0.001 or 0.0001), in its unit.
    public static func step(_ quantity: Quantity, pointsPerUnit: Double? = nil) -> Double {
        1 / scale(decimals(quantity, pointsPerUnit: pointsPerUnit))
    }

    /// `x` rounded to the precision of `quantity`.
    public static func rounded(_ x: Double, _ quantity: Quantity, pointsPerUnit: Double? = nil) -> Double {
        rounded(x, decimals: decimals(quantity, pointsPerUnit: pointsPerUnit))
    }

    /// `x` rounded to `decimals` decimals: the double nearest to a whole number of
    /// 10^−decimals (divided, not multiplied, so `0.3` and not `0.30000000000000004`); a
    /// non-finite `x`, or one too large to carry that many decimals, is returned as it is.
    public static func rounded(_ x: Double, decimals: Int) -> Double {
        guard x.isFinite else { return x }
        let scale = scale(decimals)
        guard abs(x) * scale < 9_007_199_254_740_992 else { return x }
        let result = (x * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// The JSON text of `x` rounded to the precision of `quantity`.
    public static func json(_ x: Double, _ quantity: Quantity, pointsPerUnit: Double? = nil) -> String {
        SpecNumberText.format(rounded(x, quantity, pointsPerUnit: pointsPerUnit))
    }

    /// `x` computed exactly from written numbers (a stagger's `start + each·i`) rounded to the
    /// precision of `quantity` or to the decimals of the finest of `inputs`, whichever is finer,
    /// so a result the decimal arithmetic gives exactly is written exactly (`0.3` from each
    /// `0.1`; `0.0999` from each `0.0333`) and the motion stays.
    public static func rounded(_ x: Double, _ quantity: Quantity, from inputs: [Double]) -> Double {
        rounded(x, quantity, finest: inputs.map(writtenDecimals).max() ?? 0)
    }

    /// `rounded(_:_:from:)` given the largest `writtenDecimals` of the inputs.
    static func rounded(_ x: Double, _ quantity: Quantity, finest: Int) -> Double {
        rounded(x, decimals: max(decimals(quantity), min(finest, 17)))
    }

    /// The number a plain JSON number text reads as (an optional minus, digits without a
    /// leading zero, an optional fraction; no exponent) when its digits make at most 2⁵³ (the parser's one correctly
    /// rounded division), and its `writtenDecimals` counted on the text when it has at most 15
    /// significant digits (no other decimal of at most 15 significant digits reads as that
    /// double, so its shortest form has the text's digits less the fraction's trailing zeros;
    /// nil with more). Nil for any other text.
    static func plainNumber(_ text: ArraySlice<UInt8>) -> (value: Double, decimals: Int?)? {
        var i = text.startIndex, end = text.endIndex
        let negative = i < end && text[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < end, text[i] != UInt8(ascii: "0") || i + 1 == end || text[i + 1] == UInt8(ascii: ".") else {
            return nil
        }
        var point: Int?
        for k in i..<end {
            if text[k] == UInt8(ascii: ".") {
                guard point == nil, k > i else { return nil }
                point = k
            } else if text[k] &- 48 >= 10 {
                return nil
            }
        }
        if let point {
            guard end > point + 1 else { return nil }
            while end > point + 1, text[end - 1] == UInt8(ascii: "0") { end -= 1 }
            if end == point + 1 { end = point }
        }
        var mantissa: UInt64 = 0, significant = 0
        for k in i..<end where text[k] != UInt8(ascii: ".") {
            let digit = text[k] &- 48
            if significant > 0 || digit != 0 { significant += 1 }
            mantissa = mantissa * 10 + UInt64(digit)
            guard mantissa <= 1 << 53 else { return nil }
        }
        let decimals = point.map { end > $0 ? end - $0 - 1 : 0 } ?? 0
        guard decimals < exactPowersOfTen.count else { return nil }
        let x = Double(mantissa) / exactPowersOfTen[decimals]
        return (negative ? -x : x, significant <= 15 ? decimals : nil)
    }

    /// 10⁰ … 10²², each exact in a double.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The digits after the point that `x` has in its shortest form (`1.25` 2, `1e-7` 7,
    /// `3` 0).
    public static func writtenDecimals(_ x: Double) -> Int {
        guard x.isFinite else { return 0 }
        let text = SpecNumberText.format(x)
        var mantissa = Substring(text), exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let fraction = mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
        return max(0, fraction - exponent)
    }

    private static func scale(_ decimals: Int) -> Double {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        return scale
    }
}

extension EditPrecision.Quantity {
    /// The quantity a track of `property` animates: radians for the rotations, else a value.
    public init(property: Property) {
        switch property {
        case .rotate, .rotateX, .rotateY: self = .angle
        default: self = .value
        }
    }
}
