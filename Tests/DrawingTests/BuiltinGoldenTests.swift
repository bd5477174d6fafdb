import Export
import Graphics
import ImageExport
import LoaderKitCore
import LoaderStudioCLI
import Render
import TestSupport
import XCTest

/// All 50 built-ins at 96 px, at cycle progress 0, 0.25, 0.5 and 0.75, in the default colour on
/// white, against committed PNGs (see `GoldenImage` for the tolerance and the record mode).
final class BuiltinGoldenTests: XCTestCase {
    static let progressPoints = [0.0, 0.25, 0.5, 0.75]

    func testEveryBuiltinMatchesItsGoldenImages() throws {
        XCTAssertEqual(IndicatorSpec.builtinNames.count, 50)
        for name in IndicatorSpec.builtinNames {
            let spec = try XCTUnwrap(IndicatorSpec.builtin(named: name))
            let rasterizer = IndicatorRasterizer(
                evaluator: try IndicatorEvaluator(spec: spec), size: 96, background: .white)
            for progress in Self.progressPoints {
                let pixmap = rasterizer.frame(at: rasterizer.evaluator.timeForCycleProgress(progress))
                let image = try RGBAImage(width: 96, height: 96, premultipliedARGB32: pixmap.pixels)
                GoldenImage.assertMatches(image, named: "indicators/\(name)-\(Int(progress * 100))")
            }
        }
    }

    func testGoldenComparisonDetectsAChange() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        let rasterizer = IndicatorRasterizer(
            evaluator: try IndicatorEvaluator(spec: spec), size: 96, background: .white)
        let still = try RGBAImage(width: 96, height: 96, premultipliedARGB32: rasterizer.frame(at: 0.75).pixels)
        let later = try RGBAImage(width: 96, height: 96, premultipliedARGB32: rasterizer.frame(at: 0.9).pixels)
        let comparison = GoldenImage.compare(still, later)
        XCTAssertGreaterThan(comparison.maximum, GoldenImage.maximumChannelError)
        XCTAssertEqual(GoldenImage.compare(still, still).maximum, 0)
    }
}
