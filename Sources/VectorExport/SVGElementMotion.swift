import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// One element of the animated SVG drawn as a static shape that CSS moves: its group and element
/// transforms and, for a ring whose trims move, its dash, sampled at every frame of the cycle
/// (plus a last keyframe equal to frame 0 with angles carried on by whole turns). Between frames
/// a browser interpolates each number linearly, as the baked outlines are.
///
/// Only elements a 2D affine map draws qualify: no rotateX/rotateY in any frame, a size that
/// never changes, and trims that either never change or belong to a ring of one segment (a
/// dashed stroke of its centre line). `make` returns nil for the others, which are baked.
struct SVGElementMotion {
    /// How the static shape is painted.
    enum Paint {
        /// Filled outlines (nonzero rule) in element-local pixels.
        case fill([BezierContour])
        /// The ring's centre line in element-local pixels, stroked `width` pixels wide with butt
        /// caps; its length counts as 1 (`pathLength`), so trims are dash lengths.
        case stroke(BezierContour, width: Double)
    }

    /// A ring's visible stretch of its centre line at one frame, in fractions of its length.
    struct Dash: Equatable {
        var start: Double
        var length: Double
    }

    let paint: Paint
    /// The element's part (its group transform is the part's).
    let part: Int
    /// The group transform about the box centre, one per frame and a last one for the loop's end.
    let group: [SVGPlacement]
    /// `T(cx + tx, cy + ty) · Rz · S(sx, sy)` in pixels, one per frame and a last one.
    let placement: [SVGPlacement]
    /// The ring's dash per frame and a last one; empty when the trims never change.
    let dashes: [Dash]

    /// The motion of element `index` from its states at every frame (`states[k]` at frame k),
    /// on a `size`-pixel canvas; nil when it must be baked.
    static func make(index: Int, states: [ElementState], evaluator: IndicatorEvaluator, size: Int) -> SVGElementMotion?
    {
        guard let first = states.first, first.part >= 0, first.part < evaluator.parts.count,
            first.width.isFinite, first.height.isFinite
        else { return nil }
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        let affine = states.allSatisfy {
            $0.rotateX == 0 && $0.rotateY == 0 && $0.part == first.part && same($0.width, first.width)
                && same($0.height, first.height)
        }
        guard affine else { return nil }
        let trimsMove = states.contains {
            !same($0.strokeStart, first.strokeStart) || !same($0.strokeEnd, first.strokeEnd)
        }
        let s = Double(size)
        let shape = evaluator.parts[first.part].shape
        let paint: Paint
        var dashes: [Dash] = []
        if trimsMove, case .ring(let strokeWidth, let startAngle, let sweep, let segments) = shape {
            guard segments <= 1 else { return nil }
            let diameter = min(first.width, first.height)
            let stroke = strokeWidth * diameter
            guard stroke > 0, stroke < diameter else { return nil }
            let arcSweep = max(0, min(2 * .pi, sweep))
            guard arcSweep > 0,
                let line = centreLine(radius: (diameter - stroke) / 2 * s, startAngle: startAngle, sweep: arcSweep)
            else { return nil }
            paint = .stroke(line, width: stroke * s)
            dashes = states.map { state in
                let start = clamp(state.strokeStart), end = clamp(state.strokeEnd)
                return Dash(start: start, length: max(0, end - start))
            }
            dashes.append(dashes[0])
        } else {
            let contours = staticOutline(first, evaluator: evaluator, size: s)
            guard !contours.isEmpty else { return nil }
            paint = .fill(contours)
        }
        var group = states.map { state in
            SVGPlacement(
                x: (0.5 + state.groupTranslateX) * s, y: (0.5 + state.groupTranslateY) * s,
                degrees: degrees(state.groupRotate), scaleX: state.groupScaleX, scaleY: state.groupScaleY,
                pivot: 0.5 * s)
        }
        var placement = states.map { state in
            SVGPlacement(
                x: (state.cx + state.translateX) * s, y: (state.cy + state.translateY) * s,
                degrees: degrees(state.rotate), scaleX: state.scaleX, scaleY: state.scaleY)
        }
        group.append(group[0])
        placement.append(placement[0])
        return SVGElementMotion(
            paint: paint, part: first.part, group: SVGPlacement.unwrapped(group),
            placement: SVGPlacement.unwrapped(placement), dashes: dashes)
    }

    /// The motions of every element that qualifies, by global index, sampled at the frames of
    /// `timing` on a `size`-pixel canvas.
    static func all(_ evaluator: IndicatorEvaluator, timing: VectorTiming, size: Int) -> [Int: SVGElementMotion] {
        let count = evaluator.elementCount
        var perElement = [[ElementState]](repeating: [], count: count)
        var states: [ElementState] = []
        for k in 0..<timing.frameCount {
            evaluator.states(at: evaluator.timeForCycleProgress(timing.cycleProgress(ofFrame: k)), into: &states)
            for state in states where state.index >= 0 && state.index < count { perElement[state.index].append(state) }
        }
        var motions: [Int: SVGElementMotion] = [:]
        for (index, states) in perElement.enumerated() where states.count == timing.frameCount {
            motions[index] = make(index: index, states: states, evaluator: evaluator, size: size)
        }
        return motions
    }

    /// The shape's outline by the drawing rules, unmoved, in element-local pixels.
    private static func staticOutline(_ state: ElementState, evaluator: IndicatorEvaluator, size: Double)
        -> [BezierContour]
    {
        let local = ElementState(
            index: state.index, part: state.part, cx: 0, cy: 0, width: state.width, height: state.height,
            scaleX: 1, scaleY: 1, opacity: 1, strokeStart: state.strokeStart, strokeEnd: state.strokeEnd)
        var list = DisplayList()
        IndicatorDrawing.record(
            [local], evaluator: evaluator, in: Rect(x: 0, y: 0, width: size, height: size),
            color: .black, into: &list)
        var contours: [BezierContour] = []
        for command in list.commands {
            if case .fill(let path, _, _, let transform) = command {
                contours += BezierContour.contours(of: path, transform: transform)
            }
        }
        return contours
    }

    /// The arc of `radius` pixels about the origin from `startAngle` over `sweep` radians: closed
    /// when it is a whole turn, open otherwise.
    private static func centreLine(radius: Double, startAngle: Double, sweep: Double) -> BezierContour? {
        let full = sweep >= 2 * .pi - 1e-9
        var path = Path()
        path.append(EllipticArc(center: .zero, radius: radius, startAngle: startAngle, sweep: full ? 2 * .pi : sweep))
        if full { path.closeSubpath() }
        guard var contour = BezierContour.contours(of: path, transform: .identity).first else { return nil }
        contour.isOpen = !full
        return contour
    }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    private static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(1, max(0, x)) }
}
