import Localization
import Foundation
import Graphics
import Glibc
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Exports never touch a file the user did not name, in the app as a user drives it: the default
/// name and folder, the refusal of an open spec (or a link to one), the question before a file
/// is replaced (Enter and Escape never replace), Keep both's numbering, the folder remembered.
final class SafeExportTests: XCTestCase {
    /// A valid spec named `name`.
    static func spec(named name: String) -> String {
        """
        {"schemaVersion": 1, "name": "\(name)", "duration": 1, "layout": {"type": "single"}, "shape": {"type": "circle"},
         "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, 0.2]}]}

        """
    }

    /// An app whose export folder rules see only `pictures` (nil: no Pictures folder) and the
    /// working directory `working`.
    @MainActor static func app(
        writer: ScreensImageWriter = ScreensImageWriter(), pictures: String?,
        working: String
    ) -> StudioApp {
        let app = ScreensRender.makeApp(writer: writer)
        app.exportEnvironment = ["HOME": "/nonexistent-home"]
        if let pictures { app.exportEnvironment["XDG_PICTURES_DIR"] = pictures }
        app.exportFallbackFolder = working
        return app
    }

    /// Ctrl+E's dialog (the kind picked) in the mode on screen.
    @MainActor static func openDialog(_ app: StudioApp, kind: Int = 0) throws -> ExportDialog {
        app.user.press(.character("e"), .control)
        let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
        dialog.sizeField.setValue(8)
        if kind != 0 { dialog.kindControl.select(kind) }
        return dialog
    }

    func testTheVictimCaseALottieExportOfTheOpenSpecGetsItsOwnName() throws {
        let dir = temporaryFolder()
        try onMain {
            let victim = dir.file("victim.json")
            try Data(Self.spec(named: "victim").utf8).write(to: URL(fileURLWithPath: victim))
            let before = try Data(contentsOf: URL(fileURLWithPath: victim))
            // No Pictures folder, no export yet: the spec's folder, which is also the working one.
            let writer = ScreensImageWriter()
            let app = Self.app(writer: writer, pictures: nil, working: dir.path)
            app.openFiles([victim])
            let dialog = try Self.openDialog(app, kind: 3)
            XCTAssertEqual(dialog.pathField.text, dir.file("victim.lottie.json"))
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: victim)), before, "the spec is untouched")
            XCTAssertEqual(dir.names(), ["victim.json", "victim.lottie.json"])
            XCTAssertEqual(app.user.lastToast, app.text(StatusText.exported("victim.lottie.json", folder: dir.path)))
        }
    }

    func testTheDefaultFolderIsTheLastExportedToThenPicturesThenTheSpecsThenTheWorkingOne() throws {
        let dir = temporaryFolder()
        try onMain {
            for folder in ["pictures", "specs", "work", "chosen"] {
                try FileManager.default.createDirectory(atPath: dir.file(folder), withIntermediateDirectories: true)
            }
            let spec = dir.file("specs/Pulse.json")
            try Data(Self.spec(named: "Pulse").utf8).write(to: URL(fileURLWithPath: spec))
            let app = Self.app(pictures: dir.file("pictures"), working: dir.file("work"))
            app.openFiles([spec])
            var dialog = try Self.openDialog(app)
            XCTAssertEqual(dialog.pathField.text, dir.file("pictures/Pulse.png"), "the Pictures folder")
            app.user.press(.escape)

            app.exportEnvironment["XDG_PICTURES_DIR"] = dir.file("no-such-folder")
            dialog = try Self.openDialog(app)
            XCTAssertEqual(dialog.pathField.text, dir.file("specs/Pulse.png"), "the spec's folder")
            app.user.press(.escape)

            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            dialog = try Self.openDialog(app)
            XCTAssertEqual(
                dialog.pathField.text, dir.file("work/BallPulse.png"), "a built-in has no folder: the working one")
            dialog.pathField.setText(dir.file("chosen/mine.png"))
            app.user.press(.enter)
            XCTAssertEqual(app.settings.exportFolder, dir.file("chosen"), "the folder exported to is remembered")

            app.exportEnvironment["XDG_PICTURES_DIR"] = dir.file("pictures")
            dialog = try Self.openDialog(app, kind: 4)
            XCTAssertEqual(
                dialog.pathField.text, dir.file("chosen/BallPulse.svg"), "the last folder exported to comes first")
            app.user.press(.escape)
            try FileManager.default.removeItem(atPath: dir.file("chosen"))
            dialog = try Self.openDialog(app)
            XCTAssertEqual(dialog.pathField.text, dir.file("pictures/BallPulse.png"), "unless it went")
        }
    }

    func testTheDefaultNameIsNeverAnOpenSpecsPath() throws {
        let dir = temporaryFolder()
        try onMain {
            // A spec whose file is what its Lottie export would be called.
            let spec = dir.file("Odd.lottie.json")
            try Data(Self.spec(named: "Odd").utf8).write(to: URL(fileURLWithPath: spec))
            let app = Self.app(pictures: nil, working: dir.path)
            app.openFiles([spec])
            let dialog = try Self.openDialog(app, kind: 3)
            XCTAssertEqual(dialog.pathField.text, dir.file("Odd-2.lottie.json"))
            dialog.kindControl.select(0)
            XCTAssertEqual(dialog.pathField.text, dir.file("Odd-2.png"))
        }
    }

    func testAnOpenSpecOrALinkToItIsRefusedInTheDialogWhichStays() throws {
        let dir = temporaryFolder()
        try onMain {
            let spec = dir.file("Pulse.json")
            try Data(Self.spec(named: "Pulse").utf8).write(to: URL(fileURLWithPath: spec))
            let before = try Data(contentsOf: URL(fileURLWithPath: spec))
            XCTAssertEqual(symlink(spec, dir.file("soft.lottie.json")), 0)
            XCTAssertEqual(link(spec, dir.file("hard.svg")), 0)
            XCTAssertEqual(symlink(dir.path, dir.file("alias")), 0)
            let writer = ScreensImageWriter()
            let app = Self.app(writer: writer, pictures: nil, working: dir.path)
            app.openFiles([spec])
            let dialog = try Self.openDialog(app, kind: 3)
            let cases = [
                (spec, "Pulse.json is a spec open in the studio: an export never writes over it. Choose another name."),
                (
                    dir.file("soft.lottie.json"),
                    "soft.lottie.json is the same file as \(spec), a spec open in the studio"
                ),
                (dir.file("hard.svg"), "hard.svg is the same file as \(spec), a spec open in the studio"),
                (dir.path + "/sub/../Pulse.json", "Pulse.json is a spec open in the studio"),
                (dir.file("alias/Pulse.json"), "Pulse.json is the same file as \(spec), a spec open in the studio"),
            ]
            for (path, refusal) in cases {
                dialog.pathField.setText(path)
                app.user.press(.enter)
                XCTAssertTrue(app.user.popover === dialog, "the dialog stays for \(path)")
                XCTAssertTrue(dialog.problem?.hasPrefix(refusal) == true, dialog.problem ?? "no problem shown")
                XCTAssertTrue(dialog.noteLabel.text.hasPrefix(refusal), "shown under the field")
                XCTAssertTrue(app.user.focused === dialog.pathField, "focus in the field to change the name")
            }
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), before)
            XCTAssertEqual(dir.names(), ["Pulse.json", "alias", "hard.svg", "soft.lottie.json"])
            XCTAssertEqual(
                try FileManager.default.destinationOfSymbolicLink(atPath: dir.file("soft.lottie.json")), spec)

            // A request that reaches the writer anyway is refused there too, in a toast.
            dialog.kindControl.select(0)
            dialog.pathField.setText(dir.file("fine.png"))
            app.user.press(.enter)
            XCTAssertEqual(writer.pngs.map(\.path), [dir.file("fine.png")], "another name goes ahead")
            XCTAssertEqual(app.export(ExportRequest(kind: .lottie, size: 8, path: spec)), [])
            XCTAssertEqual(
                app.user.lastToast, ExportTargets.openDocumentRefusal(target: spec, document: spec))
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), before)
        }
    }

    func testAMissingFolderOrAFolderInTheFilesPlaceIsRefusedInTheDialog() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = Self.app(pictures: nil, working: dir.path)
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            let dialog = try Self.openDialog(app)
            dialog.pathField.setText(dir.file("missing/a.png"))
            app.user.press(.enter)
            XCTAssertEqual(
                dialog.problem, "The folder \(dir.file("missing")) does not exist: choose a folder that does")
            dialog.pathField.setText(dir.path)
            app.user.press(.enter)
            XCTAssertEqual(dialog.problem, "\(dir.path) is a folder: type the name of a file in it")
            dialog.pathField.setText("")
            app.user.press(.enter)
            XCTAssertEqual(dialog.problem, "Type the name of the file to write")
            XCTAssertTrue(app.user.popover === dialog)
        }
    }

    func testAnExistingFileIsReplacedOnlyByReplaceAndEnterKeepsBoth() throws {
        let dir = temporaryFolder()
        try onMain {
            let target = dir.file("BallPulse.gif")
            let mine = Data("mine".utf8)
            try mine.write(to: URL(fileURLWithPath: target))
            try mine.write(to: URL(fileURLWithPath: dir.file("BallPulse-2.gif")))
            let writer = ScreensImageWriter()
            let app = Self.app(writer: writer, pictures: dir.path, working: dir.path)
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))

            var dialog = try Self.openDialog(app, kind: 2)
            XCTAssertEqual(dialog.pathField.text, target)
            app.user.press(.enter)
            var question = try XCTUnwrap(app.user.popover as? OverwriteDialog, "asked first")
            XCTAssertEqual(question.titleLabel.text, app.text(DialogText.replaceOne("BallPulse.gif")))
            XCTAssertEqual(
                question.message.text,
                "BallPulse.gif already exists in \(dir.path). Replace overwrites it; "
                    + "Keep both writes BallPulse-3.gif beside it.")
            XCTAssertTrue(app.user.focused === question.keepBothButton, "focus on Keep both, not on Replace")
            XCTAssertFalse(question.replaceButton.style == .primary, "Replace is never the default button")
            XCTAssertTrue(writer.gifs.isEmpty, "nothing written while asking")

            // Escape: back to the dialog as it was.
            app.user.press(.escape)
            XCTAssertTrue(app.user.popover === dialog, "Cancel goes back to the export dialog")
            XCTAssertEqual(dialog.kind, .gif)
            XCTAssertEqual(dialog.pathField.text, target)
            XCTAssertTrue(app.user.focused === dialog.pathField)
            XCTAssertTrue(writer.gifs.isEmpty)

            // Enter: keep both, the first free number.
            app.user.press(.enter)
            question = try XCTUnwrap(app.user.popover as? OverwriteDialog)
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(writer.gifs.map(\.path), [dir.file("BallPulse-3.gif")])
            XCTAssertEqual(app.user.lastToast, app.text(StatusText.exported("BallPulse-3.gif", folder: dir.path)))

            // Enter with Cancel focused cancels; Space on Replace replaces.
            dialog = try Self.openDialog(app, kind: 2)
            app.user.press(.enter)
            question = try XCTUnwrap(app.user.popover as? OverwriteDialog)
            app.window.focus(question.cancelButton)
            app.user.press(.enter)
            XCTAssertTrue(app.user.popover === dialog)
            app.user.press(.enter)
            question = try XCTUnwrap(app.user.popover as? OverwriteDialog)
            app.window.focus(question.replaceButton)
            app.user.press(.space)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(writer.gifs.map(\.path), [dir.file("BallPulse-3.gif"), target])

            // A click outside the question closes it and writes nothing.
            dialog = try Self.openDialog(app, kind: 2)
            app.user.press(.enter)
            XCTAssertTrue(app.user.popover is OverwriteDialog)
            app.user.tap(4, 790)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(writer.gifs.count, 2)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), mine, "the writer here is in memory")
        }
    }

    func testASequenceAsksWhenAnyFrameExistsAndKeepsBothWithFreeFrames() throws {
        let dir = temporaryFolder()
        try onMain {
            try Data("old".utf8).write(to: URL(fileURLWithPath: dir.file("BallPulse-0003.png")))
            try Data("old".utf8).write(to: URL(fileURLWithPath: dir.file("BallPulse-2-0000.png")))
            let writer = ScreensImageWriter()
            let app = Self.app(writer: writer, pictures: dir.path, working: dir.path)
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            let dialog = try Self.openDialog(app, kind: 1)
            dialog.fpsField.setValue(8)
            XCTAssertEqual(dialog.pathField.text, dir.file("BallPulse.png"))
            XCTAssertEqual(
                dialog.noteLabel.text, app.text(DialogText.sequenceNames("BallPulse-0000.png", "BallPulse-0001.png")))
            app.user.press(.enter)
            let question = try XCTUnwrap(app.user.popover as? OverwriteDialog)
            XCTAssertEqual(question.titleLabel.text, app.text(DialogText.replaceFrames(1, of: 6)))
            XCTAssertTrue(
                question.message.text.hasPrefix(
                    app.text(DialogText.existsSome(1, of: 6, first: "BallPulse-0003.png", folder: dir.path))),
                question.message.text)
            XCTAssertTrue(
                question.message.text.hasSuffix(
                    app.text(DialogText.keepBothWrites("BallPulse-3-0000.png …", many: true))),
                question.message.text)
            app.user.press(.enter)
            XCTAssertEqual(
                writer.pngs.map(\.path), (0..<6).map { dir.file("BallPulse-3-" + String(format: "%04d", $0) + ".png") })
            XCTAssertEqual(
                app.user.lastToast,
                app.text(
                    StatusText.exported(
                        app.text(StatusText.frames(6, first: "BallPulse-3-0000.png", last: "BallPulse-3-0005.png")),
                        folder: dir.path)))
        }
    }

    func testTheToastsShowInFolderAsksTheDesktopOrCopiesThePath() throws {
        try onMain {
            final class Shower: FolderShowing {
                var asked: [String] = []
                var answer: String?
                func showInFolder(_ path: String) -> String? { asked.append(path); return answer }
            }
            let dir = TemporaryFolder()
            defer { dir.remove() }
            let app = Self.app(pictures: dir.path, working: dir.path)
            app.open(try XCTUnwrap(app.library.builtin(named: "BallPulse")))
            let shower = Shower()
            app.folderShower = shower
            _ = try Self.openDialog(app)
            app.user.press(.enter)
            _ = app.user.nextFrame()
            var button = try XCTUnwrap(app.user.view("toast.show") as? Button)
            XCTAssertEqual(button.title, app.text(StatusText.showInFolder))
            app.user.tap(button)
            XCTAssertEqual(shower.asked, [dir.file("BallPulse.png")])
            XCTAssertNil(app.user.view("toast.show"), "the toast closed once used")
            XCTAssertNil(app.user.clipboard)

            shower.answer = "no file manager runs on the session bus"
            _ = try Self.openDialog(app)
            app.user.press(.enter)
            _ = app.user.nextFrame()
            button = try XCTUnwrap(app.user.view("toast.show") as? Button)
            app.user.tap(button)
            XCTAssertEqual(app.user.clipboard, dir.file("BallPulse.png"))
            XCTAssertEqual(
                app.user.lastToast,
                app.text(
                    StatusText.copiedPath(dir.file("BallPulse.png"), reason: "no file manager runs on the session bus"))
            )

            app.folderShower = nil
            app.window.clipboard.text = nil
            app.showInFolder(dir.file("x.gif"))
            XCTAssertEqual(app.user.clipboard, dir.file("x.gif"))
            XCTAssertTrue(
                app.isMessage(app.user.lastToast, "status.export.copiedPath")
                    && app.user.lastToast?.contains(dir.file("x.gif")) == true, app.user.lastToast ?? "")
        }
    }

    func testAProgressDesignsExportTakesTheSameFolderAndAsksTheSameWay() throws {
        let dir = temporaryFolder()
        try onMain {
            let writer = ScreensImageWriter()
            let rasterize: ProgressImageSourceMaker = { _, _, scale, _, _ in
                let (w, h) = (Int(4 * scale), Int(2 * scale))
                return ProgressImageSource(width: w, height: h) { _ in [UInt32](repeating: 0xFF00_00FF, count: w * h) }
            }
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                progressRasterize: rasterize, imageWriter: writer)
            app.window.layout(size: Size(1280, 800), scale: 1)
            app.exportEnvironment = ["HOME": "/nonexistent-home", "XDG_PICTURES_DIR": dir.path]
            app.exportFallbackFolder = "/nonexistent-work"
            app.select(mode: .progress)
            app.progress.select(7)
            app.user.press(.character("e"), .control)
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            let path = dialog.pathField.text
            XCTAssertEqual(FilePaths.directory(of: path), dir.path, "the Pictures folder")
            XCTAssertTrue(FilePaths.name(of: path).hasPrefix("progress-8-") && path.hasSuffix(".png"), path)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
            app.user.press(.enter)
            let question = try XCTUnwrap(app.user.popover as? OverwriteDialog)
            XCTAssertTrue(app.user.focused === question.keepBothButton)
            app.user.press(.enter)
            let kept = String(path.dropLast(4)) + "-2.png"
            XCTAssertEqual(writer.pngs.map(\.path), [kept])
            XCTAssertEqual(
                app.user.lastToast, app.text(StatusText.exported(FilePaths.name(of: kept), folder: dir.path)))
            XCTAssertEqual(app.settings.exportFolder, dir.path)
        }
    }
}
