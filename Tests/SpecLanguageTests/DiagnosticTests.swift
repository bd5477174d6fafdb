import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class DiagnosticTests: XCTestCase {
    /// The built-ins and the examples have no diagnostic at all, lint included; the edge cases
    /// no problem and no schema warning.
    func testFixturesHaveNoDiagnostics() throws {
        for file in Fixtures.builtins() + (try Fixtures.examples()) {
            let analysis = SpecAnalysis(bytes: file.bytes)
            XCTAssertEqual(analysis.diagnostics.map(\.message), [], file.name)
            XCTAssertNotNil(analysis.spec, file.name)
        }
        for file in try Fixtures.edgeCases() {
            let analysis = SpecAnalysis(bytes: file.bytes)
            XCTAssertEqual(
                analysis.diagnostics.filter { $0.stage == .schema || $0.severity == .error }.map(\.message), [],
                file.name)
        }
    }

    func testSyntaxErrorIsPlacedAtTheParsersOffsetWithItsMessage() throws {
        let text = "{\n  \"name\": \"x\",\n  \"duration\": 1,\n}\n"
        let analysis = SpecAnalysis(text)
        let diagnostic = try XCTUnwrap(analysis.diagnostics.first)
        XCTAssertEqual(analysis.diagnostics.count, 1)
        XCTAssertEqual(diagnostic.stage, .syntax)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.message, IndicatorSpec.validate(json: text).first)
        XCTAssertEqual(diagnostic.range, ByteRange(offset(of: "}", in: text), offset(of: "}", in: text) + 1))
        XCTAssertEqual(analysis.location(ofOffset: diagnostic.bytes.start), SourceLocation(line: 4, column: 1))

        let word = #"{"duration": NaN}"#
        let nan = try XCTUnwrap(SpecAnalysis(word).diagnostics.first)
        XCTAssertEqual(nan.message, "spec is not valid JSON: NaN is not a JSON number; write a finite number")
        XCTAssertEqual(slice(word, nan.bytes), "NaN")
    }

    /// Every validation problem, in `validate`'s words and order, on the value its path names
    /// (or the deepest parent that exists).
    func testValidationProblemsAreOnTheValueTheirPathNames() throws {
        let text = """
            {"schemaVersion": 2, "name": "x", "duration": 1,
             "parts": [{"layout": {"type": "row", "gap": 0.1}, "shape": {"type": "circle"},
                        "tracks": [{"property": "scale", "keyTimes": [0, 0.5, 0.2], "values": [1, 0.5]}]}]}
            """
        let analysis = SpecAnalysis(text)
        let errors = analysis.problems
        XCTAssertEqual(errors.map(\.message), IndicatorSpec.validate(json: text))
        XCTAssertEqual(
            errors.map(\.message),
            [
                "schemaVersion must be 1",
                "parts[0].layout.count is required",
                "parts[0].tracks[0].keyTimes must be non-decreasing",
                "parts[0].tracks[0].values must have the same length as keyTimes",
            ])
        XCTAssertEqual(
            errors.map { slice(text, $0.bytes) },
            [
                "2", #"{"type": "row", "gap": 0.1}"#, "[0, 0.5, 0.2]", "[1, 0.5]",
            ])
        XCTAssertTrue(errors.allSatisfy { $0.stage == .validation })
        // The same line and column as `validate` prints.
        let check = IndicatorSpec.check(bytes: Array(text.utf8))
        let source = SourceText(text)
        XCTAssertEqual(
            errors.map { analysis.location(ofOffset: $0.bytes.start) },
            check.problems.map { $0.location(in: source, root: check.root) })
    }

    func testPrepareProblemsAreOnTheirValue() throws {
        let text =
            #"{"schemaVersion": 1, "name": "x", "duration": 1, "layout": {"type": "row", "count": 3, "gap": 0}, "shape": {"type": "circle"}, "stagger": [0], "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0, 1]}]}"#
        let diagnostic = try XCTUnwrap(SpecAnalysis(text).diagnostics.first)
        XCTAssertEqual(diagnostic.message, "stagger has 1 entries but the layout has 3 elements")
        XCTAssertEqual(diagnostic.stage, .prepare)
        XCTAssertEqual(slice(text, diagnostic.bytes), "[0]")
    }

    /// A name the schema does not allow where it stands: a warning on the name, worded for the
    /// place (the layout's and shape's `type` respected).
    func testUnknownNamesAreWarnedWithTheirPlace() throws {
        let text = """
            {"schemaVersion": 1, "name": "x", "duration": 1, "color": "#fff",
             "params": {"anything": 1},
             "parts": [{"layout": {"type": "row", "count": 3, "gap": 0.1, "size": 0.2},
                        "shape": {"type": "ring", "strokeWidth": 0.1, "cornerRadius": 0.2},
                        "stagger": {"each": 0.1, "delay": 1},
                        "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, {"$param": "anything", "note": 1}], "ease": "linear"}],
                        "groupTracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 1], "loop": true}],
                        "speed": 2}]}
            """
        let warnings = SpecAnalysis(text).diagnostics.filter { $0.stage == .schema }
        XCTAssertEqual(
            warnings.map(\.message),
            [
                "`color` is not a field of a spec; LoaderKit ignores it",
                "`size` is not a field of a row layout; LoaderKit ignores it",
                "`cornerRadius` is not a field of a ring shape; LoaderKit ignores it",
                "`delay` is not a field of stagger; LoaderKit ignores it",
                "`note` is not a field of a param reference; LoaderKit ignores it",
                "`ease` is not a field of a track; LoaderKit ignores it",
                "`loop` is not a field of a group track; LoaderKit ignores it",
                "`speed` is not a field of a part; LoaderKit ignores it",
            ])
        XCTAssertEqual(
            warnings.map { slice(text, $0.bytes) },
            ["color", "size", "cornerRadius", "delay", "note", "ease", "loop", "speed"].map { "\"\($0)\"" })
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(warnings[1].path?.description, "parts[0].layout.size")
    }

    /// An unknown layout type gives its validation problem and no guess about its fields; rest
    /// names are left to validation.
    func testNoNameWarningsWhereTheSchemaCannotTell() {
        let text =
            #"{"schemaVersion": 1, "name": "x", "duration": 1, "layout": {"type": "rows", "count": 3}, "shape": {"type": "circle"}, "rest": {"colour": 1}, "tracks": []}"#
        let analysis = SpecAnalysis(text)
        XCTAssertEqual(analysis.warnings, [])
        XCTAssertEqual(analysis.problems.map(\.message), IndicatorSpec.validate(json: text))
    }
}
