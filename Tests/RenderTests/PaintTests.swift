import Graphics
import Render
import XCTest

/// Solid and gradient paints as they land in pixels.
final class PaintTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    func testSolidOpaqueFillWritesTheExactColour() {
        var pixmap = makePixmap(20, 20)
        Renderer().fill(
            .rect(Rect(x: 2, y: 2, width: 10, height: 10)), with: .solid(Color(hex: "#336699")!), into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 5, y: 5), 0xFF33_6699)
        XCTAssertEqual(pixmap.rawPixel(x: 12, y: 5), 0)
    }

    func testLinearGradientHitsItsStopColoursAtItsEnds() {
        var pixmap = makePixmap(100, 4)
        let paint = Paint.linearGradient(
            start: Point(10, 0), end: Point(90, 0),
            stops: [GradientStop(0, red), GradientStop(1, blue)])
        Renderer().fill(.rect(Rect(x: 0, y: 0, width: 100, height: 4)), with: paint, into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 0, y: 1), 0xFFFF_0000, "padded before the start")
        XCTAssertEqual(pixmap.rawPixel(x: 9, y: 1), 0xFFFF_0000, "just before the start")
        XCTAssertEqual(pixmap.rawPixel(x: 90, y: 1), 0xFF00_00FF, "at the end")
        XCTAssertEqual(pixmap.rawPixel(x: 99, y: 1), 0xFF00_00FF, "padded after the end")
        let middle = pixmap.pixel(x: 50, y: 1)  // t = (50.5 − 10) / 80 ≈ 0.506
        XCTAssertEqual(Double(middle.red), 255 * 0.494, accuracy: 2)
        XCTAssertEqual(Double(middle.blue), 255 * 0.506, accuracy: 2)
        XCTAssertEqual(middle.alpha, 255)
    }

    func testGradientInterpolatesPremultipliedColours() {
        var pixmap = makePixmap(101, 1)
        let paint = Paint.linearGradient(
            start: Point(0.5, 0), end: Point(100.5, 0),
            stops: [
                GradientStop(0, Color(red: 1, green: 0, blue: 0, alpha: 1)),
                GradientStop(1, Color(red: 0, green: 0, blue: 1, alpha: 0)),
            ])
        Renderer().fill(.rect(Rect(x: 0, y: 0, width: 101, height: 1)), with: paint, into: &pixmap)
        let middle = pixmap.pixel(x: 50, y: 0)
        XCTAssertEqual(Int(middle.alpha), 128, accuracy: 1)
        XCTAssertEqual(Int(middle.red), 128, accuracy: 1)
        XCTAssertEqual(middle.blue, 0, "a transparent stop adds no colour")
    }

    func testRadialGradientRunsFromCentreToRadius() {
        var pixmap = makePixmap(41, 41)
        let paint = Paint.radialGradient(
            center: Point(20.5, 20.5), radius: 15,
            stops: [GradientStop(0, .white), GradientStop(1, .black)])
        Renderer().fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: paint, into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 20, y: 20), 0xFFFF_FFFF)
        XCTAssertEqual(pixmap.rawPixel(x: 0, y: 0), 0xFF00_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 20, y: 38), 0xFF00_0000)
        let halfway = pixmap.pixel(x: 28, y: 20)  // 8 px out of 15
        XCTAssertEqual(Double(halfway.red), 255 * (1 - 8.0 / 15), accuracy: 2)
    }

    func testConicGradientGoesClockwiseFromItsStartAngle() {
        var pixmap = makePixmap(41, 41)
        let paint = Paint.conicGradient(
            center: Point(20.5, 20.5), startAngle: 0,
            stops: [GradientStop(0, .black), GradientStop(1, .white)])
        Renderer().fill(.rect(Rect(x: 0, y: 0, width: 41, height: 41)), with: paint, into: &pixmap)
        // Clockwise on screen from +x: a quarter turn is straight down, a half turn is to the left.
        XCTAssertEqual(Double(pixmap.pixel(x: 20, y: 35).red), 255 * 0.25, accuracy: 2)
        XCTAssertEqual(Double(pixmap.pixel(x: 5, y: 20).red), 255 * 0.5, accuracy: 2)
        XCTAssertEqual(Double(pixmap.pixel(x: 20, y: 5).red), 255 * 0.75, accuracy: 2)
    }

    func testGradientFollowsTheFillTransform() {
        var pixmap = makePixmap(40, 4)
        let paint = Paint.linearGradient(
            start: Point(1, 0), end: Point(9, 0),
            stops: [GradientStop(0, red), GradientStop(1, blue)])
        Renderer().fill(
            .rect(Rect(x: 0, y: 0, width: 10, height: 1)), with: paint,
            transform: .scale(4, 4), into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 0, y: 0), 0xFFFF_0000, "user x 0.125, before the start")
        XCTAssertEqual(pixmap.rawPixel(x: 39, y: 3), 0xFF00_00FF, "user x 9.875, after the end")
        // Pixel 20: user x = 20.5 / 4 = 5.125, t = (5.125 − 1) / 8.
        XCTAssertEqual(Double(pixmap.pixel(x: 20, y: 2).blue), 255 * 4.125 / 8, accuracy: 2)
    }

    func testGlobalAlphaScalesThePaint() {
        var list = DisplayList()
        list.pushAlpha(0.5)
        list.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), color: .white)
        list.popAlpha()
        list.fill(.rect(Rect(x: 4, y: 0, width: 4, height: 4)), color: .white)
        var pixmap = makePixmap(8, 4)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 1, y: 1), 0x8080_8080)
        XCTAssertEqual(pixmap.rawPixel(x: 5, y: 1), 0xFFFF_FFFF)
    }
}
