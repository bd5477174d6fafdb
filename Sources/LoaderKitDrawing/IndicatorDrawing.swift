import Foundation
import Graphics
import LoaderKitCore

/// Records LoaderKit indicator elements into a display list, following LoaderKit's renderer
/// rules: the largest centred square of the target rect is the box; each element is drawn through
/// its own 3×3 projective matrix; opacity scales the colour's 8-bit alpha; elements are drawn in
/// index order; element i takes `colors[i mod count]`, or `color` when `colors` is empty.
public enum IndicatorDrawing {
    /// Curve tolerance for projected outlines, in device pixels (the reference's value).
    static let curveTolerance = 0.2

    /// Records `states` (from `evaluator`) drawn in the largest centred square of `rect`.
    ///
    /// - Parameters:
    ///   - rect: the target area in device pixels.
    ///   - color: the colour of every element when `colors` is empty.
    ///   - colors: per-element colours, cycled by global element index.
    public static func record(
        _ states: [ElementState], evaluator: IndicatorEvaluator, in rect: Rect,
        color: Color, colors: [Color] = [], into list: inout DisplayList
    ) {
        let box = rect.centeredSquare
        guard box.width > 0, box.width.isFinite else { return }
        let parts = evaluator.parts
        let perspective = evaluator.perspective
        var lastGroup: (key: ElementTransform.Group?, transform: Transform) = (nil, .identity)
        // The last whole ellipse's path, shared by the elements of the same radii that follow (the
        // dots of a ring differ by their transforms only): one path made, not one a dot.
        var lastEllipse: (radii: Point, path: Path)?
        for state in states {
            guard state.part >= 0, state.part < parts.count else { continue }
            let base = colors.isEmpty ? color : colors[state.index % colors.count]
            guard let fill = elementColor(base, opacity: state.opacity) else { continue }
            let shape = parts[state.part].shape
            // A whole circle (the common dot) skips the contour list when drawn exactly.
            let ellipse = ShapeOutline.fullEllipse(of: shape, state)
            var contours: [[ShapeOutline.Step]] = []
            if ellipse == nil {
                guard let outline = ShapeOutline.contours(of: shape, state) else { continue }
                contours = outline
            }
            let groupKey = ElementTransform.Group(state, box: box)
            if groupKey != lastGroup.key { lastGroup = (groupKey, groupKey.transform) }
            let map = ElementTransform(state, group: lastGroup.transform, perspective: perspective).matrix
            guard map.isFinite else { continue }
            if let affine = map.affine {
                let path: Path
                if let radii = ellipse {
                    if let last = lastEllipse, last.radii == radii {
                        path = last.path
                    } else {
                        path = ellipsePath(radii)
                        lastEllipse = (radii, path)
                    }
                } else {
                    path = exactPath(contours)
                }
                list.fill(path, color: fill, transform: affine)
            } else if let outline = ellipse == nil ? contours : ShapeOutline.contours(of: shape, state),
                let path = projectedPath(outline, map)
            {
                list.fill(path, color: fill)
            }
        }
    }

    /// Where `state`'s element centre (its shape's local origin) is drawn in the largest centred
    /// square of `rect`, in `rect`'s units: its place and translation moved by the group's
    /// transform (a perspective leaves the centre where it is).
    public static func center(of state: ElementState, in rect: Rect) -> Point {
        let box = rect.centeredSquare
        let group = ElementTransform.Group(state, box: box).transform
        return group.apply(Point(state.cx + state.translateX, state.cy + state.translateY))
    }

    /// The element's colour: alpha = round(alpha8 × clamp(opacity, 0, 1)) / 255, or nil when
    /// nothing would show.
    static func elementColor(_ base: Color, opacity: Double) -> Color? {
        guard opacity > 0 else { return nil }  // also false for NaN
        let alpha8 = (max(0, min(1, base.alpha)) * 255).rounded()
        let alpha = (alpha8 * min(1, opacity)).rounded()
        guard alpha > 0 else { return nil }
        return Color(red: base.red, green: base.green, blue: base.blue, alpha: alpha / 255)
    }

    /// The contours as a path with exact elliptic arcs, in local box units.
    static func exactPath(_ contours: [[ShapeOutline.Step]]) -> Path {
        var path = Path(capacity: contours.count * 6)
        for contour in contours {
            for step in contour {
                switch step {
                case .point(let p): path.line(to: p)
                case .arc(let a):
                    path.append(
                        EllipticArc(
                            center: a.center, axisX: Point(a.radiusX, 0), axisY: Point(0, a.radiusY),
                            startAngle: a.start, sweep: a.sweep))
                }
            }
            path.closeSubpath()
        }
        return path
    }

    /// A whole ellipse of the given radii about the origin: `exactPath` of its one-arc contour.
    static func ellipsePath(_ radii: Point) -> Path {
        var path = Path(capacity: 3)
        path.appendClosedEllipse(center: .zero, radiusX: radii.x, radiusY: radii.y)
        return path
    }

    /// The contours polygonised in local units with the reference's step rule and pushed through
    /// `map` to device pixels; nil when a point lies on or behind the viewer plane (w ≤ 1e-6).
    static func projectedPath(_ contours: [[ShapeOutline.Step]], _ map: ProjectiveTransform) -> Path? {
        var path = Path(capacity: 64)
        for contour in contours {
            var first = true
            func add(_ local: Point) -> Bool {
                guard map.w(at: local) > 1e-6 else { return false }
                let p = map.apply(local)
                if first { path.move(to: p); first = false } else { path.line(to: p) }
                return true
            }
            for step in contour {
                switch step {
                case .point(let p):
                    guard add(p) else { return nil }
                case .arc(let arc):
                    let steps = arcSteps(arc, map)
                    for k in 0...steps {
                        guard add(arc.point(at: arc.start + arc.sweep * Double(k) / Double(steps))) else { return nil }
                    }
                }
            }
            path.closeSubpath()
        }
        return path
    }

    /// The reference's step count for a projected arc: the radius is the largest screen distance
    /// from the projected centre to the projected axis points, × 1.5 (device pixels).
    static func arcSteps(_ arc: ShapeOutline.Arc, _ map: ProjectiveTransform) -> Int {
        let sweep = abs(arc.sweep)
        let centre = map.apply(arc.center)
        var radius = 0.0
        for offset in [Point(arc.radiusX, 0), Point(-arc.radiusX, 0), Point(0, arc.radiusY), Point(0, -arc.radiusY)] {
            let p = map.apply(arc.center + offset)
            let d = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
            if d.isFinite { radius = max(radius, d) }
        }
        radius *= 1.5
        let minimum = (sweep / (Double.pi / 4)).rounded(.up)
        var byTolerance = 1.0
        if radius > curveTolerance / 2 {
            let step = 2 * acos(1 - curveTolerance / radius)
            if step > 0 { byTolerance = (sweep / step).rounded(.up) }
        }
        let steps = min(4096, max(1, max(minimum, byTolerance)))
        return CheckedInt.clamped(steps, rounding: .towardZero, to: 1...4096)
    }
}

extension IndicatorDrawing {
    /// The step count the reference uses for an arc of the given radii (local units) and sweep
    /// (radians) centred at the origin under `map`.
    public static func projectedArcSteps(radiusX: Double, radiusY: Double, sweep: Double, map: ProjectiveTransform)
        -> Int
    {
        arcSteps(ShapeOutline.Arc(center: .zero, radiusX: radiusX, radiusY: radiusY, start: 0, sweep: sweep), map)
    }
}
