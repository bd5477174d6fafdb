import Foundation

/// Linear bars: twelve variants drawn in `w × H` from x = 0, then the label.
extension ProgressGeometryInput {
    mutating func linear() {
        let inside = r.labelInside
        let outside = r.showLabel && !inside
        let labelFits = !outside || w - ProgressDefaults.labelWidth >= 20
        let bar = outside && labelFits ? w - ProgressDefaults.labelWidth : w
        let cy = h / 2
        switch r.variant {
        case .segmented: linearSegmented(bar)
        case .striped: linearStriped(bar)
        case .shimmer: linearShimmer(bar)
        case .glow: linearGlow(bar, cy)
        case .dots: linearDots(bar)
        case .steps: linearSteps(bar, cy)
        case .gradient: linearGradient(bar, cy)
        case .center: linearCenter(bar, cy)
        case .chevrons: linearChevrons(bar, cy)
        case .ticks: linearTicks(bar, cy)
        default: linearFlat(bar, cy)
        }
        guard drawsLabel && labelFits else { return }
        if inside {
            let size = M.roundHalfUp(M.min(0.6 * t, 15))
            out.text(w / 2, h / 2, size: size, labelText, .lbl)
            let filled: Double
            if r.variant == .flat {
                filled = v > 0.0005 ? v * (w - 2 * rho) + 2 * rho : 0
            } else {
                filled = v * w
            }
            let text = labelText
            out.clip(ProgressCommandList.clipRect(0, 0, filled, h)) { $0.text(w / 2, h / 2, size: size, text, .wht(1)) }
        } else {
            out.text(w, h / 2, size: ProgressDefaults.linearLabelSize, labelText, alignRight: true, .lbl)
        }
    }

    /// The indeterminate two-segment pieces (fractions of the track), 1.75 s cycle.
    var twoSegments: [(a: Double, b: Double)] {
        let u = M.frac(it / 1.75)
        let head1 = M.emphasized.value(at: M.clamp01(u / 0.55))
        let tail1 = M.standard.value(at: M.clamp01((u - 0.15) / 0.55))
        let head2 = M.emphasized.value(at: M.clamp01((u - 0.5) / 0.42))
        let tail2 = M.standard.value(at: M.clamp01((u - 0.62) / 0.38))
        var pieces: [(a: Double, b: Double)] = []
        if head1 - tail1 > 0.002 { pieces.append((tail1, head1)) }
        if head2 - tail2 > 0.002 { pieces.append((tail2, head2)) }
        if pieces.count == 2 && pieces[1].a < pieces[0].a { pieces.swapAt(0, 1) }
        return pieces
    }

    // MARK: flat and wavy

    private mutating func linearFlat(_ bar: Double, _ cy: Double) {
        let x0 = rho, x1 = bar - rho, len = x1 - x0
        let gap = g + 2 * rho
        let amp = r.amplitude * s.wave
        let wavy = r.variant == .wavy && amp > 0.05
        let phase = M.frac(tau * r.waveSpeed) * r.wavelength
        func active(_ list: inout ProgressCommandList, _ a: Double, _ b: Double) {
            let xa = x0 + a * len, xb = x0 + b * len
            if wavy {
                if xb < xa { return }
                let steps = M.max(1, M.steps((xb - xa) / 2))
                var points: [Double] = []
                if !steps.isNaN {
                    let count = M.count(steps)
                    points.reserveCapacity(2 * (count + 1))
                    for i in 0...count {
                        let x = xa + (xb - xa) * Double(i) / steps
                        points.append(x)
                        points.append(cy + amp * sin(M.tau * (x - phase) / r.wavelength))
                    }
                }
                list.polyline(points, width: t, cap: cap, .col(1))
            } else {
                list.barLine(xa, xb, y: cy, width: t, cap: cap, .col(1))
            }
        }
        if indeterminate {
            var from = 0.0
            for (a, b) in twoSegments {
                let end = a * len - (from == 0 && a == 0 ? 0 : gap)
                if end > from { out.barLine(x0 + from, x0 + end, y: cy, width: t, cap: cap, .trk) }
                from = b * len + gap
                active(&out, a, b)
            }
            if from < len { out.barLine(x0 + from, x1, y: cy, width: t, cap: cap, .trk) }
            return
        }
        var trackFrom = v > 0.0005 ? v * len + gap : 0
        if s.buffer > 0 {
            let b = M.max(v, M.clamp01(s.buffer))
            if b * len - trackFrom > 0.5 {
                out.barLine(x0 + trackFrom, x0 + b * len, y: cy, width: t, cap: cap, .col(0.5))
                trackFrom = b * len + gap
            }
        }
        if trackFrom < len { out.barLine(x0 + trackFrom, x1, y: cy, width: t, cap: cap, .trk) }
        if r.stopIndicator && trackFrom < len - t { out.circle(x1, cy, M.min(t, 4) / 2, .col(1)) }
        if v > 0.0005 { active(&out, 0, v) }
    }

    // MARK: segmented

    private mutating func linearSegmented(_ bar: Double) {
        let gap = M.max(2, g)
        let sw = (bar - gap * (nd - 1)) / nd
        let y = h / 2 - t / 2
        let cr = round ? M.min(t / 2, sw / 2) : 0
        let c = M.frac(it / 1.6) * (nd + 4) - 2
        for i in 0..<n {
            let fi = Double(i)
            let x = fi * (sw + gap)
            out.rect(x, y, sw, t, radius: cr, .trk)
            let fill = indeterminate ? 1 : M.clamp01(v * nd - fi)
            let alpha = indeterminate ? M.bump(fi + 0.5 - c, 2.2) : 1
            if fill <= 0.001 || alpha <= 0.01 || sw <= 0 { continue }
            out.clip(ProgressCommandList.clipRect(x, y, sw, t, radius: cr)) {
                $0.rect(x, y, sw * fill, t, .col(alpha))
            }
        }
    }

    // MARK: striped and shimmer

    private func stripes(_ list: inout ProgressCommandList, to limit: Double, y: Double, _ paint: ProgressPaint) {
        let sp = M.max(6, 0.8 * t)
        let offset = M.fmod(26 * (indeterminate ? it : tau), 2 * sp)
        var x = -t - 2 * sp + offset
        var count = 0
        while x < limit + t && count < ProgressMath.maximumCount {
            list.polygon([x, y + t, x + sp, y + t, x + sp + t, y, x + t, y], paint)
            x += 2 * sp
            count += 1
        }
    }

    private mutating func linearStriped(_ bar: Double) {
        let y = h / 2 - t / 2
        out.rect(0, y, bar, t, radius: t / 2, .trk)
        let me = self
        out.clip(ProgressCommandList.clipRect(0, y, bar, t, radius: t / 2), omitIfEmpty: true) { outer in
            if me.indeterminate {
                me.stripes(&outer, to: bar, y: y, .col(0.85))
                return
            }
            let filled = bar * me.v
            guard filled > 0.5 else { return }
            outer.clip(ProgressCommandList.clipRect(0, y, filled, me.t, radius: me.t / 2)) { inner in
                inner.rect(0, y, filled, me.t, .col(1))
                me.stripes(&inner, to: filled, y: y, .wht(0.22))
            }
        }
    }

    private mutating func linearShimmer(_ bar: Double) {
        let y = h / 2 - t / 2
        out.rect(0, y, bar, t, radius: t / 2, .trk)
        let me = self
        out.clip(ProgressCommandList.clipRect(0, y, bar, t, radius: t / 2), omitIfEmpty: true) { outer in
            if me.indeterminate {
                let u = M.frac(me.it / 1.5)
                let bw = 0.45 * bar
                let x = -bw + M.easeInOut.value(at: u) * (bar + bw)
                outer.rect(
                    x, y, bw, me.t,
                    .linear(
                        x0: x, y0: 0, x1: x + bw, y1: 0,
                        stops: [
                            ProgressColorStop(0, .color, alpha: 0), ProgressColorStop(0.5, .color, alpha: 1),
                            ProgressColorStop(1, .color, alpha: 0),
                        ]))
                return
            }
            let filled = bar * me.v
            guard filled > 0.5 else { return }
            outer.clip(ProgressCommandList.clipRect(0, y, filled, me.t, radius: me.t / 2)) { inner in
                inner.rect(0, y, filled, me.t, .col(1))
                let u = M.fmod(me.tau, 2.2) / 1.5
                guard u < 1 else { return }
                let sw = M.max(36, 0.22 * bar)
                let x = -sw + u * (filled + sw)
                inner.rect(
                    x, y, sw, me.t,
                    .linear(
                        x0: x, y0: 0, x1: x + sw, y1: 0,
                        stops: [
                            ProgressColorStop(0, .white, alpha: 0), ProgressColorStop(0.5, .white, alpha: 0.5),
                            ProgressColorStop(1, .white, alpha: 0),
                        ]))
            }
        }
    }

    // MARK: glow

    private mutating func linearGlow(_ bar: Double, _ cy: Double) {
        let x0 = rho + 2, x1 = bar - rho - 2, len = x1 - x0
        out.barLine(x0, x1, y: cy, width: t, cap: cap, .col(0.14))
        func glow(_ a: Double, _ b: Double) {
            let head = x0 + b * len, from = x0 + a * len
            out.barLine(from, head, y: cy, width: t + 8, cap: cap, .col(0.12))
            out.barLine(from, head, y: cy, width: t + 4, cap: cap, .col(0.22))
            out.barLine(from, head, y: cy, width: t, cap: cap, .col(1))
            let k = t + 8
            out.rect(
                head - k, cy - k, 2 * k, 2 * k,
                .radial(
                    cx: head, cy: cy, r: k,
                    stops: [
                        ProgressColorStop(0, .color, alpha: 0.55), ProgressColorStop(1, .color, alpha: 0),
                    ]))
        }
        if indeterminate {
            for (a, b) in twoSegments { glow(a, b) }
        } else if v > 0.0005 {
            glow(0, v)
        }
    }

    // MARK: dots

    private mutating func linearDots(_ bar: Double) {
        let d = M.max(6, 2 * t), radius = d / 2
        let cy = h / 2 + 0.45 * radius
        let spacing = (bar - d) / M.max(1, nd - 1)
        let c = M.frac(it / 1.5) * (nd + 3) - 1.5
        for i in 0..<n {
            let fi = Double(i)
            let x = radius + fi * spacing
            out.circle(x, cy, radius, .trk)
            if indeterminate {
                let k = M.bump(fi - c, 1.6)
                if k > 0 { out.circle(x, cy - 0.9 * k * radius, radius * (0.75 + 0.25 * k), .col(k)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0 { out.circle(x, cy, radius * fill.squareRoot(), .col(1)) }
            }
        }
    }

    // MARK: steps

    private mutating func linearSteps(_ bar: Double, _ cy: Double) {
        let R = M.max(7, 1.75 * t)
        func x(_ i: Int) -> Double { R + Double(i) * (bar - 2 * R) / (nd - 1) }
        let position = indeterminate ? -1 : v * (nd - 1)
        let c = M.frac(it / 2.2) * nd - 0.5
        for i in 0..<(n - 1) {
            let fi = Double(i)
            let a = x(i) + R + 3, b = x(i + 1) - R - 3
            out.barLine(a, b, y: cy, width: t, cap: .round, .trk)
            if indeterminate {
                let lo = M.clamp01(c - 0.3 - fi), hi = M.clamp01(c + 0.3 - fi)
                if hi > lo { out.barLine(a + (b - a) * lo, a + (b - a) * hi, y: cy, width: t, cap: .round, .col(1)) }
            } else {
                let fill = M.clamp01(position - fi)
                if fill > 0 { out.barLine(a, a + (b - a) * fill, y: cy, width: t, cap: .round, .col(1)) }
            }
        }
        for i in 0..<n {
            let fi = Double(i), xi = x(i)
            out.circle(xi, cy, R, .trk)
            if indeterminate {
                let k = M.bump(fi - c, 0.55)
                if k > 0.01 { out.circle(xi, cy, R, .col(k)) }
                continue
            }
            let done = M.clamp01((position - fi + 0.12) / 0.12)
            if done > 0 {
                out.circle(xi, cy, R * (0.4 + 0.6 * done), .col(1))
                if done > 0.6 {
                    out.polyline(
                        [xi - 0.38 * R, cy + 0.02 * R, xi - 0.1 * R, cy + 0.3 * R, xi + 0.4 * R, cy - 0.28 * R],
                        width: M.max(1.5, 0.22 * R), cap: .round, .wht((done - 0.6) / 0.4))
                }
            } else if position > fi - 1 {
                out.arc(xi, cy, R - 1, 0, M.tau, width: 2, cap: .butt, .col(1))
            }
        }
    }

    // MARK: gradient and center

    private mutating func linearGradient(_ bar: Double, _ cy: Double) {
        let x0 = rho, x1 = bar - rho, len = x1 - x0
        out.barLine(x0, x1, y: cy, width: t, cap: cap, .trk)
        func active(_ a: Double, _ b: Double) {
            let from = x0 + a * len, to = x0 + b * len
            out.barLine(
                from, to, y: cy, width: t, cap: cap,
                .linear(
                    x0: from - rho, y0: 0, x1: to + rho, y1: 0,
                    stops: [
                        ProgressColorStop(0, .color, alpha: 0.15), ProgressColorStop(1, .color, alpha: 1),
                    ]))
        }
        if indeterminate {
            for (a, b) in twoSegments { active(a, b) }
        } else if v > 0.0005 {
            active(0, v)
        }
    }

    private mutating func linearCenter(_ bar: Double, _ cy: Double) {
        let x0 = rho, len = bar - 2 * rho
        out.barLine(x0, x0 + len, y: cy, width: t, cap: cap, .trk)
        var half = v / 2, alpha = 1.0
        if indeterminate {
            let u = M.frac(it / 1.6)
            half = M.emphasized.value(at: u) / 2
            alpha = 1 - M.standard.value(at: M.clamp01((u - 0.55) / 0.45))
        }
        if half > 0.00025 && alpha > 0.01 {
            out.barLine(x0 + (0.5 - half) * len, x0 + (0.5 + half) * len, y: cy, width: t, cap: cap, .col(alpha))
        }
    }

    // MARK: chevrons and ticks

    private mutating func linearChevrons(_ bar: Double, _ cy: Double) {
        let hh = M.max(3, 1.5 * t)
        let cw = (bar - t) / nd
        let dp = M.min(0.5 * cw, hh)
        guard !(cw <= 0) else { return }
        let c = M.frac(it / 1.4) * (nd + 4) - 2
        for i in 0..<n {
            let fi = Double(i)
            let x = t / 2 + fi * cw + (cw - dp) / 2
            let points = [x, cy - hh, x + dp, cy, x, cy + hh]
            out.polyline(points, width: t, cap: cap, .trk)
            let k = indeterminate ? M.bump(fi + 0.5 - c, 3) : M.clamp01(v * nd - fi)
            if k > 0.01 { out.polyline(points, width: t, cap: cap, .col(k)) }
        }
    }

    private mutating func linearTicks(_ bar: Double, _ cy: Double) {
        let long = M.max(4, 2.5 * t), short = 0.55 * long
        let c = M.frac(it / 1.6) * (nd + 6) - 3
        for i in 0..<n {
            let fi = Double(i)
            let x = n == 1 ? bar / 2 : t / 2 + fi * (bar - t) / (nd - 1)
            let reach = i % 4 == 0 ? long : short
            out.line(x, cy - reach, x, cy + reach, width: t, cap: cap, .trk)
            let k = indeterminate ? M.bump(fi - c, 3.5) : M.clamp01(v * nd - fi)
            if k > 0.01 { out.line(x, cy - reach, x, cy + reach, width: t, cap: cap, .col(k)) }
        }
    }
}
