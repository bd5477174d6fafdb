/// Turns accumulated cells into per-pixel coverage with a running sum along each row, applies
/// the fill rule, and clears the cells for the next shape.
///
/// Only cells marked in the touched bits (and the cell right of each, which receives the other
/// part of a deposit) can be non-zero, so a row is walked from marked cell to marked cell: between
/// two of them the winding, and hence the coverage, is constant, and the pixels in between form
/// one run. Empty stretches cost nothing, and only visited cells and bit words are re-zeroed.
enum CoverageSweep {
    /// Coverage (0...2^17) of a winding number under the fill rule.
    @inline(__always)
    static func coverage(_ winding: Int32, evenOdd: Bool) -> Int32 {
        let full = FixedPoint.fullCoverage
        if evenOdd {
            let v = winding & (2 &* full &- 1)
            return v > full ? 2 &* full &- v : v
        }
        let v = winding < 0 ? 0 &- winding : winding
        return v > full ? full : v
    }

    /// Calls `run(row, x0, x1, coverage)` for every run of pixels `x0..<x1` (cell columns) of row
    /// `row` with the same non-zero coverage (1...2^17), in row order; all cells and bits end zeroed.
    @inline(__always)
    static func forEachRun(
        _ buffers: CellBuffers, grid: CellGrid, evenOdd: Bool,
        _ run: (_ row: Int, _ x0: Int, _ x1: Int, _ coverage: Int32) -> Void
    ) {
        let width = grid.width, stride = grid.stride, words = grid.touchedWordsPerRow
        var line = buffers.cells
        var bits = buffers.touched
        for row in 0..<grid.height {
            var winding: Int32 = 0
            var start = 0
            // Bit 63 of the previous word: its right neighbour is the first cell of this word.
            var carry: UInt64 = 0
            for w in 0..<words {
                let raw = bits[w]
                if raw | carry == 0 { continue }
                bits[w] = 0
                var marks = raw | (raw &<< 1) | carry
                carry = raw &>> 63
                while marks != 0 {
                    let column = w &<< 6 | marks.trailingZeroBitCount
                    marks &= marks &- 1
                    if column > start {
                        let v = coverage(winding, evenOdd: evenOdd)
                        if v != 0 { run(row, start, column, v) }
                        start = column
                    }
                    winding &+= line[column]
                    line[column] = 0
                }
            }
            if width > start {
                let v = coverage(winding, evenOdd: evenOdd)
                if v != 0 { run(row, start, width, v) }
            }
            // The carry cell right of the last pixel, which the last word's bit 63 may not reach.
            line[width] = 0
            line += stride
            bits += words
        }
    }

    /// Calls `body(x, y, coverage)` for every pixel of `grid` with non-zero coverage, where
    /// coverage is in 1...2^17 (2^17 = fully covered), in row order. All cells end zeroed.
    @inline(__always)
    static func sweep(
        _ buffers: CellBuffers, grid: CellGrid, evenOdd: Bool,
        _ body: (_ x: Int, _ y: Int, _ coverage: Int32) -> Void
    ) {
        forEachRun(buffers, grid: grid, evenOdd: evenOdd) { row, x0, x1, v in
            let y = grid.originY &+ row
            for column in x0..<x1 { body(grid.originX &+ column, y, v) }
        }
    }

    /// Blends an opaque-or-translucent premultiplied colour over the pixels of `grid` by coverage,
    /// row by row through pointers; all cells end zeroed.
    ///
    /// Each run is a fill, or a blend of one scaled colour. Its first pixel goes through `memo`;
    /// the rest remember their last destination pixel and result, so a run over a uniform
    /// background costs a compare and a store per pixel.
    ///
    /// With `vector`, a run of eight pixels or more blends four at a time in SIMD lanes
    /// (`SpanBlender.sourceOver`, the same pixels); without, every run is scalar (the reference).
    static func sweepSolid(
        _ buffers: CellBuffers, grid: CellGrid, evenOdd: Bool,
        color src: UInt32, memo: BlendMemo, vector: Bool = false, into target: PixelTarget
    ) {
        // The rule and the spans as constants in each copy of the loop (a generic specialised per
        // rule and per span blender).
        switch (evenOdd, vector) {
        case (true, false):
            sweepSolid(
                buffers, grid: grid, rule: EvenOddSweep.self, spans: ScalarSpans.self, color: src, memo: memo,
                into: target)
        case (false, false):
            sweepSolid(
                buffers, grid: grid, rule: NonZeroSweep.self, spans: ScalarSpans.self, color: src, memo: memo,
                into: target)
        case (true, true):
            sweepSolid(
                buffers, grid: grid, rule: EvenOddSweep.self, spans: VectorSpans.self, color: src, memo: memo,
                into: target)
        case (false, true):
            sweepSolid(
                buffers, grid: grid, rule: NonZeroSweep.self, spans: VectorSpans.self, color: src, memo: memo,
                into: target)
        }
    }

    private static func sweepSolid<Rule: SweepRule, Spans: SweepSpans>(
        _ buffers: CellBuffers, grid: CellGrid, rule: Rule.Type, spans: Spans.Type,
        color src: UInt32, memo: BlendMemo, into target: PixelTarget
    ) {
        let evenOdd = Rule.evenOdd
        let opaque = src >> 24 == 255
        // Full coverage of an opaque colour is a plain fill; 256 (never a coverage) turns that off.
        let fillCoverage: UInt32 = opaque ? 255 : 256
        let spreadSource = PixelMath.spread(src)
        let width = grid.width, stride = grid.stride, words = grid.touchedWordsPerRow
        let pitch = target.width
        var dst = target.pixels + (grid.originY &* pitch &+ grid.originX)
        var line = buffers.cells
        var bits = buffers.touched

        /// Pixels x0..<x1 of the row at `dst` at the coverage of `winding`.
        @inline(__always) func run(_ dst: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ winding: Int32) {
            if winding == 0 { return }
            let coverage = FixedPoint.coverage8(Self.coverage(winding, evenOdd: evenOdd))
            if coverage == 0 { return }
            if coverage == fillCoverage {
                (dst + x0).update(repeating: src, count: x1 &- x0)
                return
            }
            if Spans.vector, x1 &- x0 >= 8 {
                let color = coverage == 255 ? src : PixelMath.pack(PixelMath.scaleSpread(spreadSource, by: coverage))
                SpanBlender.sourceOver(color, inverse: 255 &- (color >> 24), dst + x0, count: x1 &- x0)
                return
            }
            var seen = dst[x0]
            var made = memo.blend(src, coverage: coverage, over: seen)
            dst[x0] = made
            var x = x0 &+ 1
            if x == x1 { return }
            // PixelMath.sourceOver(scale(src, by: coverage), d), in spread lanes (identical results).
            let color = coverage == 255 ? src : PixelMath.pack(PixelMath.scaleSpread(spreadSource, by: coverage))
            let inverse = 255 &- (color >> 24)
            // Two pixels per step while both repeat the last destination (a uniform background).
            var seenPair = UInt64(seen) &* 0x1_0000_0001, madePair = UInt64(made) &* 0x1_0000_0001
            while x &+ 1 < x1 {
                let pair = UnsafeMutableRawPointer(dst + x)
                if pair.loadUnaligned(as: UInt64.self) == seenPair {
                    pair.storeBytes(of: madePair, as: UInt64.self)
                    x &+= 2
                    continue
                }
                let d = dst[x]
                if d != seen {
                    seen = d
                    made = color &+ PixelMath.pack(PixelMath.scaleSpread(PixelMath.spread(d), by: inverse))
                    seenPair = UInt64(seen) &* 0x1_0000_0001
                    madePair = UInt64(made) &* 0x1_0000_0001
                }
                dst[x] = made
                x &+= 1
            }
            if x < x1 {
                let d = dst[x]
                dst[x] =
                    d == seen
                    ? made
                    : color &+ PixelMath.pack(PixelMath.scaleSpread(PixelMath.spread(d), by: inverse))
            }
        }

        if words == 1 {
            // Up to 64 columns: one word of marks per row, no carry between words.
            for _ in 0..<grid.height {
                let raw = bits[0]
                if raw != 0 {
                    bits[0] = 0
                    var marks = raw | (raw &<< 1)
                    var winding: Int32 = 0
                    var start = 0
                    repeat {
                        let column = marks.trailingZeroBitCount
                        marks &= marks &- 1
                        if column > start {
                            run(dst, start, column, winding)
                            start = column
                        }
                        winding &+= line[column]
                        line[column] = 0
                    } while marks != 0
                    if width > start { run(dst, start, width, winding) }
                    line[width] = 0
                }
                line += stride
                bits += 1
                dst += pitch
            }
            return
        }
        for _ in 0..<grid.height {
            var winding: Int32 = 0
            var start = 0
            // Bit 63 of the previous word: its right neighbour is the first cell of this word.
            var carry: UInt64 = 0
            for w in 0..<words {
                let raw = bits[w]
                if raw | carry == 0 { continue }
                bits[w] = 0
                var marks = raw | (raw &<< 1) | carry
                carry = raw &>> 63
                let base = w &<< 6
                repeat {
                    let column = base | marks.trailingZeroBitCount
                    marks &= marks &- 1
                    if column > start {
                        run(dst, start, column, winding)
                        start = column
                    }
                    winding &+= line[column]
                    line[column] = 0
                } while marks != 0
            }
            if width > start { run(dst, start, width, winding) }
            // The carry cell right of the last pixel, which the last word's bit 63 may not reach.
            line[width] = 0
            line += stride
            bits += words
            dst += pitch
        }
    }
}

/// A fill rule as a type, so that the solid sweep is compiled once per rule with the rule a constant.
protocol SweepRule {
    static var evenOdd: Bool { get }
}

enum NonZeroSweep: SweepRule {
    @inline(__always) static var evenOdd: Bool { false }
}

enum EvenOddSweep: SweepRule {
    @inline(__always) static var evenOdd: Bool { true }
}

/// How the solid sweep blends its long runs: as a type, so that each copy of the loop has it as a
/// constant.
protocol SweepSpans {
    static var vector: Bool { get }
}

/// Every run pixel by pixel: the reference.
enum ScalarSpans: SweepSpans {
    @inline(__always) static var vector: Bool { false }
}

/// Runs of eight pixels or more four at a time (`SpanBlender.sourceOver`).
enum VectorSpans: SweepSpans {
    @inline(__always) static var vector: Bool { true }
}
