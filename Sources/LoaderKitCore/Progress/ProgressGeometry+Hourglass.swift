import Foundation

/// Hourglass: two triangular bulbs of sand; indeterminate it runs out and turns over. Never a label.
extension ProgressGeometryInput {
    mutating func hourglass() {
        let S = w, c = S / 2
        let ring = M.max(1.5, 0.5 * t)
        let half = 0.3 * S, top = 0.1 * S, bottom = 0.9 * S
        let neck = M.max(1, 0.035 * S)
        let left = c - half, right = c + half
        let bulb = c - top
        var f = v, flip = 0.0
        if indeterminate {
            let u = M.frac(it / 2.4)
            f = M.easeInOut.value(at: M.clamp01(u / 0.8))
            flip = Double.pi * M.easeInOut.value(at: M.clamp01((u - 0.8) / 0.2))
        }
        let lift = 1 - 0.2 * sin(flip)
        let cosine = cos(flip) * lift, sine = sin(flip) * lift
        func turned(_ points: [(Double, Double)]) -> [Double] {
            points.flatMap { p -> [Double] in
                let dx = p.0 - c, dy = p.1 - c
                return [c + dx * cosine - dy * sine, c + dx * sine + dy * cosine]
            }
        }
        let glass = turned([(left, top), (right, top), (c + neck, c), (right, bottom), (left, bottom), (c - neck, c)])
        out.polygon(glass, .trk)
        let up = bulb * (1 - f).squareRoot()
        out.clip(.polygon(points: glass)) { list in
            if f < 0.9995 { list.polygon(turned([(left, c - up), (right, c - up), (right, c), (left, c)]), .col(1)) }
            if f > 0.0005 {
                list.polygon(turned([(left, c + up), (right, c + up), (right, bottom), (left, bottom)]), .col(1))
            }
        }
        if f > 0.0005 && f < 0.9995 && flip == 0 {
            out.line(c, c, c, c + up, width: M.max(1, 0.8 * neck), cap: .butt, .col(1))
        }
        out.polyline(glass, closed: true, width: ring, cap: .butt, .col(0.7))
        for y in [top, bottom] {
            let plate = turned([(left - 1.5 * ring, y), (right + 1.5 * ring, y)])
            out.line(plate[0], plate[1], plate[2], plate[3], width: 1.6 * ring, cap: .round, .col(1))
        }
    }
}
