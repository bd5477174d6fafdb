/// A vector outline: a sequence of subpaths made of lines, Bézier curves and elliptic arcs.
///
/// Coordinates are in pixels or user units in a y-down space; angles are radians, positive
/// clockwise on screen. A subpath is closed by `closeSubpath()`, else open (fills close it anyway).
public struct Path: Hashable, Sendable {
    /// The drawing steps in order.
    public private(set) var elements: [PathElement] = []
    /// The current point, or nil before the first `move(to:)`.
    private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// Creates an empty path.
    public init() {}

    /// Creates an empty path with room for `capacity` elements.
    public init(capacity: Int) { elements.reserveCapacity(capacity) }

    /// True when the path has no element.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    /// Adds a line to `p` (a `move(to:)` when no subpath is open).
    public mutating func line(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(p))
        currentPoint = p
    }

    /// Adds a quadratic Bézier curve to `p` through `control`.
    public mutating func quad(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quad(control: control, to: p))
        currentPoint = p
    }

    /// Adds a cubic Bézier curve to `p` through two control points.
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    /// Adds a circular arc (radians, positive clockwise on screen), joined to the current point by a
    /// line, or starting a new subpath when none is open.
    public mutating func arc(center: Point, radius: Double, start: Double, sweep: Double) {
        append(EllipticArc(center: center, radius: radius, startAngle: start, sweep: sweep))
    }

    /// Adds an elliptic arc, joined to the current point by a line or starting a new subpath.
    public mutating func append(_ arc: EllipticArc) {
        let start = arc.startPoint
        if let current = currentPoint {
            if current != start { elements.append(.line(start)) }
        } else {
            move(to: start)
        }
        elements.append(.arc(arc))
        currentPoint = arc.endPoint
    }

    /// Adds a closed full ellipse starting at angle 0 (no trigonometry needed): the elements of
    /// `append(EllipticArc(center:axisX: (radiusX, 0), axisY: (0, radiusY), startAngle: 0,
    /// sweep: 2π))` then `closeSubpath()` on an empty path.
    public mutating func appendClosedEllipse(center: Point, radiusX: Double, radiusY: Double) {
        let start = Point(center.x + radiusX, center.y)
        elements.append(.move(start))
        elements.append(
            .arc(
                EllipticArc(
                    center: center, axisX: Point(radiusX, 0), axisY: Point(0, radiusY),
                    startAngle: 0, sweep: 2 * .pi)))
        elements.append(.close)
        currentPoint = nil
        subpathStart = nil
    }

    /// Closes the current subpath; the next drawing step starts at its first point.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = nil
        subpathStart = nil
    }

    /// Appends every subpath of another path.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
        currentPoint = other.currentPoint
        subpathStart = other.subpathStart
    }

    /// The path mapped by an affine transform (exact: arcs stay arcs).
    public func transformed(by t: Transform) -> Path {
        var result = Path()
        result.elements = elements.map { $0.transformed(by: t) }
        result.currentPoint = currentPoint.map(t.apply)
        result.subpathStart = subpathStart.map(t.apply)
        return result
    }

    /// The bounds of every point and control point (arcs count their whole ellipse), or nil when empty.
    public var controlBounds: Rect? {
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .arc(let a):
                let ex = (a.axisX.x * a.axisX.x + a.axisY.x * a.axisY.x).squareRoot()
                let ey = (a.axisX.y * a.axisX.y + a.axisY.y * a.axisY.y).squareRoot()
                add(a.center - Point(ex, ey)); add(a.center + Point(ex, ey))
            case .close: break
            }
        }
        return lo.x <= hi.x ? Rect(corner: lo, corner: hi) : nil
    }
}
