/// The pixels of a pixmap while a render holds them: a base pointer, width and height.
struct PixelTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
}

extension PixelTarget {
    /// Reads a pixel of every cache line of the pixels of `grid` (up to 128 px wide) and returns
    /// their xor: the lines then load while the shape is accumulated, instead of one by one when
    /// the sweep blends into them.
    @inline(__always)
    func touch(_ grid: CellGrid) -> UInt32 {
        guard grid.width <= 128 else { return 0 }
        var sum: UInt32 = 0
        var row = pixels + (grid.originY &* width &+ grid.originX)
        let last = grid.width &- 1
        for _ in 0..<grid.height {
            var x = 0
            while x < last {
                sum ^= row[x]
                x &+= 16
            }
            sum ^= row[last]
            row += width
        }
        return sum
    }
}
