import LoaderKitCore
import XCTest

/// The one conversion of user numbers to Int: nil, a message or a clamp, never a trap.
final class CheckedIntTests: XCTestCase {
    func testFromRoundsAndRefusesWhatIsNotAFiniteWholeNumberInRange() {
        XCTAssertEqual(CheckedInt.from(2.5), 3)
        XCTAssertEqual(CheckedInt.from(-2.5), -3)
        XCTAssertEqual(CheckedInt.from(2.7, rounding: .towardZero), 2)
        XCTAssertEqual(CheckedInt.from(-0.0), 0)
        XCTAssertEqual(CheckedInt.from(1e-300), 0)
        for x in [1e300, -1e300, .nan, .infinity, -.infinity, 9_223_372_036_854_775_808.0, 1e29] {
            XCTAssertNil(CheckedInt.from(x), "\(x)")
        }
        XCTAssertEqual(CheckedInt.from(-9_223_372_036_854_775_808.0), Int.min)
        XCTAssertNil(CheckedInt.from(-5, in: 0...10))
        XCTAssertEqual(CheckedInt.from(10, in: 0...10), 10)
    }

    func testParseTakesDecimalWholeNumbersOnly() {
        XCTAssertEqual(CheckedInt.parse("42"), 42)
        XCTAssertEqual(CheckedInt.parse("-5"), -5)
        XCTAssertEqual(CheckedInt.parse("-0"), 0)
        for text in ["1e3", "NaN", "9223372036854775808", "123456789012345678901234567890", "4.0", "", " 4"] {
            XCTAssertNil(CheckedInt.parse(text), text)
        }
        XCTAssertNil(CheckedInt.parse("0", in: 1...4096))
    }

    func testClampedAndRequire() {
        XCTAssertEqual(CheckedInt.clamped(1e300, to: 1...4096), 4096)
        XCTAssertEqual(CheckedInt.clamped(-1e300, to: 1...4096), 1)
        XCTAssertEqual(CheckedInt.clamped(.nan, to: 1...4096), 1)
        XCTAssertEqual(CheckedInt.clamped(.infinity, to: 0...Int.max), Int.max)
        XCTAssertEqual(CheckedInt.clamped(-.infinity, to: Int.min...0), Int.min)
        XCTAssertEqual(CheckedInt.clamped(99.5, to: 0...1000), 100)
        XCTAssertEqual(try CheckedInt.require(12, in: 1...20, for: "--size"), 12)
        XCTAssertThrowsError(try CheckedInt.require(1e300, in: 1...4096, for: "--size")) { error in
            XCTAssertEqual("\(error)", "--size needs a whole number from 1 to 4096, got 1e+300")
        }
    }
}
