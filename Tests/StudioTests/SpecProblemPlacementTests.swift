import LoaderKitCore
import XCTest
import TestSupport
@testable import Studio

final class SpecProblemPlacementTests: XCTestCase {
    func testSyntaxErrorIsOneProblemWithLineAndColumn() {
        onMain {
            let bytes = Array(SpecText.syntaxError(1).utf8)
            let check = IndicatorSpec.check(bytes: bytes)
            let problems = SpecProblem.placed(check.problems, in: bytes, root: check.root)
            XCTAssertEqual(problems.count, 1)
            XCTAssertEqual(problems[0].line, 4)
            XCTAssertEqual(problems[0].column, 20, "the second comma of `\"duration\": 0.75,,`")
            XCTAssertEqual(problems[0].lineText(in: bytes), "  \"duration\": 0.75,,")
            XCTAssertNil(problems[0].path)
        }
    }

    func testTrackValuesProblemPointsAtTheValues() {
        onMain {
            let bytes = Array(SpecText.invalidSpec(1).utf8)
            let check = IndicatorSpec.check(bytes: bytes)
            let problems = SpecProblem.placed(check.problems, in: bytes, root: check.root)
            XCTAssertEqual(problems.count, 1)
            XCTAssertEqual(problems[0].path?.description, "tracks[0].values")
            XCTAssertEqual(problems[0].line, 10)
            let line = "    { \"property\": \"scale\", \"keyTimes\": [0, 0.3, 1], \"values\": [1, 0.5] }"
            XCTAssertEqual(problems[0].lineText(in: bytes), line)
            XCTAssertEqual(
                problems[0].column, line.distance(from: line.startIndex, to: line.range(of: "[1, 0.5]")!.lowerBound) + 1
            )
            XCTAssertEqual(
                problems[0].lineText(in: bytes)?.trimmingCharacters(in: .whitespaces).hasPrefix(
                    "{ \"property\": \"scale\""), true)
            XCTAssertTrue(problems[0].message.contains("keyTimes"), problems[0].message)
        }
    }

    func testValidationProblemsComeBeforePrepareProblemsAndAllAreListed() {
        onMain {
            // Two validation problems: a bad duration and a bad track.
            let text = SpecText.invalidSpec(1).replacingOccurrences(of: "\"duration\": 0.75", with: "\"duration\": -1")
            let bytes = Array(text.utf8)
            let check = IndicatorSpec.check(bytes: bytes)
            let problems = SpecProblem.placed(check.problems, in: bytes, root: check.root)
            XCTAssertEqual(problems.count, 2)
            XCTAssertEqual(problems.map(\.line), [4, 10])

            // A prepare-time problem (stagger list shorter than the count) is located too.
            let prepare = SpecText.valid(1, count: 3).replacingOccurrences(
                of: "{ \"start\": 0.12, \"each\": 0.12 }", with: "[0, 0.1]")
            let pb = Array(prepare.utf8)
            let pc = IndicatorSpec.check(bytes: pb)
            let located = SpecProblem.placed(pc.problems, in: pb, root: pc.root)
            XCTAssertEqual(located.map { $0.path?.description }, ["stagger"])
            XCTAssertEqual(located.first?.line, 8)
        }
    }

    func testFileProblemsHaveNoLocation() {
        onMain {
            let problem = SpecProblem.file(DocumentText.deletedNoSpec("spec.json"))
            XCTAssertFalse(problem.hasLocation)
            XCTAssertEqual(problem.severity, .error)
            XCTAssertEqual(problem.code, "file")
            XCTAssertEqual(problem.description, problem.message)
            XCTAssertNil(problem.lineText(in: Array("{}".utf8)))
        }
    }
}
