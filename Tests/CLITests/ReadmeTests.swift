import Foundation
import XCTest

/// The README's markdown: every code fence stands on a line of its own.
final class ReadmeTests: XCTestCase {
    func testCodeFencesStandAlone() throws {
        let text = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var open = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("```") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let info = trimmed.dropFirst(3)
            let fence =
                trimmed.hasPrefix("```") && !info.contains("`")
                && (open ? info.isEmpty : info.allSatisfy { $0.isLetter || $0.isNumber })
            XCTAssertTrue(fence, "README.md:\(number + 1): a fence with text beside it: \(line)")
            open.toggle()
        }
        XCTAssertFalse(open, "README.md ends inside a code block")
    }
}
