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
    ///
    /// Cells are zero wherever no edge passes, so a row is walked as runs of constant coverage:
    /// each run costs one compare per pixel to find, then a fill, a blend with one scaled colour,
    /// or nothing (outside the shape).
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
            var column = 0
            while column < width {
                let cell = line[column]
                if cell != 0 {
                    winding &+= cell
                    line[column] = 0
                }
                var end = column &+ 1
                while end < width && line[end] == 0 { end &+= 1 }
                var v: Int32
                if evenOdd {
                    v = winding & (2 &* full &- 1)
                    if v > full { v = 2 &* full &- v }
                } else {
                    v = winding < 0 ? 0 &- winding : winding
                    if v > full { v = full }
                }
                if v != 0 {
                    let coverage = FixedPoint.coverage8(v)
                    if coverage == 255 {
                        if opaque {
                            for x in column..<end { dst[x] = src }
                        } else {
                            for x in column..<end { dst[x] = PixelMath.sourceOver(src, dst[x]) }
                        }
                    } else if coverage != 0 {
                        let scaled = PixelMath.scale(src, by: coverage)
                        for x in column..<end { dst[x] = PixelMath.sourceOver(scaled, dst[x]) }
                    }
                }
                column = end
            }
            line[width] = 0
            line += stride
            dst += target.width
        }
    }
}
