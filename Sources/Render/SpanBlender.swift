/// Blends spans and kept coverage masks in a solid colour, four pixels at a time in Swift's SIMD
/// types.
///
/// The results equal `PixelMath`'s scalar arithmetic bit for bit (premultiplied source-over with
/// every product rounded to nearest): each channel sits in a 16-bit lane, where `x·f + 128` and
/// the rounding step never exceed 16 bits, so one vector multiplication scales four pixels.
/// The scalar sweep (`CoverageSweep.sweepSolid` without `vector`) is the reference the tests
/// compare against.
enum SpanBlender {
    /// Each channel of four pixels times `factor` / 255, rounded to nearest (as `PixelMath.scale`):
    /// blue and red, then green and alpha, in the 16-bit halves of the 32-bit lanes.
    @inline(__always)
    static func scale(_ pixels: SIMD4<UInt32>, by factor: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        @inline(__always) func scaleHalves(_ halves: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let t = unsafeBitCast(halves, to: SIMD8<UInt16>.self) &* factor &+ SIMD8(repeating: 128)
            return unsafeBitCast((t &+ (t &>> 8)) &>> 8, to: SIMD4<UInt32>.self)
        }
        return scaleHalves(pixels & mask) | (scaleHalves((pixels &>> 8) & mask) &<< 8)
    }

    /// `color + dst·inverse/255` over `count` pixels from `dst`: source-over of a premultiplied
    /// colour whose alpha is `255 − inverse`, four pixels a step (four that repeat the last four
    /// destinations, as over a plain background, take the last result), the rest one by one.
    @inline(__always)
    static func sourceOver(_ color: UInt32, inverse: UInt32, _ dst: UnsafeMutablePointer<UInt32>, count: Int) {
        var x = 0
        if count >= 4 {
            let colors = SIMD4<UInt32>(repeating: color)
            let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverse))
            let raw = UnsafeMutableRawPointer(dst)
            var seen = SIMD4<UInt32>(repeating: dst[0])
            var made = colors &+ scale(seen, by: factor)
            while x &+ 4 <= count {
                let offset = x &<< 2
                let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
                if !same(d, seen) {
                    seen = d
                    made = colors &+ scale(d, by: factor)
                }
                raw.storeBytes(of: made, toByteOffset: offset, as: SIMD4<UInt32>.self)
                x &+= 4
            }
        }
        while x < count {
            dst[x] = color &+ PixelMath.scale(dst[x], by: inverse)
            x &+= 1
        }
    }

    /// True when two vectors are equal: their xor's two halves or-ed (cheaper than lane by lane).
    @inline(__always)
    static func same(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> Bool {
        let difference = unsafeBitCast(a ^ b, to: SIMD2<UInt64>.self)
        return difference[0] | difference[1] == 0
    }

    /// The coverage of four pixels, each in both 16-bit halves of its lane: the factor `scale`
    /// takes for a different factor per pixel.
    @inline(__always)
    static func factors(_ coverage: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(coverage | (coverage &<< 16), to: SIMD8<UInt16>.self)
    }

    /// `PixelMath.blend(src, over: d, coverage: c)` for four pixels with their own coverage, given
    /// as `factors` (0...255 each; 0 leaves the pixel as it is).
    @inline(__always)
    static func blend(_ source: SIMD4<UInt32>, over d: SIMD4<UInt32>, coverage: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let scaled = scale(source, by: coverage)
        let inverse = SIMD4<UInt32>(repeating: 255) &- (scaled &>> 24)
        return scaled &+ scale(d, by: factors(inverse))
    }

    /// Blends a kept mask (see `CoverageMaskCache.Entry`) whose top-left pixel is at `originX`,
    /// `originY` (inside the target) in the premultiplied colour `src`, row by row. A row's fully
    /// covered stretch is a fill of an opaque colour, or a source-over of a translucent one that
    /// remembers its last four destinations and result (a plain background costs a compare and a
    /// store); the edges around it blend four pixels at a time, each with its own coverage.
    static func blendMask(
        _ mask: UnsafeBufferPointer<UInt32>, rows: UnsafeBufferPointer<MaskRow>, width: Int,
        originX: Int, originY: Int, color src: UInt32, into target: PixelTarget
    ) {
        let opaque = src >> 24 == 255
        let source = SIMD4<UInt32>(repeating: src)
        let inverse = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (src >> 24)))
        let none = SIMD4<UInt32>(repeating: 0)
        let pitch = target.width
        var dst = target.pixels + (originY &* pitch &+ originX)
        var coverageRow = mask.baseAddress!
        // Fully covered: the last four destinations and their result.
        var seenInside = none
        var madeInside = source &+ scale(seenInside, by: inverse)
        // Partly covered: the last four coverages and destinations, and their result.
        var seenCoverage = none
        var seenEdge = none
        var madeEdge = none

        /// Pixels x..<end (whole steps of four), each with its own coverage.
        @inline(__always) func edge(_ x: Int, _ end: Int) {
            var x = x
            while x < end {
                let coverage = UnsafeRawPointer(coverageRow + x).loadUnaligned(as: SIMD4<UInt32>.self)
                let pixels = UnsafeMutableRawPointer(dst + x)
                x &+= 4
                if same(coverage, none) { continue }
                let d = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
                if !same(coverage, seenCoverage) || !same(d, seenEdge) {
                    seenCoverage = coverage
                    seenEdge = d
                    madeEdge = blend(source, over: d, coverage: unsafeBitCast(coverage, to: SIMD8<UInt16>.self))
                }
                pixels.storeBytes(of: madeEdge, as: SIMD4<UInt32>.self)
            }
        }

        for row in rows {
            var x = Int(row.head)
            let start = Int(row.start)
            while x < start {
                // A head of up to three pixels, in a grid too narrow to widen the row.
                let c = coverageRow[x] & 0xFF
                if c != 0 { dst[x] = PixelMath.blend(src, over: dst[x], coverage: c) }
                x &+= 1
            }
            let insideStart = Int(row.insideStart), insideEnd = Int(row.insideEnd)
            edge(start, insideStart)
            if opaque {
                (dst + insideStart).update(repeating: src, count: insideEnd &- insideStart)
            } else {
                x = insideStart
                while x < insideEnd {
                    let pixels = UnsafeMutableRawPointer(dst + x)
                    let d = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
                    if !same(d, seenInside) {
                        seenInside = d
                        madeInside = source &+ scale(d, by: inverse)
                    }
                    pixels.storeBytes(of: madeInside, as: SIMD4<UInt32>.self)
                    x &+= 4
                }
            }
            edge(insideEnd, Int(row.end))
            dst += pitch
            coverageRow += width
        }
    }

    /// Blends a kept mask in `src` through `painted`, the mask already blended in `src` over the
    /// plain colour `background` (see `CoverageMaskCache.paint`): four destination pixels that
    /// are all `background` take the painted pixels, others are blended. The same pixels as
    /// `blendMask`, for the cost of a compare and a copy over a plain background.
    static func copyPainted(
        _ mask: UnsafeBufferPointer<UInt32>, painted: UnsafeBufferPointer<UInt32>, rows: UnsafeBufferPointer<MaskRow>,
        width: Int, originX: Int, originY: Int, color src: UInt32, background: UInt32, into target: PixelTarget
    ) {
        let plain = SIMD4<UInt32>(repeating: background)
        let source = SIMD4<UInt32>(repeating: src), none = SIMD4<UInt32>(repeating: 0)
        let pitch = target.width
        var dst = target.pixels + (originY &* pitch &+ originX)
        var coverageRow = mask.baseAddress!
        var paintedRow = painted.baseAddress!

        @inline(__always) func pixel(_ x: Int) {
            let d = dst[x]
            if d == background {
                dst[x] = paintedRow[x]
            } else {
                let c = coverageRow[x] & 0xFF
                if c != 0 { dst[x] = PixelMath.blend(src, over: d, coverage: c) }
            }
        }

        for row in rows {
            var x = Int(row.head)
            let start = Int(row.start), end = Int(row.end)
            while x < start {
                pixel(x)
                x &+= 1
            }
            while x < end {
                let pixels = UnsafeMutableRawPointer(dst + x)
                let d = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
                if same(d, plain) {
                    pixels.storeBytes(
                        of: UnsafeRawPointer(paintedRow + x).loadUnaligned(as: SIMD4<UInt32>.self),
                        as: SIMD4<UInt32>.self)
                } else {
                    let coverage = UnsafeRawPointer(coverageRow + x).loadUnaligned(as: SIMD4<UInt32>.self)
                    if !same(coverage, none) {
                        pixels.storeBytes(
                            of: blend(source, over: d, coverage: unsafeBitCast(coverage, to: SIMD8<UInt16>.self)),
                            as: SIMD4<UInt32>.self)
                    }
                }
                x &+= 4
            }
            dst += pitch
            coverageRow += width
            paintedRow += width
        }
    }
}
