import Foundation
import LoaderKitCore

/// An element's drawn outline in box units, approximated by points on its shape, placed by its
/// state (scale, rotation, translation, group transform; rotateX and rotateY foreshorten
/// without perspective). Used to tell whether two states look the same.
struct ElementOutline {
    var points: [(x: Double, y: Double)]

    init(_ s: ElementState, shape: IndicatorEvaluator.Shape) {
        var local: [(Double, Double)] = []
        let w = s.width, h = s.height
        switch shape {
        case .circle, .ring:
            let rx: Double, ry: Double
            if case .ring = shape { rx = min(w, h) / 2; ry = rx } else { rx = w / 2; ry = h / 2 }
            for k in 0..<12 {
                let a = Double(k) * .pi / 6
                local.append((rx * cos(a), ry * sin(a)))
            }
        case .rect, .line:
            for (x, y) in [(-1.0, -1.0), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)] {
                local.append((x * w / 2, y * h / 2))
            }
        case .triangle:
            let v = [(0.0, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
            for k in 0..<3 {
                let a = v[k], b = v[(k + 1) % 3]
                local.append(a)
                local.append(((a.0 + b.0) / 2, (a.1 + b.1) / 2))
            }
        }
        let sx = s.scaleX * cos(s.rotateY), sy = s.scaleY * cos(s.rotateX)
        let c = cos(s.rotate), n = sin(s.rotate)
        let gc = cos(s.groupRotate), gn = sin(s.groupRotate)
        points = local.map { p in
            let x = p.0 * sx, y = p.1 * sy
            let px = s.cx + s.translateX + x * c - y * n
            let py = s.cy + s.translateY + x * n + y * c
            let gx = (px - 0.5) * s.groupScaleX, gy = (py - 0.5) * s.groupScaleY
            return (0.5 + s.groupTranslateX + gx * gc - gy * gn, 0.5 + s.groupTranslateY + gx * gn + gy * gc)
        }
    }

    /// The smallest rectangle holding the element's w × h box as `s` places it (box units),
    /// computed without building the outline.
    static func boxBounds(_ s: ElementState) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        let sx = s.scaleX * cos(s.rotateY), sy = s.scaleY * cos(s.rotateX)
        let c = cos(s.rotate), n = sin(s.rotate)
        let gc = cos(s.groupRotate), gn = sin(s.groupRotate)
        for (cornerX, cornerY) in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)] {
            let x = cornerX * s.width * sx, y = cornerY * s.height * sy
            let px = s.cx + s.translateX + x * c - y * n
            let py = s.cy + s.translateY + x * n + y * c
            let gx = (px - 0.5) * s.groupScaleX, gy = (py - 0.5) * s.groupScaleY
            let qx = 0.5 + s.groupTranslateX + gx * gc - gy * gn, qy = 0.5 + s.groupTranslateY + gx * gn + gy * gc
            b.minX = min(b.minX, qx); b.maxX = max(b.maxX, qx)
            b.minY = min(b.minY, qy); b.maxY = max(b.maxY, qy)
        }
        return b
    }

    /// The smallest rectangle holding the outline.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for p in points {
            b.minX = min(b.minX, p.x); b.maxX = max(b.maxX, p.x)
            b.minY = min(b.minY, p.y); b.maxY = max(b.maxY, p.y)
        }
        return b
    }

    /// The largest distance from a point of either outline to the nearest point of the other
    /// (box units): small when the two outlines cover the same place, in any point order.
    func distance(to other: ElementOutline) -> Double {
        func oneWay(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)]) -> Double {
            a.map { p in b.map { hypot(p.x - $0.x, p.y - $0.y) }.min() ?? .infinity }.max() ?? 0
        }
        return max(oneWay(points, other.points), oneWay(other.points, points))
    }

    /// True when the state draws something that can be seen: some opacity, a size in both
    /// directions, and for a ring some arc left after trimming.
    static func isVisible(_ s: ElementState, shape: IndicatorEvaluator.Shape) -> Bool {
        let minimum = 0.05
        guard s.opacity > minimum, abs(s.scaleX) > minimum, abs(s.scaleY) > minimum,
            abs(s.groupScaleX) > minimum, abs(s.groupScaleY) > minimum
        else { return false }
        if case .ring = shape {
            let start = min(1, max(0, s.strokeStart)), end = min(1, max(0, s.strokeEnd))
            return end - start > 0.01
        }
        return true
    }
}
