@testable import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// An analysis made from the previous one after an edit equals the full analysis of the new
/// text: tokens, tree, LoaderKitCore's parsed tree, lines, diagnostics, spec and evaluator output.
final class IncrementalAnalysisTests: XCTestCase {
    func testRandomEditsOnTheBuiltinsExamplesAndEdgeCasesMatchTheFullAnalysis() throws {
        var random = SplitMix(seed: 7)
        var incremental = 0, edits = 0
        for file in try Fixtures.all() {
            var analysis = SpecAnalysis(bytes: file.bytes, lint: false)
            for _ in 0..<8 {
                let edit = Self.randomEdit(of: analysis, using: &random)
                let (next, wasIncremental) = try check(analysis, edit, file.name)
                analysis = next
                edits += 1
                if wasIncremental { incremental += 1 }
            }
        }
        // Most edits are typing in a token: the incremental path must be the common one.
        XCTAssertGreaterThan(incremental, edits / 4, "\(incremental) of \(edits) edits were incremental")
        // Fewer carry the parsed tree over: a random edit often leaves the text not JSON for the next ones.
        XCTAssertGreaterThan(patchedRoots, 0, "\(patchedRoots) of \(edits) edits carried the parsed tree over")
    }

    func testRandomEditsOnALargeGeneratedSpecMatchTheFullAnalysis() throws {
        var random = SplitMix(seed: 11)
        // Above the size where the tree and LoaderKitCore's check run on two threads.
        var analysis = SpecAnalysis(bytes: Self.generatedSpec(parts: 250), lint: false)
        XCTAssertGreaterThan(analysis.bytes.count, SpecAnalysis.parallelSize)
        XCTAssertNotNil(analysis.spec)
        // Typing into the first number moves every offset after it, on the two-thread path.
        let caret = try XCTUnwrap(analysis.bytes.firstRange(of: Array("\"gap\": 0.1".utf8))).upperBound
        for (i, digit) in "42".utf8.enumerated() {
            analysis = try check(analysis, SpecTextEdit(range: caret + i..<caret + i, replacement: [digit]), "gap").0
        }
        XCTAssertEqual(patchedRoots, 2)
        var incremental = 0
        for _ in 0..<40 {
            let (next, wasIncremental) = try check(analysis, Self.randomEdit(of: analysis, using: &random), "generated")
            analysis = next
            if wasIncremental { incremental += 1 }
        }
        XCTAssertGreaterThan(incremental, 10)
    }

    func testTypingDigitsIntoANumberStaysIncrementalAndKeepsTheSpecInStep() throws {
        // From a linted analysis, as the pane keeps after a pause: the lint warnings are not carried over.
        var analysis = SpecAnalysis(bytes: Self.generatedSpec(parts: 20), lint: true)
        let caret = try XCTUnwrap(analysis.bytes.firstRange(of: Array("1.25".utf8))).upperBound
        for (i, digit) in "123456789".utf8.enumerated() {
            let edit = SpecTextEdit(range: caret + i..<caret + i, replacement: [digit])
            let (next, wasIncremental) = try check(analysis, edit, "digits")
            XCTAssertTrue(wasIncremental)
            analysis = next
        }
        XCTAssertEqual(patchedRoots, 9, "every digit carries the parsed tree over")
        XCTAssertEqual(analysis.spec?.duration, 1.25123456789)
    }

    func testTypingInAStringValueCarriesTheParsedTreeOverButNotInAKeyOrABrokenNumber() throws {
        var analysis = SpecAnalysis(bytes: Self.generatedSpec(parts: 3), lint: false)
        let quote = try XCTUnwrap(analysis.bytes.firstRange(of: Array("\"Big\"".utf8))).upperBound - 1
        for (i, letter) in "abc".utf8.enumerated() {
            analysis = try check(analysis, SpecTextEdit(range: quote + i..<quote + i, replacement: [letter]), "name").0
        }
        XCTAssertEqual(patchedRoots, 3)
        XCTAssertEqual(analysis.spec?.name, "Bigabc")
        let key = try XCTUnwrap(analysis.bytes.firstRange(of: Array("\"each\"".utf8))).lowerBound + 2
        analysis = try check(analysis, SpecTextEdit(range: key..<key, replacement: Array("x".utf8)), "key").0
        XCTAssertEqual(patchedRoots, 3, "a key is not a value of the parsed tree")
        let number = try XCTUnwrap(analysis.bytes.firstRange(of: Array("1.25".utf8))).upperBound
        _ = try check(analysis, SpecTextEdit(range: number..<number, replacement: Array(".".utf8)), "number")
        XCTAssertEqual(patchedRoots, 3, "1.25. is not a number")
    }

    func testShapeChangesFallBackToTheFullAnalysis() throws {
        let analysis = SpecAnalysis(bytes: Self.generatedSpec(parts: 2), lint: false)
        let caret = try XCTUnwrap(analysis.bytes.firstRange(of: Array("1.25".utf8))).upperBound
        for typed in [",", "]", "\"", ":", "{", " 2", "x"] {
            let edit = SpecTextEdit(range: caret..<caret, replacement: Array(typed.utf8))
            let new = Self.apply(edit, to: analysis.bytes)
            XCTAssertNil(analysis.incrementally(edit, giving: new, lint: false), typed)
            XCTAssertEqual(
                Self.fingerprint(analysis.applying(edit, giving: new, lint: false)),
                Self.fingerprint(SpecAnalysis(bytes: new, lint: false)), typed)
        }
        // An edit that does not give the bytes is refused.
        let edit = SpecTextEdit(range: caret..<caret, replacement: Array("5".utf8))
        XCTAssertNil(analysis.incrementally(edit, giving: analysis.bytes, lint: false))
    }

    // MARK: Support

    /// Edits whose LoaderKitCore tree was carried over instead of parsed again.
    private var patchedRoots = 0

    /// Every value, offset, key and prototype of a parsed tree, in order, as one comparable text.
    static func outline(_ node: JSONNode?) -> String {
        guard let node else { return "none" }
        var text = "\(node.start)..<\(node.end) "
        switch node.kind {
        case .null: text += "null"
        case .bool(let b): text += "\(b)"
        case .number(let x): text += "\(x.bitPattern)"
        case .string(let s): text += s.debugDescription
        case .array(let items): text += "[" + items.map { outline($0) }.joined(separator: ", ") + "]"
        case .object(let object):
            text +=
                "{"
                + object.members.map { "\($0.key.debugDescription)@\($0.keyStart): \(outline($0.value))" }
                .joined(separator: ", ") + "}"
            switch object.prototype {
            case .standard: break
            case .none: text += " proto null"
            case .node(let prototype): text += " proto " + outline(prototype)
            }
        }
        return text
    }

    /// Checks one edit; returns the analysis to continue from and whether it was incremental.
    private func check(_ analysis: SpecAnalysis, _ edit: SpecTextEdit, _ name: String) throws -> (SpecAnalysis, Bool) {
        let new = Self.apply(edit, to: analysis.bytes)
        let full = SpecAnalysis(bytes: new, lint: false)
        let context = "\(name): \(edit.range) ← \(String(decoding: edit.replacement, as: UTF8.self).debugDescription)"
        guard let incremental = analysis.incrementally(edit, giving: new, lint: false) else {
            // Read whole, but with LoaderKitCore's per-part results carried over.
            let reread = analysis.applying(edit, giving: new, lint: false)
            XCTAssertEqual(reread.diagnostics, full.diagnostics, context)
            XCTAssertEqual(reread.specProblems, full.specProblems, context)
            XCTAssertEqual(reread.spec, full.spec, context)
            XCTAssertEqual(Self.memo(reread), Self.memo(full), context)
            return (reread, false)
        }
        for (k, (a, b)) in zip(Self.fingerprint(incremental), Self.fingerprint(full)).enumerated() {
            XCTAssertEqual(a, b, "\(context) (part \(k) of the fingerprint)")
        }
        XCTAssertEqual(Self.outline(incremental.root), Self.outline(full.root), context)
        if let patched = analysis.root?.editing(edit.range, replacementCount: edit.replacement.count, newBytes: new) {
            patchedRoots += 1
            XCTAssertEqual(Self.outline(patched), Self.outline(try? JSONParser.parse(new)), context)
        }
        XCTAssertEqual(incremental.tree.nodes, full.tree.nodes, context)
        XCTAssertEqual(incremental.tokens, full.tokens, context)
        XCTAssertEqual(incremental.diagnostics, full.diagnostics, context)
        XCTAssertEqual(incremental.linted().diagnostics, full.linted().diagnostics, context)
        XCTAssertEqual(incremental.spec, full.spec, context)
        XCTAssertEqual(Self.states(incremental), Self.states(full), context)
        XCTAssertEqual(Self.memo(incremental), Self.memo(full), context)
        return (incremental, true)
    }

    /// LoaderKitCore's per-part memo, without the decoded parts (a part carried over may hold
    /// its decoding while a full check of an invalid spec decodes nothing).
    static func memo(_ a: SpecAnalysis) -> String {
        guard let memo = a.checkMemo else { return "none" }
        return "\(memo.paramNames) "
            + memo.parts.map { part in
                part.map { "\($0.range) \($0.problems) \($0.trackCount) \($0.threw)" } ?? "nil"
            }.joined(separator: "; ")
    }

    /// Everything an analysis shows, as comparable values (the spec is compared with `==`: its
    /// description lists the params in dictionary order).
    static func fingerprint(_ a: SpecAnalysis) -> [String] {
        [
            String(describing: a.bytes), String(describing: a.tree.nodes), String(describing: a.tree.root),
            String(describing: a.tree.childIndices), String(describing: a.tree.tokens),
            String(describing: a.tree.lexKinds), String(describing: a.lines.lineStarts),
            String(describing: a.foldingRanges), String(describing: a.diagnostics), String(describing: a.specProblems),
            String(describing: a.isLinted), String(describing: a.evaluator != nil),
        ]
    }

    static func states(_ a: SpecAnalysis) -> [[ElementState]] {
        guard let evaluator = a.evaluator else { return [] }
        return [0, 0.3, 0.77].map { evaluator.states(at: $0 * (a.spec?.duration ?? 1)) }
    }

    static func apply(_ edit: SpecTextEdit, to bytes: [UInt8]) -> [UInt8] {
        var new = bytes
        new.replaceSubrange(edit.range, with: edit.replacement)
        return new
    }

    /// Keystrokes in or next to a token (digits, letters, spaces, backspace), sometimes a
    /// bracket, comma, colon, quote or line break anywhere, or a span replaced.
    static func randomEdit(of analysis: SpecAnalysis, using random: inout SplitMix) -> SpecTextEdit {
        let bytes = analysis.bytes, tokens = analysis.tokens
        guard !tokens.isEmpty, bytes.count > 4 else {
            return SpecTextEdit(range: bytes.count..<bytes.count, replacement: [UInt8(ascii: "1")])
        }
        let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
        let at = Int.random(in: token.range.start...token.range.end, using: &random)
        let typed: [String] = ["0", "7", "5", "e", "a", "Z", " ", "  ", "\t", ".", "-", "é"]
        let shape: [String] = [",", ":", "[", "]", "{", "}", "\"", "\n", "\\", "1,2"]
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            return SpecTextEdit(range: at..<at, replacement: Array(typed.randomElement(using: &random)!.utf8))
        case 5, 6:
            let start = max(0, at - 1)
            return SpecTextEdit(range: start..<min(bytes.count, start + 1), replacement: [])
        case 7:
            return SpecTextEdit(range: at..<at, replacement: Array(shape.randomElement(using: &random)!.utf8))
        case 8:
            let end = min(bytes.count, at + Int.random(in: 1...3, using: &random))
            return SpecTextEdit(range: at..<end, replacement: Array(typed.randomElement(using: &random)!.utf8))
        default:
            let anywhere = Int.random(in: 0...bytes.count, using: &random)
            return SpecTextEdit(
                range: anywhere..<anywhere, replacement: Array(typed.randomElement(using: &random)!.utf8))
        }
    }

    /// A valid spec of `parts` parts of one row each (with an unknown field, for the schema warnings).
    static func generatedSpec(parts: Int) -> [UInt8] {
        let part = """
              {
                "layout": { "type": "row", "count": 3, "gap": 0.1, "size": 0.2, "colour": "red" },
                "shape": { "type": "circle" },
                "stagger": { "each": 0.1 },
                "tracks": [
                  { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1], "easing": "easeInOut" }
                ]
              }
            """
        let text =
            "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1.25,\n  \"parts\": [\n"
            + Array(repeating: part, count: parts).joined(separator: ",\n") + "\n  ]\n}\n"
        return Array(text.utf8)
    }
}

/// SplitMix64: a small seeded generator, so the random edits repeat exactly.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
