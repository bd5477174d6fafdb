extension CoverageAccumulator {
    /// A segment too long for integer cuts (`CutRounding.limit`), cut with the double expression.
    @inline(never)
    func addWideLine(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int, firstRow: Int, endRow: Int) {
        let dxdy = Double(xb - xa) / Double(yb - ya)
        @inline(__always) func xAt(_ y: Int) -> Int {
            y == ya ? xa : (y == yb ? xb : xa + FixedPoint.roundedToInt(Double(y - ya) * dxdy))
        }
        var top = max(ya, firstRow << 8)
        var xTop = xAt(top)
        for r in firstRow...endRow {
            let bottom = min(yb, (r + 1) << 8)
            let xBottom = xAt(bottom)
            row(r).addWidePiece(xTop, top, xBottom, bottom, sign: sign)
            top = bottom
            xTop = xBottom
        }
    }
}

extension CoverageRow {
    /// A row piece of a wide segment, cut at column boundaries with the double expression.
    func addWidePiece(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int) {
        let ca = xa >> 8, cb = xb >> 8
        if ca == cb {
            let base = ca << 8
            deposit(ca, dy: (yb - ya) * sign, fxSum: (xa - base) + (xb - base))
            return
        }
        let dydx = Double(yb - ya) / Double(xb - xa)
        crossCells(xa, ya, xb, yb, sign: sign) { x in ya + FixedPoint.roundedToInt(Double(x - xa) * dydx) }
    }
}
