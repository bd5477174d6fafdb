import Foundation
import Graphics
import LoaderKitCore
import VectorExport
import XCTest

/// The animated SVG: self-contained, no script, CSS keyframes over one cycle.
final class AnimatedSVGExportTests: XCTestCase {
    private func svg(_ name: String, colors: [Color] = []) throws -> String {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
        let bytes = try VectorExporter(format: .svg, size: 120, color: .black, colors: colors).export(evaluator)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testSelfContainedCSSAnimationWithoutScript() throws {
        let text = try svg("BallPulse")
        XCTAssertTrue(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"120\" viewBox=\"0 0 120 120\">"))
        XCTAssertFalse(text.lowercased().contains("<script"))
        XCTAssertFalse(text.contains("href"), "nothing outside the file is referenced")
        XCTAssertTrue(text.contains("@keyframes lk-e0{0%{d:path("))
        XCTAssertTrue(text.contains(".lk-e0{animation:lk-e0 0.75s linear infinite}"), "the loop lasts the cycle")
        XCTAssertTrue(text.contains("100%{d:path("))
        XCTAssertEqual(text.components(separatedBy: "<path ").count - 1, 3)
    }

    func testColoursCycleByElementIndex() throws {
        let text = try svg("BallPulse", colors: [Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!])
        XCTAssertEqual(text.components(separatedBy: "fill=\"#7c3aed\"").count - 1, 2)
        XCTAssertEqual(text.components(separatedBy: "fill=\"#06b6d4\"").count - 1, 1)
    }

    func testTheFirstAndLastKeyframesAreTheSameFrame() throws {
        let text = try svg("SquareSpin")
        let start = try XCTUnwrap(text.range(of: "0%{")), end = try XCTUnwrap(text.range(of: "100%{"))
        let first = text[start.upperBound...].prefix { $0 != "}" }
        let last = text[end.upperBound...].prefix { $0 != "}" }
        XCTAssertEqual(first, last)
    }
}
