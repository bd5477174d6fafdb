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
struct PathClipLayers {
    private struct Layer {
        /// The clip-stack depth this layer belongs to (the count after its push).
        let depth: Int
        /// Pixels under the layer, nil when the clip is empty.
        let rect: IntRect?
        var saved: [UInt32]
        var coverage: [UInt8]
    }

    private var layers: [Layer] = []

    /// Starts a path clip inside `current` (nil = nothing visible) at clip depth `depth`; returns
    /// the pixel rect drawing is confined to until the matching pop, or nil when nothing shows.
    mutating func push(_ path: Path, rule: FillRule, transform: Transform, within current: IntRect?, depth: Int,
                       core: inout RasterCore, tolerance: Double, target: PixelTarget) -> IntRect? {
        guard let current else {
            layers.append(Layer(depth: depth, rect: nil, saved: [], coverage: []))
            return nil
        }
        core.prepareFill(path, transform: transform, tolerance: tolerance)
        guard let grid = core.accumulate(useOutline: false, clip: current) else {
            layers.append(Layer(depth: depth, rect: nil, saved: [], coverage: []))
            return nil
        }
        let rect = IntRect(x: grid.originX, y: grid.originY, width: grid.width, height: grid.height)
        var fractions = [Double](repeating: 0, count: rect.area)
        core.coverage(grid: grid, rule: rule, rect: rect, into: &fractions)
        var coverage = [UInt8](repeating: 0, count: rect.area)
        for i in 0..<fractions.count {
            coverage[i] = UInt8(min(255, max(0, (fractions[i] * 255).rounded())))
        }
        var saved = [UInt32](repeating: 0, count: rect.area)
        saved.withUnsafeMutableBufferPointer { out in
            for y in 0..<rect.height {
                let row = target.pixels + (rect.minY + y) * target.width + rect.minX
                (out.baseAddress! + y * rect.width).update(from: row, count: rect.width)
            }
        }
        layers.append(Layer(depth: depth, rect: rect, saved: saved, coverage: coverage))
        return rect
    }

    /// Ends the layer of clip depth `depth`, if the clip popped there was a path clip.
    mutating func pop(depth: Int, into target: PixelTarget) {
        guard let last = layers.last, last.depth == depth else { return }
        layers.removeLast()
        Self.finish(last, into: target)
    }

    /// Ends every layer still open (pushes left open end with the list), innermost first.
    mutating func finishAll(into target: PixelTarget) {
        while let last = layers.popLast() { Self.finish(last, into: target) }
    }

    private static func finish(_ layer: Layer, into target: PixelTarget) {
        guard let rect = layer.rect else { return }
        layer.saved.withUnsafeBufferPointer { saved in
            layer.coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<rect.height {
                    let row = target.pixels + (rect.minY + y) * target.width + rect.minX
                    let base = y * rect.width
                    for x in 0..<rect.width {
                        let m = UInt32(coverage[base + x])
                        if m == 255 { continue }
                        let old = saved[base + x]
                        if m == 0 { row[x] = old; continue }
                        row[x] = PixelMath.scale(row[x], by: m) &+ PixelMath.scale(old, by: 255 &- m)
                    }
                }
            }
        }
    }
}
