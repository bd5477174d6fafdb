import ArtworkAccessibility
import Foundation
import Graphics
import Render
import XCTest

/// A sequence of the size the studio analyses: 240 frames (4 s at 60 fps) of 256 × 256 pixels.
final class FlashLongSequenceTests: XCTestCase {
    func testFourSecondsOf256By256Pixels() {
        // 512 × 512 points at 2 points per pixel (larger than the field, so the field's placements are searched):
        // a 5 Hz black ↔ white band of 96 × 256 pixels at the left (the field's 170 × 128 pixels hold 96 × 128 of
        // it: 49,152 square points), a red ↔ black square at 5 Hz at the right, and a grey bar that moves.
        let side = 256, cycle = 12
        let band = IntRect(x: 0, y: 0, width: 96, height: 256), square = IntRect(x: 192, y: 16, width: 32, height: 32)
        let frames: [Pixmap] = (0..<cycle).map { index in
            let on = index < cycle / 2
            var frame = FlashFrames.frame(width: side, height: side, .black)
            if on {
                frame.clear(Color.white.premultiplied, in: band)
                frame.clear(Color(hex: "#FF0000")!.premultiplied, in: square)
            }
            return frame
        }
        let start = Date()
        var analyzer = FlashAnalyzer(width: side, height: side, framesPerSecond: 60, pointsPerPixel: 2)
        for index in 0..<240 {
            var frame = frames[index % cycle]
            frame.clear(
                FlashFrames.grey(luminance: 0.3).premultiplied,
                in: IntRect(x: 100 + index % 80, y: 200, width: 8, height: 40))
            analyzer.add(frame)
        }
        let report = analyzer.report()
        print("FlashAnalyzer: 240 frames of 256x256 in \(Date().timeIntervalSince(start)) s")
        XCTAssertEqual(report.generalPeakRate, 5)
        XCTAssertEqual(report.generalAreaOverLimitRate, 96 * 128 * 4)
        XCTAssertEqual(report.generalDecisiveRate, 5)
        XCTAssertEqual(report.redPeakRate, 5)
        XCTAssertEqual(report.redAreaOverLimitRate, 32 * 32 * 4)
        XCTAssertEqual(report.redDecisiveRate, 0)
        XCTAssertEqual(report.seconds, 4, accuracy: 1e-12)
        XCTAssertFalse(report.passes)
    }
}
