import Foundation

/// Liquid: a round flask or a heart filled to the level, with two travelling wave surfaces and
/// an inverted label.
extension ProgressGeometryInput {
    mutating func liquid() {
        let S = w, c = S / 2
        let ring = M.max(1.5, 0.6 * t)
        let half = (S - ring) / 2
        let ri = half - ring / 2 - M.max(1.5, 0.6 * g)
        let heart = r.variant == .heart
        if !heart {
            out.arc(c, c, half, 0, M.tau, width: ring, cap: .butt, .col(1))
            if ri <= 0 { return }
        }
        if !heart || ri > 0 {
            let extent = heart ? 0.90625 * ri : ri
            let shape: ProgressClipShape = heart ? .polygon(points: Self.heart(c, ri)) : .circle(cx: c, cy: c, r: ri)
            let front = surface(c - ri, c + ri, c - extent, c + extent, ri: ri, back: false)
            let back = surface(c - ri, c + ri, c - extent, c + extent, ri: ri, back: true)
            let showsLabel = drawsLabel
            let text = labelText
            let size = ProgressGeometry.labelSize(S) * (heart ? 0.8 : 1)
            let labelY = heart ? c - 0.12 * ri : c
            out.clip(shape) { list in
                list.rect(c - ri, c - extent, 2 * ri, 2 * extent, .trk)
                list.polygon(back, .col(0.45))
                list.polygon(front, .col(1))
                guard showsLabel else { return }
                list.text(c, labelY, size: size, text, .lbl)
                list.clip(.polygon(points: front)) { $0.text(c, labelY, size: size, text, .wht(1)) }
            }
        }
        if heart { out.polyline(Self.heart(c, half), closed: true, width: ring, cap: .butt, .col(1)) }
    }

    /// A wave surface closed below the box [left, right] × [top, bottom] (absolute x in the sine).
    private func surface(_ left: Double, _ right: Double, _ top: Double, _ bottom: Double, ri: Double, back: Bool)
        -> [Double]
    {
        let level = indeterminate ? 0.5 + 0.14 * sin(1.8 * it) : v
        let amplitude = ri * (indeterminate ? 0.09 : 0.07 * s.wave)
        let wavelength = 1.35 * ri
        let cycle = tau * r.waveSpeed * 0.8
        let a = back ? 0.8 * amplitude : amplitude
        let phase = back ? 2 - M.frac(0.7 * cycle) * M.tau : M.frac(cycle) * M.tau
        let base = bottom - level * (bottom - top)
        let end = right + 2
        let steps = M.max(1, M.steps((end - left) / 2))
        var points = [left, bottom + 1]
        if !steps.isNaN {
            let count = M.count(steps)
            points.reserveCapacity(2 * count + 6)
            for i in 0...count {
                let x = left + (end - left) * Double(i) / steps
                points.append(x)
                points.append(base + a * sin(M.tau * x / wavelength + phase))
            }
        }
        points.append(end)
        points.append(bottom + 1)
        return points
    }

    /// The heart outline of half-width `h` centred on (c, c): 72 points clockwise from the notch.
    static func heart(_ c: Double, _ h: Double) -> [Double] {
        var points: [Double] = []
        points.reserveCapacity(144)
        for i in 0..<72 {
            let a = M.tau * Double(i) / 72
            let s = sin(a)
            points.append(c + h * s * s * s)
            points.append(c + h * (-13 * cos(a) + 5 * cos(2 * a) + 2 * cos(3 * a) + cos(4 * a) - 2.5) / 16)
        }
        return points
    }
}
