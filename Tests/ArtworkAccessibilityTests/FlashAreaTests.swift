import ArtworkAccessibility
import Graphics
import Render
import XCTest

/// The area rule: flashing over more than 25% of the 341 × 256-point field (21,824 square points) fails; on an
/// image larger than the field, the area is the most that one placement of the field holds.
final class FlashAreaTests: XCTestCase {
    /// The 1024 × 768-point screen at 4 points per pixel: 256 × 192 pixels, a field of 85 × 64 whole pixels.
    private let width = 256, height = 192, pointsPerPixel = 4.0

    /// Two seconds of 60 fps of `rects` (pixels) flashing black ↔ white at 4 Hz on black.
    private func flashing(_ rects: [IntRect], color: Color = .white) -> FlashReport {
        FlashFrames.analyse(width: width, height: height, pointsPerPixel: pointsPerPixel, count: 120) { index in
            let on = FlashFrames.isOn(frame: index, hertz: 4, fps: 60)
            return FlashFrames.frame(width: width, height: height, .black, on ? color : .black, in: rects)
        }
    }

    func testTheAreaLimitIsAQuarterOfTheField() {
        XCTAssertEqual(FlashReference.fieldWidth, 341)
        XCTAssertEqual(FlashReference.fieldHeight, 256)
        XCTAssertEqual(FlashReference.fieldArea, 87_296)
        XCTAssertEqual(FlashReference.areaLimitShare, 0.25)
        XCTAssertEqual(FlashReference.areaLimit, 21_824)
        XCTAssertEqual(FlashReference.maximumFlashesPerSecond, 3)
    }

    func testASmallSquareFlashingFourTimesASecondPasses() {
        // 100 × 100 points: 10,000 square points, under 21,824.
        let report = flashing([IntRect(x: 40, y: 40, width: 25, height: 25)])
        XCTAssertEqual(report.generalPeakRate, 4)
        XCTAssertEqual(report.generalPeakArea, 10_000)
        XCTAssertEqual(report.generalAreaOverLimitRate, 10_000)
        XCTAssertEqual(report.generalDecisiveRate, 0)
        XCTAssertTrue(report.passes)
        XCTAssertEqual(report.areaShareOfField, 10_000 / 87_296, accuracy: 1e-12)
    }

    func testALargerSquareFlashingFourTimesASecondFails() {
        // 160 × 160 points: 25,600 square points, over 21,824.
        let report = flashing([IntRect(x: 40, y: 40, width: 40, height: 40)])
        XCTAssertEqual(report.generalAreaOverLimitRate, 25_600)
        XCTAssertEqual(report.generalDecisiveRate, 4)
        XCTAssertFalse(report.passes)
        XCTAssertGreaterThan(report.areaShareOfField, FlashReference.areaLimitShare)
    }

    func testAnAreaLargerThanTheFieldIsMeasuredWithinTheField() {
        // 400 × 300 points (120,000 square points): at most the field's 85 × 64 whole pixels, 87,040 ≤ 87,296.
        let report = flashing([IntRect(x: 60, y: 50, width: 100, height: 75)])
        XCTAssertEqual(report.generalAreaOverLimitRate, 85 * 64 * 16)
        XCTAssertLessThanOrEqual(report.generalAreaOverLimitRate, FlashReference.fieldArea)
        XCTAssertEqual(report.areaShareOfField, 87_040 / 87_296, accuracy: 1e-12)
        XCTAssertFalse(report.passes)
    }

    func testFlashesFarApartAreNotCombined() {
        // Two 120 × 120-point squares (14,400 square points each, 28,800 together) more than a field apart.
        let apart = flashing([
            IntRect(x: 0, y: 0, width: 30, height: 30), IntRect(x: 200, y: 150, width: 30, height: 30),
        ])
        XCTAssertEqual(apart.generalAreaOverLimitRate, 14_400)
        XCTAssertTrue(apart.passes)
        // Side by side, one placement of the field holds both.
        let together = flashing([
            IntRect(x: 40, y: 40, width: 30, height: 30), IntRect(x: 80, y: 60, width: 30, height: 30),
        ])
        XCTAssertEqual(together.generalAreaOverLimitRate, 28_800)
        XCTAssertEqual(together.generalDecisiveRate, 4)
        XCTAssertFalse(together.passes)
    }

    func testAnImageSmallerThanTheFieldIsMeasuredWhole() {
        // 200 × 150 points at 2 points per pixel: 30,000 square points flashing.
        let report = FlashFrames.analyse(width: 100, height: 75, pointsPerPixel: 2, count: 120) { index in
            FlashFrames.frame(
                width: 100, height: 75, FlashFrames.isOn(frame: index, hertz: 4, fps: 60) ? .white : .black)
        }
        XCTAssertEqual(report.generalAreaOverLimitRate, 30_000)
        XCTAssertFalse(report.passes)
    }

    /// Two seconds of 60 fps of `first` flashing at 4 Hz for the first 64 frames, then `second`.
    private func flashing(_ first: IntRect, then second: IntRect) -> FlashReport {
        FlashFrames.analyse(width: width, height: height, pointsPerPixel: pointsPerPixel, count: 120) { index in
            let color = FlashFrames.isOn(frame: index, hertz: 4, fps: 60) ? Color.white : Color.black
            return FlashFrames.frame(width: width, height: height, .black, color, in: [index < 64 ? first : second])
        }
    }

    func testTheAreasAreTheLargestOfAllWindows() {
        // 100 × 100 points and 160 × 160 points, each flashing 4 times in one second, one after the other.
        let small = IntRect(x: 10, y: 10, width: 25, height: 25), large = IntRect(x: 150, y: 100, width: 40, height: 40)
        for report in [flashing(small, then: large), flashing(large, then: small)] {
            XCTAssertEqual(report.generalPeakRate, 4)
            XCTAssertEqual(report.generalPeakArea, 25_600)
            XCTAssertEqual(report.generalAreaOverLimitRate, 25_600)
            XCTAssertFalse(report.passes)
        }
    }

    func testTheDecisiveRateIsTheFastestOverTheLimit() {
        // 5 Hz over 100 × 100 points inside a 4 Hz area of 200 × 200 points: the 5 Hz area alone is under the
        // limit, the area flashing 4 times or more is over it.
        let inner = IntRect(x: 50, y: 50, width: 25, height: 25), outer = IntRect(x: 37, y: 37, width: 50, height: 50)
        let report = FlashFrames.analyse(width: width, height: height, pointsPerPixel: pointsPerPixel, count: 120) {
            index in
            var frame = FlashFrames.frame(width: width, height: height, .black)
            if FlashFrames.isOn(frame: index, hertz: 4, fps: 60) { frame.clear(Color.white.premultiplied, in: outer) }
            let innerColor = FlashFrames.isOn(frame: index, hertz: 5, fps: 60) ? Color.white : Color.black
            frame.clear(innerColor.premultiplied, in: inner)
            return frame
        }
        XCTAssertEqual(report.generalPeakRate, 5)
        XCTAssertEqual(report.generalPeakArea, 10_000)
        XCTAssertEqual(report.generalAreaOverLimitRate, 40_000)
        XCTAssertEqual(report.generalDecisiveRate, 4)
        XCTAssertFalse(report.passes)
    }
}
