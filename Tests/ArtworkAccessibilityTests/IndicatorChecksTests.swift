import Graphics
import LoaderKitCore
import XCTest

@testable import ArtworkAccessibility

/// The indicator checks on specs made to pass and fail: contrast at the most visible moment
/// and its fix, flashing at 2, 3 and 4 Hz over the whole field, the reduced-motion still frame.
final class IndicatorChecksTests: XCTestCase {
    private let white = CheckBackground(name: "Light", color: .white)
    private let dark = CheckBackground(name: "Dark", color: Color(hex: "#16181D")!)

    private func evaluator(_ json: String) throws -> IndicatorEvaluator {
        try IndicatorEvaluator(spec: try IndicatorSpec(json: json))
    }

    private func builtin(_ name: String) throws -> IndicatorEvaluator {
        try IndicatorEvaluator(spec: try XCTUnwrap(IndicatorSpec.builtin(named: name)))
    }

    /// One full-box square whose opacity goes 0 → 1 → 0 once a cycle of `1/hertz` seconds.
    private func flasher(hertz: Double, peak: Double = 1) -> String {
        """
        {"schemaVersion":1,"name":"Flash","duration":\(1 / hertz),"layout":{"type":"single","size":1},
         "shape":{"type":"rect"},"tracks":[{"property":"opacity","keyTimes":[0,0.5,1],"values":[0,\(peak),0]}]}
        """
    }

    func testContrastIsTakenAtTheMostVisibleMomentOnEachBackground() throws {
        // An element that peaks at opacity 0.25 in black on white: the pixel is #BFBFBF (1.83:1).
        let report = IndicatorContrastReport(
            evaluator: try evaluator(flasher(hertz: 1, peak: 0.25)), color: .black, backgrounds: [white])
        let element = try XCTUnwrap(report.weakest)
        XCTAssertEqual(element.peakOpacity, 0.25, accuracy: 1e-9)
        XCTAssertEqual(element.peakTime, 0.5, accuracy: 0.01)
        let pixel = ContrastMath.composite(.black, opacity: 0.25, over: .white)
        XCTAssertEqual(element.ratios[0], ContrastMath.contrastRatio(pixel, .white), accuracy: 1e-12)
        XCTAssertLessThan(element.ratios[0], 3)
        XCTAssertEqual(report.verdict, .fail)
        // Full opacity passes.
        let full = IndicatorContrastReport(
            evaluator: try evaluator(flasher(hertz: 1)), color: .black, backgrounds: [white])
        XCTAssertEqual(full.verdict, .pass)
        XCTAssertEqual(try XCTUnwrap(full.weakest).ratios[0], 21, accuracy: 0.01)
    }

    func testTheBrandColoursOfThePlaygroundOnTheirThemes() throws {
        let spinner = try builtin("BallSpinFadeLoader")
        let light = IndicatorContrastReport(
            evaluator: spinner, color: Color(hex: "#6d28d9")!, backgrounds: [white])
        let darkTheme = IndicatorContrastReport(
            evaluator: spinner, color: Color(hex: "#c4b5fd")!,
            backgrounds: [CheckBackground(name: "Dark", color: Color(hex: "#1b1b1f")!)])
        // Every element of BallSpinFadeLoader reaches full opacity once a cycle.
        XCTAssertEqual(light.elements.count, spinner.elementCount)
        for element in light.elements { XCTAssertEqual(element.peakOpacity, 1, accuracy: 1e-9) }
        XCTAssertEqual(
            try XCTUnwrap(light.weakest).lowest.ratio,
            ContrastMath.contrastRatio(Color(hex: "#6d28d9")!, .white), accuracy: 1e-9)
        XCTAssertEqual(light.verdict, .pass)
        XCTAssertEqual(darkTheme.verdict, .pass)
    }

    func testAColourListIsCheckedPerElementAndAutomaticColoursPerBackground() throws {
        let spinner = try builtin("BallSpinFadeLoader")
        let report = IndicatorContrastReport(
            evaluator: spinner, color: .black, colors: [Color(hex: "#FFEE00")!, .black], backgrounds: [white])
        XCTAssertEqual(Set(report.failing.map(\.colorIndex)), [0])
        XCTAssertTrue(report.failing.allSatisfy { $0.element % 2 == 0 })
        let automatic = IndicatorContrastReport(
            evaluator: spinner, color: .black,
            backgrounds: [
                CheckBackground(name: "Light", color: .white, automaticColor: Color(hex: "#18181B")!),
                CheckBackground(name: "Dark", color: Color(hex: "#16181D")!, automaticColor: Color(hex: "#F4F4F5")!),
            ])
        XCTAssertEqual(automatic.verdict, .pass)
        XCTAssertEqual(automatic.elements[0].drawnColors, [Color(hex: "#18181B")!, Color(hex: "#F4F4F5")!])
    }

    func testTheFixIsTheNearestPassingColourOfTheSameHue() throws {
        let grey = Color(hex: "#A0A0A0")!
        let fixed = try XCTUnwrap(ContrastFix.nearestPassing(grey, opacity: 1, backgrounds: [.white]))
        XCTAssertGreaterThanOrEqual(ContrastMath.contrastRatio(fixed, .white), 3)
        // One step lighter would fail: it is the nearest.
        let q = fixed.rgba8
        let lighter = Color(red8: q.red + 1, green8: q.green + 1, blue8: q.blue + 1)
        XCTAssertLessThan(ContrastMath.contrastRatio(lighter, .white), 3)
        XCTAssertEqual(q.red, q.green)
        XCTAssertEqual(q.green, q.blue)
        // A purple keeps its hue; on light and dark at once it lands between them.
        let purple = Color(hex: "#C4B5FD")!
        let both = try XCTUnwrap(
            ContrastFix.nearestPassing(purple, opacity: 1, backgrounds: [.white, dark.color]))
        XCTAssertGreaterThanOrEqual(ContrastMath.contrastRatio(both, .white), 3)
        XCTAssertGreaterThanOrEqual(ContrastMath.contrastRatio(both, dark.color), 3)
        XCTAssertEqual(ContrastFix.hsl(both).0, ContrastFix.hsl(purple).0, accuracy: 0.05)
        // At opacity 0.1 nothing of the hue passes on white.
        XCTAssertNil(ContrastFix.nearestPassing(purple, opacity: 0.1, backgrounds: [.white]))
    }

    func testFlashingOverTheWholeFieldPassesAtTwoAndThreeHertzAndFailsAtFour() throws {
        var rates: [Int] = []
        for hertz in [2.0, 3, 4] {
            let report = IndicatorFlashing.report(
                evaluator: try evaluator(flasher(hertz: hertz)), color: .black, background: .white, size: 1024)
            rates.append(report.generalDecisiveRate)
            XCTAssertEqual(report.passes, hertz < 4, "\(hertz) Hz")
        }
        XCTAssertEqual(rates, [2, 3, 4])
        // The same 4 Hz flash at 120 points covers 14,400 pt², under the 21,824 pt² limit.
        let small = IndicatorFlashing.report(
            evaluator: try evaluator(flasher(hertz: 4)), color: .black, background: .white, size: 120)
        XCTAssertTrue(small.passes)
        XCTAssertEqual(small.generalPeakRate, 4)
    }

    func testTheReducedMotionStillFrame() throws {
        // BallSpinFadeLoader's still frame shows its staggered fade: busy.
        let spinner = ReducedMotionReport(evaluator: try builtin("BallSpinFadeLoader"))
        XCTAssertEqual(spinner.verdict, .pass)
        XCTAssertTrue(spinner.readsAsBusy)
        // A fade-in from nothing: empty at progress 0, with a frame to bring forward.
        let fade = ReducedMotionReport(evaluator: try evaluator(flasher(hertz: 1)))
        XCTAssertTrue(fade.isEmpty)
        XCTAssertEqual(fade.verdict, .warning)
        XCTAssertEqual(fade.inkShare, 0, accuracy: 1e-9)
        XCTAssertNotNil(fade.suggestedProgress)
        // Three dots scaling in sync: identical at rest, a picture rather than work going on.
        let sync = ReducedMotionReport(
            evaluator: try evaluator(
                """
                {"schemaVersion":1,"name":"Sync","duration":1,"layout":{"type":"row","count":3,"gap":0.1},
                 "shape":{"type":"circle"},"tracks":[{"property":"scale","keyTimes":[0,0.5,1],"values":[1,0.5,1]}]}
                """))
        XCTAssertFalse(sync.isEmpty)
        XCTAssertFalse(sync.readsAsBusy)
        XCTAssertEqual(sync.verdict, .warning)
        XCTAssertNil(sync.suggestedProgress, "in sync, no frame tells the dots apart")
        // Staggered dots: the still frame already differs.
        XCTAssertTrue(ReducedMotionReport(evaluator: try builtin("BallPulse")).readsAsBusy)
    }

    func testColourVisionFindsAContrastLostUnderADeficiency() throws {
        // Red on black passes in normal vision but dims for protanopes.
        let red = Color(hex: "#FF2020")!
        let contrast = IndicatorContrastReport(
            evaluator: try builtin("BallPulse"), color: red,
            backgrounds: [CheckBackground(name: "Black", color: .black)])
        let vision = ColorVisionReport(contrast: contrast, colors: [])
        let protan = try XCTUnwrap(vision.contrasts.first { $0.deficiency == .protanopia })
        let normal = try XCTUnwrap(contrast.weakest).lowest.ratio
        XCTAssertLessThan(protan.ratio, normal)
        XCTAssertEqual(vision.contrasts.count, ColorVisionDeficiency.allCases.count)
    }
}
