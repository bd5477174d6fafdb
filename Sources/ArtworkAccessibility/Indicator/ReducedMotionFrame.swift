import Export
import Graphics
import LoaderKitCore
import Render

/// The still frame LoaderKit draws when Reduce Motion is on (cycle progress 0, WCAG 2.2 SC 2.3.3):
/// whether it shows anything, and whether it reads as "busy" rather than as a static picture.
///
/// - Ink: the drawn coverage (the sum of alpha over a 64-pixel render), frame 0's against the most
///   any frame of the cycle has. Below 10% the indicator all but vanishes for those users.
/// - Busy: the visible elements differ from one another in opacity (by 0.1 or more), scale (10%),
///   position (2% of the box) or stroke trim (0.1), or one is an arc (a ring trimmed to between
///   2% and 98%, a circle or ring swept less than a turn, a ring in segments). Identical
///   elements at rest read as an icon, not as work going on.
public struct ReducedMotionReport: Sendable, Equatable {
    /// The share of ink below which the still frame counts as empty.
    public static let emptyInkShare = 0.1
    /// The spec time of the still frame (seconds).
    public var stillTime: Double
    /// Frame 0's ink over the cycle's largest ink (0...1; 0 when nothing is ever drawn).
    public var inkShare: Double
    /// How many elements are visible in the still frame, of how many.
    public var visibleElements: Int
    public var elementCount: Int
    /// Whether the still frame reads as busy (see the type's comment).
    public var readsAsBusy: Bool
    /// The opacity range over the still frame's visible elements.
    public var opacityRange: ClosedRange<Double>?
    /// The cycle progress (0...1) whose frame differs the most between elements, when frame 0
    /// falls short and such a frame exists: the frame to bring to the start of the keyframes.
    public var suggestedProgress: Double?

    /// Nothing (or almost nothing) shows.
    public var isEmpty: Bool { inkShare < Self.emptyInkShare }

    /// A warning when the still frame is empty or does not read as busy.
    public var verdict: CheckVerdict { isEmpty || !readsAsBusy ? .warning : .pass }

    public init(evaluator: IndicatorEvaluator) {
        let window = CycleWindow(evaluator)
        stillTime = evaluator.timeForCycleProgress(0)
        elementCount = evaluator.elementCount
        let raster = IndicatorRasterizer(evaluator: evaluator, size: 64, color: .black)
        // The cycle's frames are drawn once: the suggestion's frames are the same times when
        // the longest element cycle is the spec's.
        var inks: [Double: Double] = [:]
        func ink(at t: Double) -> Double {
            if let known = inks[t] { return known }
            let value = raster.frame(at: t).pixels.reduce(0.0) { $0 + Double($1 >> 24) } / 255
            inks[t] = value
            return value
        }
        let still = ink(at: stillTime)
        let most = max(still, window.evenTimes(count: 48).map { ink(at: $0) }.max() ?? 0)
        inkShare = most > 0 ? still / most : 0
        let states = evaluator.states(at: stillTime)
        let visible = states.filter { IndicatorContrastReport.visibleOpacity($0) > 0.02 }
        visibleElements = visible.count
        opacityRange = visible.isEmpty ? nil : visible.map(\.opacity).min()!...visible.map(\.opacity).max()!
        let stillSpread = Self.spread(visible, evaluator)
        readsAsBusy = stillSpread >= 1
        suggestedProgress = nil
        if isEmpty || !readsAsBusy {
            var best = (progress: 0.0, spread: stillSpread, ink: still)
            for k in 1..<48 {
                let progress = Double(k) / 48
                let t = evaluator.timeForCycleProgress(progress)
                let frame = evaluator.states(at: t).filter { IndicatorContrastReport.visibleOpacity($0) > 0.02 }
                let spread = Self.spread(frame, evaluator), frameInk = ink(at: t)
                let better = (spread >= 1) != (best.spread >= 1) ? spread >= 1 : spread > best.spread + 1e-9
                if frameInk >= Self.emptyInkShare * most, better || (best.ink < Self.emptyInkShare * most) {
                    best = (progress, spread, frameInk)
                }
            }
            if best.progress > 0, best.spread >= 1 || (isEmpty && best.ink >= Self.emptyInkShare * most) {
                suggestedProgress = best.progress
            }
        }
    }

    /// How much the elements differ, in units of the thresholds in the type's comment (1 or more
    /// reads as busy).
    static func spread(_ states: [ElementState], _ evaluator: IndicatorEvaluator) -> Double {
        guard !states.isEmpty else { return 0 }
        // An arc (a circle or ring swept less than a whole turn, or a ring cut in segments) reads
        // as a spinner even alone.
        let arcShape = states.contains { s in
            guard s.part >= 0, s.part < evaluator.parts.count else { return false }
            switch evaluator.parts[s.part].shape {
            case .circle(_, let sweep): return abs(sweep) > 0.02 && abs(sweep) < 2 * Double.pi - 0.01
            case .ring(_, _, let sweep, let segments):
                return segments > 1 || (abs(sweep) > 0.02 && abs(sweep) < 2 * Double.pi - 0.01)
            default: return false
            }
        }
        if arcShape { return 1 }
        func range(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
        let partialArc = states.contains { s in
            let trim = abs(s.strokeEnd - s.strokeStart)
            return (s.strokeStart != 0 || s.strokeEnd != 1) && trim > 0.02 && trim < 0.98
        }
        if partialArc { return 1 }
        guard states.count > 1 else { return 0 }
        let scales = states.map { abs($0.scaleX * $0.scaleY) }
        let largest = scales.max() ?? 0
        return max(
            range(states.map { min(1, $0.opacity) }) / 0.1,
            largest > 0 ? range(scales) / largest / 0.1 : 0,
            range(states.map(\.translateX)) / 0.02, range(states.map(\.translateY)) / 0.02,
            range(states.map(\.strokeEnd)) / 0.1, range(states.map(\.strokeStart)) / 0.1)
    }
}
