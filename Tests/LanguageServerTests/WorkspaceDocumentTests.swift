import LoaderKitCore
import SpecLanguage
import SpecWorkspace
import XCTest

/// The workspace engine's document: edits analysed from the previous revision give what a fresh
/// analysis gives, the outline names parts, tracks and params, and formatting is one span.
final class WorkspaceDocumentTests: XCTestCase {
    let spec = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1.2,
          "params": {"count": 3},
          "parts": [{"layout": {"type": "row", "count": {"$param": "count"}, "gap": 0.1}, "shape": {"type": "circle"},
            "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.2, 1]}]}]
        }

        """

    func testEditsGiveWhatAFreshAnalysisGives() {
        var document = WorkspaceDocument(bytes: Array(spec.utf8), version: 1)
        XCTAssertEqual(document.diagnostics, [])
        let duration = Array(spec.utf8).firstRange(of: Array("1.2".utf8))!
        document = document.applying([SpecTextEdit(range: duration, replacement: "-1")], version: 2)
        XCTAssertEqual(document.version, 2)
        XCTAssertEqual(document.diagnostics.map(\.message), ["duration must be a positive number"])
        let fresh = WorkspaceDocument(bytes: document.bytes, version: 2)
        XCTAssertEqual(document.diagnostics, fresh.diagnostics)
        // Several changes in one message, each into the text the one before left; ranges past
        // the end are clamped.
        document = document.applying(
            [
                SpecTextEdit(range: 0..<0, replacement: " "), SpecTextEdit(range: 1..<2, replacement: "{"),
                SpecTextEdit(range: 10_000..<10_001, replacement: ""),
            ], version: 3)
        XCTAssertEqual(document.bytes, [UInt8(ascii: " ")] + Array(String(decoding: fresh.bytes, as: UTF8.self).utf8))
    }

    func testTheOutlineNamesPartsTracksAndParams() throws {
        let symbols = WorkspaceDocument(bytes: Array(spec.utf8), version: 1).symbols
        XCTAssertEqual(symbols.map(\.name), ["schemaVersion", "name", "duration", "params", "parts"])
        XCTAssertEqual(symbols[2].detail, "1.2")
        let params = symbols[3]
        XCTAssertEqual(params.children.map(\.name), ["count"])
        XCTAssertEqual(params.children.first?.kind, .param)
        XCTAssertEqual(params.children.first?.detail, "3")
        let part = try XCTUnwrap(symbols[4].children.first)
        XCTAssertEqual(part.name, "Part 1")
        XCTAssertEqual(part.kind, .part)
        XCTAssertEqual(part.detail, "circle")
        let track = try XCTUnwrap(part.children.first { $0.name == "tracks" }?.children.first)
        XCTAssertEqual(track.name, "opacity")
        XCTAssertEqual(track.kind, .track)
        XCTAssertEqual(track.detail, "3 keyframes")
        // Not JSON at the top: no outline, no crash.
        XCTAssertEqual(WorkspaceDocument(bytes: Array("[1, {".utf8), version: 1).symbols, [])
    }

    func testFormattingIsTheOneSpanThatChanges() throws {
        let document = WorkspaceDocument(bytes: Array(spec.utf8), version: 1)
        let edit = try XCTUnwrap(try document.formattingEdit().get())
        let formatted = SpecTextEdit.apply([edit], to: document.bytes)
        XCTAssertEqual(formatted, SpecFormatter.format(document.bytes))
        XCTAssertGreaterThan(edit.range.lowerBound, 0)
        // Formatted text needs no edit; broken text names its syntax error.
        XCTAssertNil(try WorkspaceDocument(bytes: formatted, version: 2).formattingEdit().get())
        guard
            case .failure(let failure) = WorkspaceDocument(bytes: Array("{\"a\": }".utf8), version: 1).formattingEdit()
        else { return XCTFail("broken text was formatted") }
        XCTAssertTrue(failure.message.hasPrefix("Cannot format: "), failure.message)
    }

    /// Range formatting changes whitespace inside the range only; over the whole text it gives
    /// what formatting the whole gives, and a text with a byte order mark loses it.
    func testRangeFormattingTouchesOnlyTheRange() throws {
        let bytes = Array(spec.utf8)
        let document = WorkspaceDocument(bytes: bytes, version: 1)
        let whole = try document.rangeFormattingEdits(in: ByteRange(0, bytes.count)).get()
        XCTAssertEqual(SpecTextEdit.apply(whole, to: bytes), SpecFormatter.format(bytes))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = Int.random(in: 0...bytes.count, using: &generator)
            let b = Int.random(in: a...bytes.count, using: &generator)
            let edits = try document.rangeFormattingEdits(in: ByteRange(a, b)).get()
            XCTAssertTrue(edits.allSatisfy { $0.range.lowerBound >= a && $0.range.upperBound <= b })
            let result = SpecTextEdit.apply(edits, to: bytes)
            XCTAssertEqual(
                result.filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) },
                bytes.filter { ![0x20, 0x0A, 0x0D, 0x09].contains($0) })
            // Formatting the rest afterwards gives the same formatted text.
            XCTAssertEqual(SpecFormatter.format(result), SpecFormatter.format(bytes))
        }
        // Strings with spaces, escapes and brackets inside stay whole.
        let tricky = Array(#"{"name":"a \" [b], {c}: d","duration":1.5e0 ,"x":[ true,null ]}"#.utf8)
        let edits = try WorkspaceDocument(bytes: tricky, version: 1).rangeFormattingEdits(
            in: ByteRange(0, tricky.count)
        ).get()
        XCTAssertEqual(SpecTextEdit.apply(edits, to: tricky), SpecFormatter.format(tricky))
        let marked = [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8)
        let unmarked = try WorkspaceDocument(bytes: marked, version: 1).rangeFormattingEdits(
            in: ByteRange(0, marked.count)
        ).get()
        XCTAssertEqual(SpecTextEdit.apply(unmarked, to: marked), SpecFormatter.format(marked))
        guard
            case .failure = WorkspaceDocument(bytes: Array("{".utf8), version: 1).rangeFormattingEdits(
                in: ByteRange(0, 1))
        else { return XCTFail("broken text was formatted") }
    }

    func testTheDifferenceKeepsWholeCharacters() throws {
        // "é" (C3 A9) to "è" (C3 A8): the span takes the whole character, not its last byte.
        let edit = try XCTUnwrap(SpecTextEdit.difference(from: Array("aéb".utf8), to: Array("aèb".utf8)))
        XCTAssertEqual(edit.range, 1..<3)
        XCTAssertEqual(edit.replacement, Array("è".utf8))
        XCTAssertNil(SpecTextEdit.difference(from: [1, 2], to: [1, 2]))
        let grown = try XCTUnwrap(SpecTextEdit.difference(from: Array("ab".utf8), to: Array("abab".utf8)))
        XCTAssertEqual(SpecTextEdit.apply([grown], to: Array("ab".utf8)), Array("abab".utf8))
    }
}
