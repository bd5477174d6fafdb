import LoaderKitCore
import XCTest
@testable import Studio

/// "did you mean …?" for misspelt names, only when one is close; LoaderKit's message unchanged.
final class ProblemHintTests: XCTestCase {
    private func hints(_ json: String) -> [String?] {
        let bytes = Array(json.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        return SpecProblem.placed(result.problems, in: bytes, root: result.root).map(\.hint)
    }

    private func spec(property: String = "scale", layout: String = "row", rest: String = "") -> String {
        """
        { "schemaVersion": 1, "name": "H", "duration": 1,
          "layout": { "type": "\(layout)", "count": 3, "gap": 0.1 },
          "shape": { "type": "circle" },\(rest)
          "tracks": [ { "property": "\(property)", "keyTimes": [0, 1], "values": [1, 0.5] } ] }
        """
    }

    func testAMisspeltNameGetsTheClosestAllowedOne() {
        XCTAssertEqual(hints(spec(property: "opactiy")), ["did you mean opacity?"])
        XCTAssertEqual(hints(spec(property: "Opacity")), ["did you mean opacity?"])
        XCTAssertEqual(hints(spec(property: "rotation")), ["did you mean rotate?"])
        XCTAssertEqual(hints(spec(property: "translatex")), ["did you mean translateX?"])
        XCTAssertEqual(hints(spec(layout: "rwo")), ["did you mean row?"])
        XCTAssertEqual(hints(spec(rest: " \"rest\": { \"scael\": 1 },")), ["did you mean scale?"])
    }

    func testNoHintWhenNothingIsClose() {
        XCTAssertEqual(hints(spec(property: "colour")), [nil])
        XCTAssertEqual(hints(spec(property: "x")), [nil])
        XCTAssertEqual(hints(spec(rest: " \"rest\": { \"background\": 1 },")), [nil])
        XCTAssertEqual(hints(spec()), [])
        XCTAssertEqual(hints(IndicatorSpecJSON.mismatched), [nil], "not a name problem")
    }

    func testTheMessageKeepsLoaderKitsWording() {
        let json = spec(property: "opactiy")
        let bytes = Array(json.utf8)
        let result = IndicatorSpec.check(bytes: bytes)
        let located = SpecProblem.placed(result.problems, in: bytes, root: result.root)
        XCTAssertEqual(located.map(\.message), IndicatorSpec.validate(json: json))
    }

    func testEditDistance() {
        XCTAssertEqual(ProblemHint.distance("opactiy", "opacity"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(ProblemHint.distance("", "abc"), 3)
        XCTAssertEqual(ProblemHint.distance("kitten", "sitting"), 3)
        XCTAssertEqual(ProblemHint.distance("scale", "scale"), 0)
        XCTAssertNil(ProblemHint.closest(to: "scale", among: ["scale", "scaleX"]), "an allowed name needs no hint")
    }
}
