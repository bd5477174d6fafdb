import Foundation

/// Grid: k × k cells (k = segments ≤ 16) filling diagonal by diagonal. Never a label.
extension ProgressGeometryInput {
    mutating func grid() {
        let k = n, kd = nd, S = w
        let gap = M.max(2, 0.75 * g)
        let cell = (S - gap * (kd - 1)) / kd
        guard !(cell <= 0) else { return }
        let radius = round ? 0.28 * cell : 0.08 * cell
        let ranks = ProgressGeometry.gridOrder(k)
        let ctr = M.frac(it / 1.6) * (2 * kd + 1) - 1.5
        let dots = r.variant == .dots
        for row in 0..<k {
            for col in 0..<k {
                let x = Double(col) * (cell + gap), y = Double(row) * (cell + gap)
                if dots {
                    out.circle(x + cell / 2, y + cell / 2, cell / 2, .trk)
                } else {
                    out.rect(x, y, cell, cell, radius: radius, .trk)
                }
                let fill =
                    indeterminate
                    ? M.bump(Double(row + col) - ctr, 1.8)
                    : M.clamp01(v * kd * kd - Double(ranks[row * k + col]))
                if fill <= 0.01 { continue }
                let side = cell * (0.3 + 0.7 * fill)
                let paint = ProgressPaint.col(M.min(1, 1.6 * fill))
                if dots {
                    out.circle(x + cell / 2, y + cell / 2, side / 2, paint)
                } else {
                    out.rect(
                        x + (cell - side) / 2, y + (cell - side) / 2, side, side, radius: radius * side / cell, paint)
                }
            }
        }
    }
}

extension ProgressGeometry {
    /// The fill rank of each cell of a k × k grid, row-major: diagonal by diagonal from the
    /// top-left, top row first within a diagonal (k = 3 → [0, 1, 3, 2, 4, 6, 5, 7, 8]).
    public static func gridOrder(_ k: Int) -> [Int] {
        guard k > 0 else { return [] }
        var ranks = [Int](repeating: 0, count: k * k)
        var rank = 0
        for d in 0...(2 * k - 2) {
            for row in 0..<k {
                let col = d - row
                if col < 0 || col >= k { continue }
                ranks[row * k + col] = rank
                rank += 1
            }
        }
        return ranks
    }
}
