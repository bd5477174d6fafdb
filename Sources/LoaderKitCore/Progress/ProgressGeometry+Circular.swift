import Foundation

/// Circular rings: ten variants in a square of side `w`, then the plain label.
extension ProgressGeometryInput {
    mutating func circular() {
        let S = w, c = S / 2
        switch r.variant {
        case .segmented: segmentedArc(c, c, (S - t) / 2, start: M.top, sweep: M.tau, full: true)
        case .gradient: circularGradient(S)
        case .ticks: circularTicks(S)
        case .dots: circularDots(S)
        case .glow: circularGlow(S)
        case .split: circularSplit(S)
        case .orbit: circularOrbit(S)
        case .dual: circularDual(S)
        default: circularFlat(S)
        }
        if drawsLabel { out.text(S / 2, S / 2, size: ProgressGeometry.labelSize(S), labelText, .lbl) }
    }

    /// A point at `radius` and `angle` around (c, c).
    private func polar(_ c: Double, _ radius: Double, _ angle: Double) -> (x: Double, y: Double) {
        (c + radius * cos(angle), c + radius * sin(angle))
    }

    private mutating func circularFlat(_ S: Double) {
        let c = S / 2
        let wavy = r.variant == .wavy && S >= ProgressDefaults.minimumWavySize
        let ampMax = wavy ? r.amplitude : 0
        let amp = ampMax * s.wave
        let radius = (S - t) / 2 - ampMax
        guard !(radius <= 0) else { return }
        let gamma = (g + (round ? t : 0)) / radius
        let waves = M.max(3, M.roundHalfUp(M.tau * radius / r.wavelength))
        let phi = M.frac(tau * r.waveSpeed) * M.tau
        func active(_ a: Double, _ b: Double) {
            guard wavy && amp > 0.05 else { return out.arc(c, c, radius, a, b, width: t, cap: cap, .col(1)) }
            let steps = M.max(8, M.steps((b - a) * radius / 1.5))
            var points: [Double] = []
            if !steps.isNaN {
                let count = M.count(steps)
                points.reserveCapacity(2 * (count + 1))
                for i in 0...count {
                    let theta = a + (b - a) * Double(i) / steps
                    let ri = radius + amp * sin(waves * theta - phi)
                    points.append(c + ri * cos(theta))
                    points.append(c + ri * sin(theta))
                }
            }
            out.polyline(points, width: t, cap: cap, .col(1))
        }
        if indeterminate {
            let (a0, a1) = Self.spin(it)
            out.arc(c, c, radius, M.top + a1 + gamma, M.top + a0 + M.tau - gamma, width: t, cap: cap, .trk)
            active(M.top + a0, M.top + a1)
            return
        }
        if v <= 0.0005 { return out.arc(c, c, radius, 0, M.tau, width: t, cap: .butt, .trk) }
        let sweep = M.tau * v
        if g > 0 || v < 1 {
            out.arc(c, c, radius, M.top + sweep + gamma, M.top + M.tau - gamma, width: t, cap: cap, .trk)
        }
        active(M.top, M.top + M.max(sweep, 0.0001))
    }

    /// The shared segmented arc: `n` segments over `sweep` from `start`; `full` rings also have a
    /// gap at the seam and a bright band that laps (else one that ping-pongs).
    mutating func segmentedArc(_ cx: Double, _ cy: Double, _ radius: Double, start: Double, sweep: Double, full: Bool) {
        let gamma = (M.max(2, g) + (round ? t : 0)) / radius
        let sigma = (sweep - gamma * (full ? nd : nd - 1)) / nd
        if radius <= 0 || sigma <= 0.01 { return }
        let c = full ? M.frac(it / 1.2) * nd : (0.5 - 0.5 * cos(Double.pi * it)) * nd
        for i in 0..<n {
            let fi = Double(i)
            let a = start + fi * (sigma + gamma) + (full ? gamma / 2 : 0)
            out.arc(cx, cy, radius, a, a + sigma, width: t, cap: cap, .trk)
            if indeterminate {
                var d = fi + 0.5 - c
                if full {
                    let m = M.fmod(d, nd)
                    d = M.min(m, nd - m)
                }
                let k = M.bump(d, full ? 0.32 * nd : 2)
                if k > 0.01 { out.arc(cx, cy, radius, a, a + sigma, width: t, cap: cap, .col(k)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0.001 { out.arc(cx, cy, radius, a, a + sigma * fill, width: t, cap: cap, .col(1)) }
            }
        }
    }

    private mutating func circularGradient(_ S: Double) {
        let c = S / 2, radius = (S - t) / 2 - 1
        out.arc(c, c, radius, 0, M.tau, width: t, cap: .butt, .trk)
        let head: Double, tail: Double
        if indeterminate {
            head = M.top + M.frac(it / 1.1) * M.tau
            tail = head - (0.62 + 0.12 * sin(2.4 * it)) * M.tau
        } else {
            if v <= 0.0005 { return }
            tail = M.top
            head = M.top + M.tau * v
        }
        out.arc(
            c, c, radius, tail, head, width: t, cap: .butt,
            .conic(
                cx: c, cy: c, start: tail,
                stops: [
                    ProgressColorStop(0, .color, alpha: indeterminate ? 0 : 0.12),
                    ProgressColorStop(M.min(1, (head - tail) / M.tau), .color, alpha: 1),
                ]))
        let p = polar(c, radius, head)
        out.circle(
            p.x, p.y, 1.25 * t,
            .radial(
                cx: p.x, cy: p.y, r: 1.25 * t,
                stops: [
                    ProgressColorStop(0, .color, alpha: 0.5), ProgressColorStop(1, .color, alpha: 0),
                ]))
        out.circle(p.x, p.y, t / 2, .col(1))
    }

    private mutating func circularTicks(_ S: Double) {
        let c = S / 2, outer = S / 2 - t / 2, inner = 0.52 * outer
        let lead = M.fmod((it * nd).rounded(.down), nd)
        for i in 0..<n {
            let fi = Double(i)
            let theta = M.top + M.tau * fi / nd
            let a = polar(c, inner, theta), b = polar(c, outer, theta)
            if indeterminate {
                out.line(a.x, a.y, b.x, b.y, width: t, cap: cap, .col(1 - 0.85 * M.fmod(lead - fi, nd) / nd))
                continue
            }
            out.line(a.x, a.y, b.x, b.y, width: t, cap: cap, .trk)
            let fill = M.clamp01(v * nd - fi)
            if fill > 0 { out.line(a.x, a.y, b.x, b.y, width: t, cap: cap, .col(fill)) }
        }
    }

    private mutating func circularDots(_ S: Double) {
        let c = S / 2, dr = M.max(1.5, 0.75 * t), radius = S / 2 - 1.35 * dr
        let head = M.frac(it / 1.1) * nd
        for i in 0..<n {
            let fi = Double(i)
            let p = polar(c, radius, M.top + M.tau * fi / nd)
            out.circle(p.x, p.y, dr, .trk)
            if indeterminate {
                let alpha = M.max(0, 1 - M.fmod(head - fi, nd) / (0.6 * nd))
                if alpha > 0 { out.circle(p.x, p.y, dr * (0.7 + 0.35 * alpha), .col(alpha)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0 { out.circle(p.x, p.y, dr * fill.squareRoot(), .col(1)) }
            }
        }
    }

    private mutating func circularGlow(_ S: Double) {
        let c = S / 2, radius = (S - t) / 2 - 4
        guard !(radius <= 0) else { return }
        out.arc(c, c, radius, 0, M.tau, width: t, cap: .butt, .col(0.14))
        let a0: Double, a1: Double
        if indeterminate {
            let spin = Self.spin(it)
            (a0, a1) = (M.top + spin.a0, M.top + spin.a1)
        } else {
            guard v > 0.0005 else { return }
            (a0, a1) = (M.top, M.top + M.tau * v)
        }
        out.arc(c, c, radius, a0, a1, width: t + 8, cap: cap, .col(0.12))
        out.arc(c, c, radius, a0, a1, width: t + 4, cap: cap, .col(0.22))
        out.arc(c, c, radius, a0, a1, width: t, cap: cap, .col(1))
        let p = polar(c, radius, a1), k = t / 2 + 4
        out.circle(
            p.x, p.y, k,
            .radial(
                cx: p.x, cy: p.y, r: k,
                stops: [
                    ProgressColorStop(0, .color, alpha: 0.5), ProgressColorStop(1, .color, alpha: 0),
                ]))
    }

    private mutating func circularSplit(_ S: Double) {
        let c = S / 2, radius = (S - t) / 2
        guard !(radius <= 0) else { return }
        out.arc(c, c, radius, 0, M.tau, width: t, cap: .butt, .trk)
        var head = Double.pi * v, tail = 0.0
        if indeterminate {
            let u = M.frac(it / 1.6)
            head = Double.pi * M.emphasized.value(at: M.clamp01(u / 0.6))
            tail = Double.pi * M.standard.value(at: M.clamp01((u - 0.3) / 0.7))
        }
        if head - tail <= 0.0005 { return }
        out.arc(c, c, radius, M.top + tail, M.top + head, width: t, cap: cap, .col(1))
        out.arc(c, c, radius, M.top - head, M.top - tail, width: t, cap: cap, .col(1))
    }

    private mutating func circularOrbit(_ S: Double) {
        let c = S / 2, ring = M.max(1, 0.5 * t), dot = M.max(2, t), radius = S / 2 - 1.6 * dot
        guard !(radius <= 0) else { return }
        out.arc(c, c, radius, 0, M.tau, width: ring, cap: .butt, .trk)
        let head: Double, tail: Double, fade: Double
        if indeterminate {
            head = M.top + M.frac(it / 1.2) * M.tau
            tail = head - 0.35 * M.tau
            fade = 0
        } else {
            tail = M.top
            head = M.top + M.tau * v
            fade = 0.15
        }
        if head - tail > 0.0005 {
            out.arc(
                c, c, radius, tail, head, width: 1.6 * ring, cap: .butt,
                .conic(
                    cx: c, cy: c, start: tail,
                    stops: [
                        ProgressColorStop(0, .color, alpha: fade),
                        ProgressColorStop(M.min(1, (head - tail) / M.tau), .color, alpha: 1),
                    ]))
        }
        let p = polar(c, radius, head)
        out.circle(
            p.x, p.y, 1.6 * dot,
            .radial(
                cx: p.x, cy: p.y, r: 1.6 * dot,
                stops: [
                    ProgressColorStop(0, .color, alpha: 0.35), ProgressColorStop(1, .color, alpha: 0),
                ]))
        out.circle(p.x, p.y, dot, .col(1))
    }

    private mutating func circularDual(_ S: Double) {
        let c = S / 2, outer = (S - t) / 2, inner = outer - t - M.max(2, 0.75 * g)
        guard !(inner <= 0) else { return }
        out.arc(c, c, outer, 0, M.tau, width: t, cap: .butt, .trk)
        out.arc(c, c, inner, 0, M.tau, width: t, cap: .butt, .trk)
        if indeterminate {
            let a = Self.spin(it), b = Self.spin(1.3 * it + 0.7)
            out.arc(c, c, outer, M.top + a.a0, M.top + a.a1, width: t, cap: cap, .col(1))
            out.arc(c, c, inner, M.top - b.a1, M.top - b.a0, width: t, cap: cap, .col(0.6))
            return
        }
        if v <= 0.0005 { return }
        out.arc(c, c, outer, M.top, M.top + M.tau * v, width: t, cap: cap, .col(1))
        out.arc(c, c, inner, M.top - M.tau * v, M.top, width: t, cap: cap, .col(0.6))
    }
}
