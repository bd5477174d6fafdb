import LoaderKitDrawing
import LoaderStudioCLI
import XCTest

/// `render` refuses exactly what the studio's Export clamps: one budget for both.
final class ExportBudgetTests: XCTestCase {
    func testTheCommandLineRefusesWhatTheStudioClamps() throws {
        let within = ExportBudget.gifTiming(seconds: 0.7, fps: 30)
        XCTAssertNil(within.clamp)
        XCTAssertEqual(try AnimationBudget.gifTiming(seconds: 0.7, fps: 30, frames: nil), within.timing)

        let long = ExportBudget.gifTiming(seconds: 60, fps: 50)
        XCTAssertEqual(long.clamp?.asked, 3000)
        XCTAssertEqual(long.clamp?.became, ExportBudget.maximumFrames)
        XCTAssertEqual(long.timing.frameCount, ExportBudget.maximumFrames)
        XCTAssertThrowsError(try AnimationBudget.gifTiming(seconds: 60, fps: 50, frames: nil))

        let sequence = ExportBudget.sequenceFrames(seconds: 30, fps: 100)
        XCTAssertEqual(sequence.count, 2000)
        XCTAssertEqual(
            sequence.clamp?.message,
            "one cycle would be 3000 frames, 1000 more than the 2000 an export may have, so it has 2000, each shown longer"
        )
        XCTAssertNil(ExportBudget.sequenceFrames(seconds: 20, fps: 100).clamp, "2000 frames fit")

        XCTAssertNil(ExportBudget.gifOverflowMegabytes(frames: 2000, width: 256, height: 256))
        XCTAssertEqual(ExportBudget.gifOverflowMegabytes(frames: 2000, width: 4096, height: 4096), 128_000)
        XCTAssertThrowsError(try AnimationBudget.checkGIF(frames: 2000, width: 4096, height: 4096))
    }
}
