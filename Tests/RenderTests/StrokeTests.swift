import Graphics
import Render
import XCTest

/// Stroke outlines: caps, joins and area.
final class StrokeTests: XCTestCase {
    private let rect = IntRect(x: 0, y: 0, width: 64, height: 64)

    private func line(_ a: Point, _ b: Point) -> Path {
        var path = Path()
        path.move(to: a)
        path.line(to: b)
        return path
    }

    func testButtCapsEndExactlyAtTheEndpoints() {
        let values = Renderer().strokeCoverage(
            of: line(Point(10.5, 20), Point(30.25, 20)),
            style: StrokeStyle(width: 6, cap: .butt), in: rect)
        for y in 17..<23 {
            XCTAssertEqual(values[y * 64 + 9], 0, "left of the start, row \(y)")
            XCTAssertEqual(values[y * 64 + 10], 0.5, "start pixel, row \(y)")
            XCTAssertEqual(values[y * 64 + 20], 1, "middle, row \(y)")
            XCTAssertEqual(values[y * 64 + 30], 0.25, "end pixel, row \(y)")
            XCTAssertEqual(values[y * 64 + 31], 0, "right of the end, row \(y)")
        }
        XCTAssertEqual(values[16 * 64 + 20], 0)
        XCTAssertEqual(values[23 * 64 + 20], 0)
    }

    func testStrokedLineAreaIsLengthTimesWidth() {
        let renderer = Renderer()
        let a = Point(8.3, 12.1), b = Point(51.7, 47.9)
        let length = a.distance(to: b)
        for width in [1.0, 2.5, 7.0] {
            let total = totalCoverage(
                renderer.strokeCoverage(of: line(a, b), style: StrokeStyle(width: width), in: rect))
            XCTAssertEqual(total, length * width, accuracy: length * width * 0.005, "width \(width)")
        }
    }

    func testRoundAndSquareCapsAddTheirArea() {
        let renderer = Renderer()
        let a = Point(12.2, 30.4), b = Point(48.6, 30.4), width = 10.0, length = 36.4
        let round = totalCoverage(
            renderer.strokeCoverage(of: line(a, b), style: StrokeStyle(width: width, cap: .round), in: rect))
        XCTAssertEqual(round, length * width + Double.pi * 25, accuracy: 0.005 * round)
        let square = totalCoverage(
            renderer.strokeCoverage(of: line(a, b), style: StrokeStyle(width: width, cap: .square), in: rect))
        // Coordinates snap to 1/256 px, so straight edges are exact only to that grain.
        XCTAssertEqual(square, (length + width) * width, accuracy: 0.1)
    }

    func testJoinsCoverTheOuterCorner() {
        var corner = Path()
        corner.move(to: Point(10, 40))
        corner.line(to: Point(40, 40))
        corner.line(to: Point(40, 10))
        let renderer = Renderer()
        // Outer corner at (40, 40): pixel (43, 43) lies 3.5·√2 ≈ 4.9 px from the vertex.
        let probe = 43 * 64 + 43
        let round = renderer.strokeCoverage(of: corner, style: StrokeStyle(width: 12, join: .round), in: rect)
        let miter = renderer.strokeCoverage(of: corner, style: StrokeStyle(width: 12, join: .miter), in: rect)
        let bevel = renderer.strokeCoverage(of: corner, style: StrokeStyle(width: 12, join: .bevel), in: rect)
        XCTAssertEqual(round[probe], 1)
        XCTAssertEqual(miter[probe], 1)
        XCTAssertEqual(miter[45 * 64 + 45], 1, "the miter reaches the corner square")
        XCTAssertEqual(round[45 * 64 + 45], 0, "the round join stops at the radius")
        XCTAssertEqual(bevel[probe], 0, "the bevel cuts the corner")
        // Areas: two 30x12 arms overlapping at a 6x6 square inside, plus the join.
        let base = 2 * 30 * 12 - 36.0
        XCTAssertEqual(totalCoverage(bevel), base + 18, accuracy: 0.5)
        XCTAssertEqual(totalCoverage(miter), base + 36, accuracy: 0.5)
        XCTAssertEqual(totalCoverage(round), base + Double.pi * 9, accuracy: 0.5)
        // The inner corner is exact: no pixel is covered more than once.
        XCTAssertTrue(round.allSatisfy { $0 <= 1 })
        XCTAssertEqual(round[37 * 64 + 37], 1)
    }

    func testClosedSquareStrokeHasAHole() {
        let values = Renderer().strokeCoverage(
            of: .rect(Rect(x: 10, y: 10, width: 40, height: 40)),
            style: StrokeStyle(width: 4), in: rect)
        XCTAssertEqual(values[30 * 64 + 30], 0)
        XCTAssertEqual(values[10 * 64 + 30], 1)
        XCTAssertEqual(values[8 * 64 + 8], 1, "mitered outer corner")
        XCTAssertEqual(totalCoverage(values), 44 * 44 - 36 * 36, accuracy: 1e-6)
    }

    func testButtArcStrokeMatchesItsAnnularSector() {
        let renderer = Renderer(tolerance: 0.05)
        let center = Point(32.4, 31.7), radius = 20.0, width = 6.0, sweep = 2.0
        let arc = renderer.strokeCoverage(
            of: .arc(center: center, radius: radius, start: 0.4, sweep: sweep),
            style: StrokeStyle(width: width, cap: .butt), in: rect)
        let expected = sweep / 2 * (pow(radius + width / 2, 2) - pow(radius - width / 2, 2))
        XCTAssertEqual(totalCoverage(arc), expected, accuracy: expected * 0.005)
    }

    func testTightCurveStrokeHasNoHoles() {
        // A stroke wider than its curve's radius: inner offsets fold back and must stay covered.
        let values = Renderer().strokeCoverage(
            of: .arc(center: Point(32, 32), radius: 3, start: 0, sweep: 5),
            style: StrokeStyle(width: 10), in: rect)
        XCTAssertEqual(values[32 * 64 + 32], 1)
        XCTAssertTrue(values.allSatisfy { $0 <= 1 })
    }

    func testZeroLengthSubpathWithRoundCapIsADot() {
        let values = Renderer().strokeCoverage(
            of: line(Point(30.5, 30.5), Point(30.5, 30.5)),
            style: StrokeStyle(width: 8, cap: .round), in: rect)
        XCTAssertEqual(totalCoverage(values), Double.pi * 16, accuracy: 0.5)
        let butt = Renderer().strokeCoverage(
            of: line(Point(30.5, 30.5), Point(30.5, 30.5)),
            style: StrokeStyle(width: 8), in: rect)
        XCTAssertEqual(totalCoverage(butt), 0)
    }

    func testStrokeUnderAScaleTransformScalesTheWidth() {
        let renderer = Renderer()
        let local = renderer.strokeCoverage(
            of: line(Point(2, 5), Point(22, 5)), style: StrokeStyle(width: 2),
            transform: .scale(2, 3), in: rect)
        XCTAssertEqual(totalCoverage(local), 40 * 6, accuracy: 1e-6)
    }
}
