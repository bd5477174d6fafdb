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
/// Coordinates are relative to the grid's top-left corner (the caller subtracts
/// `originX·256, originY·256`): a shift by whole pixels changes no difference, no offset within a
/// cell and no rounding, so the cuts are those of device space, and cell (column, row) is simply
/// `x >> 8, y >> 8`.
///
/// Every deposit also marks its cell's bit in `touched`, which lets the sweep skip empty cells.
struct CoverageAccumulator {
    let cells: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>
    private let width: Int, lastRow: Int, stride: Int, words: Int

    init(_ buffers: CellBuffers, grid: CellGrid) {
        self.cells = buffers.cells
        self.touched = buffers.touched
        self.width = grid.width
        self.lastRow = grid.height - 1
        self.stride = grid.stride
        self.words = grid.touchedWordsPerRow
    }

    /// Adds a segment from (x0, y0) to (x1, y1), in grid-relative 24.8 fixed-point pixels.
    @inline(__always)
    func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let (xa, ya, xb, yb, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let firstRow = max(ya >> 8, 0)
        let endRow = min((yb - 1) >> 8, lastRow)
        if firstRow > endRow { return }
        if xa == xb {
            // Vertical: one cell per row, same offset throughout.
            let cx = xa >> 8, fx2 = (xa - (cx << 8)) << 1
            for row in firstRow...endRow {
                let top = max(ya, row << 8), bottom = min(yb, (row + 1) << 8)
                Row(self, row).deposit(cx, dy: (bottom - top) * sign, fxSum: fx2)
            }
            return
        }
        let dxdy = Double(xb - xa) / Double(yb - ya)
        @inline(__always) func xAt(_ y: Int) -> Int {
            y == ya ? xa : (y == yb ? xb : xa + FixedPoint.roundedToInt(Double(y - ya) * dxdy))
        }
        var top = max(ya, firstRow << 8)
        var xTop = xAt(top)
        for row in firstRow...endRow {
            let bottom = min(yb, (row + 1) << 8)
            let xBottom = xAt(bottom)
            Row(self, row).addPiece(xTop, top, xBottom, bottom, sign: sign)
            top = bottom
            xTop = xBottom
        }
    }

    /// The cells and touched bits of one grid row.
    private struct Row {
        let cells: UnsafeMutablePointer<Int32>
        let bits: UnsafeMutablePointer<UInt64>
        let width: Int

        @inline(__always)
        init(_ accumulator: CoverageAccumulator, _ row: Int) {
            cells = accumulator.cells + row &* accumulator.stride
            bits = accumulator.touched + row &* accumulator.words
            width = accumulator.width
        }

        /// Adds one in-cell piece in column `cx` (0 ..< width); `fxSum` is the sum of its two x
        /// offsets in the cell (0...512).
        @inline(__always)
        func depositInside(_ cx: Int, dy: Int, fxSum: Int) {
            let area = dy &* fxSum
            cells[cx] &+= Int32(truncatingIfNeeded: dy &* 512 &- area)
            cells[cx &+ 1] &+= Int32(truncatingIfNeeded: area)
            bits[cx &>> 6] |= 1 &<< UInt64(cx & 63)
        }

        /// Adds one in-cell piece in any column: left of the grid folds into column 0 (the piece
        /// covers the whole of every pixel to its right), right of it is dropped.
        @inline(__always)
        func deposit(_ cx: Int, dy: Int, fxSum: Int) {
            if cx < 0 {
                depositInside(0, dy: dy, fxSum: 0)
            } else if cx < width {
                depositInside(cx, dy: dy, fxSum: fxSum)
            }
        }

        /// One piece of a segment inside this row, from (xa, ya) down to (xb, yb).
        @inline(__always)
        func addPiece(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
            let ca = xa >> 8, cb = xb >> 8
            if ca == cb {
                let base = ca << 8
                deposit(ca, dy: (yb - ya) * sign, fxSum: (xa - base) + (xb - base))
                return
            }
            let dydx = Double(yb - ya) / Double(xb - xa)
            @inline(__always) func yAt(_ x: Int) -> Int {
                ya + FixedPoint.roundedToInt(Double(x - xa) * dydx)
            }
            if xb > xa {
                // Rightward: cells ca ... cb.
                var cx = ca, x = xa, y = ya
                if cx < 0 {
                    // Everything left of the grid adds its full height to column 0.
                    if cb < 0 {
                        depositInside(0, dy: (yb - y) * sign, fxSum: 0)
                        return
                    }
                    let yBoundary = yAt(0)
                    depositInside(0, dy: (yBoundary - y) * sign, fxSum: 0)
                    cx = 0; x = 0; y = yBoundary
                }
                // Cells cx ..< min(cb, width) are crossed whole in x; the last one is cb.
                let end = min(cb, width)
                while cx < end {
                    let boundary = (cx + 1) << 8
                    let yNext = yAt(boundary)
                    depositInside(cx, dy: (yNext - y) * sign, fxSum: (x - (cx << 8)) + 256)
                    x = boundary; y = yNext; cx += 1
                }
                if cb < width {
                    depositInside(cb, dy: (yb - y) * sign, fxSum: (x - (cb << 8)) + (xb - (cb << 8)))
                }
            } else {
                // Leftward: cells ca ... cb going down in x.
                var cx = ca, x = xa, y = ya
                if cx >= width {
                    if cb >= width { return }
                    cx = width - 1
                    x = width << 8
                    y = yAt(x)
                }
                // Cells cx ... max(cb + 1, 0) are crossed whole in x; the rest lies in cb.
                let end = max(cb, -1)
                while cx > end {
                    let boundary = cx << 8
                    let yNext = yAt(boundary)
                    depositInside(cx, dy: (yNext - y) * sign, fxSum: (x - boundary))
                    x = boundary; y = yNext; cx -= 1
                }
                if cb >= 0 {
                    depositInside(cb, dy: (yb - y) * sign, fxSum: (x - (cb << 8)) + (xb - (cb << 8)))
                } else {
                    depositInside(0, dy: (yb - y) * sign, fxSum: 0)
                }
            }
        }
    }
}
