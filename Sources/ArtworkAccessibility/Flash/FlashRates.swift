/// The rates and areas of one measure (general or red) over the windows measured so far; areas in pixels.
struct FlashRates: Sendable {
    /// The most flashes any pixel made in one window.
    var peakRate = 0
    /// Pixels (within the field) reaching `peakRate`, in the window where they are the most.
    var peakArea = 0
    /// The most pixels (within the field) making more than three flashes in one window.
    var overLimitArea = 0
    /// The largest rate whose pixels (within the field) cover more than the area limit in some window.
    var decisiveRate = 0

    /// Takes in one window: `counts` holds each pixel's transitions in it.
    mutating func absorb(_ counts: [UInt16], meter: FlashAreaMeter, scratch: inout [Int32]) {
        var most: UInt16 = 0
        for count in counts where count > most { most = count }
        let rate = Int(most / 2)
        guard rate > 0 else { return }
        if rate > peakRate {
            peakRate = rate
            peakArea = meter.largestArea(counts, flashes: rate, scratch: &scratch)
        } else if rate == peakRate {
            peakArea = max(peakArea, meter.largestArea(counts, flashes: rate, scratch: &scratch))
        }
        let over = FlashReference.maximumFlashesPerSecond + 1
        if rate >= over {
            overLimitArea = max(overLimitArea, meter.largestArea(counts, flashes: over, scratch: &scratch))
        }
        // The area of `n` flashes or more falls as `n` grows, so the rates this window adds are a run upwards.
        while decisiveRate < rate,
            meter.exceedsLimit(meter.largestArea(counts, flashes: decisiveRate + 1, scratch: &scratch))
        {
            decisiveRate += 1
        }
    }
}

/// Measures flashing areas: pixel counts inside the placement of the 10° field (341 × 256 points) that holds the
/// most, or over the whole image when it is no larger than the field.
struct FlashAreaMeter: Sendable {
    let width: Int
    let height: Int
    /// The field in whole pixels, at most the image: `floor(341 / pointsPerPixel)` × `floor(256 / pointsPerPixel)`.
    let boxWidth: Int
    let boxHeight: Int
    /// Square points per pixel.
    let pixelArea: Double

    init(width: Int, height: Int, pointsPerPixel: Double) {
        self.width = width
        self.height = height
        // The small allowance keeps a field that is a whole number of pixels from losing one to rounding.
        let fieldWidth = Int((FlashReference.fieldWidth / pointsPerPixel + 1e-9).rounded(.down))
        let fieldHeight = Int((FlashReference.fieldHeight / pointsPerPixel + 1e-9).rounded(.down))
        boxWidth = min(width, max(1, fieldWidth))
        boxHeight = min(height, max(1, fieldHeight))
        pixelArea = pointsPerPixel * pointsPerPixel
    }

    /// Square points of `pixels` pixels.
    func points(_ pixels: Int) -> Double { Double(pixels) * pixelArea }

    /// Whether `pixels` pixels cover more than `FlashReference.areaLimit`.
    func exceedsLimit(_ pixels: Int) -> Bool { points(pixels) > FlashReference.areaLimit }

    /// The most pixels with `flashes` flashes or more (`2 × flashes` transitions) that one placement of the field
    /// holds; `scratch` is the summed-area table's storage.
    func largestArea(_ counts: [UInt16], flashes: Int, scratch: inout [Int32]) -> Int {
        let least = UInt16(clamping: 2 * flashes)
        if boxWidth == width && boxHeight == height {
            var total = 0
            for count in counts where count >= least { total += 1 }
            return total
        }
        let stride = width + 1, size = stride * (height + 1)
        if scratch.count < size { scratch = [Int32](repeating: 0, count: size) }
        let (width, height, boxWidth, boxHeight) = (self.width, self.height, self.boxWidth, self.boxHeight)
        return counts.withUnsafeBufferPointer { counts in
            scratch.withUnsafeMutableBufferPointer { table in
                // table[(y + 1) · stride + x + 1]: the pixels at or above `least` in rows 0...y, columns 0...x.
                for x in 0...width { table[x] = 0 }
                for y in 0..<height {
                    let above = y * stride, row = above + stride, pixels = y * width
                    table[row] = 0
                    var run: Int32 = 0
                    for x in 0..<width {
                        if counts[pixels + x] >= least { run += 1 }
                        table[row + x + 1] = table[above + x + 1] + run
                    }
                }
                let total = Int(table[height * stride + width])
                guard total > 0 else { return 0 }
                var best: Int32 = 0
                for y in 0...(height - boxHeight) {
                    let top = y * stride, bottom = (y + boxHeight) * stride
                    for x in 0...(width - boxWidth) {
                        let inside =
                            table[bottom + x + boxWidth] - table[top + x + boxWidth] - table[bottom + x]
                            + table[top + x]
                        best = max(best, inside)
                    }
                    if Int(best) == total { break }
                }
                return Int(best)
            }
        }
    }
}
