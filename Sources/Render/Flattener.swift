#if canImport(Glibc)
    import Glibc
#else
    import Foundation
#endif
import Graphics

/// Turns curves and arcs into line segments whose distance from the true curve stays within a
/// tolerance (pixels of the space they are flattened in).
enum Flattener {
    /// The default tolerance: 0.2 device pixels, as the reference web engine uses.
    static let defaultTolerance = 0.2
    /// Most segments one curve or arc becomes.
    static let maxSegments = 4096

    /// Segments for an arc of `sweep` radians on an ellipse whose largest radius is `radius`:
    /// at least one per eighth of a turn, and a chord sagitta of at most `tolerance`.
    static func arcSegments(sweep: Double, radius: Double, tolerance: Double) -> Int {
        let turn = abs(sweep)
        guard turn > 0, turn.isFinite, radius.isFinite else { return 1 }
        let minimum = (turn / (Double.pi / 4)).rounded(.up)
        let step = radius > tolerance ? 2 * acos(1 - tolerance / radius) : Double.pi / 2
        let count = max(1, minimum, (turn / step).rounded(.up))
        return Int(min(count, Double(maxSegments)))
    }

    /// The radius factor √(δ/sin δ) that gives a chord of angle `step` (radians) the area of its
    /// sector; 1 for tiny steps.
    static func equalAreaFactor(step: Double) -> Double {
        let a = abs(step)
        return a > 1e-9 && a < Double.pi ? (a / sin(a)).squareRoot() : 1
    }

    /// Segments for a Bézier curve from its largest second difference (Wang's formula).
    static func bezierSegments(secondDifference: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), Double(maxSegments)))
    }

    /// Appends the flattened outline of a fill's words (see `FillOutline`), relative to its
    /// origin, to `buffer`.
    static func flatten(_ outline: FillOutline, tolerance: Double, into buffer: inout PolygonBuffer) {
        outline.withWords { words in
            var i = FillOutline.headerCount
            @inline(__always) func point() -> Point {
                defer { i &+= 2 }
                return Point(Double(bitPattern: words[i]), Double(bitPattern: words[i &+ 1]))
            }
            @inline(__always) func number() -> Double {
                defer { i &+= 1 }
                return Double(bitPattern: words[i])
            }
            var current = Point.zero
            while i < words.count {
                let tag = FillOutline.Tag(rawValue: words[i])
                i &+= 1
                let element: PathElement
                switch tag {
                case .move: element = .move(point())
                case .line: element = .line(point())
                case .quad:
                    let p1 = point()
                    element = .quad(control: p1, to: point())
                case .cubic:
                    let p1 = point(), p2 = point()
                    element = .cubic(control1: p1, control2: p2, to: point())
                case .arc:
                    let center = point(), axisX = point(), axisY = point()
                    let start = number()
                    element = .arc(
                        EllipticArc(center: center, axisX: axisX, axisY: axisY, startAngle: start, sweep: number()))
                case .close, nil: element = .close
                }
                append(element, from: &current, tolerance: tolerance, into: &buffer)
            }
        }
        buffer.endContour(closed: false)
    }

    /// Appends the flattened outline of `path`, mapped by `transform`, to `buffer`.
    static func flatten(
        _ path: Path, transform: Transform, tolerance: Double,
        into buffer: inout PolygonBuffer
    ) {
        let identity = transform.isIdentity
        var current = Point.zero
        for element in path.elements {
            append(
                identity ? element : element.transformed(by: transform), from: &current, tolerance: tolerance,
                into: &buffer)
        }
        buffer.endContour(closed: false)
    }

    /// Appends one element, already in the space it is flattened in, that starts at `current`;
    /// moves `current` to its end.
    @inline(__always)
    static func append(
        _ element: PathElement, from current: inout Point, tolerance: Double, into buffer: inout PolygonBuffer
    ) {
        switch element {
        case .move(let p):
            buffer.endContour(closed: false)
            current = p
            buffer.append(p)
        case .line(let p):
            current = p
            buffer.append(p)
        case .quad(let c, let p):
            appendQuad(current, c, p, tolerance: tolerance, into: &buffer)
            current = p
        case .cubic(let c1, let c2, let p):
            appendCubic(current, c1, c2, p, tolerance: tolerance, into: &buffer)
            current = p
        case .arc(let arc):
            current = appendArc(arc, tolerance: tolerance, into: &buffer)
        case .close:
            buffer.endContour(closed: true)
        }
    }

    static func appendQuad(
        _ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double,
        into buffer: inout PolygonBuffer
    ) {
        let n = bezierSegments(secondDifference: (p0 - 2 * p1 + p2).length, degreeFactor: 0.25, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            buffer.append(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
        }
        buffer.append(p2)
    }

    static func appendCubic(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double,
        into buffer: inout PolygonBuffer
    ) {
        let dd = max((p0 - 2 * p1 + p2).length, (p1 - 2 * p2 + p3).length)
        let n = bezierSegments(secondDifference: dd, degreeFactor: 0.75, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            buffer.append(p0 * a + p1 * b + p2 * c + p3 * d)
        }
        buffer.append(p3)
    }

    /// Appends an arc that starts at the buffer's current point; returns its exact end point.
    ///
    /// Interior vertices sit slightly outside the ellipse (radius times √(δ/sin δ) for a step δ) so
    /// that each chord's triangle has the area of its sector: a flattened full ellipse keeps its
    /// area exactly, and the largest distance to the curve is two thirds of an inscribed chord's.
    /// A full turn moves its first vertex out too; an open arc keeps its exact end points.
    @discardableResult
    static func appendArc(_ arc: EllipticArc, tolerance: Double, into buffer: inout PolygonBuffer) -> Point {
        let steps = buffer.arcSteps.lookup(arc, tolerance: tolerance)
        let ax = arc.axisX * steps.factor, ay = arc.axisY * steps.factor
        let cs = steps.cosine, sn = arc.sweep < 0 ? -steps.sine : steps.sine
        var c = 1.0, s = 0.0
        if arc.startAngle != 0 { (c, s) = (cos(arc.startAngle), sin(arc.startAngle)) }
        let fullTurn = abs(arc.sweep) >= 2 * Double.pi - 1e-9
        let end = fullTurn ? arc.center + arc.axisX * c + arc.axisY * s : arc.endPoint
        var last = end
        if fullTurn, buffer.points.count == buffer.openContourStart + 1 {
            last = arc.center + ax * c + ay * s
            buffer.points[buffer.points.count - 1] = last
        }
        var remaining = steps.count
        buffer.append(count: steps.count) {
            remaining -= 1
            if remaining == 0 { return last }
            (c, s) = (c * cs - s * sn, s * cs + c * sn)
            return arc.center + ax * c + ay * s
        }
        return end
    }
}

/// The last few arc subdivisions computed, reused while the sweep, axes and tolerance repeat
/// (a frame of dots in a handful of sizes costs a handful of `acos` and `sin` calls, and the
/// radius's two square roots only on a miss).
struct ArcStepCache {
    typealias Key = (sweep: Double, axisX: Point, axisY: Point, tolerance: Double)
    typealias Steps = (count: Int, factor: Double, cosine: Double, sine: Double)
    /// Entries kept; the oldest is replaced first.
    static let size = 8
    private var keys = [Key](repeating: (-1, .zero, .zero, -1), count: size)
    private var values = [Steps](repeating: (1, 1, 1, 0), count: size)
    private var next = 0

    /// Segment count, equal-area radius factor and the cosine and sine of one step of `arc`.
    @inline(__always)
    mutating func lookup(_ arc: EllipticArc, tolerance: Double) -> Steps {
        let sweep = abs(arc.sweep)
        for i in 0..<Self.size {
            let key = keys[i]
            if key.sweep == sweep, key.axisX == arc.axisX, key.axisY == arc.axisY, key.tolerance == tolerance {
                return values[i]
            }
        }
        let count = Flattener.arcSegments(sweep: sweep, radius: arc.maxRadius, tolerance: tolerance)
        let step = sweep / Double(count)
        let value = (count, Flattener.equalAreaFactor(step: step), cos(step), sin(step))
        keys[next] = (sweep, arc.axisX, arc.axisY, tolerance)
        values[next] = value
        next = next == Self.size - 1 ? 0 : next + 1
        return value
    }
}
