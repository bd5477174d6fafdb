/// Turns accumulated cells into per-pixel coverage with a running sum along each row, applies
/// the fill rule, and clears the cells for the next shape.
enum CoverageSweep {
    /// Calls `body(x, y, coverage)` for every pixel of `grid` with non-zero coverage, where
    /// coverage is in 1...2^17 (2^17 = fully covered), in row order. All cells end zeroed.
    @inline(__always)
    static func sweep(_ cells: UnsafeMutablePointer<Int32>, grid: CellGrid, evenOdd: Bool,
                      _ body: (_ x: Int, _ y: Int, _ coverage: Int32) -> Void) {
        let full = FixedPoint.fullCoverage
        let stride = grid.stride, width = grid.width
        for row in 0..<grid.height {
            let line = cells + row * stride
            let y = grid.originY + row
            var winding: Int32 = 0
            for column in 0..<width {
                winding &+= line[column]
                line[column] = 0
                var v: Int32
                if evenOdd {
                    v = winding & (2 * full - 1)
                    if v > full { v = 2 * full - v }
                } else {
                    v = winding < 0 ? 0 &- winding : winding
                    if v > full { v = full }
                }
                if v != 0 { body(grid.originX + column, y, v) }
            }
            line[width] = 0
        }
    }

    /// Blends an opaque-or-translucent premultiplied colour over the pixels of `grid` by coverage,
    /// row by row through pointers; all cells end zeroed.
    @inline(__always)
    static func sweepSolid(_ cells: UnsafeMutablePointer<Int32>, grid: CellGrid, evenOdd: Bool,
                           color src: UInt32, into target: PixelTarget) {
        let full = FixedPoint.fullCoverage
        let stride = grid.stride, width = grid.width
        let opaque = src >> 24 == 255
        var line = cells
        var dst = target.pixels + (grid.originY &* target.width &+ grid.originX)
        for _ in 0..<grid.height {
            var winding: Int32 = 0
            for column in 0..<width {
                winding &+= line[column]
                line[column] = 0
                var v: Int32
                if evenOdd {
                    v = winding & (2 &* full &- 1)
                    if v > full { v = 2 &* full &- v }
                } else {
                    v = winding < 0 ? 0 &- winding : winding
                    if v > full { v = full }
                }
                if v == 0 { continue }
                let coverage = FixedPoint.coverage8(v)
                if coverage == 255 {
                    dst[column] = opaque ? src : PixelMath.sourceOver(src, dst[column])
                } else if coverage != 0 {
                    dst[column] = PixelMath.sourceOver(PixelMath.scale(src, by: coverage), dst[column])
                }
            }
            line[width] = 0
            line += stride
            dst += target.width
        }
    }
}
