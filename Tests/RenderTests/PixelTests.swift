import Graphics
import Render
import XCTest

/// Colours, premultiplication and source-over arithmetic on known values.
final class PixelTests: XCTestCase {
    func testHexParsing() {
        XCTAssertEqual(Color(hex: "#FF8000")?.rgba8.red, 255)
        XCTAssertEqual(Color(hex: "#FF8000")?.rgba8.green, 128)
        XCTAssertEqual(Color(hex: "ff800040")?.rgba8.alpha, 64)
        XCTAssertEqual(Color(hex: "#336699")?.hexString, "#336699FF")
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#GG0000"))
        XCTAssertNil(Color(hex: "#+12345"))
    }

    func testPremultiplicationRoundsAlphaFirst() {
        let color = Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied
        XCTAssertEqual(color.alpha, 128)
        XCTAssertEqual(color.red, 128)
        XCTAssertEqual(color.green, 64)
        XCTAssertEqual(color.blue, 0)
        XCTAssertEqual(color.pixel, 0x8080_4000)
        XCTAssertNil(PremultipliedColor(red: 200, green: 0, blue: 0, alpha: 100))
        XCTAssertEqual(PremultipliedColor(pixel: 0x8080_4000).straight.rgba8.green, 128)
    }

    func testSourceOverKnownValues() {
        let halfRed = PremultipliedColor(red: 128, green: 0, blue: 0, alpha: 128)!
        let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)!
        // blue·(255 − 128)/255 = 127.
        XCTAssertEqual(halfRed.composited(over: blue), PremultipliedColor(red: 128, green: 0, blue: 127, alpha: 255))
        XCTAssertEqual(halfRed.composited(over: .transparent), halfRed)
        XCTAssertEqual(blue.composited(over: halfRed), blue)
        let quarterWhite = PremultipliedColor(red: 64, green: 64, blue: 64, alpha: 64)!
        // 64 + 128·191/255 = 64 + 95.87 → 160 (alpha), and colour channels alike.
        XCTAssertEqual(
            quarterWhite.composited(over: halfRed), PremultipliedColor(red: 160, green: 64, blue: 64, alpha: 160))
        XCTAssertEqual(PremultipliedColor.transparent.composited(over: halfRed), halfRed)
    }

    func testScalingIsExactlyRoundedForEveryByte() {
        for value in 0...255 {
            let color = PremultipliedColor(red: UInt8(value), green: UInt8(value / 2), blue: 0, alpha: 255)!
            for factor in 0...255 {
                let scaled = color.scaled(by: UInt8(factor))
                let expected = (Double(value) * Double(factor) / 255).rounded(.toNearestOrAwayFromZero)
                XCTAssertEqual(Double(scaled.red), expected)
                guard Double(scaled.red) == expected else { return }
            }
        }
    }

    func testStraightExportUnpremultiplies() {
        var pixmap = makePixmap(2, 1)
        pixmap.clear(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        XCTAssertEqual(Array(pixmap.straightRGBABytes()[0..<4]), [255, 128, 0, 128])
        XCTAssertEqual(pixmap.rawPixel(x: 1, y: 0), 0x8080_4000)
    }

    func testPixmapRejectsEmptySizes() {
        XCTAssertNil(Pixmap(width: 0, height: 10))
        XCTAssertNil(Pixmap(width: 10, height: -1))
        XCTAssertNotNil(Pixmap(width: 1, height: 1))
    }

    func testAntialiasedEdgeBlendsByCoverage() {
        var pixmap = makePixmap(4, 1)
        pixmap.clear(.white)
        Renderer().fill(.rect(Rect(x: 0, y: 0, width: 1.5, height: 1)), with: .solid(.black), into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 0, y: 0), 0xFF00_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 1, y: 0), 0xFF7F_7F7F, "half coverage: 255 − 128")
        XCTAssertEqual(pixmap.rawPixel(x: 2, y: 0), 0xFFFF_FFFF)
    }
}
