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
    /// Draws into `pixels` from now on instead of an image of its own: `width` × `height` pixels,
    /// row by row with no padding, memory the caller keeps valid until the next `drawDirectly` or
    /// `resize` (which goes back to an image of its own). The contents are undefined until
    /// redrawn. Returns false, changing nothing, when the framebuffer only draws into its own
    /// image.
    func drawDirectly(into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) -> Bool
}

extension Framebuffer {
    /// Declines: by default a framebuffer draws only into its own image.
    public func drawDirectly(into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) -> Bool {
        false
    }
}
