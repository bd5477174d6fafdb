import LoaderKitCore
import SpecLanguage
import XCTest

@testable import LanguageServer

/// The artwork's checks as diagnostics: on the part's tracks, kept while the spec stays the same.
final class ArtworkDiagnosticsTests: XCTestCase {
    private func analysis(_ text: String) -> SpecAnalysis { SpecAnalysis(bytes: Array(text.utf8)) }

    func testAFadedPartAndAStillFrameThatVanishes() throws {
        let text = """
            {"schemaVersion": 1, "name": "Faint", "duration": 1,
             "layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"},
             "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [0, 0.3, 0]}]}
            """
        let spec = analysis(text)
        let reports = try XCTUnwrap(ArtworkDiagnostics.reports(spec, cached: nil))
        let findings = ArtworkDiagnostics.findings(reports, in: spec)
        let contrast = try XCTUnwrap(findings.first { $0.code == "contrast" })
        XCTAssertEqual(contrast.severity, 2)
        XCTAssertTrue(
            contrast.message.hasPrefix("elements 0, 1, 2 at most opacity 0.30: 1.96:1 in #18181B on #FFFFFF"),
            contrast.message)
        let tracks = try XCTUnwrap(text.range(of: #"[{"property""#))
        XCTAssertEqual(contrast.range.start, text.utf8.distance(from: text.startIndex, to: tracks.lowerBound))
        let still = try XCTUnwrap(findings.first { $0.code == "reduced-motion" })
        XCTAssertTrue(still.message.contains("has 0% of the cycle's ink"), still.message)
        // The same spec in other words: the checks are not made again.
        let respaced = analysis(text.replacingOccurrences(of: ", ", with: ","))
        let again = try XCTUnwrap(ArtworkDiagnostics.reports(respaced, cached: reports))
        XCTAssertTrue(again.evaluator.parts[0] === reports.evaluator.parts[0])
    }

    func testASpecThatReadsWellHasNone() throws {
        let spec = analysis(
            """
            {"schemaVersion": 1, "name": "Fine", "duration": 1,
             "layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"},
             "stagger": {"each": 0.2},
             "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [0.4, 1, 0.4]}]}
            """)
        let reports = try XCTUnwrap(ArtworkDiagnostics.reports(spec, cached: nil))
        XCTAssertEqual(ArtworkDiagnostics.findings(reports, in: spec), [])
        XCTAssertNil(ArtworkDiagnostics.reports(analysis(#"{"name": 1}"#), cached: nil))
    }
}
