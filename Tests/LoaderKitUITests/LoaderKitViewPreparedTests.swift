import Graphics
import LoaderKitCore
import LoaderKitUI
import TestSupport
import UI
import UITestSupport
import XCTest

/// A view given a spec already prepared draws it as if given the spec, keeps its clock while the
/// spec stays the same, and restarts for another.
final class LoaderKitViewPreparedTests: XCTestCase {
    func testAPreparedSpecShowsAsTheSpecWouldWithoutPreparingAgain() throws {
        try onMain {
            let atom = try IndicatorEvaluator(spec: try XCTUnwrap(IndicatorSpec.builtin(named: "Atom")))
            let root = View()
            let prepared = LoaderKitView(indicator: "BallPulse")
            prepared.frame = Rect(x: 0, y: 0, width: 60, height: 60)
            root.addSubview(prepared)
            let window = makeWindow(100, 100, content: root)
            prepared.show(prepared: atom)
            XCTAssertEqual(prepared.spec, atom.spec)
            XCTAssertNil(prepared.indicator, "the spec replaces the built-in's name")
            XCTAssertEqual(prepared.evaluator?.params, atom.params)
            XCTAssertNil(prepared.specError)

            window.tick(dt: 0.25)
            XCTAssertEqual(prepared.time, 0.25)
            prepared.show(prepared: atom)
            XCTAssertEqual(prepared.time, 0.25, "the same spec keeps the clock")
            let beat = try IndicatorEvaluator(spec: try XCTUnwrap(IndicatorSpec.builtin(named: "BallBeat")))
            prepared.show(prepared: beat)
            XCTAssertEqual(prepared.time, 0, "another spec restarts")
            XCTAssertEqual(prepared.spec?.name, "BallBeat")

            let given = LoaderKitView(indicator: "BallPulse")
            given.spec = beat.spec
            XCTAssertEqual(given.evaluator?.spec, prepared.evaluator?.spec)
            XCTAssertEqual(given.evaluator?.params, prepared.evaluator?.params)
            XCTAssertEqual(given.evaluator?.elementCount, prepared.evaluator?.elementCount)
        }
    }
}
