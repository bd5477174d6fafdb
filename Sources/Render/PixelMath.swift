import Graphics

/// Premultiplied RGBA8 arithmetic on 0xAARRGGBB pixels, two channels per 32-bit operation.
enum PixelMath {
    /// Each channel of `pixel` times `factor` / 255, rounded to nearest (exact for all inputs).
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied source-over: src + dst·(255 − srcAlpha)/255, per channel.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }

    /// The four channels of a pixel in the four 16-bit lanes of a `UInt64` (B, R, G, A from the
    /// low lane up), so that one multiplication scales all four.
    @inline(__always)
    static func spread(_ pixel: UInt32) -> UInt64 {
        let v = UInt64(pixel)
        return (v & 0x00FF_00FF) | ((v & 0xFF00_FF00) &<< 24)
    }

    /// A spread pixel (every lane 0...255) back to 0xAARRGGBB.
    @inline(__always)
    static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (lanes & 0x00FF_00FF) | ((lanes &>> 24) & 0xFF00_FF00))
    }

    /// `scale` on a spread pixel: the same per-channel arithmetic (a lane never exceeds 16 bits),
    /// so `pack(scaleSpread(spread(p), by: f)) == scale(p, by: f)` for every pixel and factor.
    @inline(__always)
    static func scaleSpread(_ lanes: UInt64, by factor: UInt32) -> UInt64 {
        let t = lanes &* UInt64(factor) &+ 0x0080_0080_0080_0080
        return ((t &+ ((t &>> 8) & 0x00FF_00FF_00FF_00FF)) &>> 8) & 0x00FF_00FF_00FF_00FF
    }

    /// Blends `src` over `dst` at an 8-bit coverage (1...255).
    @inline(__always)
    static func blend(_ src: UInt32, over dst: UInt32, coverage: UInt32) -> UInt32 {
        if coverage == 255 { return sourceOver(src, dst) }
        return sourceOver(scale(src, by: coverage), dst)
    }
}

extension PremultipliedColor {
    /// This colour composited over `destination` with premultiplied source-over, per 8-bit
    /// channel: result = self + destination·(255 − self.alpha)/255, rounded to nearest.
    public func composited(over destination: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(pixel: PixelMath.sourceOver(pixel, destination.pixel))
    }

    /// This colour with every channel scaled by `coverage` / 255, rounded to nearest.
    public func scaled(by coverage: UInt8) -> PremultipliedColor {
        PremultipliedColor(pixel: PixelMath.scale(pixel, by: UInt32(coverage)))
    }
}
