import ArtworkAccessibility
import Foundation
import XCTest

/// The report's verdict and share, and its coding.
final class FlashReportTests: XCTestCase {
    private func report(general: Double, red: Double) -> FlashReport {
        FlashReport(
            generalPeakRate: 5, generalPeakArea: general, generalAreaOverLimitRate: general, generalDecisiveRate: 5,
            redPeakRate: 4, redPeakArea: red, redAreaOverLimitRate: red, redDecisiveRate: 4,
            framesPerSecond: 30, seconds: 2)
    }

    func testPassesUpToTheAreaLimitInclusive() {
        XCTAssertTrue(report(general: FlashReference.areaLimit, red: 0).passes)
        XCTAssertFalse(report(general: FlashReference.areaLimit + 1, red: 0).passes)
        XCTAssertFalse(report(general: 0, red: FlashReference.areaLimit + 1).passes)
    }

    func testTheShareOfFieldIsTheLargerArea() {
        XCTAssertEqual(report(general: 8_000, red: 43_648).areaShareOfField, 0.5, accuracy: 1e-12)
        XCTAssertEqual(report(general: 21_824, red: 0).areaShareOfField, 0.25, accuracy: 1e-12)
    }

    func testCodingRoundTrips() throws {
        let original = report(general: 30_000, red: 1_000)
        let decoded = try JSONDecoder().decode(FlashReport.self, from: JSONEncoder().encode(original))
        XCTAssertEqual(decoded, original)
        XCTAssertNotEqual(decoded, report(general: 30_000, red: 1_001))
    }
}
