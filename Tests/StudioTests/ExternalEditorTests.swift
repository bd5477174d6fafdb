import Foundation
import Glibc
import Graphics
import UI
import XCTest
import TestSupport
@testable import Studio

/// `$VISUAL` or `$EDITOR` opens a problem's file at its line: the command line built, and a
/// harmless script as the editor really started.
final class ExternalEditorTests: XCTestCase {
    /// An executable shell script `name` in `dir` that writes its arguments, one a line, to
    /// `name.out` beside it.
    static func script(_ name: String, in dir: TemporaryFolder) -> String {
        let path = dir.file(name)
        let body =
            "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$0.out.tmp\"\nmv \"$0.out.tmp\" \"$0.out\"\n"
        FileManager.default.createFile(atPath: path, contents: Data(body.utf8))
        chmod(path, 0o755)
        return path
    }

    /// The lines the script wrote, waiting up to 5 seconds for them.
    static func output(of script: String) -> [String]? {
        for _ in 0..<500 {
            if let text = try? String(contentsOfFile: script + ".out", encoding: .utf8) {
                return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }
            usleep(10_000)
        }
        return nil
    }

    func testTheEditorComesFromVisualThenEditor() {
        XCTAssertNil(ExternalEditor(environment: [:]))
        XCTAssertNil(ExternalEditor(environment: ["EDITOR": "  ", "VISUAL": ""]))
        XCTAssertEqual(ExternalEditor(environment: ["EDITOR": "vim"])?.command, ["vim"])
        XCTAssertEqual(ExternalEditor(environment: ["VISUAL": "gedit", "EDITOR": "vim"])?.command, ["gedit"])
        let code = ExternalEditor(environment: ["EDITOR": " /usr/bin/code  --wait "])
        XCTAssertEqual(code?.command, ["/usr/bin/code", "--wait"])
        XCTAssertEqual(code?.name, "code")
    }

    func testTheCommandLineOpensTheFileAtTheLine() {
        let file = "/tmp/my specs/a.json"
        func line(_ editor: String, _ env: [String: String] = [:]) -> [String] {
            var environment = env
            environment["VISUAL"] = editor
            return ExternalEditor(environment: environment)?.arguments(file: file, line: 9, column: 17) ?? []
        }
        XCTAssertEqual(line("gedit"), ["gedit", "+9", file])
        XCTAssertEqual(line("emacs -q"), ["emacs", "-q", "+9", file])
        XCTAssertEqual(line("code --wait"), ["code", "--wait", "--goto", "\(file):9:17"])
        XCTAssertEqual(line("subl"), ["subl", "\(file):9:17"])
        XCTAssertEqual(line("vim", ["PATH": "/nonexistent"]), ["vim", "+9", file], "no terminal to run it in")

        // A terminal editor runs in the desktop's terminal when there is one.
        let dir = temporaryFolder()
        _ = Self.script("x-terminal-emulator", in: dir)
        XCTAssertEqual(
            line("nvim", ["PATH": "/nonexistent:\(dir.path)"]), ["x-terminal-emulator", "-e", "nvim", "+9", file])
        XCTAssertEqual(line("gedit", ["PATH": dir.path]), ["gedit", "+9", file])
    }

    func testTheEditorIsStartedAndNotWaitedFor() throws {
        let dir = temporaryFolder()
        let editor = Self.script("fake-editor", in: dir)
        let direct = try XCTUnwrap(ExternalEditor(environment: ["EDITOR": editor, "PATH": "/usr/bin:/bin"]))
        try direct.open(file: "/tmp/x y.json", line: 12, column: 3)
        XCTAssertEqual(Self.output(of: editor), ["+12", "/tmp/x y.json"])

        let other = Self.script("other-editor", in: dir)
        let found = try XCTUnwrap(
            ExternalEditor(environment: ["VISUAL": "other-editor -n", "PATH": "/usr/bin:\(dir.path)"]))
        try found.open(file: "/tmp/a.json", line: 1, column: 1)
        XCTAssertEqual(Self.output(of: other), ["-n", "+1", "/tmp/a.json"], "found on the environment's PATH")
    }

    func testAnEditorThatCannotStartIsASentence() throws {
        let missing = try XCTUnwrap(
            ExternalEditor(environment: ["EDITOR": "no-such-editor-here", "PATH": "/nonexistent"]))
        XCTAssertThrowsError(try missing.open(file: "/tmp/a.json", line: 1, column: 1)) { error in
            XCTAssertTrue("\(error)".contains("no-such-editor-here"), "\(error)")
        }
    }

    func testTheOpenButtonOfAProblemStartsTheEditorAtItsLine() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("typo.json")
            try Data(ProblemsPanelTests.misspelt.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.editor.externalEditor = nil
            app.openFiles([path])
            _ = app.user.nextFrame()
            XCTAssertTrue(app.editor.side.problems.rows[0].openButton.isHidden, "no editor, no button")

            let editor = Self.script("fake-editor", in: dir)
            app.editor.externalEditor = ExternalEditor(environment: ["EDITOR": editor, "PATH": "/usr/bin:/bin"])
            _ = app.user.nextFrame()
            let row = app.editor.side.problems.rows[0]
            XCTAssertFalse(row.openButton.isHidden)
            XCTAssertGreaterThan(row.openButton.frame.width, 0)
            app.user.tap(row.openButton)
            XCTAssertEqual(Self.output(of: editor), ["+10", path])
            XCTAssertEqual(app.user.lastToast, "Opened typo.json at line 10 in fake-editor")
            XCTAssertNil(app.user.clipboard, "Open does not also copy")
        }
    }
}
