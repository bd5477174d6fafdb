import ArtworkAccessibility
import Graphics
import XCTest

final class LabColorTests: XCTestCase {
    func testWhiteBlackAndGreys() {
        let white = LabColor(.white)
        XCTAssertEqual(white.L, 100, accuracy: 1e-9)
        XCTAssertEqual(white.a, 0, accuracy: 1e-9)
        XCTAssertEqual(white.b, 0, accuracy: 1e-9)
        XCTAssertEqual(LabColor(.black), LabColor(L: 0, a: 0, b: 0))
        for v in stride(from: 0, through: 255, by: 5) {
            let grey = LabColor(Color(red8: UInt8(v), green8: UInt8(v), blue8: UInt8(v)))
            XCTAssertEqual(grey.a, 0, accuracy: 1e-9, "grey \(v)")
            XCTAssertEqual(grey.b, 0, accuracy: 1e-9, "grey \(v)")
        }
    }

    func testPrimaries() {
        // Computed independently (python3, the same IEC 61966-2-1 matrix and white point):
        // red 53.2329, 80.1053, 67.2228; blue 32.3026, 79.1936, -107.8537; #808080 L 53.5850.
        assertLab(Color(hex: "#ff0000")!, 53.2329, 80.1053, 67.2228, accuracy: 1e-3)
        assertLab(Color(hex: "#0000ff")!, 32.3026, 79.1936, -107.8537, accuracy: 1e-3)
        assertLab(Color(hex: "#808080")!, 53.5850, 0, 0, accuracy: 1e-3)
        // Near-black on CIELAB's linear segment: python3 L* 0.2742.
        assertLab(Color(hex: "#010101")!, 0.2742, 0, 0, accuracy: 1e-3)
        // The usual published D65 values for sRGB red (53.24, 80.09, 67.20), to 0.05.
        assertLab(Color(hex: "#ff0000")!, 53.24, 80.09, 67.20, accuracy: 0.05)
    }

    func testAlphaIgnored() {
        XCTAssertEqual(
            LabColor(Color(red8: 10, green8: 200, blue8: 40, alpha8: 3)),
            LabColor(Color(red8: 10, green8: 200, blue8: 40)))
    }

    private func assertLab(
        _ color: Color, _ l: Double, _ a: Double, _ b: Double, accuracy: Double, line: UInt = #line
    ) {
        let lab = LabColor(color)
        XCTAssertEqual(lab.L, l, accuracy: accuracy, "L* of \(color)", line: line)
        XCTAssertEqual(lab.a, a, accuracy: accuracy, "a* of \(color)", line: line)
        XCTAssertEqual(lab.b, b, accuracy: accuracy, "b* of \(color)", line: line)
    }
}
