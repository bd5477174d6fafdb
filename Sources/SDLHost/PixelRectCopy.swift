import Graphics

/// Copies rects of a 0xAARRGGBB framebuffer (rows of `width` pixels, no padding) into a
/// 32-bit image whose rows are `pitch` bytes apart, pixel values unchanged: the layout of both
/// `SDL_PIXELFORMAT_ARGB8888` and `SDL_PIXELFORMAT_RGB888` (XRGB8888, whose unused top byte gets
/// the framebuffer's alpha, 0xFF for an opaque window).
enum PixelRectCopy {
    /// Copies `rect` (pixels; clipped to both images) from `source`, `sourceWidth` × `sourceHeight`,
    /// into `destination`, `destinationWidth` × `destinationHeight` with rows `pitch` bytes apart.
    /// Returns the number of pixels copied.
    @discardableResult
    static func copy(
        _ rect: IntRect, from source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
        to destination: UnsafeMutableRawPointer, destinationWidth: Int, destinationHeight: Int,
        pitch: Int
    ) -> Int {
        let width = min(sourceWidth, destinationWidth), height = min(sourceHeight, destinationHeight)
        guard let base = source.baseAddress, source.count >= sourceWidth * sourceHeight,
            let r = rect.intersection(IntRect(x: 0, y: 0, width: width, height: height))
        else { return 0 }
        let rowBytes = r.width * 4
        for y in r.minY..<r.maxY {
            let from = UnsafeRawPointer(base + y * sourceWidth + r.x)
            (destination + y * pitch + r.x * 4).copyMemory(from: from, byteCount: rowBytes)
        }
        return r.width * r.height
    }
}
