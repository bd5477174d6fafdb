import Foundation
import Glibc
import XCTest

/// `render` never writes over its input: an `--out` that is the spec file it reads (the same
/// path however spelled, a symlink or a hard link to it, or one of a sequence's frame files) is
/// refused with exit code 2 and a message naming both, and nothing is written.
final class RenderOwnInputTests: XCTestCase {
    private func folderWithSpec(named file: String = "victim.json") throws -> (
        folder: String, spec: String, bytes: Data
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-own-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec = folder + "/" + file
        let text =
            #"{"schemaVersion":1,"name":"victim","duration":1,"layout":{"type":"single"},"shape":{"type":"circle"},"#
            + #""tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}"# + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: spec))
        return (folder, spec, Data(text.utf8))
    }

    private func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func testAnOutThatIsTheInputSpecIsRefused() throws {
        let (folder, spec, bytes) = try folderWithSpec()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(mkdir(folder + "/sub", 0o755), 0)
        for out in [spec, folder + "/./victim.json", folder + "/sub/../victim.json", folder + "//victim.json"] {
            let result = try BinaryRunner.run(["render", spec, "--out", out])
            XCTAssertEqual(result.status, 2, "\(out): \(result.errors)")
            XCTAssertTrue(
                result.errors.contains("render never writes over its input: choose another --out"), result.errors)
            XCTAssertTrue(result.errors.contains("--out \(out)"), result.errors)
            XCTAssertEqual(result.output, "", "nothing was written, nothing is reported written")
        }
        let plain = try BinaryRunner.run(["render", spec, "--out", spec])
        XCTAssertEqual(
            plain.errors,
            "loader-studio render: --out \(spec) is the input spec; render never writes over its input: choose another --out\n"
        )
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), bytes, "the spec is unchanged")
        XCTAssertEqual(names(folder), ["sub", "victim.json"])
    }

    func testASymlinkOrHardLinkToTheInputIsRefusedAndTheRelativeSpellingToo() throws {
        let (folder, spec, bytes) = try folderWithSpec()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(symlink(spec, folder + "/soft.svg"), 0)
        XCTAssertEqual(link(spec, folder + "/hard.json"), 0)
        XCTAssertEqual(symlink(folder, folder + "/alias"), 0)
        for out in [folder + "/soft.svg", folder + "/hard.json", folder + "/alias/victim.json"] {
            let result = try BinaryRunner.run(["render", spec, "--out", out])
            XCTAssertEqual(result.status, 2, "\(out): \(result.errors)")
            XCTAssertTrue(result.errors.contains("--out \(out) is the same file as the input \(spec);"), result.errors)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), bytes)
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/soft.svg"), spec,
            "the link is still a link")
        XCTAssertEqual(names(folder), ["alias", "hard.json", "soft.svg", "victim.json"])
    }

    func testAFrameOfASequenceThatIsTheInputIsRefusedBeforeAnyFrameIsWritten() throws {
        let (folder, spec, bytes) = try folderWithSpec(named: "seq-0002.png")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try BinaryRunner.run([
            "render", spec, "--out", folder + "/seq.png", "--frames", "4", "--size", "8",
        ])
        XCTAssertEqual(result.status, 2, result.errors)
        XCTAssertTrue(result.errors.contains("--out \(spec) is the input spec"), result.errors)
        XCTAssertEqual(names(folder), ["seq-0002.png"], "not even seq-0000.png was written")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), bytes)
        // Fewer frames do not reach it: that sequence is written.
        let short = try BinaryRunner.run(["render", spec, "--out", folder + "/seq.png", "--frames", "2", "--size", "8"])
        XCTAssertEqual(short.status, 0, short.errors)
        XCTAssertEqual(names(folder), ["seq-0000.png", "seq-0001.png", "seq-0002.png"])
    }

    func testAnotherFileBesideTheInputIsWritten() throws {
        let (folder, spec, bytes) = try folderWithSpec()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try BinaryRunner.run(["render", spec, "--out", folder + "/victim.lottie.json"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(names(folder), ["victim.json", "victim.lottie.json"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), bytes)
        // A built-in has no file: its name as --out is just a file name.
        let builtin = try BinaryRunner.run(["render", "BallPulse", "--out", folder + "/BallPulse.png", "--size", "8"])
        XCTAssertEqual(builtin.status, 0, builtin.errors)
    }
}
