import Foundation

/// Battery: an outlined body with a terminal, filled (or in cells) inside a clip, with an
/// inverted label; indeterminate it charges and shows a bolt.
extension ProgressGeometryInput {
    mutating func battery() {
        let bd = M.max(1.5, 0.5 * t)
        let capW = M.max(3, 0.07 * w)
        let bw = w - capW - 0.5 * bd
        let radius = 0.24 * h
        if bw - bd > 0 && h - bd > 0 {
            out.commands.append(
                .strokeRect(
                    x: bd / 2, y: bd / 2, width: bw - bd, height: h - bd,
                    radius: M.max(0, M.min(radius, (bw - bd) / 2, (h - bd) / 2)), lineWidth: bd, paint: .col(0.7)))
        }
        out.rect(bw + 0.2 * bd, 0.34 * h, w - bw - 0.2 * bd, 0.32 * h, radius: 0.5 * capW, .col(0.7))
        let pad = bd + M.max(1.5, 0.5 * g)
        let iw = bw - 2 * pad, ih = h - 2 * pad
        if iw <= 0 || ih <= 0 { return }
        var filled = iw * v, alpha = 1.0
        if indeterminate {
            let u = M.frac(it / 1.8)
            filled = iw * M.easeInOut.value(at: M.clamp01(u / 0.8))
            alpha = u > 0.8 ? 1 - (u - 0.8) / 0.2 : 1
        }
        let me = self
        out.clip(ProgressCommandList.clipRect(pad, pad, iw, ih, radius: M.max(1, radius - 0.7 * pad))) { list in
            if me.r.variant == .segmented {
                let gap = M.max(1.5, 0.5 * me.g)
                let cw = (iw - gap * (me.nd - 1)) / me.nd
                if cw > 0 {
                    for i in 0..<me.n {
                        let x = pad + Double(i) * (cw + gap)
                        list.rect(x, pad, cw, ih, .trk)
                        let k = M.clamp01((filled / iw) * me.nd - Double(i))
                        if k > 0.01 { list.rect(x, pad, cw, ih, .col(alpha * k)) }
                    }
                }
            } else {
                list.rect(pad, pad, iw, ih, .trk)
                list.rect(pad, pad, filled, ih, .col(alpha))
            }
            guard me.drawsLabel else { return }
            let size = M.max(10, M.min(0.55 * ih, 30)), text = me.labelText
            list.text(pad + iw / 2, pad + ih / 2, size: size, text, .lbl)
            list.clip(ProgressCommandList.clipRect(pad, pad, filled, ih)) {
                $0.text(pad + iw / 2, pad + ih / 2, size: size, text, .wht(1))
            }
        }
        guard indeterminate else { return }
        let bx = pad + iw / 2, by = pad + ih / 2, k = 0.42 * ih
        let shape: [(Double, Double)] = [
            (0.15, -1), (-0.55, 0.12), (-0.05, 0.12), (-0.2, 1), (0.55, -0.15), (0.05, -0.15),
        ]
        let bolt = shape.flatMap { [bx + 0.9 * k * $0.0, by + k * $0.1] }
        out.polygon(bolt, .wht(1))
        out.polyline(bolt, closed: true, width: 1.2, cap: .butt, .col(1))
    }
}
