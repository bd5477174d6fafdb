import Foundation
import TestSupport
import XCTest
@testable import LoaderKitCore

/// Number literals read exactly as strtod (and so JavaScript's `Number`) reads them, whichever
/// path decides them.
final class JSONNumberTests: XCTestCase {
    /// strtod's value of `literal`: the reference.
    private func reference(_ literal: String) -> Double { strtod(literal, nil) }

    private func parsed(_ literal: String) throws -> Double {
        try XCTUnwrap(JSONParser.parse(literal).number, literal)
    }

    /// Mantissas of 16 to 19 digits (beyond 2⁵³, the literals JavaScript writes for most
    /// fractions) at every power the extended path takes, and a little past it.
    func testLongMantissasAgreeWithStrtodBitForBit() throws {
        var rng = SeededGenerator(seed: 30)
        for _ in 0..<60_000 {
            let digits = Int.random(in: 16...19, using: &rng)
            var mantissa = String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &rng)) }
            let power = Int.random(in: -30...30, using: &rng)
            let point = Int.random(in: 0...digits, using: &rng)
            let written: String
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: written = "\(mantissa)e\(power)"
            case 1:
                let whole = point == 0 ? "0" : String(mantissa.prefix(point))
                let fraction = String(mantissa.dropFirst(point))
                written = whole + (fraction.isEmpty ? "" : "." + fraction) + "E\(power >= 0 ? "+" : "")\(power)"
            default: written = "0." + String(repeating: "0", count: max(0, -power) % 12) + mantissa
            }
            let literal = Bool.random(using: &rng) ? "-" + written : written
            let value = try parsed(literal)
            XCTAssertEqual(value.bitPattern, reference(literal).bitPattern, literal)
        }
    }

    /// The shortest round-trip text of random doubles, as JavaScript writes them.
    func testShortestTextsOfRandomDoublesReadBack() throws {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<40_000 {
            let x = Double.random(in: -1000...1000, using: &rng) * [1, 1e-9, 1e9, 1e-20][Int(rng.next() % 4)]
            let literal = JSNumberFormat.string(x)
            XCTAssertEqual(try parsed(literal).bitPattern, x.bitPattern, literal)
        }
    }

    /// Literals exactly halfway between two doubles round to the even one; so do those a
    /// 19-digit mantissa puts just beside a halfway point.
    func testHalfwayLiteralsRoundToEven() throws {
        let cases: [(String, Double)] = [
            ("9007199254740993", 9_007_199_254_740_992),  // 2⁵³ + 1: halfway, to the even below
            ("9007199254740995", 9_007_199_254_740_996),  // 2⁵³ + 3: halfway, to the even above
            ("9007199254740993.0000000000001", 9_007_199_254_740_994),
            ("18014398509481986", 18_014_398_509_481_984),  // 2⁵⁴ + 2: halfway
            ("18014398509481990", 18_014_398_509_481_992),  // 2⁵⁴ + 6: halfway, to the even above
            ("1844674407370955161.5e1", 18_446_744_073_709_551_616),
            ("0.30000000000000004", 0.30000000000000004),
            ("4.4501477170144023e-28", 4.4501477170144023e-28),
        ]
        for (literal, expected) in cases {
            XCTAssertEqual(try parsed(literal).bitPattern, expected.bitPattern, literal)
            XCTAssertEqual(try parsed(literal).bitPattern, reference(literal).bitPattern, literal)
        }
        // Every integer 2⁵³ + k for k below 4,096 and 2⁶⁰ + k: halfway ones included.
        for base in [UInt64(1) << 53, UInt64(1) << 60] {
            for k in UInt64(0)..<4096 {
                let literal = String(base + k)
                XCTAssertEqual(try parsed(literal).bitPattern, reference(literal).bitPattern, literal)
            }
        }
    }

    #if arch(x86_64)
        /// The extended path declines exactly the literals it cannot decide: a halfway 64-bit
        /// result.
        func testTheExtendedPathDeclinesHalfwayResults() {
            XCTAssertNil(JSONParser.extendedValue(9_007_199_254_740_993, 0))
            XCTAssertEqual(JSONParser.extendedValue(9_007_199_254_740_994, 0), 9_007_199_254_740_994)
            XCTAssertEqual(JSONParser.extendedValue(30_000_000_000_000_004, -17), 0.30000000000000004)
        }
    #endif
}
