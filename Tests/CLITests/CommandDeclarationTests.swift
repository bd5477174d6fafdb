import Foundation
import LoaderStudioCLI
import StudioCommandLine
import TestSupport
import XCTest

/// The commands declared once: the README's synopsis is the generated one, the manual page is
/// clean roff naming every option, the parser refuses what the declaration does not list, and
/// the shells complete commands, options, values and files from the same declarations.
final class CommandDeclarationTests: XCTestCase {
    /// Runs `tool` with `arguments` (and `input` on its standard input) in `folder`.
    private func shell(
        _ tool: String, _ arguments: [String], input: String = "", in folder: String? = nil
    ) throws -> BinaryRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = inPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BinaryRunner.Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    func testTheReadmeSynopsisIsTheGeneratedOne() throws {
        let readme = try String(
            contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            readme.range(of: "## Command line\n\n```\n"), "the README has its Command line block")
        let end = try XCTUnwrap(readme.range(of: "\n```", range: section.upperBound..<readme.endIndex))
        let generated = try BinaryRunner.run(["help", "--synopsis"])
        XCTAssertEqual(generated.status, 0, generated.errors)
        XCTAssertEqual(
            String(readme[section.upperBound..<end.lowerBound]) + "\n", generated.output,
            "README.md's Command line block differs from `loader-studio help --synopsis`: paste the generated one")
    }

    func testTheManualIsCleanRoffNamingEveryCommandAndOption() throws {
        let page = try BinaryRunner.run(["help", "--man"])
        XCTAssertEqual(page.status, 0, page.errors)
        XCTAssertTrue(page.output.hasPrefix(".TH LOADER-STUDIO 1 "), page.output)
        let check = try shell("groff", ["-man", "-ww", "-z"], input: page.output)
        XCTAssertEqual(check.status, 0, check.errors)
        XCTAssertEqual(check.errors, "", "groff warns about the manual")
        let text = try shell("groff", ["-man", "-Tutf8", "-P", "-cbou"], input: page.output).output
            .replacingOccurrences(of: "\u{2010}", with: "-")
        for name in ["validate", "edit", "eval", "render", "snippet", "share", "list", "schema", "completions"] {
            XCTAssertTrue(text.contains("loader-studio " + name), name)
        }
        for option in [
            "--lint", "--strict", "--set", "--cycle-progress", "--format", "--child", "--platform",
            "--indeterminate", "--skeleton", "--screenshot-after", "--man",
        ] {
            XCTAssertTrue(text.contains(option), "the manual names \(option)")
        }
    }

    func testEveryDeclaredOptionIsInItsHelpAndNothingElseIsAccepted() throws {
        for name in ["validate", "edit", "eval", "render", "snippet", "share", "list", "schema", "completions", "help"]
        {
            let help = try BinaryRunner.run([name, "--help"])
            XCTAssertEqual(help.status, 0, name)
            let refused = try BinaryRunner.run([name, "--no-such-option"])
            XCTAssertEqual(refused.status, 2, name)
            XCTAssertTrue(
                refused.errors.contains("loader-studio \(name): unknown option --no-such-option"), refused.errors)
        }
        let twice = try BinaryRunner.run(["render", "BallPulse", "--out", "/tmp/x.png", "--size", "8", "--size", "9"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.errors.contains("--size is given twice"), twice.errors)
        let flagValue = try BinaryRunner.run(["validate", "--json=yes", "x.json"])
        XCTAssertTrue(flagValue.errors.contains("--json takes no value"), flagValue.errors)
        XCTAssertThrowsError(try WindowModeOptions.parse(["--no-such-option"])) { error in
            XCTAssertEqual((error as? WindowModeOptions.ParseError)?.message, "unknown option --no-such-option")
        }
    }

    /// Completes `words` (the last one being typed) with bash and the generated script, in `folder`.
    private func bashCompletes(_ words: [String], in folder: String) throws -> [String] {
        let script = try BinaryRunner.run(["completions", "bash"]).output
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            \(script)
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _loader_studio
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try shell("bash", ["--norc", "-c", program], in: folder)
        XCTAssertEqual(result.status, 0, result.errors)
        return result.output.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsValuesAndFiles() throws {
        let folder = temporaryFolder()
        for name in ["dots.json", "shot.png", "notes.txt"] {
            try Data().write(to: URL(fileURLWithPath: folder.file(name)))
        }
        XCTAssertEqual(try bashCompletes(["loader-studio", "snippet", "--pl"], in: folder.path), ["--platform"])
        XCTAssertEqual(try bashCompletes(["loader-studio", "render", "--form"], in: folder.path), ["--format"])
        XCTAssertEqual(
            try bashCompletes(["loader-studio", "render", "x", "--format", ""], in: folder.path),
            ["lottie", "svg", "png", "gif"])
        XCTAssertEqual(try bashCompletes(["loader-studio", "val"], in: folder.path), ["validate"])
        XCTAssertEqual(try bashCompletes(["loader-studio", "validate", ""], in: folder.path), ["dots.json"])
        XCTAssertEqual(
            Set(try bashCompletes(["loader-studio", "render", "x", "--out", ""], in: folder.path)),
            ["dots.json", "shot.png"])
        XCTAssertEqual(
            try bashCompletes(["loader-studio", "share", "BallPul"], in: folder.path),
            ["BallPulse", "BallPulseRise", "BallPulseSync"])
        XCTAssertEqual(
            try bashCompletes(["loader-studio", "--mode", ""], in: folder.path),
            ["gallery", "editor", "progress", "skeleton", "scenes"])
    }

    func testTheZshAndFishScriptsParseAndNameEveryCommand() throws {
        for (shellName, check) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            let script = try BinaryRunner.run(["completions", shellName])
            XCTAssertEqual(script.status, 0, shellName)
            let file = try BinaryRunner.temporaryFile("completion.\(shellName)", script.output)
            let parsed = try shell(shellName, check + [file])
            XCTAssertEqual(parsed.status, 0, "\(shellName) cannot read its script: \(parsed.errors)")
            for name in ["validate", "render", "snippet", "completions"] {
                XCTAssertTrue(script.output.contains(name), "\(shellName) completes \(name)")
            }
        }
        let unknown = try BinaryRunner.run(["completions", "tcsh"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("completions knows bash, zsh and fish, not \"tcsh\""), unknown.errors)
    }
}
