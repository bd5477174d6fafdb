import Graphics
import Render
import XCTest

/// The `drawMask` command: colour × coverage, source-over, clips and global alpha.
final class MaskTests: XCTestCase {
    private let ramp = AlphaMask(width: 4, height: 2, bytes: [0, 85, 170, 255, 255, 255, 0, 128])!

    func testMaskBlendsColourTimesCoverageAtRoundedOrigin() {
        var pixmap = makePixmap(8, 6)
        var list = DisplayList()
        list.drawMask(ramp, at: Point(1.6, 2.4), color: Color(hex: "#FF0000")!)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 2, y: 2), 0)
        XCTAssertEqual(pixmap.rawPixel(x: 3, y: 2), 0x5555_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 5, y: 2), 0xFFFF_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 5, y: 3), 0x8080_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 1, y: 2), 0, "nothing left of the mask")
        XCTAssertEqual(pixmap.pixels.filter { $0 != 0 }.count, 6)
    }

    func testMaskRespectsClipAndAlphaAndBlendsOver() {
        var pixmap = makePixmap(8, 4)
        pixmap.clear(Color(hex: "#0000FF")!)
        var list = DisplayList()
        list.pushClip(IntRect(x: 0, y: 0, width: 2, height: 4))
        list.pushAlpha(0.5)
        list.drawMask(AlphaMask(width: 4, height: 1, filledWith: 255), at: .zero, color: .white)
        list.popAlpha()
        list.popClip()
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.pixel(x: 0, y: 0).straight.hexString, "#8080FFFF")
        XCTAssertEqual(pixmap.rawPixel(x: 2, y: 0), 0xFF00_00FF, "clipped out")
    }

    func testMaskPartlyOutsideThePixmapIsCut() {
        var pixmap = makePixmap(3, 3)
        var list = DisplayList()
        list.drawMask(AlphaMask(width: 4, height: 4, filledWith: 255), at: Point(-2, 1), color: .black)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.pixels.filter { $0 != 0 }.count, 4)
    }
}
