/// One drawing step of a `Path`. Curves and arcs start at the current point.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic Bézier curve through one control point.
    case quad(control: Point, to: Point)
    /// A cubic Bézier curve through two control points.
    case cubic(control1: Point, control2: Point, to: Point)
    /// An elliptic arc; `Path` places the current point at the arc's start before it.
    case arc(EllipticArc)
    /// Closes the current subpath with a line back to its first point.
    case close

    /// The element mapped by an affine transform (exact for every case).
    public func transformed(by t: Transform) -> PathElement {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
        case .arc(let arc): return .arc(arc.transformed(by: t))
        case .close: return .close
        }
    }
}
