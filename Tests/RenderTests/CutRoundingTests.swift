@testable import Render
import XCTest

/// The integer cut rounding of the accumulator against the double expression it replaces.
final class CutRoundingTests: XCTestCase {
    private func reference(_ k: Int, _ num: Int, _ den: Int) -> Int {
        FixedPoint.roundedToInt(Double(k) * (Double(num) / Double(den)))
    }

    func testRowCutsMatchDoubleExpression() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let den = Int.random(in: 1..<CutRounding.limit, using: &random)
            let num = Int.random(in: -(CutRounding.limit - 1)..<CutRounding.limit, using: &random)
            let k = Int.random(in: 0...den, using: &random)
            XCTAssertEqual(CutRounding.cut(k, num, den), reference(k, num, den), "\(k)·\(num)/\(den)")
        }
        // Small extents, every offset: all ties and near-ties of short segments.
        for den in 1...64 {
            for num in -300...300 {
                for k in 0...den {
                    XCTAssertEqual(CutRounding.cut(k, num, den), reference(k, num, den), "\(k)·\(num)/\(den)")
                }
            }
        }
    }

    func testColumnCutsMatchDoubleExpression() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let magnitude = Int.random(in: 1..<CutRounding.limit, using: &random)
            let den = Bool.random(using: &random) ? magnitude : -magnitude
            let num = Int.random(in: 1...256, using: &random)
            let k = (den < 0 ? -1 : 1) * Int.random(in: 0...magnitude, using: &random)
            XCTAssertEqual(CutRounding.columnCut(k, num, den), reference(k, num, den), "\(k)·\(num)/\(den)")
        }
        for magnitude in 1...300 {
            for den in [magnitude, -magnitude] {
                for num in 1...256 {
                    for offset in 0...magnitude {
                        let k = den < 0 ? -offset : offset
                        XCTAssertEqual(CutRounding.columnCut(k, num, den), reference(k, num, den), "\(k)·\(num)/\(den)")
                    }
                }
            }
        }
    }
}
