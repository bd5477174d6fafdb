import Foundation

/// A 2D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// Angles are in radians; a positive rotation turns clockwise on a y-down screen.
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity map.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (dx, dy) pixels.
    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on screen.
    public static func rotation(_ angle: Double) -> Transform {
        let cs = cos(angle), sn = sin(angle)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True when this is the identity map.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// The map that applies `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: other.a * a + other.c * b, b: other.b * a + other.d * b,
            c: other.a * c + other.c * d, d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx, ty: other.b * tx + other.d * ty + other.ty)
    }

    /// `self` preceded by a translation (applied to points before `self`).
    public func translatedBy(_ dx: Double, _ dy: Double) -> Transform {
        Transform.translation(dx, dy).concatenating(self)
    }

    /// `self` preceded by a scale.
    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform {
        Transform.scale(sx, sy).concatenating(self)
    }

    /// `self` preceded by a rotation of `angle` radians.
    public func rotatedBy(_ angle: Double) -> Transform {
        Transform.rotation(angle).concatenating(self)
    }

    /// Determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse map, or nil when the map is singular or not finite.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Maps a point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Maps a vector (the linear part only, no translation).
    @inlinable func applyToVector(_ v: Point) -> Point {
        Point(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    /// The largest factor by which the map stretches a length (largest singular value).
    public var maxScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, diff = (p - q) / 2
        return (mean + (diff * diff + r * r).squareRoot()).squareRoot()
    }

    /// True when all six coefficients are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
