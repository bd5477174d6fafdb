import Foundation
import TestSupport
import XCTest

/// Big folders on every core: `validate --jobs` and `render --out-dir` keep the order given, a
/// failure on one file is reported and the others go on.
final class BatchCommandTests: XCTestCase {
    private static let valid =
        #"{"schemaVersion":1,"name":"V","duration":1,"layout":{"type":"single"},"#
        + #""shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}"#

    /// A folder of `count` specs, every seventh one broken in its own way.
    private func folder(_ count: Int) throws -> TemporaryFolder {
        let folder = temporaryFolder()
        for i in 0..<count {
            let text = i % 7 == 3 ? #"{"schemaVersion":1,"name":"B\#(i)","duration":-\#(i)}"# : Self.valid
            try text.write(toFile: folder.file(String(format: "spec-%03d.json", i)), atomically: true, encoding: .utf8)
        }
        return folder
    }

    func testValidateOnManyCoresPrintsWhatOneCorePrintsInTheSameOrder() throws {
        let specs = try folder(120)
        let one = try BinaryRunner.run(["validate", specs.path, "--jobs", "1"])
        let many = try BinaryRunner.run(["validate", specs.path, "--jobs", "4"])
        XCTAssertEqual(one.status, 1)
        XCTAssertEqual(many.status, 1)
        XCTAssertEqual(many.output, one.output, "the same lines in the same order")
        XCTAssertEqual(many.errors, one.errors)
        XCTAssertTrue(one.errors.hasSuffix("120 files, 17 with problems\n"), one.errors)
        let lines = one.output.split(separator: "\n")
        XCTAssertEqual(lines.count, lines.sorted().count)
        XCTAssertTrue(lines.first?.hasPrefix(specs.file("spec-003.json") + ":") == true, one.output)
        let jsonOne = try BinaryRunner.run(["validate", specs.path, "--json", "--jobs", "1"])
        let jsonMany = try BinaryRunner.run(["validate", specs.path, "--json", "--jobs", "3"])
        XCTAssertEqual(jsonMany.output, jsonOne.output, "--json keeps its shape and order")
        let refused = try BinaryRunner.run(["validate", specs.path, "--jobs", "0"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.errors.contains("--jobs needs a whole number from 1 to 256, got \"0\""), refused.errors)
    }

    func testRenderIntoAFolderGoesOnPastAFailureAndSaysSo() throws {
        let specs = try folder(8)
        let out = specs.file("out")
        let result = try BinaryRunner.run([
            "render", specs.path, "BallPulse", "--out-dir", out, "--size", "24", "--jobs", "3",
        ])
        XCTAssertEqual(result.status, 1, "one spec failed")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        XCTAssertEqual(written, ["BallPulse.png"] + [0, 1, 2, 4, 5, 6, 7].map { String(format: "spec-%03d.png", $0) })
        let wrote = result.output.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
        XCTAssertEqual(
            wrote, [0, 1, 2, 4, 5, 6, 7].map { out + String(format: "/spec-%03d.png", $0) } + [out + "/BallPulse.png"],
            "in the order given")
        XCTAssertTrue(result.errors.contains("spec-003.json"), result.errors)
        XCTAssertTrue(result.errors.hasSuffix("9 specs: 8 drawn into \(out), 1 failed\n"), result.errors)

        let svg = try BinaryRunner.run(["render", "BallPulse", "SquareSpin", "--out-dir", out, "--format", "svg"])
        XCTAssertEqual(svg.status, 0, svg.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/SquareSpin.svg"))
        let lottie = try BinaryRunner.run(["render", "BallPulse", "--out-dir", out, "--format", "lottie"])
        XCTAssertEqual(lottie.status, 0, lottie.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/BallPulse.lottie.json"))

        let clash = try BinaryRunner.run(["render", specs.file("spec-000.json"), specs.path, "--out-dir", out])
        XCTAssertEqual(clash.status, 2)
        XCTAssertTrue(clash.errors.contains("would both write \(out)/spec-000.png"), clash.errors)
        let both = try BinaryRunner.run(["render", "BallPulse", "SquareSpin", "--out", out + "/x.png"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.errors.contains("for many, use --out-dir DIR"), both.errors)
    }
}
