import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import XCTest
@testable import Studio

/// Problems of a text whose parse was carried across value edits with unmoved offsets
/// (`ParsedJSON`) are placed, through the offset map, exactly where they are in a fresh parse:
/// line, column, line text and hint, and the diagnostics' ranges.
final class OffsetMapProblemTests: XCTestCase {
    func testProblemsAfterValueEditsArePlacedAsInAFreshParse() throws {
        try onMain {
            // Two misspelt properties and a values count that does not match, late in the text.
            var text = String(decoding: IncrementalOutlineLanesTests.spec(parts: 30), as: UTF8.self)
            text = text.replacingLastOccurrence(of: "\"opacity\"", with: "\"opacty\"")
            text = text.replacingLastOccurrence(of: "\"values\": [0, 90]", with: "\"values\": [0]")
            text = text.replacingLastOccurrence(of: "\"rotate\"", with: "\"rotat\"")
            var analysis = SpecAnalysis(bytes: Array(text.utf8), lint: false)
            XCTAssertEqual(analysis.specProblems.count, 3, "\(analysis.specProblems.map(\.message))")
            var seeded = IncrementalOutlineLanesTests.Seeded(state: 3)
            for step in 0..<25 {
                let edit = IncrementalOutlineLanesTests.numberEdit(of: analysis, using: &seeded)
                var new = analysis.bytes
                new.replaceSubrange(edit.range, with: edit.replacement)
                analysis = try XCTUnwrap(analysis.incrementally(edit, giving: new, lint: false), "step \(step)")
                let full = SpecAnalysis(bytes: new, lint: false)
                let context = "step \(step)"
                XCTAssertEqual(analysis.diagnostics, full.diagnostics, context)
                let parsed = try XCTUnwrap(analysis.parsed)
                _ = parsed
                XCTAssertEqual(SpecProblem.errors(of: analysis), SpecProblem.errors(of: full), context)
                XCTAssertEqual(
                    SpecProblem.errors(of: analysis).map(\.location),
                    SpecProblem.placed(full.specProblems, in: new, root: full.root).map(\.location), context)
            }
            XCTAssertFalse(try XCTUnwrap(analysis.parsed).offsets.isIdentity)
        }
    }
}

extension String {
    /// This text with the last `target` replaced by `replacement`.
    fileprivate func replacingLastOccurrence(of target: String, with replacement: String) -> String {
        guard let range = range(of: target, options: .backwards) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
