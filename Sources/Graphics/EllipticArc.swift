import Foundation

/// An arc of an ellipse given by its centre and two conjugate axis vectors:
/// point(θ) = center + axisX·cos θ + axisY·sin θ.
///
/// With axisX = (r, 0) and axisY = (0, r) it is a circle, and a positive angle turns clockwise on a
/// y-down screen. The form is closed under affine maps, so transformed arcs stay exact.
public struct EllipticArc: Hashable, Sendable {
    /// Centre of the ellipse.
    public var center: Point
    /// The vector from the centre to the point at angle 0.
    public var axisX: Point
    /// The vector from the centre to the point at angle π/2.
    public var axisY: Point
    /// Start angle in radians.
    public var startAngle: Double
    /// Signed sweep in radians (positive is clockwise on screen for a plain circle).
    public var sweep: Double

    /// Creates an arc from its centre, axis vectors, start angle and sweep (radians).
    public init(center: Point, axisX: Point, axisY: Point, startAngle: Double, sweep: Double) {
        self.center = center
        self.axisX = axisX
        self.axisY = axisY
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// A circular arc of `radius` (pixels or user units) from `startAngle` over `sweep` radians.
    public init(center: Point, radius: Double, startAngle: Double, sweep: Double) {
        self.init(
            center: center, axisX: Point(radius, 0), axisY: Point(0, radius),
            startAngle: startAngle, sweep: sweep)
    }

    /// The point at parameter angle `angle` (radians).
    @inlinable public func point(at angle: Double) -> Point {
        center + axisX * cos(angle) + axisY * sin(angle)
    }

    /// The first point of the arc.
    public var startPoint: Point { point(at: startAngle) }
    /// The last point of the arc.
    public var endPoint: Point { point(at: startAngle + sweep) }

    /// The largest radius of the ellipse (largest singular value of the axis matrix).
    public var maxRadius: Double {
        Transform(a: axisX.x, b: axisX.y, c: axisY.x, d: axisY.y, tx: 0, ty: 0).maxScale
    }

    /// The arc mapped by an affine transform (exact).
    public func transformed(by t: Transform) -> EllipticArc {
        EllipticArc(
            center: t.apply(center), axisX: t.applyToVector(axisX), axisY: t.applyToVector(axisY),
            startAngle: startAngle, sweep: sweep)
    }
}
