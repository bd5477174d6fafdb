import Graphics

/// The renderer's reusable scratch memory and the per-shape pipeline:
/// path → flatten → (stroke) → accumulate cells → sweep coverage → shade and blend.
struct RasterCore {
    /// The fill being drawn, mapped to device space relative to a whole pixel (see `FillOutline`).
    var fill = FillOutline()
    /// Flattened path (a fill's relative to `fill`'s origin).
    var polygon = PolygonBuffer()
    /// Stroke outline.
    var outline = PolygonBuffer()
    /// Coverage cells, always left zeroed between shapes.
    var cells: [Int32] = []
    /// Touched bits of the cells (see `CellBuffers`), always left zeroed between shapes.
    var touched: [UInt64] = []
    /// Stroker scratch.
    var chain: [Point] = []
    /// Round cap subdivision of the last stroke with round caps.
    var capSteps = RoundCapSteps()
    /// The flattened shape in 24.8 fixed point, x and y interleaved.
    var fixedPoints: [Int] = []
    /// The key in `masks` of the stroke being drawn (a fill's is `fill`'s words).
    var keyWords: [UInt64] = []
    /// Blend results of solid paints.
    let memo = BlendMemo.Storage()
    /// A sum of the pixels read ahead of each sweep, kept so that the reads stay.
    var touchedPixels: UInt32 = 0
    /// The last solid colour and alpha drawn and their premultiplied pixel, a pure function of
    /// the two (compared bit for bit).
    var lastSolid = (color: Color.clear, alpha: 0.0, pixel: UInt32(0))
    /// Gradient lookup table (kept while the stops and alpha stay the same).
    var gradientTable = GradientTableCache()
    /// When true, shapes are neither kept nor looked up in `masks`, and solid colours are blended
    /// by the fused scalar sweep (`CoverageSweep.sweepSolid`): the reference the tests compare the
    /// runs, the mask cache and the SIMD blender against.
    var reference = false
    /// Shapes drawn recently, by outline.
    var masks = CoverageMaskCache()
    /// The runs of the shape being drawn, when they are not kept in `masks`.
    let runs = RunBuffer()
    /// Where the accumulated shape's coverage is.
    var source = ShapeSource.cells

    /// Where the coverage of the shape last accumulated is found.
    enum ShapeSource {
        /// In the cells.
        case cells
        /// In the cells, and its runs are to be kept in `masks` once swept, under `fill`'s words (its
        /// grid at `offsetX`, `offsetY` from the fill's origin) or for a stroke `keyWords`.
        case cellsToKeep(slot: Int, hash: UInt64, isFill: Bool, offsetX: Int, offsetY: Int, evenOdd: Bool)
        /// Kept in a slot of `masks` (the coverage under the even-odd rule or not); the cells are
        /// empty.
        case kept(slot: Int, evenOdd: Bool)
    }

    /// Maps `path` into device space relative to a whole pixel (`fill`) and flattens it into
    /// `polygon`.
    mutating func prepareFill(_ path: Path, transform: Transform, tolerance: Double) {
        fill.map(path, transform: transform, tolerance: tolerance, evenOdd: false)
        flattenFill(tolerance: tolerance)
    }

    /// Flattens the mapped `fill` into `polygon`.
    private mutating func flattenFill(tolerance: Double) {
        polygon.removeAll()
        Flattener.flatten(fill, tolerance: tolerance, into: &polygon)
    }

    /// Prepares and accumulates a fill of `path` under `rule` within `clip`, as `prepareFill` then
    /// `accumulate(useOutline: false, ...)`, but keyed in `masks` before it is flattened: a fill
    /// drawn recently at a whole-pixel offset (and not cut by the clip) is neither flattened nor
    /// accumulated (`source` says where its runs are). `blend` must then be called with `rule`.
    mutating func accumulateFill(
        _ path: Path, transform: Transform, tolerance: Double, rule: FillRule, clip: IntRect,
        target: PixelTarget
    ) -> CellGrid? {
        source = .cells
        let evenOdd = rule == .evenOdd
        fill.map(path, transform: transform, tolerance: tolerance, evenOdd: evenOdd)
        var keep: (slot: Int, hash: UInt64)?
        if !reference, fill.isKeyable {
            let lookup = fill.withWords { masks.lookup($0) }
            switch lookup {
            case .hit(let slot):
                let grid = CellGrid(
                    originX: fill.originX &+ Int(masks.entries[slot].offsetX),
                    originY: fill.originY &+ Int(masks.entries[slot].offsetY),
                    width: Int(masks.entries[slot].width), height: Int(masks.entries[slot].height))
                if grid.originX >= clip.minX, grid.originY >= clip.minY, grid.originX &+ grid.width <= clip.maxX,
                    grid.originY &+ grid.height <= clip.maxY
                {
                    source = .kept(slot: slot, evenOdd: evenOdd)
                    return grid
                }
            case .miss(_, _, keep: false):
                break
            case .miss(let slot, let hash, keep: true):
                keep = (slot, hash)
            }
        }
        flattenFill(tolerance: tolerance)
        return accumulate(
            polygon.points, polygon.contourEnds, originX: fill.originX, originY: fill.originY, clip: clip,
            target: target, keep: .fill(keep: keep, evenOdd: evenOdd))
    }

    /// What `accumulate` does with the mask cache.
    private enum Keying {
        /// Nothing.
        case none
        /// A fill looked up before: kept, when `keep` and the grid is whole.
        case fill(keep: (slot: Int, hash: UInt64)?, evenOdd: Bool)
        /// A stroke's outline: looked up by its fixed points when the grid is whole.
        case outline(evenOdd: Bool)
    }

    /// Builds the device-space stroke outline of `path` into `outline`; false when nothing shows.
    mutating func prepareStroke(
        _ path: Path, style: StrokeStyle, transform: Transform,
        tolerance: Double
    ) -> Bool {
        let scale = transform.maxScale
        guard style.width > 0, style.width.isFinite, scale > 0, scale.isFinite,
            transform.determinant != 0
        else { return false }
        let localTolerance = tolerance / scale
        polygon.removeAll()
        Flattener.flatten(path, transform: .identity, tolerance: localTolerance, into: &polygon)
        outline.removeAll()
        var stroker = Stroker(style: style, tolerance: localTolerance, scratch: [])
        swap(&stroker.rightChain, &chain)
        swap(&stroker.capSteps, &capSteps)
        stroker.stroke(polygon, into: &outline)
        swap(&stroker.rightChain, &chain)
        swap(&stroker.capSteps, &capSteps)
        outline.transform(by: transform)
        return true
    }

    /// Accumulates the contours of `outline` (if `useOutline`) or `polygon` within `clip`; returns
    /// the grid to sweep, or nil when the shape misses the clip or has a non-finite point.
    /// With a `target`, the grid's pixels are read first (see `PixelTarget.touch`). With a `rule`
    /// (and not `reference`), a stroke's outline the clip does not cut is looked up in `masks`
    /// first: on a hit nothing is accumulated (`source` says where its runs are). `blend` must then
    /// be called with the same rule. (A fill is keyed before flattening: `accumulateFill`.)
    mutating func accumulate(
        useOutline: Bool, clip: IntRect, target: PixelTarget? = nil, keyedBy rule: FillRule? = nil
    ) -> CellGrid? {
        source = .cells
        if useOutline {
            return accumulate(
                outline.points, outline.contourEnds, originX: 0, originY: 0, clip: clip, target: target,
                keep: reference ? .none : rule.map { .outline(evenOdd: $0 == .evenOdd) } ?? .none)
        }
        return accumulate(
            polygon.points, polygon.contourEnds, originX: fill.originX, originY: fill.originY, clip: clip,
            target: target, keep: .none)
    }

    /// The first word of a stroke outline's key (a fill's starts with `FillOutline.keyKind`).
    static let outlineKeyKind: UInt64 = 0x53

    /// Writes the key of the outline in `fixedPoints` (`count` points) in the grid at `originX`,
    /// `originY` (fixed point) of `width` × `height` pixels into `keyWords`.
    private mutating func outlineKey(
        count: Int, contourEnds: [Int], originX: Int, originY: Int, width: Int, height: Int, evenOdd: Bool
    ) {
        keyWords.removeAll(keepingCapacity: true)
        keyWords.append(Self.outlineKeyKind)
        keyWords.append(UInt64(width) << 33 | UInt64(height) << 1 | (evenOdd ? 1 : 0))
        keyWords.append(UInt64(contourEnds.count))
        for end in contourEnds { keyWords.append(UInt64(truncatingIfNeeded: end)) }
        fixedPoints.withUnsafeBufferPointer { fixed in
            for i in 0..<count {
                let x = UInt64(truncatingIfNeeded: fixed[2 &* i] &- originX)
                let y = UInt64(truncatingIfNeeded: fixed[2 &* i &+ 1] &- originY)
                keyWords.append(x << 32 | (y & 0xFFFF_FFFF))
            }
        }
    }

    private mutating func accumulate(
        _ points: [Point], _ contourEnds: [Int], originX: Int, originY: Int, clip: IntRect,
        target: PixelTarget?, keep keying: Keying
    ) -> CellGrid? {
        let count = points.count
        guard count > 0 else { return nil }
        if fixedPoints.count < 2 * count {
            fixedPoints.append(contentsOf: repeatElement(0, count: 2 * count - fixedPoints.count))
        }
        guard
            let bounds = points.withUnsafeBufferPointer({ points in
                fixedPoints.withUnsafeMutableBufferPointer {
                    FixedPoint.convert(points, originX: originX, originY: originY, into: $0.baseAddress!)
                }
            })
        else { return nil }
        let x0 = max(bounds.minX >> 8, clip.minX)
        let y0 = max(bounds.minY >> 8, clip.minY)
        let x1 = min((bounds.maxX + 255) >> 8, clip.maxX)
        let y1 = min((bounds.maxY + 255) >> 8, clip.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        let grid = CellGrid(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        let whole =
            x0 == bounds.minX >> 8 && y0 == bounds.minY >> 8 && x1 == (bounds.maxX + 255) >> 8
            && y1 == (bounds.maxY + 255) >> 8
        switch keying {
        case .none:
            break
        case .fill(let keep, let evenOdd):
            if let keep, whole, grid.width * grid.height <= CoverageMaskCache.maxArea {
                source = .cellsToKeep(
                    slot: keep.slot, hash: keep.hash, isFill: true, offsetX: x0 &- originX,
                    offsetY: y0 &- originY, evenOdd: evenOdd)
            }
        case .outline(let evenOdd):
            guard whole, CoverageMaskCache.admits(pointCount: count, width: grid.width, height: grid.height)
            else { break }
            outlineKey(
                count: count, contourEnds: contourEnds, originX: x0 << 8, originY: y0 << 8, width: grid.width,
                height: grid.height, evenOdd: evenOdd)
            switch keyWords.withUnsafeBufferPointer({ masks.lookup($0) }) {
            case .hit(let slot):
                source = .kept(slot: slot, evenOdd: evenOdd)
                return grid
            case .miss(_, _, keep: false):
                break
            case .miss(let slot, let hash, keep: true):
                source = .cellsToKeep(slot: slot, hash: hash, isFill: false, offsetX: 0, offsetY: 0, evenOdd: evenOdd)
            }
        }
        if let target { touchedPixels ^= target.touch(grid) }
        if cells.count < grid.cellCount {
            cells.append(contentsOf: repeatElement(0, count: grid.cellCount - cells.count))
        }
        if touched.count < grid.touchedCount {
            touched.append(contentsOf: repeatElement(0, count: grid.touchedCount - touched.count))
        }
        Self.withBuffers(&cells, &touched) { buffers in
            let accumulator = CoverageAccumulator(buffers, grid: grid)
            // Grid-relative fixed point: whole pixels off every coordinate (see CoverageAccumulator).
            let ox = x0 << 8, oy = y0 << 8
            fixedPoints.withUnsafeBufferPointer { fixed in
                let xy = fixed.baseAddress!
                var start = 0
                for end in contourEnds {
                    guard end &- start >= 2 else { start = end; continue }
                    var px = xy[2 &* end &- 2] &- ox, py = xy[2 &* end &- 1] &- oy
                    for i in start..<end {
                        let qx = xy[2 &* i] &- ox, qy = xy[2 &* i &+ 1] &- oy
                        accumulator.addLine(px, py, qx, qy)
                        px = qx; py = qy
                    }
                    start = end
                }
            }
        }
        return grid
    }

    /// Sweeps the accumulated grid, blending `paint` into `target`.
    mutating func blend(
        grid: CellGrid, rule: FillRule, paint: Paint, transform: Transform,
        alpha: Double, into target: PixelTarget
    ) {
        let evenOdd = rule == .evenOdd
        // A kept mask, or one to keep, is the coverage under the rule it was keyed by.
        switch source {
        case .cells: break
        case .kept(_, let keyed), .cellsToKeep(_, _, _, _, _, let keyed):
            precondition(keyed == evenOdd, "a shape is blended with the fill rule it was keyed by")
        }
        let stride = target.width
        let pixels = target.pixels
        if case .solid(let color) = paint {
            let src: UInt32
            let last = lastSolid.color
            if color.red.bitPattern == last.red.bitPattern, color.green.bitPattern == last.green.bitPattern,
                color.blue.bitPattern == last.blue.bitPattern, color.alpha.bitPattern == last.alpha.bitPattern,
                alpha.bitPattern == lastSolid.alpha.bitPattern
            {
                src = lastSolid.pixel
            } else {
                src = color.multipliedAlpha(alpha).premultiplied.pixel
                lastSolid = (color, alpha, src)
            }
            let srcAlpha = src >> 24
            if reference {
                Self.withBuffers(&cells, &touched) { buffers in
                    if srcAlpha == 0 {
                        CoverageSweep.forEachRun(buffers, grid: grid, evenOdd: evenOdd) { _, _, _, _ in }
                        return
                    }
                    CoverageSweep.sweepSolid(
                        buffers, grid: grid, evenOdd: evenOdd, color: src, memo: memo.memo, into: target)
                }
                return
            }
            if case .cells = source {
                // A shape not kept: the fused sweep, long runs in SIMD lanes.
                Self.withBuffers(&cells, &touched) { buffers in
                    if srcAlpha == 0 {
                        CoverageSweep.forEachRun(buffers, grid: grid, evenOdd: evenOdd) { _, _, _, _ in }
                        return
                    }
                    CoverageSweep.sweepSolid(
                        buffers, grid: grid, evenOdd: evenOdd, color: src, memo: memo.memo, vector: true,
                        into: target)
                }
                return
            }
            // A shape kept, or to keep now: its mask.
            guard let kept = sweepRuns(grid: grid, evenOdd: evenOdd), srcAlpha != 0 else { return }
            // The pixel under the grid's top-left corner: the background, when it is plain.
            let background = target.pixels[grid.originY &* target.width &+ grid.originX]
            let painted = masks.paintedFor(slot: kept, color: src, background: background)
            masks.entries[kept].mask.withUnsafeBufferPointer { mask in
                masks.entries[kept].rows.withUnsafeBufferPointer { rows in
                    if painted {
                        masks.entries[kept].painted.withUnsafeBufferPointer { painted in
                            SpanBlender.copyPainted(
                                mask, painted: painted, rows: rows, width: grid.width, originX: grid.originX,
                                originY: grid.originY, color: src, background: background, into: target)
                        }
                    } else {
                        SpanBlender.blendMask(
                            mask, rows: rows, width: grid.width, originX: grid.originX,
                            originY: grid.originY, color: src, into: target)
                    }
                }
            }
            return
        }
        // The runs: swept from the cells, or read back from a mask kept before.
        var wasKept = false
        if case .kept = source { wasKept = true }
        if let kept = sweepRuns(grid: grid, evenOdd: evenOdd), wasKept {
            runs.removeAll()
            masks.appendRuns(ofSlot: kept, to: runs)
        }
        guard let (geometry, inverse, stops) = GradientShader.geometry(for: paint, transform: transform),
            gradientTable.prepare(stops, alpha: alpha)
        else { return }
        let runs = self.runs.runs
        gradientTable.withTable { table in
            var shader = GradientShader(geometry: geometry, inverse: inverse, table: table)
            for run in runs {
                let y = grid.originY &+ Int(run.row)
                shader.blendRun(
                    y: y, x0: grid.originX &+ Int(run.x0), x1: grid.originX &+ Int(run.x1), coverage: run.coverage,
                    row: pixels + y &* stride)
            }
        }
    }

    /// The slot of `masks` that holds the accumulated shape's mask: one kept before (the cells
    /// are empty), or one kept now from its runs, which are then also in `runs`; nil for a shape
    /// not kept, its runs in `runs`. The cells end zeroed.
    private mutating func sweepRuns(grid: CellGrid, evenOdd: Bool) -> Int? {
        if case .kept(let slot, _) = source { return slot }
        runs.removeAll()
        let runs = self.runs
        Self.withBuffers(&cells, &touched) { buffers in
            CoverageSweep.collectRuns(buffers, grid: grid, evenOdd: evenOdd, into: runs)
        }
        defer { source = .cells }
        guard case .cellsToKeep(let slot, let hash, let isFill, let offsetX, let offsetY, _) = source else {
            return nil
        }
        let fill = self.fill, keyWords = self.keyWords
        let swept = runs.runs
        @inline(__always) func store(_ key: UnsafeBufferPointer<UInt64>) {
            masks.store(
                slot: slot, hash: hash, key: key, width: grid.width, height: grid.height, offsetX: offsetX,
                offsetY: offsetY, runs: swept)
        }
        if isFill { fill.withWords { store($0) } } else { keyWords.withUnsafeBufferPointer { store($0) } }
        return slot
    }

    /// Sweeps the accumulated grid into exact coverage fractions (0...1) of the pixels of `rect`,
    /// row by row.
    mutating func coverage(grid: CellGrid, rule: FillRule, rect: IntRect, into result: inout [Double]) {
        let full = Double(FixedPoint.fullCoverage)
        Self.withBuffers(&cells, &touched) { buffers in
            result.withUnsafeMutableBufferPointer { out in
                CoverageSweep.sweep(buffers, grid: grid, evenOdd: rule == .evenOdd) { x, y, v in
                    out[(y - rect.minY) * rect.width + (x - rect.minX)] = Double(v) / full
                }
            }
        }
    }

    /// Sweeps the accumulated grid into 8-bit coverage (the exact fraction × 255, rounded half
    /// up, as `FixedPoint.coverage8`), row by row over the grid's pixels, into `out`, which
    /// must hold `grid.width · grid.height` zeroed bytes.
    mutating func coverage8(grid: CellGrid, rule: FillRule, into out: UnsafeMutablePointer<UInt8>) {
        let width = grid.width
        Self.withBuffers(&cells, &touched) { buffers in
            CoverageSweep.forEachRun(buffers, grid: grid, evenOdd: rule == .evenOdd) { row, x0, x1, v in
                let c = UInt8(truncatingIfNeeded: FixedPoint.coverage8(v))
                if c == 0 { return }
                (out + (row &* width &+ x0)).update(repeating: c, count: x1 &- x0)
            }
        }
    }

    /// Runs `body` with the cell memory pinned.
    @inline(__always)
    private static func withBuffers<R>(
        _ cells: inout [Int32], _ touched: inout [UInt64],
        _ body: (CellBuffers) -> R
    ) -> R {
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeMutableBufferPointer { touchedBuffer in
                body(CellBuffers(cells: cellBuffer.baseAddress!, touched: touchedBuffer.baseAddress!))
            }
        }
    }
}
