import Export
import Graphics
import ImageExport
import LoaderKitCore
import LoaderKitDrawing
import LoaderStudioCLI
import Render
import TestSupport
import XCTest

/// The 50 gallery designs at value 0.62 and at indeterminate time 1.1 s, at twice their layout
/// size (96 px for a 48-unit square, 480 px wide for a 240-unit linear bar, 320 × 112 for a
/// border), in the default colours on white, against committed PNGs under
/// `Tests/Fixtures/golden/progress/` (see `GoldenImage` for the tolerance and `RECORD_GOLDENS=1`).
final class ProgressGoldenTests: XCTestCase {
    static let value = 0.62
    static let indeterminateTime = 1.1

    /// The gallery state of a design: determinate at `value` (buffer designs add 0.25), with the
    /// ambient clock at 1.1 s, or indeterminate at 1.1 s.
    static func state(_ design: ProgressDesign, indeterminate: Bool) -> ProgressState {
        if indeterminate || design.alwaysIndeterminate {
            return ProgressState(
                indeterminate: true, value: 0, buffer: 0, wave: 1, time: indeterminateTime,
                indeterminateTime: indeterminateTime)
        }
        return ProgressState(
            indeterminate: false, value: value, buffer: design.showsBuffer ? min(1, value + 0.25) : 0,
            wave: 1, time: indeterminateTime, indeterminateTime: 0)
    }

    static func name(_ design: ProgressDesign, _ suffix: String) -> String {
        "progress/" + String(format: "%02d", design.number) + "-\(design.slug)-\(suffix)"
    }

    func testEveryDesignMatchesItsGoldenImages() throws {
        XCTAssertEqual(ProgressDesign.all.count, 50)
        for design in ProgressDesign.all {
            let rasterizer = try ProgressRasterizer(options: design.options, background: .white, child: design.child)
            for (indeterminate, suffix) in [(false, "value"), (true, "indeterminate")] {
                let pixmap = rasterizer.frame(Self.state(design, indeterminate: indeterminate))
                let image = try RGBAImage(
                    width: pixmap.width, height: pixmap.height, premultipliedARGB32: pixmap.pixels)
                GoldenImage.assertMatches(image, named: Self.name(design, suffix))
            }
        }
    }
}
