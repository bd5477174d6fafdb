@testable import LoaderKitCore
import XCTest

/// A tape with one value edited in place checks exactly as the tape of the edited tree: the same
/// spec, problems and evaluator, after chains of edits of numbers and strings.
final class TapeEditTests: XCTestCase {
    func testEditedTapesCheckAsTheTapesOfTheEditedTrees() throws {
        var edits = 0
        for name in IndicatorSpec.builtinNames {
            var text = Array(try XCTUnwrap(IndicatorSpec.builtinJSON(named: name)).utf8)
            var tree = try JSONParser.parse(text)
            var tape = JSONTape(tree: tree)
            // Each numeric literal and string value in turn gets a new value of the same kind,
            // one edit after another on the same tape (offsets stay the first text's).
            for (k, replacement) in ["2", "0.5", "-1", "\"x\"", "1e3", "\"circle\"", "7"].enumerated() {
                let replacementBytes = Array(replacement.utf8)
                let scalars = Self.scalars(in: tree).filter { node in
                    if case .string = node.kind { return replacement.hasPrefix("\"") }
                    if case .number = node.kind { return !replacement.hasPrefix("\"") }
                    return false
                }
                guard !scalars.isEmpty else { continue }
                let target = scalars[(k * 7919) % scalars.count]
                let range = target.start..<target.end
                let newText = Array(text[..<range.lowerBound]) + replacementBytes + Array(text[range.upperBound...])
                guard let edit = tree.valueEdit(range, replacementCount: replacementBytes.count, newBytes: newText)
                else { continue }
                let editedTree = tree.applying(edit, movingOffsets: true)
                var patched = tape
                XCTAssertTrue(patched.apply(edit), "\(name): the edited record is found")
                // The tape keeps the first text's offsets; compare with a tape of the edited
                // values at the same offsets.
                let unmoved = tree.applying(edit, movingOffsets: false)
                let expected = IndicatorSpec.checkAndPrepare(root: unmoved, reusing: nil, since: nil)
                let got = IndicatorSpec.checkAndPrepare(tape: patched, root: unmoved, reusing: nil, since: nil)
                XCTAssertEqual(got.problems.map(\.message), expected.problems.map(\.message), name)
                XCTAssertEqual(got.problems.map(\.path), expected.problems.map(\.path), name)
                XCTAssertEqual(got.spec, expected.spec, name)
                XCTAssertEqual(got.evaluator == nil, expected.evaluator == nil, name)
                // The next edit starts from the moved tree and a fresh tape at its offsets.
                text = newText
                tree = editedTree
                tape = JSONTape(tree: tree)
                edits += 1
            }
        }
        XCTAssertGreaterThan(edits, 200)
    }

    func testAnEditOfNoRecordIsRefused() throws {
        let tree = try JSONParser.parse(Array(#"{"a": 1, "b": "s"}"#.utf8))
        let tape = JSONTape(tree: tree)
        let text = Array(#"{"a": 2, "b": "s"}"#.utf8)
        let edit = try XCTUnwrap(tree.valueEdit(6..<7, replacementCount: 1, newBytes: text))
        var edited = tape
        XCTAssertTrue(edited.apply(edit))
        let shifted = try JSONParser.parse(Array(#"{"aa": 1, "b": "s"}"#.utf8))
        var unrelated = JSONTape(tree: shifted)
        XCTAssertFalse(unrelated.apply(edit), "no record starts at the edit's offset there")
    }

    static func scalars(in node: JSONNode) -> [JSONNode] {
        switch node.kind {
        case .number, .string: return [node]
        case .array(let items): return items.flatMap { scalars(in: $0) }
        case .object(let object): return object.members.flatMap { scalars(in: $0.value) }
        default: return []
        }
    }
}
