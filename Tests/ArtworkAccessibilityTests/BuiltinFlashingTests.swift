import ArtworkAccessibility
import Foundation
import Graphics
import LoaderKitCore
import Synchronization
import XCTest

/// Every built-in at 160 points, dark on white (the strongest luminance swing), stays under
/// WCAG 2.2's flash thresholds: however fast a pixel flickers as a dot passes over it, the area
/// flashing more than three times a second stays far under 25% of the 341 × 256 field.
final class BuiltinFlashingTests: XCTestCase {
    func testEveryBuiltinAt160PointsPasses() throws {
        let names = IndicatorSpec.builtinNames
        let reports = Mutex([FlashReport?](repeating: nil, count: names.count))
        DispatchQueue.concurrentPerform(iterations: names.count) { i in
            guard let spec = IndicatorSpec.builtin(named: names[i]), let evaluator = try? IndicatorEvaluator(spec: spec)
            else { return }
            let report = IndicatorFlashing.report(
                evaluator: evaluator, color: Color(hex: "#18181B")!, background: .white, size: 160)
            reports.withLock { $0[i] = report }
        }
        var failing: [String] = []
        var busiest = (name: "", share: 0.0)
        for (name, report) in zip(names, reports.withLock { $0 }) {
            guard let report else {
                failing.append(name + " (not analysed)")
                continue
            }
            if !report.passes { failing.append(name) }
            if report.areaShareOfField > busiest.share { busiest = (name, report.areaShareOfField) }
        }
        XCTAssertEqual(failing, [])
        XCTAssertEqual(IndicatorSpec.builtinNames.count, 50)
        XCTAssertLessThan(busiest.share, 0.25 / 2, "\(busiest.name) flashes over \(busiest.share) of the field")
    }
}
