import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// A group's patches reach the change observers as one patch of the text from before the
/// group; each still reaches the patch observers.
final class TextChangeGroupTests: XCTestCase {
    /// Applies `patches` to `text` one after another (each range in the text as it is then).
    private func applied(_ patches: [TextPatch], to text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        for patch in patches { bytes.replaceSubrange(patch.range, with: Array(patch.replacement.utf8)) }
        return bytes
    }

    func testJoinedPatchGivesTheSameTextFromTheTextBefore() {
        var random = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...40, using: &random)).map { _ in "abcdef".randomElement()! })
            var bytes = Array(text.utf8)
            var patches: [TextPatch] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let lower = Int.random(in: 0...bytes.count, using: &random)
                let upper = Int.random(in: lower...min(bytes.count, lower + 5), using: &random)
                let replacement = String(repeating: "X", count: Int.random(in: 0...4, using: &random))
                let patch = TextPatch(range: lower..<upper, replacement: replacement)
                bytes.replaceSubrange(patch.range, with: Array(replacement.utf8))
                patches.append(patch)
            }
            var joined = JoinedPatch(patches[0])
            for patch in patches.dropFirst() { joined.add(patch) }
            let one = joined.patch(in: bytes)
            XCTAssertEqual(applied([one], to: text), bytes, "round \(round): \(patches) joined as \(one)")
            let touched = patches.map(\.range.lowerBound).min()!
            XCTAssertEqual(one.range.lowerBound, touched, "starts where the first byte was touched")
        }
    }

    func testAnEditOfManyPatchesIsOneChangeAndUndoIsOneToo() {
        onMain {
            let f = EditorFixture("[0, 0.5, 1]")
            var changes: [(TextPatch, since: Int)] = []
            var patches = 0
            f.model.buffer.addChangeObserver { changes.append(($0, $1)) }
            f.model.buffer.addObserver { _ in patches += 1 }
            let start = f.model.buffer.revision
            f.model.apply(
                [TextPatch(range: 9..<10, replacement: "2"), TextPatch(range: 4..<7, replacement: "0.4")], name: "Move")
            XCTAssertEqual(patches, 2, "the patch observers see each patch")
            XCTAssertEqual(changes.count, 1, "the change observers see one change")
            XCTAssertEqual(changes[0].0, TextPatch(range: 4..<10, replacement: "0.4, 2"))
            XCTAssertEqual(changes[0].since, start)
            XCTAssertEqual(f.model.buffer.revision, start + 2)
            f.model.undo()
            XCTAssertEqual(f.text, "[0, 0.5, 1]")
            XCTAssertEqual(changes.count, 2)
            XCTAssertEqual(changes[1].0, TextPatch(range: 4..<10, replacement: "0.5, 1"))
            XCTAssertEqual(changes[1].since, start + 2)
            f.model.redo()
            XCTAssertEqual(changes.count, 3)
            XCTAssertEqual(f.text, "[0, 0.4, 2]")
            // A patch outside a group is a change of its own.
            f.model.buffer.apply(TextPatch(range: 0..<1, replacement: "( "))
            XCTAssertEqual(changes.count, 4)
            XCTAssertEqual(changes[3].0, TextPatch(range: 0..<1, replacement: "( "))
            XCTAssertEqual(changes[3].since, f.model.buffer.revision - 1)
        }
    }
}
