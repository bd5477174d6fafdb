import Graphics
import Render
import XCTest

/// Transforms, rects and paths.
final class GeometryTests: XCTestCase {
    func testTransformComposition() {
        let t = Transform.translation(10, 5).rotatedBy(.pi / 2)
        let p = t.apply(Point(1, 0))
        XCTAssertEqual(p.x, 10, accuracy: 1e-12)
        XCTAssertEqual(p.y, 6, accuracy: 1e-12, "positive angles turn clockwise on a y-down screen")
        let inverse = t.inverted!
        let back = inverse.apply(p)
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 0, accuracy: 1e-12)
        XCTAssertEqual(Transform.scale(3, -2).maxScale, 3, accuracy: 1e-12)
        XCTAssertNil(Transform.scale(0, 1).inverted)
    }

    func testProjectiveTransformDividesByW() {
        let m = ProjectiveTransform(2, 0, 1, 0, 2, 3, 0.5, 0, 1)
        XCTAssertFalse(m.isAffine)
        let p = m.apply(Point(2, 1))  // w = 2
        XCTAssertEqual(p, Point(2.5, 2.5))
        XCTAssertTrue(ProjectiveTransform(Transform.translation(4, 5)).isAffine)
        XCTAssertEqual(ProjectiveTransform(Transform.translation(4, 5)).apply(Point(1, 1)), Point(5, 6))
        let product = m.concatenating(ProjectiveTransform(Transform.translation(1, 1)))
        XCTAssertEqual(product.apply(Point(2, 1)), Point(3.5, 3.5))
    }

    func testIntRectIntersectionAndUnion() {
        let a = IntRect(x: 0, y: 0, width: 10, height: 10), b = IntRect(x: 5, y: -3, width: 10, height: 5)
        XCTAssertEqual(a.intersection(b), IntRect(x: 5, y: 0, width: 5, height: 2))
        XCTAssertEqual(a.union(b), IntRect(x: 0, y: -3, width: 15, height: 13))
        XCTAssertNil(a.intersection(IntRect(x: 10, y: 0, width: 3, height: 3)))
        XCTAssertEqual(
            Rect(x: 0.5, y: 1.2, width: 2, height: 2).enclosingIntRect, IntRect(x: 0, y: 1, width: 3, height: 3))
    }

    func testPathTransformKeepsArcsExact() {
        let circle = Path.circle(center: Point(0, 0), radius: 1)
        let moved = circle.transformed(by: Transform.translation(20.25, 20.5).scaledBy(8, 4))
        let renderer = Renderer()
        let values = renderer.coverage(of: moved, in: IntRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(totalCoverage(values), Double.pi * 32, accuracy: Double.pi * 32 * 0.005)
        let direct = renderer.coverage(
            of: circle, transform: Transform.translation(20.25, 20.5).scaledBy(8, 4),
            in: IntRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(values, direct)
    }

    func testRoundedRectAreaAndClamp() {
        let renderer = Renderer(tolerance: 0.05)
        let rect = Rect(x: 3.25, y: 4.5, width: 30, height: 20)
        let area = totalCoverage(
            renderer.coverage(of: .roundedRect(rect, radius: 5), in: IntRect(x: 0, y: 0, width: 40, height: 30)))
        XCTAssertEqual(area, 600 - (4 - Double.pi) * 25, accuracy: 0.3)
        let pill = totalCoverage(
            renderer.coverage(of: .roundedRect(rect, radius: 50), in: IntRect(x: 0, y: 0, width: 40, height: 30)))
        XCTAssertEqual(pill, 600 - (4 - Double.pi) * 100, accuracy: 0.3)
    }

    func testChordArcIsTheRegionCutOffByTheChord() {
        let renderer = Renderer(tolerance: 0.05)
        let values = renderer.coverage(
            of: .chordArc(center: Point(30, 30), radius: 20, start: 0, sweep: .pi / 2),
            in: IntRect(x: 0, y: 0, width: 60, height: 60))
        XCTAssertEqual(totalCoverage(values), 400 * (Double.pi / 4 - 0.5), accuracy: 0.5)
        XCTAssertEqual(values[40 * 60 + 40], 1, "the segment lies below right of the centre on screen")
        XCTAssertEqual(values[35 * 60 + 35], 0, "the centre side of the chord stays empty")
    }

    func testProjectedPathIsAPolygonThatStaysWithinTolerance() throws {
        // A 2-unit perspective on x: the right side recedes.
        let m = ProjectiveTransform(40, 0, 50, 0, 40, 50, 0.2, 0, 1)
        let circle = Path.circle(center: Point(0, 0), radius: 1)
        let projected = try XCTUnwrap(circle.projected(by: m))
        var maxError = 0.0
        for element in projected.elements {
            if case .line(let p) = element {
                // Invert x' = (40x + 50)/w, y' = (40y + 50)/w with w = 0.2x + 1, then measure how far
                // the vertex is off the unit circle, in device pixels (local stretch 40/w).
                let x = (50 - p.x) / (0.2 * p.x - 40)
                let w = 0.2 * x + 1
                let y = (p.y * w - 50) / 40
                maxError = max(maxError, abs(Point(x, y).length - 1) * 40 / w)
            } else if case .arc = element {
                XCTFail("projected paths hold no arcs")
            }
        }
        XCTAssertLessThan(maxError, 0.2)
        XCTAssertGreaterThan(projected.elements.count, 16)
        XCTAssertNil(circle.projected(by: ProjectiveTransform(1, 0, 0, 0, 1, 0, -2, 0, 1)), "behind the viewer")
    }
}
