import ArtworkAccessibility
import Foundation
import Graphics
import Render
import XCTest

final class ContrastMathTests: XCTestCase {
    // Expected ratios computed independently (python3: the WCAG 2.2 formulas on the 8-bit
    // channels) and typed in.
    func testBlackOnWhiteIs21() {
        XCTAssertEqual(ContrastMath.contrastRatio(.white, .black), 21.00, accuracy: 0.005)
    }

    func testGrey767676OnWhite() {
        // python3: 4.542225
        XCTAssertEqual(ContrastMath.contrastRatio(hex("#767676"), .white), 4.54, accuracy: 0.005)
    }

    func testGrey949494OnWhite() {
        // python3: 3.033470
        XCTAssertEqual(ContrastMath.contrastRatio(hex("#949494"), .white), 3.03, accuracy: 0.005)
    }

    func testPlaygroundThemeColours() {
        // python3: 7.104893 and 9.299731
        XCTAssertEqual(ContrastMath.contrastRatio(hex("#6d28d9"), hex("#ffffff")), 7.10, accuracy: 0.01)
        XCTAssertEqual(ContrastMath.contrastRatio(hex("#c4b5fd"), hex("#1b1b1f")), 9.30, accuracy: 0.01)
    }

    func testRelativeLuminanceEndsAndThreshold() {
        XCTAssertEqual(ContrastMath.relativeLuminance(.black), 0)
        XCTAssertEqual(ContrastMath.relativeLuminance(.white), 1, accuracy: 1e-12)
        // 10/255 lies below the 0.04045 threshold (linear part), 11/255 above it (power part).
        XCTAssertEqual(
            ContrastMath.relativeLuminance(Color(red8: 10, green8: 10, blue8: 10)), 10.0 / 255 / 12.92, accuracy: 1e-12)
        XCTAssertEqual(
            ContrastMath.relativeLuminance(Color(red8: 11, green8: 11, blue8: 11)),
            pow((11.0 / 255 + 0.055) / 1.055, 2.4), accuracy: 1e-12)
        // Alpha is ignored.
        XCTAssertEqual(
            ContrastMath.relativeLuminance(Color(red8: 200, green8: 30, blue8: 90, alpha8: 10)),
            ContrastMath.relativeLuminance(Color(red8: 200, green8: 30, blue8: 90)))
    }

    func testContrastRatioIsSymmetricAndInRange() {
        var random = ColorTestRandom(seed: 0x5EED_0001)
        for _ in 0..<500 {
            let a = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte())
            let b = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte())
            let ab = ContrastMath.contrastRatio(a, b)
            XCTAssertEqual(ab, ContrastMath.contrastRatio(b, a))
            XCTAssertGreaterThanOrEqual(ab, 1)
            XCTAssertLessThanOrEqual(ab, 21 + 1e-9)
        }
        XCTAssertEqual(ContrastMath.contrastRatio(hex("#123456"), hex("#123456")), 1)
    }

    /// `composite` against a real render: the base filled into a 1×1 pixmap, then the top
    /// colour with its alpha rounded as LoaderKit rounds an element's.
    func testCompositeEqualsTheRenderer() {
        var random = ColorTestRandom(seed: 0xC0_10_55)
        let renderer = Renderer()
        let pixel = Rect(x: 0, y: 0, width: 1, height: 1)
        for index in 0..<600 {
            let top: Color
            if index % 3 == 0 {
                // Channels off the 8-bit grid, to exercise the premultiplication's rounding.
                top = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
            } else {
                top = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte(), alpha8: random.byte())
            }
            let opacity: Double
            switch index % 5 {
            case 0: opacity = 1
            case 1: opacity = random.unit() * 1.6 - 0.3  // also below 0 and above 1
            default: opacity = random.unit()
            }
            let base = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte())

            var list = DisplayList()
            list.fill(.rect(pixel), color: base)
            let alpha8 = (min(max(top.alpha, 0), 1) * 255).rounded()
            let alpha = (alpha8 * min(max(opacity, 0), 1)).rounded()
            if alpha > 0 {
                list.fill(
                    .rect(pixel), color: Color(red: top.red, green: top.green, blue: top.blue, alpha: alpha / 255))
            }
            var pixmap = Pixmap(width: 1, height: 1)!
            renderer.render(list, into: &pixmap)
            let argb = pixmap.pixels[0]

            let result = ContrastMath.composite(top, opacity: opacity, over: base)
            let c = result.rgba8
            let got = UInt32(c.alpha) << 24 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
            XCTAssertEqual(
                got, argb,
                "case \(index): \(top) at opacity \(opacity) over \(base): "
                    + "\(String(got, radix: 16)), the renderer \(String(argb, radix: 16))")
            XCTAssertEqual(result.alpha, 1)
        }
    }

    func testCompositeCorners() {
        let base = hex("#336699")
        XCTAssertEqual(ContrastMath.composite(hex("#ff0000"), opacity: 0, over: base).rgba8.red, 0x33)
        XCTAssertEqual(ContrastMath.composite(hex("#ff0000"), opacity: .nan, over: base).rgba8.red, 0x33)
        XCTAssertEqual(ContrastMath.composite(hex("#ff0000"), opacity: 1, over: base), hex("#ff0000"))
        XCTAssertEqual(ContrastMath.composite(hex("#ff0000"), opacity: 7, over: base), hex("#ff0000"))
        // Half of an opaque white over black: alpha round(255 · 0.5) = 128, so 128.
        XCTAssertEqual(ContrastMath.composite(.white, opacity: 0.5, over: .black).rgba8.red, 128)
    }

    private func hex(_ text: String) -> Color { Color(hex: text)! }
}
