/// A point or vector in a y-down 2D space, in pixels or in any user unit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downward.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its labelled coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(0, 0)

    /// Euclidean length of the point taken as a vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector scaled to length 1, or zero when it has no length.
    @inlinable var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// The vector turned a quarter turn clockwise on a y-down screen: (-y, x).
    @inlinable public var perpendicular: Point { Point(-y, x) }

    /// Dot product with another vector.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// Z component of the cross product: positive when `other` turns clockwise on screen.
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Distance to another point.
    @inlinable public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    @inlinable public func interpolated(to other: Point, t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}
