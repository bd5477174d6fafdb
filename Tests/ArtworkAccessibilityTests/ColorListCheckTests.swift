import ArtworkAccessibility
import Graphics
import XCTest

final class ColorListCheckTests: XCTestCase {
    /// A red and a green of similar lightness: far apart in normal vision (ΔE00 ≈ 42), close
    /// under protanopia and deuteranopia (≈ 5.9 and 5.0 by an independent python3 model).
    let red = Color(hex: "#904040")!
    let green = Color(hex: "#406040")!
    let blue = Color(hex: "#2050e0")!
    let background = Color.white

    func testRedGreenCollidesUnderProtanopiaAndDeuteranopia() {
        let collisions = ColorListCheck.collisions([red, green], over: background)
        let deficiencies = Set(collisions.map(\.deficiency))
        XCTAssertTrue(deficiencies.contains(.protanopia))
        XCTAssertTrue(deficiencies.contains(.deuteranopia))
        XCTAssertFalse(deficiencies.contains(.tritanopia))
        // Two colours make one pair, checked once per deficiency.
        XCTAssertEqual(collisions.filter { $0.deficiency == .deuteranopia }.count, 1)
        for collision in collisions {
            XCTAssertEqual(collision.first, 0)
            XCTAssertEqual(collision.second, 1)
            XCTAssertLessThan(collision.deltaE, ColorListCheck.indistinguishableDeltaE)
            XCTAssertGreaterThanOrEqual(collision.normalDeltaE, ColorListCheck.indistinguishableDeltaE)
        }
        XCTAssertEqual(collisions.map(\.deltaE), collisions.map(\.deltaE).sorted())

        // Normal vision tells them apart.
        let normal = ColorListCheck.lowestDeltaE([red, green], over: background, deficiency: nil)
        XCTAssertGreaterThan(try XCTUnwrap(normal).deltaE, 30)
        let deutan = ColorListCheck.lowestDeltaE([red, green], over: background, deficiency: .deuteranopia)
        XCTAssertLessThan(try XCTUnwrap(deutan).deltaE, ColorListCheck.indistinguishableDeltaE)
        XCTAssertEqual(deutan?.deltaE, collisions.first { $0.deficiency == .deuteranopia }?.deltaE)
    }

    func testBlueYellowSurvivesDeuteranopia() {
        let list = [Color(hex: "#1f77b4")!, Color(hex: "#ffdd00")!]
        let collisions = ColorListCheck.collisions(list, over: background)
        XCTAssertFalse(collisions.contains { $0.deficiency == .deuteranopia })
        XCTAssertFalse(collisions.contains { $0.deficiency == .protanopia })
        let deutan = ColorListCheck.lowestDeltaE(list, over: background, deficiency: .deuteranopia)
        XCTAssertGreaterThan(try XCTUnwrap(deutan).deltaE, 30)
    }

    func testOneColourHasNoPairs() {
        XCTAssertEqual(ColorListCheck.collisions([red], over: background), [])
        XCTAssertEqual(ColorListCheck.collisions([], over: background), [])
        XCTAssertNil(ColorListCheck.lowestDeltaE([red], over: background, deficiency: nil))
        XCTAssertNil(ColorListCheck.lowestDeltaE([], over: background, deficiency: .protanopia))
    }

    func testWrapAroundPairIsChecked() {
        // Pairs (0, 1) red–blue and (1, 2) blue–green stay apart; only (2, 0) green–red collides.
        let collisions = ColorListCheck.collisions([red, blue, green], over: background)
        let redGreen = collisions.filter { $0.deficiency == .protanopia || $0.deficiency == .deuteranopia }
        XCTAssertEqual(redGreen.count, 2)
        for collision in redGreen {
            XCTAssertEqual(collision.first, 2)
            XCTAssertEqual(collision.second, 0)
        }
        let lowest = ColorListCheck.lowestDeltaE([red, blue, green], over: background, deficiency: .protanopia)
        XCTAssertEqual(lowest?.first, 2)
        XCTAssertEqual(lowest?.second, 0)
    }

    func testColoursAreComparedOverTheBackground() {
        // The same red and green at alpha 1/255 are nearly the background: nothing to tell apart.
        let faint = [red.multipliedAlpha(1.0 / 255), green.multipliedAlpha(1.0 / 255)]
        XCTAssertEqual(ColorListCheck.collisions(faint, over: background), [])
        let normal = ColorListCheck.lowestDeltaE(faint, over: background, deficiency: nil)
        XCTAssertLessThan(try XCTUnwrap(normal).deltaE, 1)
    }

    func testThreshold() {
        XCTAssertEqual(ColorListCheck.indistinguishableDeltaE, 10)
    }
}
