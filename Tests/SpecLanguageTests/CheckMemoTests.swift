@testable import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// The next revision's check takes over what the parts an edit did not touch gave: the problems,
/// spec and memo always equal those of a check from scratch, whatever the edit changed.
final class CheckMemoTests: XCTestCase {
    private static let spec = """
        {
          "schemaVersion": 1,
          "name": "Parts",
          "duration": 1.25,
          "params": { "speed": 1 },
          "parts": [
            { "layout": { "type": "row", "count": 3, "gap": 0.1 }, "shape": { "type": "circle" },
              "tracks": [{ "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.5] }] },
            { "layout": { "type": "row", "count": 3, "gap": 0.1 }, "shape": { "type": "circle" },
              "tracks": [{ "property": "scale", "keyTimes": [0, 1], "values": [1, 0.5] }] },
            { "layout": { "type": "single" }, "shape": { "type": "rect" },
              "tracks": [{ "property": "rotate", "keyTimes": [0, 1], "values": [0, { "$param": "speed" }] }] }
          ]
        }
        """

    /// Each step: what to find in the current text, and what to put in its place.
    private static let steps: [(find: String, replace: String)] = [
        (
            "\"count\": 3, \"gap\": 0.1 }, \"shape\": { \"type\": \"circle\" },\n      \"tracks\": [{ \"property\": \"scale\"",
            "\"count\": 3, \"gap\": \"x\" }, \"shape\": { \"type\": \"circle\" },\n      \"tracks\": [{ \"property\": \"scale\""
        ),
        ("1.25", "1.5"),
        ("\"gap\": \"x\"", "\"gap\": 0.1"),
        ("\"speed\": 1", "\"speedy\": 1"),
        ("\"speedy\": 1", "\"speed\": 1"),
        (
            "\"parts\": [\n",
            "\"parts\": [\n    { \"layout\": { \"type\": \"single\" }, \"shape\": { \"type\": \"line\" }, \"tracks\": [] },\n"
        ),
        ("\"tracks\": [] }", "\"tracks\": [{ \"property\": \"opacity\", \"keyTimes\": [0, 1], \"values\": [0, 1] }] }"),
        (
            "\"keyTimes\": [0, 1], \"values\": [1, 0.5]",
            "\"keyTimes\": [{ \"__proto__\": { \"toString\": 1 } }, 1], \"values\": [1, 0.5]"
        ),
        (
            "0.1 }, \"shape\": { \"type\": \"circle\" },\n      \"tracks\": [{ \"property\": \"scale\"",
            "0.2 }, \"shape\": { \"type\": \"circle\" },\n      \"tracks\": [{ \"property\": \"scale\""
        ),
        ("[{ \"__proto__\": { \"toString\": 1 } }, 1]", "[0, 1]"),
        (
            "{ \"layout\": { \"type\": \"single\" }, \"shape\": { \"type\": \"line\" }",
            "{ \"layout\": { \"type\": \"single\" }, \"shape\": { \"type\": \"rect\" }"
        ),
    ]

    func testEveryStepMatchesACheckFromScratch() throws {
        var analysis = SpecAnalysis(bytes: Array(Self.spec.utf8), lint: false)
        XCTAssertNotNil(analysis.spec)
        var problemSteps = 0
        for (n, step) in Self.steps.enumerated() {
            let range = try XCTUnwrap(analysis.bytes.firstRange(of: Array(step.find.utf8)), "step \(n)")
            let edit = SpecTextEdit(range: range, replacement: Array(step.replace.utf8))
            let new = IncrementalAnalysisTests.apply(edit, to: analysis.bytes)
            let next = analysis.applying(edit, giving: new, lint: false)
            let full = SpecAnalysis(bytes: new, lint: false)
            XCTAssertEqual(next.specProblems, full.specProblems, "step \(n)")
            XCTAssertEqual(next.diagnostics, full.diagnostics, "step \(n)")
            XCTAssertEqual(next.spec, full.spec, "step \(n)")
            XCTAssertEqual(IncrementalAnalysisTests.memo(next), IncrementalAnalysisTests.memo(full), "step \(n)")
            if !next.specProblems.isEmpty { problemSteps += 1 }
            analysis = next
        }
        // The steps do make problems: a gap that is not a number, an unknown param, a value that cannot convert.
        XCTAssertGreaterThanOrEqual(problemSteps, 4)
        XCTAssertNotNil(analysis.spec)
    }

    func testAnEditInOnePartChecksThatPartAlone() throws {
        let bytes = IncrementalAnalysisTests.generatedSpec(parts: 50)
        let first = IndicatorSpec.checkAndPrepare(bytes: bytes, reusing: nil, since: nil)
        let memo = try XCTUnwrap(first.memo)
        XCTAssertEqual(memo.parts.count, 50)
        // A digit typed into the 10th part's gap.
        var at = 0
        for _ in 0..<10 { at = try XCTUnwrap(bytes[at...].firstRange(of: Array("\"gap\": 0.1".utf8))).upperBound }
        var new = bytes
        new.insert(UInt8(ascii: "5"), at: at)
        let edit = SpecCheckMemo.Edit(range: at..<at, replacementCount: 1)
        let reuse = try XCTUnwrap(SpecCheckReuse(memo: memo, edit: edit, root: try JSONParser.parse(new)))
        let root = try JSONParser.parse(new)
        let parts = try XCTUnwrap(root.object?["parts"]?.array)
        let kept = parts.indices.filter { reuse.part($0, of: parts.count, node: parts[$0]) != nil }
        XCTAssertEqual(kept, Array(0..<9) + Array(10..<50), "every part but the edited one carries over")
        let next = IndicatorSpec.checkAndPrepare(root: root, reusing: memo, since: edit)
        XCTAssertEqual(next.spec, IndicatorSpec.checkAndPrepare(bytes: new).spec)
        XCTAssertEqual(next.memo?.parts[9]?.range, parts[9].start..<parts[9].end)
        XCTAssertEqual(next.memo?.parts[10]?.range, parts[10].start..<parts[10].end)
    }
}
