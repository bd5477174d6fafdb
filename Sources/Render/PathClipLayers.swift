import Graphics

/// The path clips of one render, as layers: pushing a path clip saves the pixels under the
/// path's bounds (within the clip already in force) and the path's exact coverage there; drawing
/// continues confined to those bounds; popping blends every pixel back between the saved and the
/// drawn colour by the coverage:
///
///     result = drawn · m + saved · (1 − m)        (premultiplied, per 8-bit channel)
///
/// which is the canvas/SVG meaning of an anti-aliased clip for any content (fills, strokes,
/// gradients, masks). Nested path clips compose because each pop only keeps what its own
/// coverage lets through.
///
/// The saved pixels and coverage of all open layers live in two stacks (layers end in reverse
/// order of their start), kept from render to render by the renderer, so a frame of clips
/// allocates nothing once the stacks have grown.
struct PathClipLayers {
    private struct Layer {
        /// The clip-stack depth this layer belongs to (the count after its push).
        let depth: Int
        /// Pixels under the layer, nil when the clip is empty.
        let rect: IntRect?
        /// Where the layer's pixels start in `saved` and `coverage` (`rect.area` of each).
        let offset: Int
    }

    private var layers: [Layer] = []
    /// Saved pixels of the open layers, one after the other; `top` are in use.
    private var saved: [UInt32] = []
    /// 8-bit coverage of the open layers, in step with `saved`.
    private var coverage: [UInt8] = []
    private var top = 0

    /// Starts a path clip inside `current` (nil = nothing visible) at clip depth `depth`; returns
    /// the pixel rect drawing is confined to until the matching pop, or nil when nothing shows.
    mutating func push(
        _ path: Path, rule: FillRule, transform: Transform, within current: IntRect?, depth: Int,
        core: inout RasterCore, tolerance: Double, target: PixelTarget
    ) -> IntRect? {
        guard let current else {
            layers.append(Layer(depth: depth, rect: nil, offset: top))
            return nil
        }
        core.prepareFill(path, transform: transform, tolerance: tolerance)
        guard let grid = core.accumulate(useOutline: false, clip: current) else {
            layers.append(Layer(depth: depth, rect: nil, offset: top))
            return nil
        }
        let rect = IntRect(x: grid.originX, y: grid.originY, width: grid.width, height: grid.height)
        let offset = top, area = rect.area
        if saved.count < offset + area {
            let grow = offset + area - saved.count
            saved.append(contentsOf: repeatElement(0, count: grow))
            coverage.append(contentsOf: repeatElement(0, count: grow))
        }
        coverage.withUnsafeMutableBufferPointer { coverage in
            let out = coverage.baseAddress! + offset
            out.update(repeating: 0, count: area)
            core.coverage8(grid: grid, rule: rule, into: out)
        }
        saved.withUnsafeMutableBufferPointer { saved in
            let out = saved.baseAddress! + offset
            for y in 0..<rect.height {
                let row = target.pixels + (rect.minY + y) * target.width + rect.minX
                (out + y * rect.width).update(from: row, count: rect.width)
            }
        }
        top = offset + area
        layers.append(Layer(depth: depth, rect: rect, offset: offset))
        return rect
    }

    /// Ends the layer of clip depth `depth`, if the clip popped there was a path clip.
    mutating func pop(depth: Int, into target: PixelTarget) {
        guard let last = layers.last, last.depth == depth else { return }
        layers.removeLast()
        finish(last, into: target)
    }

    /// Ends every layer still open (pushes left open end with the list), innermost first.
    mutating func finishAll(into target: PixelTarget) {
        while let last = layers.popLast() { finish(last, into: target) }
        top = 0
    }

    private mutating func finish(_ layer: Layer, into target: PixelTarget) {
        top = layer.offset
        guard let rect = layer.rect else { return }
        let offset = layer.offset
        saved.withUnsafeBufferPointer { saved in
            coverage.withUnsafeBufferPointer { coverage in
                let savedBase = saved.baseAddress! + offset
                let coverageBase = coverage.baseAddress! + offset
                let width = rect.width
                for y in 0..<rect.height {
                    let row = target.pixels + (rect.minY + y) * target.width + rect.minX
                    let old = savedBase + y * width
                    let m8 = coverageBase + y * width
                    var x = 0
                    while x < width {
                        // Eight pixels at a time where the clip is fully open (kept) or shut
                        // (restored).
                        if width &- x >= 8 {
                            let word = UnsafeRawPointer(m8 + x).loadUnaligned(as: UInt64.self)
                            if word == ~0 { x &+= 8; continue }
                            if word == 0 {
                                (row + x).update(from: old + x, count: 8)
                                x &+= 8
                                continue
                            }
                        }
                        let m = UInt32(m8[x])
                        if m != 255 {
                            row[x] =
                                m == 0
                                ? old[x]
                                : PixelMath.scale(row[x], by: m) &+ PixelMath.scale(old[x], by: 255 &- m)
                        }
                        x &+= 1
                    }
                }
            }
        }
    }
}
