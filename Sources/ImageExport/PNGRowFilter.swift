/// PNG's per-row filters (PNG specification, clause 9: filter method 0), on scanlines of
/// `bytesPerPixel`-byte pixels. Each filter predicts a byte from the byte to its left (`a`), the
/// one above (`b`) and the one above-left (`c`); bytes left of the row and the row above the
/// first are 0.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// The Paeth predictor: whichever of `a`, `b`, `c` is nearest to `a + b - c` (ties in that
    /// order).
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let estimate = Int(a) + Int(b) - Int(c)
        let distanceA = abs(estimate - Int(a)), distanceB = abs(estimate - Int(b))
        let distanceC = abs(estimate - Int(c))
        if distanceA <= distanceB && distanceA <= distanceC { return a }
        return distanceB <= distanceC ? b : c
    }

    /// The prediction of byte `i` of `row` from its neighbours (`above` is the previous row).
    @inline(__always)
    func prediction(
        _ i: Int, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, bytesPerPixel: Int
    ) -> UInt8 {
        let a = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
        switch self {
        case .none: return 0
        case .sub: return a
        case .up: return above[i]
        case .average: return UInt8((Int(a) + Int(above[i])) / 2)
        case .paeth:
            let c = i >= bytesPerPixel ? above[i - bytesPerPixel] : 0
            return Self.paethPredictor(a, above[i], c)
        }
    }

    /// Writes `row` filtered into `out` (`count` bytes each) and returns the sum of the filtered
    /// bytes read as signed values' magnitudes, the usual measure for choosing a filter.
    func filter(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var sum = 0
        for i in 0..<count {
            let value = row[i] &- prediction(i, row: row, above: above, bytesPerPixel: bytesPerPixel)
            out[i] = value
            sum += value < 128 ? Int(value) : 256 - Int(value)
        }
        return sum
    }

    /// Undoes this filter on `row` in place (`count` bytes), `above` being the row already
    /// reconstructed above it.
    func reconstruct(
        _ row: UnsafeMutablePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int
    ) {
        guard self != .none else { return }
        for i in 0..<count {
            row[i] = row[i] &+ prediction(i, row: row, above: above, bytesPerPixel: bytesPerPixel)
        }
    }
}
