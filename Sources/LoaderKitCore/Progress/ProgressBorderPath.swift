import Foundation

/// The border's polygonal rounded rectangle: starts at the top centre, runs clockwise, sampled
/// about every 2 units, with the cumulative length at every point. Fractions along the border
/// are of this polygon's length.
struct ProgressBorderPath {
    /// Flat `[x0, y0, x1, y1, …]`; the last point repeats the first.
    private(set) var points: [Double] = []
    /// Cumulative length at each point (`lengths[0] = 0`), in units.
    private(set) var lengths: [Double] = []

    var total: Double { lengths.last ?? 0 }
    var count: Int { lengths.count }

    /// The path of a stroke centred `inset` inside a `width × height` box, with the stroke's
    /// outer corner radius `cornerRadius`.
    init(width: Double, height: Double, inset: Double, cornerRadius: Double) {
        typealias M = ProgressMath
        let l = inset, t = inset, r = width - inset, b = height - inset
        let rc = M.max(0, M.min(cornerRadius - inset, (r - l) / 2, (b - t) / 2))
        let mx = (l + r) / 2
        points = [mx, t]
        func run(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            let m = M.count(M.max(1, M.steps(hypot(x1 - x0, y1 - y0) / 2)))
            for i in 0..<m {
                let k = Double(i + 1)
                points.append(x0 + (x1 - x0) * k / Double(m))
                points.append(y0 + (y1 - y0) * k / Double(m))
            }
        }
        func corner(_ cx: Double, _ cy: Double, _ a0: Double) {
            guard rc > 0 else { return }
            let m = M.count(M.max(2, M.steps(rc * Double.pi / 4)))
            guard m > 0 else { return }
            for j in 1...m {
                let a = a0 + (Double.pi / 2) * (Double(j) / Double(m))
                points.append(cx + rc * cos(a))
                points.append(cy + rc * sin(a))
            }
        }
        run(mx, t, r - rc, t)
        corner(r - rc, t + rc, -Double.pi / 2)
        run(r, t + rc, r, b - rc)
        corner(r - rc, b - rc, 0)
        run(r - rc, b, l + rc, b)
        corner(l + rc, b - rc, Double.pi / 2)
        run(l, b - rc, l, t + rc)
        corner(l + rc, t + rc, Double.pi)
        run(l + rc, t, mx, t)
        lengths = [0]
        lengths.reserveCapacity(points.count / 2)
        for k in 1..<(points.count / 2) {
            lengths.append(
                lengths[k - 1] + hypot(points[2 * k] - points[2 * k - 2], points[2 * k + 1] - points[2 * k - 1]))
        }
    }

    /// The index of the segment end holding distance `d` and the point there: the first index
    /// from 1 whose cumulative length reaches `d` (the last one when none does, or `d` is NaN),
    /// found by bisection since the lengths never decrease.
    func locate(_ d: Double) -> (index: Int, x: Double, y: Double) {
        var lo = 1, hi = max(1, count - 1)
        while lo < hi {
            let mid = (lo + hi) / 2
            if lengths[mid] >= d { hi = mid } else { lo = mid + 1 }
        }
        let i = lo
        let f = (d - lengths[i - 1]) / ProgressMath.max(1e-6, lengths[i] - lengths[i - 1])
        let x = points[2 * i - 2] + (points[2 * i] - points[2 * i - 2]) * f
        let y = points[2 * i - 1] + (points[2 * i + 1] - points[2 * i - 1]) * f
        return (i, x, y)
    }

    /// The open polyline from fraction `a` to fraction `b` of the length; nil when shorter than 0.3.
    func piece(_ a: Double, _ b: Double) -> [Double]? {
        let from = a * total, to = b * total
        if to - from < 0.3 { return nil }
        let start = locate(from), end = locate(to)
        var list = [start.x, start.y]
        if start.index < end.index {
            list.append(contentsOf: points[(2 * start.index)..<(2 * end.index)])
        }
        list.append(end.x)
        list.append(end.y)
        return list
    }
}
