import Foundation
import TestSupport
import XCTest
@testable import UI

/// A slider snapped to its step holds the decimal a browser's range input would (`0.37`), never
/// the float error of `lower + k × step`, so what it sets prints as the user reads it.
final class SliderStepTests: XCTestCase {
    func testEveryStepOfAHundredthIsItsShortDecimal() {
        onMain {
            let slider = Slider(value: 0, range: 0...3, step: 0.01)
            for k in 0...300 {
                let snapped = slider.clamp(Double(k) * 0.01 + 0.002)
                XCTAssertEqual(snapped.description, Self.decimal(k, places: 2), "step \(k)")
            }
            XCTAssertEqual((35 * 0.01).description, "0.35000000000000003", "the float error the snapping removes")
        }
    }

    func testStepsOfAFiveHundredthAndOddLowerBounds() {
        onMain {
            let speed = Slider(value: 1, range: 0...3, step: 0.05)
            for k in 0...60 {
                XCTAssertEqual(speed.clamp(Double(k) * 0.05).description, Self.decimal(5 * k, places: 2))
            }
            let shifted = Slider(value: 0, range: -1.25...2, step: 0.1)
            XCTAssertEqual(shifted.clamp(0.16), 0.15)
            XCTAssertEqual(shifted.clamp(-0.94).description, "-0.95")
            let whole = Slider(value: 24, range: 24...128, step: 4)
            XCTAssertEqual(whole.clamp(49), 48)
            XCTAssertEqual(Slider.decimals(of: 1e-7), 7)
            XCTAssertEqual(Slider.decimals(of: 0.05), 2)
            XCTAssertEqual(Slider.decimals(of: 4), 0)
        }
    }

    /// `k / 10^places` written as a short decimal ("0.37", "1", "2.5").
    static func decimal(_ k: Int, places: Int) -> String {
        let value = Double(k) / pow(10, Double(places))
        return value == value.rounded() ? String(Int(value)) + ".0" : value.description
    }
}
