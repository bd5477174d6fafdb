import Foundation
@testable import VectorExport
import XCTest

/// Keyframes a linear player can do without: only those on the line between their neighbours.
final class LinearKeyframesTests: XCTestCase {
    func testAHoldAndALineKeepOnlyTheirEnds() {
        XCTAssertEqual(LinearKeyframes.kept([[1], [1], [1], [1]], tolerance: [0.001]), [true, false, false, true])
        XCTAssertEqual(
            LinearKeyframes.kept([[0, 5], [1, 5], [2, 5], [3, 5]], tolerance: [0.001, 0.001]),
            [true, false, false, true])
    }

    func testABendKeepsItsCorner() {
        // Up for three frames, then down: the corner stays, the frames along each line go.
        let values: [[Double]] = [[0], [1], [2], [3], [2], [1]]
        XCTAssertEqual(LinearKeyframes.kept(values, tolerance: [0.001]), [true, false, false, true, false, true])
    }

    func testEveryDroppedValueIsWithinToleranceOfTheLineThroughTheKeptOnes() {
        let values = (0...120).map { k in [sin(Double(k) / 9), (Double(k) / 30).rounded(.down)] }
        let tolerance = [0.01, 0.0005]
        let kept = LinearKeyframes.kept(values, tolerance: tolerance)
        XCTAssertLessThan(kept.filter { $0 }.count, 60)
        let indices = kept.indices.filter { kept[$0] }
        for (a, b) in zip(indices, indices.dropFirst()) {
            for i in a...b {
                for d in 0..<2 {
                    let line = values[a][d] + (values[b][d] - values[a][d]) * Double(i - a) / Double(b - a)
                    XCTAssertLessThanOrEqual(abs(line - values[i][d]), tolerance[d] + 1e-12, "frame \(i)")
                }
            }
        }
    }

    func testAValueThatIsNotFiniteKeepsEveryFrame() {
        XCTAssertEqual(LinearKeyframes.kept([[0], [.nan], [0]], tolerance: [1]), [true, true, true])
    }
}
