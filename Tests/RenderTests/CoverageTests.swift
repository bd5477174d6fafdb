import Graphics
import Render
import XCTest

/// Exact-area coverage: discs, seams between shapes, rings and fill rules.
final class CoverageTests: XCTestCase {
    func testCircleCoverageEqualsPiRSquared() {
        let renderer = Renderer()
        for (radius, center) in [
            (2.0, Point(10.37, 9.81)), (3.3, Point(10.5, 10.5)), (6, Point(16.13, 15.77)),
            (10.75, Point(20.2, 20.9)), (37.3, Point(50.61, 49.05)), (120, Point(130.3, 129.9)),
        ] {
            let rect = IntRect(x: 0, y: 0, width: Int(center.x + radius) + 3, height: Int(center.y + radius) + 3)
            let total = totalCoverage(renderer.coverage(of: .circle(center: center, radius: radius), in: rect))
            let exact = Double.pi * radius * radius
            XCTAssertEqual(total, exact, accuracy: exact * 0.005, "r = \(radius)")
        }
    }

    func testCoverageIsWithinUnitRangeAndFullInside() {
        let renderer = Renderer()
        let rect = IntRect(x: 0, y: 0, width: 40, height: 40)
        let values = renderer.coverage(of: .circle(center: Point(20.4, 19.7), radius: 15), in: rect)
        XCTAssertTrue(values.allSatisfy { $0 >= 0 && $0 <= 1 })
        XCTAssertEqual(values[20 * 40 + 20], 1)
        XCTAssertEqual(values[0], 0)
    }

    func testRectsSharingAFractionalEdgeLeaveNoSeamAndNoOverlap() {
        let renderer = Renderer()
        let rect = IntRect(x: 0, y: 0, width: 30, height: 30)
        let left = renderer.coverage(of: .rect(Rect(x: 2.4, y: 3.3, width: 10.35, height: 20)), in: rect)
        let right = renderer.coverage(of: .rect(Rect(x: 12.75, y: 3.3, width: 11.1, height: 20)), in: rect)
        let whole = renderer.coverage(of: .rect(Rect(x: 2.4, y: 3.3, width: 21.45, height: 20)), in: rect)
        for i in 0..<rect.area {
            XCTAssertEqual(left[i] + right[i], whole[i], "pixel \(i % 30), \(i / 30)")
        }
        // Along the seam (column 12), inner rows sum to exactly one pixel.
        for y in 4..<23 { XCTAssertEqual(left[y * 30 + 12] + right[y * 30 + 12], 1, "row \(y)") }
        XCTAssertEqual(left[10 * 30 + 12], 0.75, accuracy: 1.0 / 256)
    }

    func testTrianglesSharingADiagonalSumToTheirQuad() {
        let renderer = Renderer()
        let rect = IntRect(x: 0, y: 0, width: 24, height: 24)
        let a = Point(1.3, 1.7), b = Point(21.2, 2.9), c = Point(20.1, 22.4), d = Point(2.2, 19.3)
        let first = renderer.coverage(of: .polygon([a, b, c]), in: rect)
        let second = renderer.coverage(of: .polygon([a, c, d]), in: rect)
        let quad = renderer.coverage(of: .polygon([a, b, c, d]), in: rect)
        var seamPixels = 0
        for i in 0..<rect.area {
            XCTAssertEqual(first[i] + second[i], quad[i], "pixel \(i % 24), \(i / 24)")
            if first[i] > 0, second[i] > 0, quad[i] == 1 { seamPixels += 1 }
        }
        XCTAssertGreaterThan(seamPixels, 10, "the diagonal crosses fully covered pixels")
    }

    /// Sum and largest per-pixel difference between a stroked circle and outer minus inner disc.
    private func ringDifference(tolerance: Double) -> (sum: Double, largest: Double, ring: Double, area: Double) {
        let renderer = Renderer(tolerance: tolerance)
        let rect = IntRect(x: 0, y: 0, width: 80, height: 80)
        let center = Point(40.3, 39.6), radius = 25.0, width = 8.0
        let ring = renderer.strokeCoverage(
            of: .circle(center: center, radius: radius),
            style: StrokeStyle(width: width), in: rect)
        let outer = renderer.coverage(of: .circle(center: center, radius: radius + width / 2), in: rect)
        let inner = renderer.coverage(of: .circle(center: center, radius: radius - width / 2), in: rect)
        var sum = 0.0, largest = 0.0
        for i in 0..<rect.area {
            let difference = abs(ring[i] - (outer[i] - inner[i]))
            sum += difference
            largest = max(largest, difference)
        }
        let area = Double.pi * (pow(radius + width / 2, 2) - pow(radius - width / 2, 2))
        return (sum, largest, totalCoverage(ring), area)
    }

    func testStrokedFullCircleEqualsOuterDiscMinusInnerDisc() {
        // At the default 0.2 px tolerance the three polygons place their vertices differently, so
        // edge pixels differ by up to about 0.2; stated tolerance: total area within 0.5%, summed
        // per-pixel difference under 2.5% of the ring's area, no pixel off by more than 0.25.
        let coarse = ringDifference(tolerance: 0.2)
        XCTAssertEqual(coarse.ring, coarse.area, accuracy: coarse.area * 0.005)
        XCTAssertLessThan(coarse.sum, coarse.area * 0.025)
        XCTAssertLessThan(coarse.largest, 0.25)
        // With a fine tolerance the stroke converges on the disc difference (no join artefacts).
        let fine = ringDifference(tolerance: 0.01)
        XCTAssertEqual(fine.ring, fine.area, accuracy: fine.area * 0.001)
        XCTAssertLessThan(fine.sum, fine.area * 0.002)
        XCTAssertLessThan(fine.largest, 0.02)
    }

    func testEvenOddLeavesTheStarsPentagonEmptyAndNonZeroFillsIt() {
        let renderer = Renderer()
        let rect = IntRect(x: 0, y: 0, width: 60, height: 60)
        let star = pentagram(center: Point(30, 30), radius: 25)
        let nonZero = renderer.coverage(of: star, rule: .nonZero, in: rect)
        let evenOdd = renderer.coverage(of: star, rule: .evenOdd, in: rect)
        XCTAssertEqual(nonZero[30 * 60 + 30], 1)
        XCTAssertEqual(evenOdd[30 * 60 + 30], 0)
        // A point inside a tip (winding 1) is covered by both rules.
        XCTAssertEqual(nonZero[10 * 60 + 30], 1)
        XCTAssertEqual(evenOdd[10 * 60 + 30], 1)
        XCTAssertGreaterThan(totalCoverage(nonZero) - totalCoverage(evenOdd), 100)
    }

    func testOppositeWindingsCancelUnderNonZero() {
        var path = Path()
        path.addRect(Rect(x: 2, y: 2, width: 20, height: 20))
        path.addPolygon([Point(6, 6), Point(6, 18), Point(18, 18), Point(18, 6)])
        let values = Renderer().coverage(of: path, in: IntRect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(values[12 * 24 + 12], 0)
        XCTAssertEqual(values[3 * 24 + 3], 1)
        XCTAssertEqual(totalCoverage(values), 400 - 144, accuracy: 1e-9)
    }
}
