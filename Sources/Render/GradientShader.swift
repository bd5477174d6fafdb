#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Graphics

/// Computes a gradient's colour at a pixel centre from absolute device coordinates, so a pixel
/// gets the same colour whatever region is being drawn.
struct GradientShader {
    enum Geometry {
        /// t = ax·x + ay·y + c at the device point (x, y).
        case linear(ax: Double, ay: Double, c: Double)
        /// t = distance to the centre in user space / radius.
        case radial(center: Point, inverseRadius: Double)
        /// t = clockwise angle from `start` / 2π in user space.
        case conic(center: Point, start: Double)
        /// Every pixel takes the last stop.
        case constant
    }

    let geometry: Geometry
    /// Device to user space.
    let inverse: Transform
    /// 256 premultiplied colours.
    let table: UnsafePointer<UInt32>

    /// Builds the geometry for a gradient paint whose user space maps to pixels by `transform`;
    /// nil for solid paints or a singular transform.
    static func geometry(for paint: Paint, transform: Transform) -> (Geometry, Transform, [GradientStop])? {
        guard let inverse = transform.inverted else { return nil }
        switch paint {
        case .solid:
            return nil
        case .linearGradient(let start, let end, let stops):
            let d = end - start
            let len2 = d.dot(d)
            guard len2 > 0, len2.isFinite else { return (.constant, inverse, stops) }
            // u = inverse(p); t = (u - start)·d / |d|², affine in p.
            let ax = (inverse.a * d.x + inverse.b * d.y) / len2
            let ay = (inverse.c * d.x + inverse.d * d.y) / len2
            let c = ((inverse.tx - start.x) * d.x + (inverse.ty - start.y) * d.y) / len2
            return (.linear(ax: ax, ay: ay, c: c), inverse, stops)
        case .radialGradient(let center, let radius, let stops):
            guard radius > 0, radius.isFinite else { return (.constant, inverse, stops) }
            return (.radial(center: center, inverseRadius: 1 / radius), inverse, stops)
        case .conicGradient(let center, let start, let stops):
            return (.conic(center: center, start: start.isFinite ? start : 0), inverse, stops)
        }
    }

    /// The premultiplied colour at pixel (x, y), sampled at its centre.
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let t: Double
        switch geometry {
        case .linear(let ax, let ay, let c):
            t = ax * px + ay * py + c
        case .radial(let center, let inverseRadius):
            let u = inverse.apply(Point(px, py)) - center
            t = u.length * inverseRadius
        case .conic(let center, let start):
            let u = inverse.apply(Point(px, py)) - center
            var turn = (atan2(u.y, u.x) - start) / (2 * Double.pi)
            turn -= turn.rounded(.down)
            t = turn
        case .constant:
            t = 1
        }
        let index = t > 0 ? (t < 1 ? Int(t * 255 + 0.5) : 255) : 0
        return table[index]
    }
}
