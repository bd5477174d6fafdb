import Graphics

/// 24.8 fixed-point coordinates and the integer coverage units of the rasterizer.
///
/// Coordinates are rounded to 1/256 pixel. A cell's coverage is counted in units of
/// 1/(256·512) of a pixel, so one fully covered pixel is 2^17 and all sums are exact integers:
/// the result does not depend on the order in which edges or clip rects are processed.
enum FixedPoint {
    /// Fraction bits of a coordinate.
    static let shift = 8
    /// One pixel in fixed-point units.
    static let one = 256
    /// Coverage of one fully covered pixel.
    static let fullCoverage: Int32 = 1 << 17
    /// Coordinates are clamped to ±2^30 pixels so the integer arithmetic cannot overflow.
    static let limit = Double(1 << 30)

    /// A coordinate in pixels to 24.8 fixed point (rounded to nearest, clamped).
    @inline(__always)
    static func fixed(_ v: Double) -> Int {
        roundedToInt(min(max(v, -limit), limit) * 256)
    }

    /// Rounds half away from zero with one truncating conversion (no libm call on baseline x86-64).
    @inline(__always)
    static func roundedToInt(_ v: Double) -> Int {
        Int(v + (v < 0 ? -0.5 : 0.5))
    }

    /// Converts `points`, relative to the whole pixel (`originX`, `originY`) (at most 2^20 px from
    /// the origin), to fixed point, x and y interleaved, into `out` (2 per point); returns their
    /// bounds, or nil when a coordinate is not finite.
    @inline(__always)
    static func convert(
        _ points: UnsafeBufferPointer<Point>, originX: Int = 0, originY: Int = 0,
        into out: UnsafeMutablePointer<Int>
    )
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        var o = out
        let offsetX = originX << shift, offsetY = originY << shift
        // A point within 2^29 px of the origin lies within 2^30 px of the device's (the origin is
        // within 2^20): the clamp of `fixed` changes nothing there, and ×256 is exact either way.
        let inside = Double(1 << 29) * 256
        for p in points {
            let sx = p.x * 256, sy = p.y * 256
            var x: Int, y: Int
            if sx.magnitude < inside, sy.magnitude < inside {
                x = roundedToInt(sx) &+ offsetX
                y = roundedToInt(sy) &+ offsetY
            } else {
                guard p.x.isFinite, p.y.isFinite else { return nil }
                x = fixed(p.x + Double(originX))
                y = fixed(p.y + Double(originY))
            }
            o[0] = x
            o[1] = y
            o += 2
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        return (minX, minY, maxX, maxY)
    }

    /// Integer coverage (0...2^17) to 8 bits, rounded to nearest.
    @inline(__always)
    static func coverage8(_ v: Int32) -> UInt32 {
        UInt32(truncatingIfNeeded: (v &* 255 &+ 65536) >> 17)
    }
}

/// The rectangle of pixel cells a shape is accumulated into: the shape's bounds within the clip.
struct CellGrid {
    /// Pixel column of cell column 0.
    let originX: Int
    /// Pixel row of cell row 0.
    let originY: Int
    /// Columns of pixels (each row has one more cell, which catches carries past the right edge).
    let width: Int
    /// Rows of pixels.
    let height: Int
    /// Cells per row: `width + 1`.
    var stride: Int { width + 1 }
    /// Cells the grid needs.
    var cellCount: Int { stride * height }
    /// 64-bit words of touched bits per row: one bit per pixel column.
    var touchedWordsPerRow: Int { (width &+ 63) &>> 6 }
    /// Touched-bit words the grid needs.
    var touchedCount: Int { touchedWordsPerRow * height }
}

/// The scratch memory of a grid while it is accumulated and swept, both kept zeroed between shapes.
struct CellBuffers {
    /// `grid.cellCount` coverage cells, row by row.
    let cells: UnsafeMutablePointer<Int32>
    /// `grid.touchedCount` words: bit c of a row is set when a deposit went to cells c and c + 1,
    /// so every non-zero cell is a marked one or right of a marked one.
    let touched: UnsafeMutablePointer<UInt64>
}
