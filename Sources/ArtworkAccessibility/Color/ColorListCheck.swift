import Graphics

/// Two neighbouring colours of a colour list that normal vision tells apart but a colour
/// vision deficiency does not: indices into the list, the deficiency, and both differences.
public struct ColorPairCollision: Hashable, Sendable {
    /// Index of the first colour of the pair (the element before).
    public var first: Int
    /// Index of the second colour: `(first + 1) % count`.
    public var second: Int
    /// The deficiency under which the pair falls below `ColorListCheck.indistinguishableDeltaE`.
    public var deficiency: ColorVisionDeficiency
    /// CIEDE2000 ΔE00 between the two colours as simulated for `deficiency` (unitless).
    public var deltaE: Double
    /// CIEDE2000 ΔE00 between the two colours in normal vision (unitless).
    public var normalDeltaE: Double

    /// A collision from its fields.
    public init(first: Int, second: Int, deficiency: ColorVisionDeficiency, deltaE: Double, normalDeltaE: Double) {
        self.first = first
        self.second = second
        self.deficiency = deficiency
        self.deltaE = deltaE
        self.normalDeltaE = normalDeltaE
    }
}

/// Checks that the neighbouring colours of an indicator's colour list stay apart under colour
/// vision deficiencies.
///
/// LoaderKit gives element i the colour colors[i % n], so neighbouring elements take colours k
/// and (k + 1) % n: the pairs (0, 1), (1, 2), …, (n − 2, n − 1) and, when n ≥ 3, the
/// wrap-around pair (n − 1, 0); with n = 2 the one pair (0, 1); fewer colours, no pairs.
/// Colours are compared as they show on the background: each composited opaque over it
/// (`ContrastMath.composite(_:opacity: 1, over:)`), then converted to CIELAB (`LabColor`) and
/// compared with CIEDE2000 (`LabColor.deltaE2000`); a deficiency is simulated on the
/// composited colour (`ColorVisionDeficiency.simulate(_: Color)`).
public enum ColorListCheck {
    /// The CIEDE2000 difference (ΔE00, unitless) below which two neighbouring colours count as
    /// indistinguishable: 10.
    ///
    /// ΔE00 ≈ 1 is the just-noticeable difference between large patches side by side; an
    /// indicator's elements are small marks that must be told apart at a glance. D. A. Szafir,
    /// "Modeling Color Difference for Visualization Design", IEEE Transactions on
    /// Visualization and Computer Graphics 24(1) (2018; IEEE VIS 2017), measured with points,
    /// bars and lines that the colour difference viewers need to tell marks apart grows as the
    /// marks shrink. ΔE00 10 is this check's threshold for small marks in that light: a design
    /// choice (Szafir's models are in CIELAB units and per mark size), not a figure quoted from
    /// the paper.
    public static let indistinguishableDeltaE = 10.0

    /// Every neighbouring pair (see the type's description) that normal vision tells apart
    /// (ΔE00 ≥ `indistinguishableDeltaE` between the colours composited over `background`)
    /// but a deficiency does not (the simulated colours' ΔE00 < `indistinguishableDeltaE`),
    /// once per deficiency in `ColorVisionDeficiency.allCases`. Sorted by `deltaE`
    /// ascending (ties: by `first`, then by the deficiency's order). Empty for fewer than 2
    /// colours.
    public static func collisions(_ colors: [Color], over background: Color) -> [ColorPairCollision] {
        let pairs = neighbourPairs(colors.count)
        guard !pairs.isEmpty else { return [] }
        let shown = colors.map { ContrastMath.composite($0, opacity: 1, over: background) }
        let normal = shown.map(LabColor.init)
        var found: [(order: Int, collision: ColorPairCollision)] = []
        for (order, deficiency) in ColorVisionDeficiency.allCases.enumerated() {
            let simulated = shown.map { LabColor(deficiency.simulate($0)) }
            for (first, second) in pairs {
                let normalDeltaE = LabColor.deltaE2000(normal[first], normal[second])
                guard normalDeltaE >= indistinguishableDeltaE else { continue }
                let deltaE = LabColor.deltaE2000(simulated[first], simulated[second])
                guard deltaE < indistinguishableDeltaE else { continue }
                found.append(
                    (
                        order,
                        ColorPairCollision(
                            first: first, second: second, deficiency: deficiency, deltaE: deltaE,
                            normalDeltaE: normalDeltaE)
                    ))
            }
        }
        found.sort { x, y in
            if x.collision.deltaE != y.collision.deltaE { return x.collision.deltaE < y.collision.deltaE }
            if x.collision.first != y.collision.first { return x.collision.first < y.collision.first }
            return x.order < y.order
        }
        return found.map(\.collision)
    }

    /// The neighbouring pair (see the type's description) with the smallest CIEDE2000
    /// difference between its colours composited over `background`, as seen with
    /// `deficiency` (nil: normal vision), and that ΔE00 (unitless); the first such pair on a
    /// tie. Nil for fewer than 2 colours.
    public static func lowestDeltaE(
        _ colors: [Color], over background: Color, deficiency: ColorVisionDeficiency?
    ) -> (first: Int, second: Int, deltaE: Double)? {
        let pairs = neighbourPairs(colors.count)
        guard !pairs.isEmpty else { return nil }
        let labs = colors.map { color -> LabColor in
            let shown = ContrastMath.composite(color, opacity: 1, over: background)
            return LabColor(deficiency?.simulate(shown) ?? shown)
        }
        var lowest: (first: Int, second: Int, deltaE: Double)?
        for (first, second) in pairs {
            let deltaE = LabColor.deltaE2000(labs[first], labs[second])
            if lowest.map({ deltaE < $0.deltaE }) ?? true { lowest = (first, second, deltaE) }
        }
        return lowest
    }

    /// The neighbouring colour pairs of a list of `count` colours: (k, k + 1) for k < count − 1,
    /// and (count − 1, 0) when count ≥ 3.
    static func neighbourPairs(_ count: Int) -> [(Int, Int)] {
        guard count >= 2 else { return [] }
        var pairs = (0..<(count - 1)).map { ($0, $0 + 1) }
        if count >= 3 { pairs.append((count - 1, 0)) }
        return pairs
    }
}
