import TestSupport
import XCTest
@testable import Studio

final class TextDifferenceTests: XCTestCase {
    func testLineDiffMarksOnlyTheChangedLines() {
        let diff = LineDiff(old: "a\nb\nc\nd\ne", new: "a\nB\nc\ne\nf")
        XCTAssertEqual(diff.oldChanged, [false, true, false, true, false])
        XCTAssertEqual(diff.newChanged, [false, true, false, false, true])
        XCTAssertEqual(diff.changedCount.old, 2)
        XCTAssertEqual(diff.changedCount.new, 2)
    }

    func testLineDiffOfEqualAndOfEmptyTexts() {
        XCTAssertEqual(LineDiff(old: "x\ny", new: "x\ny").changedCount.old, 0)
        let added = LineDiff(old: "", new: "one\ntwo")
        XCTAssertEqual(added.oldChanged, [true])
        XCTAssertEqual(added.newChanged, [true, true])
    }

    func testLineDiffIsAShortestScriptOnRandomTexts() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(Int.random(in: 0...3, using: &generator))
            }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(Int.random(in: 0...3, using: &generator))
            }
            let diff = LineDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"))
            // The unchanged lines of both sides are the same sequence, and as long as an LCS.
            let keptOld = zip(diff.oldLines, diff.oldChanged).filter { !$0.1 }.map(\.0)
            let keptNew = zip(diff.newLines, diff.newChanged).filter { !$0.1 }.map(\.0)
            XCTAssertEqual(keptOld, keptNew)
            XCTAssertEqual(keptOld.count, longestCommonSubsequence(diff.oldLines, diff.newLines), "\(old) -> \(new)")
        }
    }

    func testByteDifferenceIsOneMinimalReplacement() throws {
        let old = Array("{\"a\": 1, \"b\": 2}".utf8), new = Array("{\"a\": 1, \"b\": 25}".utf8)
        let difference = try XCTUnwrap(ByteDifference(from: old, to: new))
        XCTAssertEqual(difference.range, 15..<15)
        XCTAssertEqual(difference.replacement, Array("5".utf8))
        XCTAssertEqual(difference.applied(to: old), new)
        XCTAssertNil(ByteDifference(from: old, to: old))
    }

    func testByteDifferenceNeverSplitsAUTF8Sequence() throws {
        let old = Array("\"é\"".utf8), new = Array("\"è\"".utf8)
        let difference = try XCTUnwrap(ByteDifference(from: old, to: new))
        XCTAssertEqual(difference.range, 1..<3)
        XCTAssertEqual(String(decoding: difference.replacement, as: UTF8.self), "è")
        XCTAssertEqual(difference.applied(to: old), new)
    }

    func testByteDifferenceRoundTripsRandomEdits() throws {
        var generator = SeededGenerator(seed: 11)
        let alphabet = Array("ab{}\"é".utf8)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let new = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            if let difference = ByteDifference(from: old, to: new) {
                XCTAssertEqual(difference.applied(to: old), new)
            } else {
                XCTAssertEqual(old, new)
            }
        }
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
