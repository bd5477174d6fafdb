import ArtworkAccessibility
import Graphics
import XCTest

/// The general flash rule over the whole 1024 × 768 reference screen (64 × 48 pixels of 16 points): rates,
/// the darker-state and change thresholds, and the one-second windows.
final class FlashAnalyzerTests: XCTestCase {
    /// The 341 × 256-point field in whole 16-point pixels: 21 × 16 pixels of 256 square points.
    private let screenField = 21.0 * 16 * 256

    func testSquareWaveAtTwoHertzPasses() {
        let report = FlashFrames.screenSquareWave(hertz: 2)
        XCTAssertEqual(report.generalPeakRate, 2)
        XCTAssertEqual(report.generalDecisiveRate, 2)
        XCTAssertEqual(report.generalPeakArea, screenField)
        XCTAssertEqual(report.generalAreaOverLimitRate, 0)
        XCTAssertTrue(report.passes)
        XCTAssertEqual(report.areaShareOfField, 0)
    }

    func testSquareWaveAtThreeHertzPasses() {
        let report = FlashFrames.screenSquareWave(hertz: 3)
        XCTAssertEqual(report.generalPeakRate, 3)
        XCTAssertEqual(report.generalDecisiveRate, 3)
        XCTAssertEqual(report.generalAreaOverLimitRate, 0)
        XCTAssertTrue(report.passes)
    }

    func testSquareWaveAtFourHertzFails() {
        let report = FlashFrames.screenSquareWave(hertz: 4)
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertEqual(report.generalDecisiveRate, 4)
        XCTAssertEqual(report.generalPeakArea, screenField)
        XCTAssertEqual(report.generalAreaOverLimitRate, screenField)
        XCTAssertGreaterThan(report.generalAreaOverLimitRate, FlashReference.areaLimit)
        XCTAssertFalse(report.passes)
        XCTAssertEqual(report.areaShareOfField, screenField / FlashReference.fieldArea, accuracy: 1e-12)
        XCTAssertEqual(report.framesPerSecond, 60)
        XCTAssertEqual(report.seconds, 3, accuracy: 1e-12)
    }

    func testSmoothOscillationFromDarkToLightAtFourHertzFails() {
        let report = FlashFrames.screenOscillation(hertz: 4, low: 0.2, high: 0.9)
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertEqual(report.generalDecisiveRate, 4)
        XCTAssertFalse(report.passes)
    }

    func testOscillationWhoseDarkerStateIsNotBelowPointEightPasses() {
        let report = FlashFrames.screenOscillation(hertz: 4, low: 0.85, high: 1.0)
        XCTAssertEqual(report.generalPeakRate, 0)
        XCTAssertEqual(report.generalDecisiveRate, 0)
        XCTAssertTrue(report.passes)
        // The same swing reaching down past the darker limit flashes.
        XCTAssertEqual(FlashFrames.screenOscillation(hertz: 4, low: 0.7, high: 1.0).generalPeakRate, 4)
    }

    func testChangeOfLessThanATenthPasses() {
        let report = FlashFrames.screenOscillation(hertz: 4, low: 0.3, high: 0.35)
        XCTAssertEqual(report.generalPeakRate, 0)
        XCTAssertTrue(report.passes)
        XCTAssertEqual(FlashFrames.screenOscillation(hertz: 4, low: 0.3, high: 0.45).generalPeakRate, 4)
        XCTAssertGreaterThan(FlashReference.luminanceChange, 0.05)
        XCTAssertEqual(FlashReference.darkerBelow, 0.8)
    }

    /// `count` frames of the whole screen, switching between black and white at the frames `switches`.
    private func switching(at switches: Set<Int>, count: Int) -> FlashReport {
        let (width, height) = (FlashFrames.screenWidth, FlashFrames.screenHeight)
        var white = false
        return FlashFrames.analyse(
            width: width, height: height, pointsPerPixel: FlashFrames.screenPointsPerPixel, count: count
        ) { index in
            if switches.contains(index) { white.toggle() }
            return FlashFrames.frame(width: width, height: height, white ? .white : .black)
        }
    }

    func testSevenTransitionsInASecondAreThreeFlashes() {
        let seven = switching(at: [5, 10, 15, 20, 25, 30, 35], count: 60)
        XCTAssertEqual(seven.generalPeakRate, 3)
        XCTAssertEqual(seven.generalDecisiveRate, 3)
        XCTAssertTrue(seven.passes)
        let eight = switching(at: [5, 10, 15, 20, 25, 30, 35, 40], count: 60)
        XCTAssertEqual(eight.generalPeakRate, 4)
        XCTAssertFalse(eight.passes)
    }

    func testASequenceShorterThanASecondIsOneWindow() {
        let report = switching(at: [2, 5, 8, 11, 14, 17, 20, 23], count: 30)
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertEqual(report.seconds, 0.5, accuracy: 1e-12)
        XCTAssertFalse(report.passes)
    }

    func testWindowsSlideByOneFrame() {
        // Eight transitions over 62 frames: no 60-frame window holds more than seven.
        let spread = switching(at: [5, 10, 15, 20, 25, 30, 35, 66], count: 90)
        XCTAssertEqual(spread.generalPeakRate, 3)
        XCTAssertTrue(spread.passes)
        // Over 60 frames (5...64): one window holds all eight.
        let within = switching(at: [5, 10, 15, 20, 25, 30, 35, 64], count: 90)
        XCTAssertEqual(within.generalPeakRate, 4)
        XCTAssertFalse(within.passes)
    }

    func testTransparentPixelsAreCompositedOverBlack() {
        // Opaque white and fully transparent white: over black, a black ↔ white flash.
        let report = FlashFrames.screenSquareWave(hertz: 4, on: .white, off: Color(red: 1, green: 1, blue: 1, alpha: 0))
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertFalse(report.passes)
        // Half-transparent white over black is the grey #808080 (luminance 0.22): a flash against black, none
        // against that grey.
        let half = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: half, off: .black).generalPeakRate, 4)
        XCTAssertEqual(FlashFrames.screenSquareWave(hertz: 4, on: half, off: Color(hex: "#808080")!).generalPeakRate, 0)
    }

    /// The general rate of the whole screen showing greys of the relative luminances `levels`, one a frame.
    private func rate(_ levels: [Double]) -> Int {
        let (width, height) = (FlashFrames.screenWidth, FlashFrames.screenHeight)
        return FlashFrames.analyse(
            width: width, height: height, pointsPerPixel: FlashFrames.screenPointsPerPixel, count: levels.count
        ) { index in
            FlashFrames.frame(width: width, height: height, FlashFrames.grey(luminance: levels[index]))
        }.generalPeakRate
    }

    func testAChangeWhoseDarkerStateIsNotBelowPointEightIsNoTransition() {
        // Seven transitions between 1.0 and 0.7, after a rise from 0.85 or before a fall to 0.85: neither counts.
        XCTAssertEqual(rate([0.85, 1.0, 0.7, 1.0, 0.7, 1.0, 0.7, 1.0, 0.7]), 3)
        XCTAssertEqual(rate([0.7, 1.0, 0.7, 1.0, 0.7, 1.0, 0.7, 1.0, 0.85]), 3)
        // Down to 0.75 instead, the eighth counts.
        XCTAssertEqual(rate([0.7, 1.0, 0.7, 1.0, 0.7, 1.0, 0.7, 1.0, 0.75]), 4)
    }

    func testNoFramesReportNothing() {
        let analyzer = FlashAnalyzer(width: 4, height: 4, framesPerSecond: 30, pointsPerPixel: 1)
        let report = analyzer.report()
        XCTAssertEqual(report.generalPeakRate, 0)
        XCTAssertEqual(report.seconds, 0)
        XCTAssertEqual(report.framesPerSecond, 30)
        XCTAssertTrue(report.passes)
    }

    func testASteadyImagePasses() {
        let report = FlashFrames.analyse(width: 16, height: 16, pointsPerPixel: 1, count: 90) { _ in
            FlashFrames.frame(width: 16, height: 16, Color(hex: "#3366CC")!)
        }
        XCTAssertEqual(
            report,
            FlashReport(
                generalPeakRate: 0, generalPeakArea: 0, generalAreaOverLimitRate: 0, generalDecisiveRate: 0,
                redPeakRate: 0, redPeakArea: 0, redAreaOverLimitRate: 0, redDecisiveRate: 0,
                framesPerSecond: 60, seconds: 1.5))
    }
}
