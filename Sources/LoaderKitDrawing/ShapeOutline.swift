import Foundation
import Graphics
import LoaderKitCore

/// The outline of one element's shape in local box units (origin at the element centre),
/// after LoaderKit's renderer rules: clamped sweeps and trims, corner radii, skipped shapes.
///
/// It is a list of primitives so the same outline can become exact arcs (affine elements) or
/// polygons with the reference's step rule (projected elements).
enum ShapeOutline {
    /// An elliptic arc of the shape: centre, radii, start and sweep (radians, clockwise).
    struct Arc {
        var center: Point
        var radiusX: Double
        var radiusY: Double
        var start: Double
        var sweep: Double

        func point(at angle: Double) -> Point {
            Point(center.x + radiusX * cos(angle), center.y + radiusY * sin(angle))
        }
    }

    /// One step of a closed contour.
    enum Step {
        case point(Point)
        case arc(Arc)
    }

    /// The closed contours of the element's shape (nonzero fill), or nil when nothing is drawn.
    static func contours(of shape: IndicatorEvaluator.Shape, _ state: ElementState) -> [[Step]]? {
        let w = state.width, h = state.height
        guard w.isFinite, h.isFinite else { return nil }
        let twoPi = 2 * Double.pi
        switch shape {
        case .circle(let startAngle, let sweepValue):
            let sweep = clamp(sweepValue, 0, twoPi)
            if let radii = fullEllipse(of: shape, state) {
                return [[.arc(Arc(center: .zero, radiusX: radii.x, radiusY: radii.y, start: 0, sweep: twoPi))]]
            }
            guard sweep > 0 else { return nil }
            // The region cut off by the chord: the arc, closed straight back to its start.
            return [[.arc(Arc(center: .zero, radiusX: w / 2, radiusY: h / 2, start: startAngle, sweep: sweep))]]
        case .rect(let cornerRadius):
            let shorter = min(w, h)
            let r = cornerRadius.isNaN ? 0 : min(shorter / 2, max(0, cornerRadius * shorter))
            return [roundedRect(w, h, r)]
        case .line:
            return [roundedRect(w, h, min(w, h) / 2)]
        case .triangle:
            return [[.point(Point(0, -h / 2)), .point(Point(w / 2, h / 2)), .point(Point(-w / 2, h / 2))]]
        case .ring(let strokeWidth, let startAngle, let sweepValue, let segments):
            let s = clamp(state.strokeStart, 0, 1), e = clamp(state.strokeEnd, 0, 1)
            guard e > s else { return nil }
            let diameter = min(w, h)
            let stroke = strokeWidth * diameter
            guard stroke > 0, stroke < diameter else { return nil }
            let outer = diameter / 2
            let inner = max(0, outer - stroke)
            let arcSweep = clamp(sweepValue, 0, twoPi)
            let trimmed = arcSweep * (e - s)
            guard trimmed > 0 else { return nil }
            if trimmed >= twoPi - 1e-9 {
                // A full ring: the outer circle and the inner circle traced backward.
                var result: [[Step]] = [
                    [.arc(Arc(center: .zero, radiusX: outer, radiusY: outer, start: 0, sweep: twoPi))]
                ]
                if inner > 0 {
                    result.append([
                        .arc(Arc(center: .zero, radiusX: inner, radiusY: inner, start: twoPi, sweep: -twoPi))
                    ])
                }
                return result
            }
            // Each segment is a butt-capped stroke of its arc: the annular sector between the
            // outer and inner edges.
            return (0..<max(1, segments)).map { k in
                let a0 = startAngle + Double(k) * twoPi / Double(max(1, segments)) + s * arcSweep
                var contour: [Step] = [
                    .arc(Arc(center: .zero, radiusX: outer, radiusY: outer, start: a0, sweep: trimmed))
                ]
                if inner > 0 {
                    contour.append(
                        .arc(Arc(center: .zero, radiusX: inner, radiusY: inner, start: a0 + trimmed, sweep: -trimmed)))
                } else {
                    contour.append(.point(.zero))
                }
                return contour
            }
        }
    }

    /// The radii of a circle shape drawn as a whole ellipse (its only contour is one full turn from
    /// angle 0 about the origin), or nil for any other shape or a partial circle.
    static func fullEllipse(of shape: IndicatorEvaluator.Shape, _ state: ElementState) -> Point? {
        guard case .circle(_, let sweepValue) = shape, state.width.isFinite, state.height.isFinite,
            clamp(sweepValue, 0, 2 * Double.pi) >= 2 * Double.pi - 1e-9
        else { return nil }
        return Point(state.width / 2, state.height / 2)
    }

    /// A rectangle centred on the origin with corner radius `r`, as four quarter arcs.
    private static func roundedRect(_ w: Double, _ h: Double, _ r: Double) -> [Step] {
        let x = w / 2, y = h / 2
        guard r > 0 else {
            return [.point(Point(-x, -y)), .point(Point(x, -y)), .point(Point(x, y)), .point(Point(-x, y))]
        }
        let half = Double.pi / 2
        return [
            .arc(Arc(center: Point(x - r, -y + r), radiusX: r, radiusY: r, start: -half, sweep: half)),
            .arc(Arc(center: Point(x - r, y - r), radiusX: r, radiusY: r, start: 0, sweep: half)),
            .arc(Arc(center: Point(-x + r, y - r), radiusX: r, radiusY: r, start: half, sweep: half)),
            .arc(Arc(center: Point(-x + r, -y + r), radiusX: r, radiusY: r, start: Double.pi, sweep: half)),
        ]
    }

    private static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        x.isNaN ? lo : min(hi, max(lo, x))
    }
}
