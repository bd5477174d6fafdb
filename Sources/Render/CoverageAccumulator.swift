/// Deposits the exact signed area of line segments into a grid of integer cells.
///
/// Each segment is cut at pixel row and column boundaries. A piece inside cell (cx, row) that
/// descends `dy` (1/256 px, signed by direction) between x offsets fx1 and fx2 adds
/// `dy·(512 − fx1 − fx2)` to its own cell and `dy·(fx1 + fx2)` to the next one, so a running sum
/// along a row gives each pixel's covered area (the accumulation-buffer method of font
/// rasterizers). Pieces left of the grid fold their whole `dy·512` into column 0 and pieces right
/// of it are dropped. Every cut point is computed from the segment's top end and slope only, so a
/// shared edge is cut the same way in both shapes that use it, and a clip changes nothing inside it.
///
/// A row cut of a segment from (xa, ya) to (xb, yb) lies at `xa + round((y − ya)·dx/dy)`, a column
/// cut of a row piece at `ya + round((x − xa)·dy/dx)` of that piece (rounded half away from zero,
/// see `CutRounding`); both are stepped in exact integers, which give the same points as the
/// double-precision formula `FixedPoint.roundedToInt(Double(k) * (Double(num) / Double(den)))`.
///
/// Coordinates are relative to the grid's top-left corner (the caller subtracts
/// `originX·256, originY·256`): a shift by whole pixels changes no difference, no offset within a
/// cell and no rounding, so the cuts are those of device space, and cell (column, row) is simply
/// `x >> 8, y >> 8`.
///
/// Every deposit also marks its cell's bit in `touched`, which lets the sweep skip empty cells.
struct CoverageAccumulator {
    let cells: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>
    let width: Int, lastRow: Int, stride: Int, words: Int

    init(_ buffers: CellBuffers, grid: CellGrid) {
        self.cells = buffers.cells
        self.touched = buffers.touched
        self.width = grid.width
        self.lastRow = grid.height - 1
        self.stride = grid.stride
        self.words = grid.touchedWordsPerRow
    }

    /// The cells and touched bits of grid row `row`.
    @inline(__always)
    func row(_ row: Int) -> CoverageRow {
        CoverageRow(cells: cells + row &* stride, bits: touched + row &* words, width: width)
    }

    /// Adds a segment from (x0, y0) to (x1, y1), in grid-relative 24.8 fixed-point pixels.
    @inline(__always)
    func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let (xa, ya, xb, yb, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let firstRow = max(ya >> 8, 0)
        let endRow = min((yb &- 1) >> 8, lastRow)
        if firstRow > endRow { return }
        let dx = xb &- xa, dy = yb &- ya
        if dx == 0 {
            // Vertical: one cell per row, same offset throughout.
            let cx = xa >> 8, fx2 = (xa &- (cx << 8)) << 1
            var line = row(firstRow)
            for r in firstRow...endRow {
                let top = max(ya, r << 8), bottom = min(yb, (r &+ 1) << 8)
                line.deposit(cx, dy: (bottom &- top) &* sign, fxSum: fx2)
                line.advance(stride: stride, words: words)
            }
        } else if dx.magnitude < CutRounding.limit, dy < CutRounding.limit {
            addSteppedLine(xa, ya, xb, yb, sign: sign, firstRow: firstRow, endRow: endRow)
        } else {
            addWideLine(xa, ya, xb, yb, sign: sign, firstRow: firstRow, endRow: endRow)
        }
    }

    /// A sloped segment shorter than `CutRounding.limit` both ways: row cuts stepped exactly.
    @inline(__always)
    private func addSteppedLine(
        _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int,
        firstRow: Int, endRow: Int
    ) {
        let dx = xb &- xa, dy = yb &- ya, adx = dx < 0 ? 0 &- dx : dx
        var top = max(ya, firstRow << 8)
        var xTop = top == ya ? xa : xa &+ CutRounding.cut(top &- ya, dx, dy)
        var bottom = min(yb, (firstRow &+ 1) << 8)
        // (bottom − ya)·|dx| = q·dy + r, stepped by 256·|dx| = stepQ·dy + stepR per row; a
        // segment within one row needs no cut.
        var q = 0, r = 0, step = (quotient: 0, remainder: 0)
        if bottom != yb {
            (q, r) = ((bottom &- ya) &* adx).quotientAndRemainder(dividingBy: dy)
            step = (adx << 8).quotientAndRemainder(dividingBy: dy)
        }
        var line = row(firstRow)
        var rowIndex = firstRow
        while true {
            var xBottom = xb
            if bottom != yb {
                let twice = r << 1
                if twice != dy {
                    let m = twice > dy ? q &+ 1 : q
                    xBottom = dx < 0 ? xa &- m : xa &+ m
                } else {
                    xBottom = xa &+ CutRounding.tie(bottom &- ya, dx, dy)
                }
            }
            line.addPiece(xTop, top, xBottom, bottom, sign: sign)
            if rowIndex == endRow { return }
            rowIndex &+= 1
            line.advance(stride: stride, words: words)
            top = bottom
            xTop = xBottom
            bottom = min(yb, bottom &+ 256)
            q &+= step.quotient
            r &+= step.remainder
            if r >= dy { r &-= dy; q &+= 1 }
        }
    }
}
