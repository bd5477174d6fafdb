@testable import ImageExport
import XCTest

/// The quantiser, the nearest-colour search and the palette plan on their own.
final class QuantiserTests: XCTestCase {
    /// A deterministic pseudo-random sequence (64-bit LCG), so failures reproduce.
    private struct Sequence {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
    }

    private func ramp(_ count: Int) -> (colors: [UInt32], counts: [Int]) {
        let colors = (0..<count).map { UInt32($0 * 4099 % 0x100_0000) }.sorted()
        return (colors, colors.map { Int($0 % 7) + 1 })
    }

    func testColorsThatFitPassThrough() {
        let (colors, counts) = ramp(100)
        XCTAssertEqual(MedianCut.palette(colors: colors, counts: counts, maximumCount: 255), colors)
    }

    func testPaletteHasAtMostTheAskedSizeAndIsDeterministic() {
        let (colors, counts) = ramp(5000)
        let first = MedianCut.palette(colors: colors, counts: counts, maximumCount: 255)
        XCTAssertEqual(first.count, 255)
        XCTAssertEqual(MedianCut.palette(colors: colors, counts: counts, maximumCount: 255), first)
        XCTAssertEqual(MedianCut.palette(colors: colors, counts: counts, maximumCount: 16).count, 16)
    }

    func testTwoClustersGetOneEntryEach() {
        let colors: [UInt32] = [0x00_0000, 0x00_0001, 0x01_0000, 0xFF_FFFE, 0xFF_FFFF]
        let palette = MedianCut.palette(colors: colors, counts: [1, 1, 1, 1, 1], maximumCount: 2)
        XCTAssertEqual(palette.count, 2)
        XCTAssertTrue(palette.contains { $0 >> 16 == 0 })
        XCTAssertTrue(palette.contains { $0 >> 16 == 0xFF })
    }

    /// The pruned search must give exactly what a full scan gives, ties to the lower index.
    func testNearestSearchEqualsBruteForce() {
        var random = Sequence(state: 42)
        for paletteSize in [1, 2, 7, 64, 255] {
            // Coarse colours make many exact ties.
            let palette = (0..<paletteSize).map { _ in random.next() & 0xE0_E0E0 }
            // Full-range queries, and queries halfway between palette levels (more ties).
            let queries = (0..<2000).map { n in random.next() & (n % 2 == 0 ? 0xFF_FFFF : 0xF0_F0F0) }
            let found = NearestColorSearch(palette: palette).nearest(to: queries)
            for (query, index) in zip(queries, found) {
                XCTAssertEqual(index, bruteForceNearest(query, palette), "query \(String(query, radix: 16))")
            }
        }
    }

    /// Global table when all frames fit together, local tables otherwise, and the
    /// transparent entry only when some pixel is transparent.
    func testPlanPrefersOneGlobalPalette() throws {
        let a = try makeImage(width: 16, height: 10) { x, y in (UInt8(x), UInt8(y), 0, 255) }
        let b = try makeImage(width: 16, height: 10) { x, y in (UInt8(x), UInt8(y), 1, x == 0 ? 0 : 255) }
        let together = GIFEncodingPlan(try GIFAnimation(frames: [a, b], delayCentiseconds: 5))
        XCTAssertNil(together.globalPalette, "310 colours + transparency do not fit one table")
        XCTAssertEqual(together.frames.map { $0.localPalette?.hasTransparentEntry }, [false, true])
        XCTAssertEqual(together.disposal, 2)

        let small = GIFEncodingPlan(try GIFAnimation(frames: [a, a], delayCentiseconds: 5))
        XCTAssertEqual(small.globalPalette?.usedCount, 160)
        XCTAssertEqual(small.globalPalette?.transparentIndex, nil)
        XCTAssertEqual(small.globalPalette?.paddedTable.count, 256)
        XCTAssertEqual(small.disposal, 1)
    }

    private func bruteForceNearest(_ color: UInt32, _ palette: [UInt32]) -> Int {
        var best = 0, bestDistance = Int.max
        for (n, entry) in palette.enumerated() {
            let d = [16, 8, 0].reduce(0) { sum, shift in
                let delta = Int(color >> UInt32(shift) & 0xFF) - Int(entry >> UInt32(shift) & 0xFF)
                return sum + delta * delta
            }
            if d < bestDistance { best = n; bestDistance = d }
        }
        return best
    }
}
