#if canImport(Glibc)
    import Glibc
#else
    import Foundation
#endif
import Graphics

/// Turns flattened polylines into closed outlines whose nonzero fill is the stroke.
///
/// An open polyline becomes one contour: the left offset forward, the end cap, the right offset
/// backward, the start cap. A closed polyline becomes two contours of opposite direction (the
/// left and right offsets). Outer corners get the join; inner corners meet at the intersection
/// of the two offset lines when that lies within both segments, else they pass through the
/// vertex, which keeps every covered point at a positive winding.
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    /// Flattening tolerance for round joins and caps, in the units of the polyline.
    let tolerance: Double
    /// Scratch for the right-hand offset, reversed into the output.
    var rightChain: [Point] = []
    /// The round cap's subdivision, reused while the half width and tolerance repeat.
    var capSteps = RoundCapSteps()

    init(style: StrokeStyle, tolerance: Double, scratch: [Point]) {
        self.style = style
        self.halfWidth = style.width / 2
        self.tolerance = tolerance
        self.rightChain = scratch
        self.rightChain.removeAll(keepingCapacity: true)
    }

    /// Appends the outline of every contour of `input` to `output`.
    mutating func stroke(_ input: PolygonBuffer, into output: inout PolygonBuffer) {
        guard halfWidth > 0, halfWidth.isFinite else { return }
        input.points.withUnsafeBufferPointer { points in
            for i in input.contourEnds.indices {
                let range = input.range(ofContour: i)
                strokeContour(points, range.lowerBound, range.upperBound, closed: input.contourClosed[i], into: &output)
            }
        }
    }

    private mutating func strokeContour(
        _ pts: UnsafeBufferPointer<Point>, _ start: Int, _ endIndex: Int,
        closed: Bool, into out: inout PolygonBuffer
    ) {
        var end = endIndex
        if closed, end - start > 1, isSame(pts[end - 1], pts[start]) { end -= 1 }
        let n = end - start
        if n == 1 || (n == 2 && isSame(pts[start], pts[start + 1])) {
            strokeDot(pts[start], into: &out)
            return
        }
        let h = halfWidth
        @inline(__always) func point(_ i: Int) -> Point { pts[start + i] }
        @inline(__always) func direction(_ i: Int) -> (Point, Double) {
            let v = point((i + 1) % n) - point(i)
            let l = v.length
            return (v / l, l)
        }
        // The right chain as a local while `join` (a method of self) appends to it: appending to
        // a stored property there would copy self, and with it the whole array, per join.
        var chain: [Point] = []
        swap(&chain, &rightChain)
        defer { swap(&chain, &rightChain) }
        chain.removeAll(keepingCapacity: true)
        chain.reserveCapacity(n + 8)
        out.points.reserveCapacity(out.points.count + 2 * n + 16)
        if closed {
            var (dPrev, lPrev) = direction(n - 1)
            for j in 0..<n {
                let (d, l) = direction(j)
                join(point(j), dPrev, d, lPrev, l, side: 1, into: &out.points, out.openContourStart)
                join(point(j), dPrev, d, lPrev, l, side: -1, into: &chain, 0)
                (dPrev, lPrev) = (d, l)
            }
            out.endContour(closed: true)
            out.appendReversed(chain)
            out.endContour(closed: true)
            return
        }
        var (d, l) = direction(0)
        let d0 = d
        out.append(point(0) + d.perpendicular * h)
        chain.append(point(0) - d.perpendicular * h)
        for j in 1..<(n - 1) {
            let (dNext, lNext) = direction(j)
            join(point(j), d, dNext, l, lNext, side: 1, into: &out.points, out.openContourStart)
            join(point(j), d, dNext, l, lNext, side: -1, into: &chain, 0)
            (d, l) = (dNext, lNext)
        }
        let last = point(n - 1)
        out.append(last + d.perpendicular * h)
        cap(at: last, direction: d, into: &out)
        out.append(last - d.perpendicular * h)
        out.appendReversed(chain)
        cap(at: point(0), direction: -d0, into: &out)
        out.endContour(closed: true)
    }

    @inline(__always) private func isSame(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    /// Points between the left and right offsets at an end whose outward direction is `d`.
    private mutating func cap(at p: Point, direction d: Point, into out: inout PolygonBuffer) {
        let h = halfWidth, n = d.perpendicular
        switch style.cap {
        case .butt:
            break
        case .square:
            out.append(p + (n + d) * h)
            out.append(p + (d - n) * h)
        case .round:
            capSteps.update(halfWidth: h, tolerance: tolerance)
            let r = capSteps.radius
            capSteps.unit.withUnsafeBufferPointer { unit in
                for k in unit.indices {
                    let (c, s) = unit[k]
                    out.append(p + (n * c + d * s) * r)
                }
            }
        }
    }

    /// A zero-length subpath: a disc for round caps, a square for square caps, nothing for butt.
    private func strokeDot(_ p: Point, into out: inout PolygonBuffer) {
        let h = halfWidth
        switch style.cap {
        case .butt:
            return
        case .square:
            for corner in [Point(-h, -h), Point(h, -h), Point(h, h), Point(-h, h)] { out.append(p + corner) }
        case .round:
            let steps = Flattener.arcSegments(sweep: 2 * .pi, radius: h, tolerance: tolerance)
            let r = h * Flattener.equalAreaFactor(step: 2 * Double.pi / Double(steps))
            for k in 0..<steps {
                let phi = 2 * Double.pi * Double(k) / Double(steps)
                out.append(p + Point(cos(phi), sin(phi)) * r)
            }
        }
        out.endContour(closed: true)
    }

    /// Appends the offset points at vertex `p` on one side (+1 left of travel, −1 right).
    private func join(
        _ p: Point, _ d0: Point, _ d1: Point, _ len0: Double, _ len1: Double, side s: Double,
        into chain: inout [Point], _ contourStart: Int
    ) {
        let h = halfWidth * s
        let n0 = d0.perpendicular, n1 = d1.perpendicular
        let cross = d0.cross(d1), dot = d0.dot(d1)
        @inline(__always) func add(_ q: Point) {
            if chain.count > contourStart, chain[chain.count - 1] == q { return }
            chain.append(q)
        }
        if abs(cross) < 1e-12, dot > 0 {
            add(p + n0 * h)
            return
        }
        let reversal = dot < -1 + 1e-12
        let inner = reversal ? s < 0 : s * cross > 0
        if inner {
            if !reversal {
                let t = halfWidth * abs(cross) / (1 + dot)
                if t <= 0.5 * min(len0, len1) {
                    add(p + (n0 + n1) * (h / (1 + dot)))
                    return
                }
            }
            add(p + n0 * h)
            add(p)
            add(p + n1 * h)
            return
        }
        add(p + n0 * h)
        switch style.join {
        case .miter:
            let limit = max(style.miterLimit, 1)
            if !reversal, 2 / (1 + dot) <= limit * limit {
                add(p + (n0 + n1) * (h / (1 + dot)))
            }
        case .round:
            let angle = acos(min(max(dot, -1), 1))
            let direction: Double = reversal ? -s : (cross >= 0 ? 1 : -1)
            let steps = Flattener.arcSegments(sweep: angle, radius: halfWidth, tolerance: tolerance)
            let v = n0 * (h * Flattener.equalAreaFactor(step: angle / Double(steps)))
            for k in 1..<max(steps, 1) {
                let phi = direction * angle * Double(k) / Double(steps)
                let c = cos(phi), sn = sin(phi)
                add(p + Point(v.x * c - v.y * sn, v.x * sn + v.y * c))
            }
        case .bevel:
            break
        }
        add(p + n1 * h)
    }
}

/// The subdivision of a round cap (half a turn) of one half width and tolerance: the equal-area
/// radius and the cosine and sine of every interior vertex angle π·k/steps, k = 1 ..< steps,
/// computed by the same expressions as for each cap, so the points are the same.
struct RoundCapSteps {
    private var halfWidth = -1.0, tolerance = -1.0
    private(set) var radius = 0.0
    private(set) var unit: [(Double, Double)] = []

    @inline(__always)
    mutating func update(halfWidth h: Double, tolerance: Double) {
        if h == halfWidth, tolerance == self.tolerance { return }
        let steps = Flattener.arcSegments(sweep: .pi, radius: h, tolerance: tolerance)
        radius = h * Flattener.equalAreaFactor(step: Double.pi / Double(steps))
        unit.removeAll(keepingCapacity: true)
        for k in 1..<max(steps, 1) {
            let phi = Double.pi * Double(k) / Double(steps)
            unit.append((cos(phi), sin(phi)))
        }
        halfWidth = h
        self.tolerance = tolerance
    }
}
