import Foundation

/// Bars: a rising staircase of bars (solid or stacked dots), or signal arcs. Never a label.
extension ProgressGeometryInput {
    mutating func bars() {
        if r.variant == .arcs { return barsArcs() }
        let gap = M.max(3, g)
        let bw = (w - gap * (nd - 1)) / nd
        if bw <= 0 { return }
        let radius = round ? M.min(0.3 * bw, 4) : 0
        let c = M.frac(it / 1.4) * (nd + 3) - 1.5
        for i in 0..<n {
            let fi = Double(i)
            let hi = h * (0.25 + 0.75 * (fi + 1) / nd)
            let x = fi * (bw + gap), y = h - hi
            let fill = indeterminate ? M.bump(fi + 0.5 - c, 1.6) : M.clamp01(v * nd - fi)
            if r.variant == .dots {
                let d = M.min(bw, h)
                let pitch = d + M.max(1.5, 0.5 * gap)
                let m = M.max(1, ((hi - d) / pitch + 1e-9).rounded(.down) + 1)
                for j in 0..<M.count(m) {
                    let fj = Double(j)
                    let cy = h - d / 2 - fj * pitch
                    out.circle(x + bw / 2, cy, d / 2, .trk)
                    let k = M.clamp01(fill * m - fj)
                    if k > 0.01 { out.circle(x + bw / 2, cy, d / 2, .col(k)) }
                }
                continue
            }
            out.rect(x, y, bw, hi, radius: radius, .trk)
            if fill <= 0.001 { continue }
            out.clip(ProgressCommandList.clipRect(x, y, bw, hi, radius: radius)) {
                $0.rect(x, h - hi * fill, bw, hi * fill, .col(1))
            }
        }
    }

    private mutating func barsArcs() {
        let cx = w / 2, cy = h - t
        let outer = M.min(cy - t / 2, (w / 2 - t / 2) / sin(Double.pi / 4))
        guard !(outer <= 0) else { return }
        out.circle(cx, cy, 0.8 * t, .col(1))
        let c = M.frac(it / 1.4) * (nd + 2) - 1
        for i in 0..<n {
            let fi = Double(i)
            let radius = (fi + 1) * outer / nd
            let a0 = M.top - Double.pi / 4, a1 = M.top + Double.pi / 4
            out.arc(cx, cy, radius, a0, a1, width: t, cap: cap, .trk)
            let k = indeterminate ? M.bump(fi + 0.5 - c, 1.5) : M.clamp01(v * nd - fi)
            if k > 0.01 { out.arc(cx, cy, radius, a0, a1, width: t, cap: cap, .col(k)) }
        }
    }
}
