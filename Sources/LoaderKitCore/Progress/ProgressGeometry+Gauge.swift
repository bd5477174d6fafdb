import Foundation

/// Gauge: an arc of `sweepAngle` opening at the bottom; five variants, then the plain label.
extension ProgressGeometryInput {
    mutating func gauge() {
        let S = w, c = S / 2
        let radius = (S - t) / 2
        let sweep = r.sweepAngle
        let start = Double.pi / 2 + (M.tau - sweep) / 2
        if radius > 0 {
            switch r.variant {
            case .segmented: segmentedArc(c, c, radius, start: start, sweep: sweep, full: false)
            case .needle: gaugeNeedle(S, radius, start, sweep)
            case .gradient: gaugeGradient(S, radius, start, sweep)
            case .dots: gaugeDots(S, start, sweep)
            default: gaugeFlat(S, radius, start, sweep)
            }
        }
        guard drawsLabel else { return }
        if r.variant == .needle {
            out.text(c, c + 0.55 * radius, size: 0.7 * ProgressGeometry.labelSize(S), labelText, .lbl)
        } else {
            out.text(c, c, size: ProgressGeometry.labelSize(S), labelText, .lbl)
        }
    }

    /// The indeterminate ping-pong phase, 0…1 over 2 s.
    private var pingPong: Double { 0.5 - 0.5 * cos(Double.pi * it) }

    private mutating func gaugeFlat(_ S: Double, _ radius: Double, _ start: Double, _ sweep: Double) {
        let c = S / 2, end = start + sweep
        let gamma = (g + (round ? t : 0)) / radius
        if indeterminate {
            let length = 0.24 * sweep
            let a = start + pingPong * (sweep - length)
            out.arc(c, c, radius, start, a - gamma, width: t, cap: cap, .trk)
            out.arc(c, c, radius, a + length + gamma, end, width: t, cap: cap, .trk)
            out.arc(c, c, radius, a, a + length, width: t, cap: cap, .col(1))
            return
        }
        if v <= 0.0005 { return out.arc(c, c, radius, start, end, width: t, cap: cap, .trk) }
        out.arc(c, c, radius, start + v * sweep + gamma, end, width: t, cap: cap, .trk)
        out.arc(c, c, radius, start, start + v * sweep, width: t, cap: cap, .col(1))
    }

    private mutating func gaugeNeedle(_ S: Double, _ radius: Double, _ start: Double, _ sweep: Double) {
        let c = S / 2
        let value = indeterminate ? 0.5 - 0.5 * cos(0.8 * Double.pi * it) : v
        let at = start + value * sweep
        out.arc(c, c, radius, start, start + sweep, width: t, cap: cap, .trk)
        if value > 0.0005 { out.arc(c, c, radius, start, at, width: t, cap: cap, .col(1)) }
        let ro = radius - t / 2 - M.max(1.5, 0.03 * S)
        let ri = ro - M.max(2, 0.07 * S)
        let width = M.max(1, 0.4 * t)
        for i in 0...n {
            let fi = Double(i)
            let theta = start + fi * sweep / nd
            let lit = fi / nd <= value + 1e-9
            out.line(
                c + ri * cos(theta), c + ri * sin(theta), c + ro * cos(theta), c + ro * sin(theta),
                width: width, cap: .round, lit ? .col(1) : .trk)
        }
        let length = ri - M.max(1.5, 0.04 * S)
        let b = M.max(1.5, 0.035 * S)
        out.polygon(
            [
                c + length * cos(at), c + length * sin(at), c - b * sin(at), c + b * cos(at),
                c + b * sin(at), c - b * cos(at),
            ], .col(1))
        out.circle(c, c, M.max(2.5, 0.07 * S), .col(1))
    }

    private mutating func gaugeGradient(_ S: Double, _ radius: Double, _ start: Double, _ sweep: Double) {
        let c = S / 2
        out.arc(c, c, radius, start, start + sweep, width: t, cap: cap, .trk)
        var from = start, to = start + v * sweep
        if indeterminate {
            let length = 0.35 * sweep
            from = start + pingPong * (sweep - length)
            to = from + length
        }
        if to - from <= 0.0005 { return }
        let lead = round ? M.min(Double.pi / 4, atan2(t / 2, M.max(radius - t / 2, 1e-6))) : 0
        out.arc(
            c, c, radius, from, to, width: t, cap: cap,
            .conic(
                cx: c, cy: c, start: from - lead,
                stops: [
                    ProgressColorStop(0, .color, alpha: 0.2), ProgressColorStop(lead / M.tau, .color, alpha: 0.2),
                    ProgressColorStop((to - from + lead) / M.tau, .color, alpha: 1),
                ]))
    }

    private mutating func gaugeDots(_ S: Double, _ start: Double, _ sweep: Double) {
        let c = S / 2, dr = M.max(1.5, 0.5 * t), rd = S / 2 - dr - 1
        let centre = pingPong * nd
        for i in 0..<n {
            let fi = Double(i)
            let angle = n == 1 ? start + sweep / 2 : start + fi * sweep / (nd - 1)
            let x = c + rd * cos(angle), y = c + rd * sin(angle)
            out.circle(x, y, dr, .trk)
            if indeterminate {
                let k = M.bump(fi + 0.5 - centre, 2)
                if k > 0.01 { out.circle(x, y, dr, .col(k)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0 { out.circle(x, y, dr * fill.squareRoot(), .col(1)) }
            }
        }
    }
}
