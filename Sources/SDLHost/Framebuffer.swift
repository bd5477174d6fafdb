import Graphics

/// The pixels the host shows: a premultiplied 0xAARRGGBB image (SDL_PIXELFORMAT_ARGB8888) that
/// persists between frames, so only dirty rects are redrawn. The app supplies it (the executable
/// wires the `Render` module's rasterizer here; SDLHost never rasterizes).
@MainActor
public protocol Framebuffer: AnyObject {
    /// Size in device pixels.
    var width: Int { get }
    var height: Int { get }
    /// Reallocates the image at a new size (its contents are then undefined until redrawn).
    func resize(width: Int, height: Int)
    /// Rasterizes a display list in device pixels (the window root's frame, which clips itself
    /// to `dirty`, its dirty rects).
    func render(_ list: DisplayList, dirty: [IntRect])
    /// Calls `body` with the pixels, `width × height` of them, row by row with no padding.
    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void)
}
