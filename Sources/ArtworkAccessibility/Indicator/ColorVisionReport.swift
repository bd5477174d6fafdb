import Graphics

/// The artwork under colour-vision deficiencies: each element's contrast with the element and the
/// background both simulated (Machado et al. 2009; achromatopsia as luminance), and the colour
/// list's neighbouring colours that become indistinguishable (CIEDE2000 below
/// `ColorListCheck.indistinguishableDeltaE`).
public struct ColorVisionReport: Sendable, Equatable {
    /// The lowest contrast of one deficiency.
    public struct SimulatedContrast: Sendable, Equatable {
        public var deficiency: ColorVisionDeficiency
        public var ratio: Double
        public var element: Int
        public var background: Int
    }

    /// The lowest simulated contrast under each deficiency, in `ColorVisionDeficiency` order.
    public var contrasts: [SimulatedContrast]
    /// Neighbouring colours that collide, each with the background it was judged on.
    public var collisions: [(collision: ColorPairCollision, background: Int)]

    /// The deficiencies under which an element that passes 3:1 in normal vision falls below it.
    public var contrastLosses: [SimulatedContrast] {
        contrasts.filter { $0.ratio < IndicatorContrastReport.minimumRatio - 1e-9 }
    }

    /// A warning when a colour pair collides or the contrast falls below 3:1 under a deficiency
    /// (a failure in normal vision is the contrast check's).
    public var verdict: CheckVerdict { collisions.isEmpty && contrastLosses.isEmpty ? .pass : .warning }

    public static func == (a: ColorVisionReport, b: ColorVisionReport) -> Bool {
        a.contrasts == b.contrasts && a.collisions.map(\.collision) == b.collisions.map(\.collision)
            && a.collisions.map(\.background) == b.collisions.map(\.background)
    }

    /// Simulates the elements of `contrast` that pass in normal vision, and checks `colors`.
    public init(contrast: IndicatorContrastReport, colors: [Color]) {
        var lowest: [SimulatedContrast] = []
        for deficiency in ColorVisionDeficiency.allCases {
            var worst: SimulatedContrast?
            for element in contrast.elements where element.lowest.ratio >= IndicatorContrastReport.minimumRatio - 1e-9 {
                for (b, background) in contrast.backgrounds.enumerated() {
                    let drawn = ContrastMath.composite(
                        element.drawnColors[b], opacity: element.peakOpacity, over: background.color)
                    let ratio = ContrastMath.contrastRatio(
                        deficiency.simulate(drawn), deficiency.simulate(background.color))
                    if worst == nil || ratio < worst!.ratio {
                        worst = SimulatedContrast(
                            deficiency: deficiency, ratio: ratio, element: element.element, background: b)
                    }
                }
            }
            if let worst { lowest.append(worst) }
        }
        contrasts = lowest
        var found: [(collision: ColorPairCollision, background: Int)] = []
        for (b, background) in contrast.backgrounds.enumerated() {
            for collision in ColorListCheck.collisions(colors, over: background.color)
            where !found.contains(where: {
                $0.collision.first == collision.first && $0.collision.second == collision.second
                    && $0.collision.deficiency == collision.deficiency
            }) {
                found.append((collision, b))
            }
        }
        collisions = found
    }
}
