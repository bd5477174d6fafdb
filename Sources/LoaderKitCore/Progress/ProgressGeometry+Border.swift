import Foundation

/// Border: a stroke around content, following the polygonal rounded rectangle. Never a label.
extension ProgressGeometryInput {
    mutating func border() {
        let glow = r.variant == .glow ? ProgressDefaults.borderGlow : 0
        let inset = t / 2 + glow
        if w <= 2 * inset || h <= 2 * inset { return }
        let path = ProgressBorderPath(width: w, height: h, inset: inset, cornerRadius: r.cornerRadius)
        if r.variant == .segmented { return borderSegmented(path) }
        let closed = Array(path.points.dropLast(2))
        out.polyline(closed, closed: true, width: t, cap: .butt, glow > 0 ? .col(0.14) : .trk)
        func active(_ a: Double, _ b: Double) {
            if glow > 0 {
                stroke(path, a, b, width: t + 8, .col(0.12))
                stroke(path, a, b, width: t + 4, .col(0.22))
            }
            stroke(path, a, b, width: t, .col(1))
        }
        if indeterminate {
            let (a0, a1) = Self.spin(it)
            let from = M.frac(a0 / M.tau)
            active(from, from + (a1 - a0) / M.tau)
        } else if v > 0.0005 {
            active(0, v)
        }
    }

    /// Strokes the border from fraction `a` to `b`, in two pieces when it wraps past the start.
    private mutating func stroke(
        _ path: ProgressBorderPath, _ a: Double, _ b: Double, width: Double, _ paint: ProgressPaint
    ) {
        if b > 1 {
            stroke(path, a, 1, width: width, paint)
            stroke(path, 0, b - 1, width: width, paint)
            return
        }
        if let points = path.piece(a, b) { out.polyline(points, width: width, cap: cap, paint) }
    }

    private mutating func borderSegmented(_ path: ProgressBorderPath) {
        let gamma = n > 1 ? (M.max(2, g) + (round ? t : 0)) / path.total : 0
        let sigma = 1 / nd - gamma
        if sigma <= 0 { return }
        let head = M.frac(it / 1.4) * nd
        for i in 0..<n {
            let fi = Double(i)
            let a = fi / nd + gamma / 2
            stroke(path, a, a + sigma, width: t, .trk)
            if indeterminate {
                let m = M.fmod(fi + 0.5 - head, nd)
                let k = M.bump(M.min(m, nd - m), 0.3 * nd)
                if k > 0.01 { stroke(path, a, a + sigma, width: t, .col(k)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0.001 { stroke(path, a, a + sigma * fill, width: t, .col(1)) }
            }
        }
    }
}
