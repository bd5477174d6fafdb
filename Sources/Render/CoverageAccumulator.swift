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
/// Every deposit also marks its cell's bit in `touched`, which lets the sweep skip empty cells.
struct CoverageAccumulator {
    let cells: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>
    let grid: CellGrid
    private let minX: Int, maxX: Int, minRow: Int, maxRow: Int, stride: Int, words: Int

    init(_ buffers: CellBuffers, grid: CellGrid) {
        self.cells = buffers.cells
        self.touched = buffers.touched
        self.words = grid.touchedWordsPerRow
        self.grid = grid
        self.minX = grid.originX
        self.maxX = grid.originX + grid.width
        self.minRow = grid.originY
        self.maxRow = grid.originY + grid.height - 1
        self.stride = grid.stride
    }

    /// Adds a segment from (x0, y0) to (x1, y1), in 24.8 fixed-point pixels.
    @inline(__always)
    func addLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let (xa, ya, xb, yb, sign) = y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
        let firstRow = max(ya >> 8, minRow)
        let lastRow = min((yb - 1) >> 8, maxRow)
        if firstRow > lastRow { return }
        if xa == xb {
            // Vertical: one cell per row, same offset throughout.
            let cx = xa >> 8, fx2 = (xa - (cx << 8)) << 1
            for row in firstRow...lastRow {
                let top = max(ya, row << 8), bottom = min(yb, (row + 1) << 8)
                deposit(row: row, cx: cx, dy: (bottom - top) * sign, fxSum: fx2)
            }
            return
        }
        let dxdy = Double(xb - xa) / Double(yb - ya)
        @inline(__always) func xAt(_ y: Int) -> Int {
            y == ya ? xa : (y == yb ? xb : xa + FixedPoint.roundedToInt(Double(y - ya) * dxdy))
        }
        var top = max(ya, firstRow << 8)
        var xTop = xAt(top)
        for row in firstRow...lastRow {
            let bottom = min(yb, (row + 1) << 8)
            let xBottom = xAt(bottom)
            addRowPiece(row: row, xTop, top, xBottom, bottom, sign: sign)
            top = bottom
            xTop = xBottom
        }
    }

    /// One piece of a segment inside pixel row `row`, from (xa, ya) down to (xb, yb).
    @inline(__always)
    private func addRowPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let ca = xa >> 8, cb = xb >> 8
        if ca == cb {
            let base = ca << 8
            deposit(row: row, cx: ca, dy: (yb - ya) * sign, fxSum: (xa - base) + (xb - base))
            return
        }
        let dydx = Double(yb - ya) / Double(xb - xa)
        @inline(__always) func yAt(_ x: Int) -> Int {
            ya + FixedPoint.roundedToInt(Double(x - xa) * dydx)
        }
        if xb > xa {
            // Rightward: cells ca ... cb.
            var cx = ca, x = xa, y = ya
            if cx < minX {
                // Everything left of the grid adds its full height to column 0.
                if cb < minX {
                    deposit(row: row, cx: cx, dy: (yb - y) * sign, fxSum: 0)
                    return
                }
                let boundary = minX << 8
                let yBoundary = yAt(boundary)
                deposit(row: row, cx: cx, dy: (yBoundary - y) * sign, fxSum: 0)
                cx = minX; x = boundary; y = yBoundary
            }
            while cx < cb {
                if cx >= maxX { return }
                let boundary = (cx + 1) << 8
                let yNext = yAt(boundary)
                deposit(row: row, cx: cx, dy: (yNext - y) * sign, fxSum: (x - (cx << 8)) + 256)
                x = boundary; y = yNext; cx += 1
            }
            deposit(row: row, cx: cb, dy: (yb - y) * sign, fxSum: (x - (cb << 8)) + (xb - (cb << 8)))
        } else {
            // Leftward: cells ca ... cb going down in x.
            var cx = ca, x = xa, y = ya
            if cx >= maxX {
                if cb >= maxX { return }
                cx = maxX - 1
                x = maxX << 8
                y = yAt(x)
            }
            while cx > cb {
                if cx < minX {
                    deposit(row: row, cx: cx, dy: (yb - y) * sign, fxSum: 0)
                    return
                }
                let boundary = cx << 8
                let yNext = yAt(boundary)
                deposit(row: row, cx: cx, dy: (yNext - y) * sign, fxSum: (x - boundary))
                x = boundary; y = yNext; cx -= 1
            }
            deposit(row: row, cx: cb, dy: (yb - y) * sign, fxSum: (x - (cb << 8)) + (xb - (cb << 8)))
        }
    }

    /// Adds one in-cell piece; `fxSum` is the sum of its two x offsets in the cell (0...512).
    @inline(__always)
    private func deposit(row: Int, cx: Int, dy: Int, fxSum: Int) {
        let base = (row - minRow) &* stride
        let bits = touched + (row - minRow) &* words
        let column = cx &- minX
        if column < 0 {
            cells[base] &+= Int32(truncatingIfNeeded: dy &* 512)
            bits[0] |= 1
        } else if column < grid.width {
            let area = dy &* fxSum
            cells[base &+ column] &+= Int32(truncatingIfNeeded: dy &* 512 &- area)
            cells[base &+ column &+ 1] &+= Int32(truncatingIfNeeded: area)
            bits[column &>> 6] |= 1 &<< UInt64(column & 63)
        }
    }
}
