import Foundation
import Graphics

/// One closed outline of cubic Bézier segments in canvas pixels, in the vertex form Lottie uses:
/// each vertex with its in and out tangent as offsets from the vertex. A straight edge has zero
/// tangents. SVG path data is written from the same form.
struct BezierContour: Equatable, Sendable {
    var vertices: [Point] = []
    /// Offset from each vertex to the control point before it (pixels).
    var inTangents: [Point] = []
    /// Offset from each vertex to the control point after it (pixels).
    var outTangents: [Point] = []
    /// Whether the outline is an open line (a stroked arc) rather than a closed area.
    var isOpen = false

    public init() {}

    /// A contour of three coincident vertices at `point`: encloses nothing, keeps a slot filled.
    static func degenerate(at point: Point) -> BezierContour {
        var contour = BezierContour()
        for _ in 0..<3 { contour.add(point) }
        return contour
    }

    mutating func add(_ vertex: Point, inControl: Point? = nil) {
        vertices.append(vertex)
        inTangents.append(inControl.map { $0 - vertex } ?? .zero)
        outTangents.append(.zero)
    }

    /// Sets the control point after the last vertex.
    mutating func setLastOutControl(_ control: Point) {
        guard let last = vertices.last else { return }
        outTangents[outTangents.count - 1] = control - last
    }

    /// Closes the outline: a last vertex on the first one becomes the first's in tangent.
    mutating func close() {
        guard vertices.count > 1, let first = vertices.first, let last = vertices.last else { return }
        if abs(first.x - last.x) < 1e-9 && abs(first.y - last.y) < 1e-9 {
            inTangents[0] = inTangents[inTangents.count - 1] + last - first
            vertices.removeLast(); inTangents.removeLast(); outTangents.removeLast()
        }
    }
}

extension BezierContour {
    /// The closed contours of `path` mapped by `transform` (pixels): lines stay lines, quadratic
    /// curves are raised to cubics, elliptic arcs become one cubic per quarter turn or less.
    static func contours(of path: Path, transform: Transform) -> [BezierContour] {
        var result: [BezierContour] = []
        var current = BezierContour()
        func finish() {
            current.close()
            if current.vertices.count >= 2 { result.append(current) }
            current = BezierContour()
        }
        var pen = Point.zero
        for element in path.elements {
            switch element.transformed(by: transform) {
            case .move(let p):
                finish()
                current.add(p); pen = p
            case .line(let p):
                if current.vertices.isEmpty { current.add(pen) }
                current.add(p); pen = p
            case .quad(let c, let p):
                if current.vertices.isEmpty { current.add(pen) }
                current.setLastOutControl(pen + (c - pen) * (2.0 / 3))
                current.add(p, inControl: p + (c - p) * (2.0 / 3)); pen = p
            case .cubic(let c1, let c2, let p):
                if current.vertices.isEmpty { current.add(pen) }
                current.setLastOutControl(c1)
                current.add(p, inControl: c2); pen = p
            case .arc(let arc):
                if current.vertices.isEmpty { current.add(arc.startPoint) }
                appendArc(arc, to: &current)
                pen = arc.endPoint
            case .close:
                finish()
            }
        }
        finish()
        return result
    }

    /// The arc as cubics of at most a quarter turn each: for the parameter span [a, b],
    /// the controls sit at P(a) + h·P′(a) and P(b) − h·P′(b) with h = 4/3·tan((b − a)/4).
    private static func appendArc(_ arc: EllipticArc, to contour: inout BezierContour) {
        let count = max(1, Int((abs(arc.sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let span = arc.sweep / Double(count)
        let h = 4.0 / 3 * tan(span / 4)
        func derivative(_ angle: Double) -> Point { arc.axisX * -sin(angle) + arc.axisY * cos(angle) }
        for k in 0..<count {
            let a = arc.startAngle + span * Double(k), b = a + span
            let p0 = arc.point(at: a), p1 = arc.point(at: b)
            contour.setLastOutControl(p0 + derivative(a) * h)
            contour.add(p1, inControl: p1 - derivative(b) * h)
        }
    }
}
