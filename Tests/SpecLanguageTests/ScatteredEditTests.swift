@testable import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// Edits at random places of a large spec, each analysed from the previous analysis, equal the
/// full analysis of the new text: the syntax tree's nodes and tokens (moved chunk by chunk),
/// LoaderKitCore's parse with its offsets (moved lazily, many edited places at once) and the
/// check memo's ranges.
final class ScatteredEditTests: XCTestCase {
    func testDigitsTypedAndDeletedAtRandomNumbersOfALargeSpecMatchTheFullAnalysis() throws {
        var random = SplitMix(seed: 23)
        // Several chunks of tokens and nodes, and above the size where the check runs beside the tree.
        var analysis = SpecAnalysis(bytes: IncrementalAnalysisTests.generatedSpec(parts: 300), lint: false)
        XCTAssertGreaterThan(analysis.tree.tokenList.count, 8 * ChunkedRanges<SpecToken>.chunkSize)
        XCTAssertGreaterThan(analysis.bytes.count, SpecAnalysis.parallelSize)
        var carried = 0
        for step in 0..<60 {
            let edit = Self.numberEdit(of: analysis, using: &random)
            let new = IncrementalAnalysisTests.apply(edit, to: analysis.bytes)
            let context = "step \(step): \(edit.range) ← \(String(decoding: edit.replacement, as: UTF8.self))"
            let next = try XCTUnwrap(analysis.incrementally(edit, giving: new, lint: false), context)
            if let parsed = next.parsed, !parsed.offsets.isIdentity { carried += 1 }
            // Every few steps, as a pane reads it; else the offsets stay unmoved across edits.
            if step % 7 == 6 || step == 59 {
                let full = SpecAnalysis(bytes: new, lint: false)
                XCTAssertEqual(next.tree.nodes, full.tree.nodes, context)
                XCTAssertEqual(next.tokens, full.tokens, context)
                XCTAssertEqual(
                    IncrementalAnalysisTests.outline(next.root), IncrementalAnalysisTests.outline(full.root), context)
                XCTAssertEqual(IncrementalAnalysisTests.memo(next), IncrementalAnalysisTests.memo(full), context)
                XCTAssertEqual(next.diagnostics, full.diagnostics, context)
                XCTAssertEqual(next.spec, full.spec, context)
                XCTAssertEqual(
                    IncrementalAnalysisTests.fingerprint(next), IncrementalAnalysisTests.fingerprint(full), context)
            }
            analysis = next
        }
        // The parse was carried over with unmoved offsets, over many places at once.
        XCTAssertGreaterThan(carried, 50)
        XCTAssertGreaterThan(try XCTUnwrap(analysis.parsed).offsets.stepCount, 10)
    }

    func testTypingAndDeletingInOneNumberKeepsOneStepAndNeverMovesTheParse() throws {
        var analysis = SpecAnalysis(bytes: IncrementalAnalysisTests.generatedSpec(parts: 60), lint: false)
        let start = try XCTUnwrap(analysis.bytes.firstRange(of: Array("1.25".utf8))).upperBound
        var caret = start
        for i in 0..<80 {
            let typing = i < 40
            let edit =
                typing
                ? SpecTextEdit(range: caret..<caret, replacement: [UInt8(ascii: "1") + UInt8(i % 9)])
                : SpecTextEdit(range: (caret - 1)..<caret, replacement: [])
            let new = IncrementalAnalysisTests.apply(edit, to: analysis.bytes)
            let next = try XCTUnwrap(analysis.incrementally(edit, giving: new, lint: false), "keystroke \(i)")
            let parsed = try XCTUnwrap(next.parsed)
            XCTAssertEqual(parsed.offsets.stepCount, 1, "keystroke \(i)")
            XCTAssertNotNil(next.spec, "keystroke \(i)")
            caret += typing ? 1 : -1
            analysis = next
        }
        XCTAssertEqual(caret, start)
        XCTAssertTrue(try XCTUnwrap(analysis.parsed).offsets.isIdentity)
        let full = SpecAnalysis(bytes: analysis.bytes, lint: false)
        XCTAssertEqual(IncrementalAnalysisTests.outline(analysis.root), IncrementalAnalysisTests.outline(full.root))
    }

    func testAnEditThatChangesShapeAfterScatteredValueEditsStartsFromTheMovedParse() throws {
        var random = SplitMix(seed: 5)
        var analysis = SpecAnalysis(bytes: IncrementalAnalysisTests.generatedSpec(parts: 40), lint: false)
        for _ in 0..<12 {
            let edit = Self.numberEdit(of: analysis, using: &random)
            analysis = analysis.applying(
                edit, giving: IncrementalAnalysisTests.apply(edit, to: analysis.bytes), lint: false)
        }
        // A space (no value changes: the memo is read in the text's offsets), then a comma removed.
        let space = try XCTUnwrap(analysis.bytes.lastIndex(of: UInt8(ascii: "\n")))
        for edit in [SpecTextEdit(range: space..<space, replacement: [32])] {
            let new = IncrementalAnalysisTests.apply(edit, to: analysis.bytes)
            let next = analysis.applying(edit, giving: new, lint: false)
            let full = SpecAnalysis(bytes: new, lint: false)
            XCTAssertEqual(IncrementalAnalysisTests.memo(next), IncrementalAnalysisTests.memo(full))
            XCTAssertEqual(IncrementalAnalysisTests.outline(next.root), IncrementalAnalysisTests.outline(full.root))
            XCTAssertEqual(next.diagnostics, full.diagnostics)
            analysis = next
        }
        let comma = try XCTUnwrap(analysis.bytes.firstRange(of: Array("},\n".utf8))).lowerBound + 1
        let edit = SpecTextEdit(range: comma..<comma + 1, replacement: [])
        let new = IncrementalAnalysisTests.apply(edit, to: analysis.bytes)
        let next = analysis.applying(edit, giving: new, lint: false)
        let full = SpecAnalysis(bytes: new, lint: false)
        XCTAssertEqual(next.diagnostics, full.diagnostics)
        XCTAssertEqual(next.specProblems, full.specProblems)
        XCTAssertEqual(IncrementalAnalysisTests.memo(next), IncrementalAnalysisTests.memo(full))
    }

    /// A digit typed at the end of a random number (never "0": "07" is no number), or its last
    /// digit removed when the one before is a digit too ("0.57" → "0.5", "13" → "1").
    static func numberEdit(of analysis: SpecAnalysis, using random: inout SplitMix) -> SpecTextEdit {
        let bytes = analysis.bytes
        let numbers = analysis.tokens.filter { $0.kind == .number && bytes[$0.range.start..<$0.range.end] != [48] }
        let token = numbers[Int.random(in: 0..<numbers.count, using: &random)]
        let end = token.range.end
        let isDigit = (48...57).contains(bytes[end - 2 < token.range.start ? end - 1 : end - 2])
        if token.range.length >= 2, isDigit, Bool.random(using: &random) {
            return SpecTextEdit(range: (end - 1)..<end, replacement: [])
        }
        let digit = UInt8(ascii: "1") + UInt8.random(in: 0..<9, using: &random)
        return SpecTextEdit(range: end..<end, replacement: [digit])
    }
}
