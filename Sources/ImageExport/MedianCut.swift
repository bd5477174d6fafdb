/// A deterministic median-cut colour quantiser with k-means refinement.
///
/// Starting from one box holding every colour, it repeatedly splits the box with the largest
/// pixel-weighted squared error at the weighted median of its widest channel, until there are
/// `maximumCount` boxes or nothing is left to split; each box becomes its pixel-weighted mean.
/// `refinementPasses` Lloyd (k-means) passes then move each entry to the mean of the colours
/// nearest to it. Ties go to the earlier box, the channel order R, G, B and the lower index, and
/// all arithmetic on colours is integer, so the result depends on the input only.
enum MedianCut {
    /// Lloyd passes after the cut; each one costs a nearest-colour search per distinct colour.
    static let refinementPasses = 2

    /// At most `maximumCount` palette colours 0xRRGGBB for `colors` (distinct, ascending, as in
    /// `GIFColors`) weighted by `counts` (pixels per colour). Colours that fit are returned as is.
    static func palette(colors: [UInt32], counts: [Int], maximumCount: Int) -> [UInt32] {
        guard colors.count > maximumCount, maximumCount > 0 else { return colors }
        var cut = Cut(colors: colors, counts: counts)
        while cut.boxes.count < maximumCount, cut.splitWorstBox() {}
        var palette = cut.boxes.map { cut.mean(of: $0) }
        for _ in 0..<refinementPasses {
            palette = refine(palette, colors: colors, counts: counts)
        }
        return palette
    }

    /// One Lloyd pass: each palette entry becomes the weighted mean of the colours nearest to
    /// it (an entry nothing is nearest to keeps its colour).
    static func refine(_ palette: [UInt32], colors: [UInt32], counts: [Int]) -> [UInt32] {
        let nearest = NearestColorSearch(palette: palette).nearest(to: colors)
        var sums = [Int](repeating: 0, count: palette.count * 4)
        for (k, (color, count)) in zip(colors, counts).enumerated() {
            let n = nearest[k] * 4
            sums[n] += count * Int(color >> 16 & 0xFF)
            sums[n + 1] += count * Int(color >> 8 & 0xFF)
            sums[n + 2] += count * Int(color & 0xFF)
            sums[n + 3] += count
        }
        return palette.indices.map { n in
            let weight = sums[n * 4 + 3]
            guard weight > 0 else { return palette[n] }
            let channel = { (c: Int) in UInt32((sums[n * 4 + c] + weight / 2) / weight) }
            return channel(0) << 16 | channel(1) << 8 | channel(2)
        }
    }
}

/// The state of a median cut: the colours' channels, a permutation of the colours grouped
/// into boxes, and the boxes.
private struct Cut {
    struct Box {
        let lower: Int, upper: Int
        /// Pixel-weighted sum of squared distances to the box's mean.
        let error: Double
    }

    /// R, G, B of colour i at `values[3 i ..< 3 i + 3]`.
    let values: [Int]
    let weights: [Int]
    /// Colour indices; each box is a contiguous range of this.
    var order: [Int]
    var boxes: [Box] = []

    init(colors: [UInt32], counts: [Int]) {
        values = colors.flatMap { [Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)] }
        weights = counts
        order = Array(colors.indices)
        boxes = [box(0, colors.count)]
    }

    /// Splits the splittable box with the largest error; false when none is splittable.
    mutating func splitWorstBox() -> Bool {
        var pick = -1
        for (n, box) in boxes.enumerated() where box.upper - box.lower > 1 {
            if pick < 0 || box.error > boxes[pick].error { pick = n }
        }
        guard pick >= 0 else { return false }
        let old = boxes[pick]
        let middle = partition(old.lower, old.upper)
        boxes[pick] = box(old.lower, middle)
        boxes.append(box(middle, old.upper))
        return true
    }

    /// Stably moves the colours of `order[lower..<upper]` at or below the weighted median of the
    /// widest channel first; returns where the second part starts (never an empty part, as the
    /// colours are distinct).
    private mutating func partition(_ lower: Int, _ upper: Int) -> Int {
        var high: [Int] = []
        var lowCount = 0
        values.withUnsafeBufferPointer { values in
            weights.withUnsafeBufferPointer { weights in
                order.withUnsafeMutableBufferPointer { order in
                    var lowest = (255, 255, 255), highest = (0, 0, 0)
                    for k in lower..<upper {
                        let i = order[k] * 3
                        lowest = (min(lowest.0, values[i]), min(lowest.1, values[i + 1]), min(lowest.2, values[i + 2]))
                        highest = (
                            max(highest.0, values[i]), max(highest.1, values[i + 1]), max(highest.2, values[i + 2])
                        )
                    }
                    let ranges = [highest.0 - lowest.0, highest.1 - lowest.1, highest.2 - lowest.2]
                    var axis = 0
                    for c in 1..<3 where ranges[c] > ranges[axis] { axis = c }
                    let low = [lowest.0, lowest.1, lowest.2][axis], top = [highest.0, highest.1, highest.2][axis]
                    var histogram = [Int](repeating: 0, count: 256)
                    var total = 0
                    for k in lower..<upper {
                        histogram[values[order[k] * 3 + axis]] += weights[order[k]]
                        total += weights[order[k]]
                    }
                    var cutValue = low, running = 0
                    for v in low...top {
                        running += histogram[v]
                        if running * 2 >= total { cutValue = v; break }
                    }
                    cutValue = min(cutValue, top - 1)
                    high.reserveCapacity(upper - lower)
                    var write = lower
                    for k in lower..<upper {
                        let i = order[k]
                        if values[i * 3 + axis] <= cutValue {
                            order[write] = i
                            write += 1
                        } else {
                            high.append(i)
                        }
                    }
                    lowCount = write - lower
                    for (n, i) in high.enumerated() { order[write + n] = i }
                }
            }
        }
        return lower + lowCount
    }

    /// Sums over `order[lower..<upper]`: pixels, Σ w v per channel, Σ w v² over channels.
    private func sums(_ lower: Int, _ upper: Int) -> (weight: Int, r: Int, g: Int, b: Int, squares: Int) {
        var weight = 0, r = 0, g = 0, b = 0, squares = 0
        values.withUnsafeBufferPointer { values in
            weights.withUnsafeBufferPointer { weights in
                order.withUnsafeBufferPointer { order in
                    for k in lower..<upper {
                        let i = order[k], w = weights[i]
                        let (vr, vg, vb) = (values[i * 3], values[i * 3 + 1], values[i * 3 + 2])
                        weight += w
                        r += w * vr
                        g += w * vg
                        b += w * vb
                        squares += w * (vr * vr + vg * vg + vb * vb)
                    }
                }
            }
        }
        return (weight, r, g, b, squares)
    }

    /// The box over `order[lower..<upper]` with its error.
    private func box(_ lower: Int, _ upper: Int) -> Box {
        let s = sums(lower, upper)
        // Σ w (v − mean)² = Σ w v² − (Σ w v)² / Σ w; in Double, as (Σ w v)² can pass Int.max.
        let squaredSums = Double(s.r) * Double(s.r) + Double(s.g) * Double(s.g) + Double(s.b) * Double(s.b)
        return Box(lower: lower, upper: upper, error: Double(s.squares) - squaredSums / Double(max(s.weight, 1)))
    }

    /// The rounded pixel-weighted mean colour of `box`, as 0xRRGGBB.
    func mean(of box: Box) -> UInt32 {
        let s = sums(box.lower, box.upper)
        let channel = { (sum: Int) in UInt32((sum + s.weight / 2) / s.weight) }
        return channel(s.r) << 16 | channel(s.g) << 8 | channel(s.b)
    }
}
