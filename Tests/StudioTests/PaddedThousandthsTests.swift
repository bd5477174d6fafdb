import Foundation
import XCTest

@testable import Studio

/// The timeline's readouts are the C library's "%7.3f" and "%5.3f", digit for digit.
final class PaddedThousandthsTests: XCTestCase {
    private func assertSameAsPrintf(_ x: Double, line: UInt = #line) {
        for width in [5, 7] {
            XCTAssertEqual(
                PaddedThousandths.text(x, width: width), String(format: "%\(width).3f", x), "\(x), width \(width)",
                line: line)
        }
    }

    func testRandomValuesAcrossTheRangeMatchPrintf() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { assertSameAsPrintf(Double.random(in: 0..<9999.9995, using: &generator)) }
        for _ in 0..<20_000 { assertSameAsPrintf(Double.random(in: 0..<2, using: &generator)) }
    }

    func testHalfThousandthsAndTheirNeighboursRoundAsPrintfDoes() {
        // Exact ties (k/16 and k/2000 that a double holds: 0.0625, 0.1875, ...), rounded to
        // even, and the decimal halves a double only approaches from one side (1.0005, 2.0625).
        for k in 0..<4000 {
            let half = (Double(k) + 0.5) / 1000
            for x in [half, half.nextUp, half.nextDown, Double(k) / 16, (Double(k) / 16).nextDown] where x >= 0 {
                assertSameAsPrintf(x)
            }
        }
        for x in [0, 1, 9.9995, 99.9995, 999.9995, 9999.9994, 1234.5675, 0.0005, 0.0015] { assertSameAsPrintf(x) }
    }

    func testValuesOutsideTheRangeAreLeftToPrintf() {
        for x in [-0.0, -0.001, 9999.9995, 12_345.6, .infinity, .nan] {
            XCTAssertNil(PaddedThousandths.text(x, width: 7), "\(x)")
        }
        XCTAssertEqual(TimelinePanel.timeText(12_345.6), "t 12346 s")
        XCTAssertEqual(TimelinePanel.timeText(0.0625), "t   0.062 s")
    }
}
