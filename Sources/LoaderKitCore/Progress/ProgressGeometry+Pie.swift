import Foundation

/// Pie: a filling slice inside an outline, or slices around the whole square. Never a label.
extension ProgressGeometryInput {
    mutating func pie() {
        let S = w, c = S / 2
        if r.variant == .segmented { return pieSegmented(S) }
        let width = M.max(1, 0.6 * t)
        let outline = (S - width) / 2
        let disc = outline - width / 2 - M.max(1, 0.6 * g)
        out.arc(c, c, outline, 0, M.tau, width: width, cap: .butt, .col(1))
        out.circle(c, c, disc, .trk)
        var start = M.top, end = M.top + M.tau * v
        if indeterminate {
            let turns = it / 1.2
            start = M.top + M.frac(turns) * M.tau
            end = start + (0.12 + 0.2 * (0.5 - 0.5 * cos(M.tau * turns))) * M.tau
        }
        if end - start < 0.0005 || disc <= 0 { return }
        out.sector(c, c, disc, start, end, .col(1))
    }

    private mutating func pieSegmented(_ S: Double) {
        let c = S / 2, radius = S / 2
        let gamma = n > 1 ? M.max(2, g) / radius : 0
        let sigma = M.tau / nd - gamma
        if sigma <= 0.01 { return }
        let head = M.frac(it / 1.2) * nd
        for i in 0..<n {
            let fi = Double(i)
            let a = M.top + fi * (sigma + gamma) + gamma / 2
            out.sector(c, c, radius, a, a + sigma, .trk)
            if indeterminate {
                let m = M.fmod(fi + 0.5 - head, nd)
                let k = M.bump(M.min(m, nd - m), 0.32 * nd)
                if k > 0.01 { out.sector(c, c, radius, a, a + sigma, .col(k)) }
            } else {
                let fill = M.clamp01(v * nd - fi)
                if fill > 0.001 { out.sector(c, c, radius, a, a + sigma * fill, .col(1)) }
            }
        }
    }
}
