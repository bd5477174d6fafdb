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
        let finest = inputs.map(writtenDecimals).max() ?? 0
        return rounded(x, decimals: max(decimals(quantity), min(finest, 17)))
    }

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
