import ArtworkAccessibility
import Graphics
import XCTest

/// The red flash rule: transitions involving a saturated red, R / (R + G + B) ≥ 0.8, whose (R − G − B) × 320
/// changes by more than 20 (linear channels, negatives at 0).
final class FlashRedTests: XCTestCase {
    private let red = Color(hex: "#FF0000")!

    func testSaturatedRedAndBlackAtFourHertzIsARedFlashAndFails() {
        let report = FlashFrames.screenSquareWave(hertz: 4, on: red, off: .black)
        XCTAssertEqual(report.redPeakRate, 4)
        XCTAssertEqual(report.redDecisiveRate, 4)
        XCTAssertEqual(report.redPeakArea, 21 * 16 * 256)
        XCTAssertGreaterThan(report.redAreaOverLimitRate, FlashReference.areaLimit)
        XCTAssertFalse(report.passes)
    }

    func testGreyAndBlackAtTheSameRateIsNoRedFlash() {
        let report = FlashFrames.screenSquareWave(hertz: 4, on: Color(red: 0.5, green: 0.5, blue: 0.5), off: .black)
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertEqual(report.redPeakRate, 0)
        XCTAssertEqual(report.redPeakArea, 0)
        XCTAssertEqual(report.redAreaOverLimitRate, 0)
        XCTAssertEqual(report.redDecisiveRate, 0)
    }

    func testRedAgainstAGreyOfTheSameLuminanceFailsOnRedAlone() {
        // #FF0000 has relative luminance 0.2126, like the grey: no general flash, a red one.
        let grey = FlashFrames.grey(luminance: 0.2126)
        let report = FlashFrames.screenSquareWave(hertz: 4, on: red, off: grey)
        XCTAssertEqual(report.generalPeakRate, 0)
        XCTAssertEqual(report.generalAreaOverLimitRate, 0)
        XCTAssertEqual(report.redPeakRate, 4)
        XCTAssertFalse(report.passes)
        XCTAssertEqual(report.areaShareOfField, 21 * 16 * 256 / FlashReference.fieldArea, accuracy: 1e-12)
    }

    func testAnUnsaturatedRedIsNoRedFlash() {
        // #FF8080: linear (1, 0.216, 0.216), R / (R + G + B) = 0.70, under 0.8.
        let pink = Color(hex: "#FF8080")!
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: pink, off: .black).redPeakRate, 0)
        XCTAssertEqual(FlashReference.redRatio, 0.8)
    }

    func testARedChangeOfTwentyOrLessIsNoTransition() {
        // A dark saturated red: linear R = 0.0578 (sRGB 0x44), (R − G − B) × 320 = 18.5, not more than 20.
        let dim = Color(hex: "#440000")!
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: dim, off: .black).redPeakRate, 0)
        // sRGB 0x46: linear 0.0612, 19.6 — still not; 0x48: linear 0.0648, 20.7 — a red flash.
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: Color(hex: "#460000")!, off: .black).redPeakRate, 0)
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: Color(hex: "#480000")!, off: .black).redPeakRate, 4)
        XCTAssertEqual(FlashReference.redChange, 20)
        XCTAssertEqual(FlashReference.redScale, 320)
    }
}
