import Graphics

/// Draws an `AlphaMask` in a solid colour: premultiplied source-over of colour × coverage.
enum MaskBlender {
    /// Blends `mask` with its top-left pixel at `origin` (device pixels, rounded half up to whole
    /// pixels), in `color` times `alpha` (0...1), touching only pixels inside `clip`.
    static func blend(
        _ mask: AlphaMask, at origin: Point, color: Color, alpha: Double,
        clip: IntRect, into target: PixelTarget
    ) {
        guard !mask.isEmpty, origin.isFinite, abs(origin.x) < 1e9, abs(origin.y) < 1e9 else { return }
        let src = color.multipliedAlpha(alpha).premultiplied.pixel
        guard src >> 24 != 0 else { return }
        let left = Int((origin.x + 0.5).rounded(.down)), top = Int((origin.y + 0.5).rounded(.down))
        let placed = IntRect(x: left, y: top, width: mask.width, height: mask.height)
        let bounds = IntRect(x: 0, y: 0, width: target.width, height: target.height)
        guard let area = placed.intersection(clip)?.intersection(bounds) else { return }
        let stride = target.width, maskWidth = mask.width
        mask.bytes.withUnsafeBufferPointer { coverage in
            let bytes = coverage.baseAddress!
            let x0 = area.minX, x1 = area.maxX
            for y in area.minY..<area.maxY {
                let row = target.pixels + y * stride
                let maskRow = bytes + ((y - top) * maskWidth - left)
                var x = x0
                while x < x1 {
                    // Eight empty mask bytes at a time (the space around and between glyphs).
                    if x1 &- x >= 8, UnsafeRawPointer(maskRow + x).loadUnaligned(as: UInt64.self) == 0 {
                        x &+= 8
                        continue
                    }
                    let c = UInt32(maskRow[x])
                    if c != 0 { row[x] = PixelMath.blend(src, over: row[x], coverage: c) }
                    x &+= 1
                }
            }
        }
    }
}
