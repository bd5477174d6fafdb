/// The cells and touched bits of one grid row, where the coverage accumulator deposits the pieces
/// of a segment that lie inside the row (see `CoverageAccumulator`).
struct CoverageRow {
    var cells: UnsafeMutablePointer<Int32>
    var bits: UnsafeMutablePointer<UInt64>
    let width: Int

    /// Moves to the next row.
    @inline(__always)
    mutating func advance(stride: Int, words: Int) {
        cells += stride
        bits += words
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

    /// One piece of a segment inside this row, from (xa, ya) down to (xb, yb), with
    /// |xb − xa| < `CutRounding.limit`: column cuts in exact integers.
    @inline(__always)
    func addPiece(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let ca = xa >> 8, cb = xb >> 8
        if ca == cb {
            let base = ca << 8
            deposit(ca, dy: (yb &- ya) &* sign, fxSum: (xa &- base) &+ (xb &- base))
            return
        }
        let dy = yb &- ya, dx = xb &- xa
        @inline(__always) func yAt(_ x: Int) -> Int {
            ya &+ CutRounding.columnCut(x &- xa, dy, dx)
        }
        crossCells(xa, ya, xb, yb, sign: sign, yAt)
    }

    /// The pieces of a row piece that crosses from cell column `xa >> 8` to `xb >> 8`, with
    /// `yAt(x)` the y where it meets the column boundary x.
    @inline(__always)
    func crossCells(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int, _ yAt: (Int) -> Int) {
        let ca = xa >> 8, cb = xb >> 8
        if xb > xa {
            // Rightward: cells ca ... cb.
            var cx = ca, x = xa, y = ya
            if cx < 0 {
                // Everything left of the grid adds its full height to column 0.
                if cb < 0 {
                    depositInside(0, dy: (yb &- y) &* sign, fxSum: 0)
                    return
                }
                let yBoundary = yAt(0)
                depositInside(0, dy: (yBoundary &- y) &* sign, fxSum: 0)
                cx = 0; x = 0; y = yBoundary
            }
            // Cells cx ..< min(cb, width) are crossed whole in x; the last one is cb.
            let end = min(cb, width)
            while cx < end {
                let boundary = (cx &+ 1) << 8
                let yNext = yAt(boundary)
                depositInside(cx, dy: (yNext &- y) &* sign, fxSum: (x &- (cx << 8)) &+ 256)
                x = boundary; y = yNext; cx &+= 1
            }
            if cb < width {
                depositInside(cb, dy: (yb &- y) &* sign, fxSum: (x &- (cb << 8)) &+ (xb &- (cb << 8)))
            }
        } else {
            // Leftward: cells ca ... cb going down in x.
            var cx = ca, x = xa, y = ya
            if cx >= width {
                if cb >= width { return }
                cx = width &- 1
                x = width << 8
                y = yAt(x)
            }
            // Cells cx ... max(cb + 1, 0) are crossed whole in x; the rest lies in cb.
            let end = max(cb, -1)
            while cx > end {
                let boundary = cx << 8
                let yNext = yAt(boundary)
                depositInside(cx, dy: (yNext &- y) &* sign, fxSum: (x &- boundary))
                x = boundary; y = yNext; cx &-= 1
            }
            if cb >= 0 {
                depositInside(cb, dy: (yb &- y) &* sign, fxSum: (x &- (cb << 8)) &+ (xb &- (cb << 8)))
            } else {
                depositInside(0, dy: (yb &- y) &* sign, fxSum: 0)
            }
        }
    }
}
