import Graphics
import LoaderKitCore

/// One element's non-text contrast (WCAG 2.2 SC 1.4.11): its colour at its most visible moment
/// of the cycle (the highest opacity it reaches), composited over each background as LoaderKit
/// draws it.
public struct ElementContrast: Sendable, Equatable {
    /// The element's global index.
    public var element: Int
    /// The colour the element is drawn in on each background (`colors[i mod n]`, `color`, or
    /// the background's automatic colour).
    public var drawnColors: [Color]
    /// The colour drawn on the background with the lowest ratio.
    public var color: Color { drawnColors.isEmpty ? .black : drawnColors[lowest.background] }
    /// The index of that colour in the colour list, or nil when the single colour is used.
    public var colorIndex: Int?
    /// The highest opacity the element reaches (0...1).
    public var peakOpacity: Double
    /// When it reaches it: seconds into the spec's cycle (0 is the reduced-motion still frame).
    public var peakTime: Double
    /// The same moment as a spec time (seconds, after the warm-up): where to scrub a preview.
    var peakSpecTime: Double
    /// The contrast ratio against each background, in the backgrounds' order.
    public var ratios: [Double]
    /// True when the element is a constant tint: its opacity never changes over the cycle and
    /// stays under 0.6 (a track, a rail, an orbit, a shadow). Such decoration is not what SC
    /// 1.4.11 asks 3:1 of, so its shortfall is a warning: it fails only if it carries meaning.
    public var isConstantTint: Bool

    /// The lowest ratio over the backgrounds and the background's index.
    public var lowest: (ratio: Double, background: Int) {
        var best = (ratio: Double.infinity, background: 0)
        for (i, r) in ratios.enumerated() where r < best.ratio { best = (r, i) }
        return best
    }
}

/// The non-text contrast of every element of an indicator against the backgrounds it is
/// designed for. The figure of an element is its contrast at the moment it is most visible; an
/// element that fades out on the way is still seen at its peak. Elements that never show are left
/// out.
public struct IndicatorContrastReport: Sendable, Equatable {
    /// WCAG 2.2 SC 1.4.11's minimum ratio for graphical objects (3:1).
    public static let minimumRatio = 3.0
    /// The backgrounds, in the order of each element's `ratios`.
    public var backgrounds: [CheckBackground]
    /// The visible elements, by index.
    public var elements: [ElementContrast]

    /// The element with the lowest ratio on any background (the overall figure), or nil when no
    /// element shows.
    public var weakest: ElementContrast? {
        elements.min { $0.lowest.ratio < $1.lowest.ratio }
    }

    /// Fail when an element that moves or fades is below 3:1 on a background; a warning when only
    /// constant tints are; pass otherwise (also when nothing shows: the reduced-motion check
    /// says that).
    public var verdict: CheckVerdict {
        guard !backgrounds.isEmpty else { return .pass }
        if failing.isEmpty { return tints.isEmpty ? .pass : .warning }
        return .fail
    }

    /// The elements that move or fade and fall below the minimum on some background.
    public var failing: [ElementContrast] {
        elements.filter { !$0.isConstantTint && $0.lowest.ratio < Self.minimumRatio - 1e-9 }
    }

    /// The constant tints below the minimum on some background.
    public var tints: [ElementContrast] {
        elements.filter { $0.isConstantTint && $0.lowest.ratio < Self.minimumRatio - 1e-9 }
    }

    /// `elements` in groups that read the same: the same colour, peak opacity and lowest ratio
    /// (to 0.01) on the same background, in the order of their first element.
    public static func grouped(_ elements: [ElementContrast]) -> [[ElementContrast]] {
        var groups: [[ElementContrast]] = []
        for element in elements {
            if let i = groups.firstIndex(where: { g in
                let first = g[0]
                return first.color == element.color && abs(first.peakOpacity - element.peakOpacity) < 0.005
                    && first.lowest.background == element.lowest.background
                    && abs(first.lowest.ratio - element.lowest.ratio) < 0.005
            }) {
                groups[i].append(element)
            } else {
                groups.append([element])
            }
        }
        return groups
    }

    /// Measures every element of `evaluator`'s indicator drawn in `color` (or `colors`).
    public init(
        evaluator: IndicatorEvaluator, color: Color, colors: [Color] = [], backgrounds: [CheckBackground]
    ) {
        self.backgrounds = backgrounds
        let window = CycleWindow(evaluator)
        var peaks = [(opacity: Double, time: Double)](
            repeating: (-1, window.start), count: evaluator.elementCount)
        var lows = [Double](repeating: .infinity, count: evaluator.elementCount)
        var states: [ElementState] = []
        func sample(_ t: Double, only element: Int? = nil) {
            evaluator.states(at: t, into: &states)
            for state in states where state.index >= 0 && state.index < peaks.count {
                if let element, state.index != element { continue }
                let opacity = Self.visibleOpacity(state)
                if opacity > peaks[state.index].opacity + 1e-12 { peaks[state.index] = (opacity, t) }
                lows[state.index] = min(lows[state.index], opacity)
            }
        }
        for t in window.evenTimes(count: 480) { sample(t) }
        if evaluator.elementCount <= 64 {
            for i in 0..<evaluator.elementCount {
                for t in window.keyframeTimes(of: i, in: evaluator) { sample(t, only: i) }
            }
        }
        elements = peaks.enumerated().compactMap { index, peak in
            guard peak.opacity > 0 else { return nil }
            let colorIndex = colors.isEmpty ? nil : index % colors.count
            let drawn = backgrounds.map { $0.drawingColor(element: index, color: color, colors: colors) }
            let ratios = zip(drawn, backgrounds).map { base, background in
                ContrastMath.contrastRatio(
                    ContrastMath.composite(base, opacity: peak.opacity, over: background.color), background.color)
            }
            var time = (peak.time - window.start).truncatingRemainder(dividingBy: window.cycle)
            if time < 0 { time += window.cycle }
            return ElementContrast(
                element: index, drawnColors: drawn, colorIndex: colorIndex, peakOpacity: peak.opacity, peakTime: time,
                peakSpecTime: peak.time, ratios: ratios,
                isConstantTint: peak.opacity < 0.6 && peak.opacity - lows[index] < 0.01)
        }
    }

    /// The opacity the element is drawn with (clamped as the renderer does), or 0 when it has no
    /// area (scaled to nothing or trimmed away).
    static func visibleOpacity(_ state: ElementState) -> Double {
        guard state.opacity.isFinite, state.opacity > 0 else { return 0 }
        let area = abs(state.width * state.scaleX * state.groupScaleX * state.height * state.scaleY * state.groupScaleY)
        guard area > 1e-9, abs(state.strokeEnd - state.strokeStart) > 1e-6
        else { return 0 }
        return min(1, state.opacity)
    }
}
