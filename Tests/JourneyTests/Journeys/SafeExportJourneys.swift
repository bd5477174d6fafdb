import Localization
import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XSession
import XCTest

@testable import Studio

/// Exports never touch a file the user did not name: the spec open in the studio survives an
/// export whose default name once was its own, an existing file is replaced only when the user
/// says so, and the toast names the file written.
final class SafeExportJourneys: JourneyTestCase {
    /// The defect as a user met it: the studio started in a folder holding `victim.json`, whose
    /// spec is named `victim`; Ctrl+O victim.json, Ctrl+E, Lottie, Export.
    func testExportingTheOpenSpecAsLottieLeavesTheSpecFileUntouched() throws {
        let studio = try launch()
        try studio.wait("the gallery") { $0.mode == "gallery" }
        // The working directory (and the export folder) holds the spec.
        let victim = studio.exportFolder + "/victim.json"
        try JourneySpecs.dots(name: "victim").write(toFile: victim, atomically: false, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: victim))

        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.popover == "open" }
        try studio.type("victim.json")
        try studio.key("Return")
        try studio.wait("victim.json in the editor") {
            $0.mode == "editor" && $0.editor.document?.name == "victim.json" && $0.popover == nil
        }
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0.focused?.id) == "export.kind" }
        for _ in 0..<3 { try studio.key("Right") }
        try studio.wait("Lottie picked") { _ in (try? studio.view("export.kind"))??.value == 3 }
        try studio.key("Return")
        try studio.wait("the export's toast") {
            $0.toasts.contains { studio.isMessage($0, "status.export.done") }
        }
        assertAlive(studio, "after the export")

        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: victim)), before, "victim.json is unchanged, byte for byte")
        let lottie = studio.exportFolder + "/victim.lottie.json"
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))) as? [String: Any]
        XCTAssertNotNil(json?["layers"], "the Lottie file is the spec's name with .lottie.json, in the export folder")
        XCTAssertEqual(files(in: studio.exportFolder), ["victim.json", "victim.lottie.json"])
        let toast = try XCTUnwrap((try studio.state().toasts).last { studio.isMessage($0, "status.export.done") })
        XCTAssertEqual(
            toast, studio.text(StatusText.exported("victim.lottie.json", folder: studio.exportFolder)),
            "the toast names the file")
        // The spec in the editor is still the spec (its document reads the same bytes).
        XCTAssertEqual(try studio.state().editor.document?.name, "victim.json")
        XCTAssertEqual((try studio.state().editor.document?.problems)?.count, 0)
    }

    /// An export over a file that exists asks first; Enter keeps both (the first free `-2`),
    /// Escape goes back to the dialog, only Replace replaces; each toast names its file.
    func testAnExportOverAnExistingFileAsksAndOnlyReplaceReplaces() throws {
        let studio = try launch(["--mode", "editor"])
        let name = try XCTUnwrap(
            try studio.wait("the editor") { $0.mode == "editor" }.editor.document?.name)
        let target = studio.exportFolder + "/\(name).gif"
        let mine = Data("the user's own file, not a GIF\n".utf8)
        try mine.write(to: URL(fileURLWithPath: target))

        try exportGIF(studio, expecting: target)
        let asked = try studio.wait("the question") { $0.popover == "overwrite" }
        XCTAssertEqual(
            asked.focused?.id, "overwrite.keep", "focus starts on Keep both, never on Replace")
        let message = try XCTUnwrap(try studio.view("overwrite.message")?.text)
        XCTAssertEqual(
            message,
            studio.text(DialogText.existsOne("\(name).gif", folder: studio.exportFolder))
                + studio.text(DialogText.keepBothWrites("\(name)-2.gif", many: false)))
        try saveScreenshot(studio, "overwrite-1280x800")
        try studio.assertScreenIsCurrent("the question")
        try studio.key("Return")
        try studio.wait("the toast naming the kept copy") {
            $0.toasts.contains { exported($0, "\(name)-2.gif", studio) }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), mine, "Enter does not replace")
        XCTAssertGreaterThan(try GIFFile.read(studio.exportFolder + "/\(name)-2.gif").frames.count, 1)

        // Escape goes back to the dialog as it was; a second Escape closes it; nothing is written.
        try exportGIF(studio, expecting: target)
        try studio.wait("the question") { $0.popover == "overwrite" }
        try studio.key("Escape")
        let back = try studio.wait("the dialog again") { $0.popover == "export" }
        XCTAssertEqual(back.focused?.id, "export.path")
        XCTAssertEqual(try studio.view("export.path")?.text, target)
        XCTAssertEqual(try studio.view("export.kind")?.value, 2, "still a GIF")
        try studio.key("Escape")
        try studio.wait("the dialog closed") { $0.popover == nil }
        XCTAssertEqual(files(in: studio.exportFolder), ["\(name)-2.gif", "\(name).gif"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), mine)

        // Replace, picked with the keyboard: Tab to it, then Space.
        try exportGIF(studio, expecting: target)
        try studio.wait("the question") { $0.popover == "overwrite" }
        for _ in 0..<3 where (try studio.state().focused?.id) != "overwrite.replace" {
            try studio.key("Tab")
        }
        try studio.wait("Replace focused") { ($0.focused?.id) == "overwrite.replace" }
        try studio.key("space")
        try studio.wait("the toast naming the replaced file") {
            $0.toasts.contains { exported($0, "\(name).gif", studio) }
        }
        XCTAssertGreaterThan(try GIFFile.read(target).frames.count, 1, "Replace replaced the file with the GIF")
        XCTAssertEqual(
            files(in: studio.exportFolder), ["\(name)-2.gif", "\(name).gif"], "no -3, no temporary file left")
        assertAlive(studio, "after the exports")
    }

    /// The toast's Show in folder: with no file manager on a session bus (the journeys have
    /// none), the path goes to the clipboard and a toast says so.
    func testShowInFolderWithoutAFileManagerCopiesThePath() throws {
        let studio = try launch(["--mode", "editor"])
        let name = try XCTUnwrap(
            try studio.wait("the editor") { $0.mode == "editor" }.editor.document?.name)
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        try studio.key("Return")
        let png = studio.exportFolder + "/\(name).png"
        try studio.wait("the toast") {
            $0.toasts.contains(studio.text(StatusText.exported("\(name).png", folder: studio.exportFolder)))
        }
        XCTAssertEqual(try studio.view("toast.show")?.text, studio.text(StatusText.showInFolder))
        try saveScreenshot(studio, "toast-1280x800")
        try studio.click("toast.show")
        let state = try studio.wait("the path copied") { $0.clipboard == png }
        let toasts = state.toasts
        XCTAssertTrue(
            toasts.contains { studio.isMessage($0, StatusText.copiedPath(png, reason: ""), free: ["reason"]) },
            "\(toasts)")
        XCTAssertFalse(
            toasts.contains { studio.isMessage($0, "status.export.done") }, "the toast whose button was used closed")
    }

    /// An export to the path of an open spec, or to a symlink to one, is refused in the dialog,
    /// which stays open naming the file; the spec is untouched.
    func testAnExportToAnOpenSpecOrALinkToItIsRefusedInTheDialog() throws {
        let studio = try launch([], window: (800, 600))
        let spec = try writeSpec(studio, "Dots.json", JourneySpecs.dots())
        let before = try Data(contentsOf: URL(fileURLWithPath: spec))
        let link = studio.exportFolder + "/link.lottie.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: spec)
        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.popover == "open" }
        try studio.type(spec)
        try studio.key("Return")
        try studio.wait("Dots.json in the editor") {
            $0.editor.document?.name == "Dots.json" && $0.popover == nil
        }
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0.focused?.id) == "export.kind" }
        for _ in 0..<3 { try studio.key("Right") }
        try studio.wait("Lottie picked") { _ in (try? studio.view("export.kind"))??.value == 3 }
        for (typed, refusal) in [
            (spec, studio.text(GalleryText.exportOverOpenSpec("Dots.json"))),
            (link, studio.text(GalleryText.exportOverOpenSpecLink("link.lottie.json", spec))),
        ] {
            try focusPath(studio)
            try studio.key("ctrl+a")
            try studio.type(typed)
            try studio.key("Return")
            let state = try studio.wait("the refusal") { _ in
                ((try? studio.view("export.note"))??.text)?.hasPrefix(refusal) == true
            }
            XCTAssertEqual(state.popover, "export", "the dialog stays open")
            XCTAssertEqual(state.focused?.id, "export.path", "to change the name")
        }
        try saveScreenshot(studio, "refusal-800x600")
        try studio.assertScreenIsCurrent("the refusal")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: spec)), before, "the spec is untouched")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link), spec, "the link is still a link")
        XCTAssertEqual(files(in: studio.exportFolder), ["link.lottie.json"])
    }

    /// The question at 800x600: on screen whole, its buttons apart.
    func testTheQuestionFitsASmallWindow() throws {
        let studio = try launch(["--mode", "editor"], window: (800, 600))
        let name = try XCTUnwrap(
            try studio.wait("the editor") { $0.mode == "editor" }.editor.document?.name)
        let target = studio.exportFolder + "/\(name).gif"
        try Data("x".utf8).write(to: URL(fileURLWithPath: target))
        try exportGIF(studio, expecting: target)
        try studio.wait("the question") { $0.popover == "overwrite" }
        try saveScreenshot(studio, "overwrite-800x600")
        let card = try XCTUnwrap(try studio.view("overwrite")).frame
        XCTAssertTrue(
            card.x >= 0 && card.y >= 0 && card.x + card.width <= 800 && card.y + card.height <= 600, "\(card)")
        let buttons = try ["overwrite.replace", "overwrite.cancel", "overwrite.keep"].map {
            try XCTUnwrap(try studio.view($0)).frame
        }
        for (a, b) in [(0, 1), (1, 2)] {
            XCTAssertLessThan(buttons[a].x + buttons[a].width, buttons[b].x, "buttons apart")
        }
        let problems = try studio.layoutProblems()
        XCTAssertEqual(problems, [])
        try studio.assertScreenIsCurrent("the question at 800x600")
        try studio.key("Escape")
        try studio.key("Escape")
        try studio.wait("closed") { $0.popover == nil }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data("x".utf8))
    }

    /// Without `$XDG_PICTURES_DIR`, the Pictures folder is read from xdg-user-dirs' file; the
    /// folder last exported to comes first, on the next start too.
    func testTheExportFolderFollowsUserDirsAndIsRememberedBetweenRuns() throws {
        var studio = try launch(["--mode", "editor"], environment: ["XDG_PICTURES_DIR": ""])
        let name = try XCTUnwrap(
            try studio.wait("the editor") { $0.mode == "editor" }.editor.document?.name)
        let pictures = studio.folder + "/Bilder"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".write(
            toFile: studio.configFolder + "/user-dirs.dirs", atomically: true, encoding: .utf8)
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        XCTAssertEqual(try studio.view("export.path")?.text, pictures + "/\(name).png")
        // Another folder, typed.
        let chosen = studio.specsFolder + "/\(name).png"
        try focusPath(studio)
        try studio.key("ctrl+a")
        try studio.type(chosen)
        try studio.key("Return")
        try studio.wait("the toast") {
            $0.toasts.contains(studio.text(StatusText.exported("\(name).png", folder: studio.specsFolder)))
        }
        XCTAssertEqual(try PNGFile.read(chosen).width, 160)
        let folder = studio.folder
        studio.close(keepFolder: true)

        studio = try launch(["--mode", "editor"], folder: folder, environment: ["XDG_PICTURES_DIR": ""])
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        XCTAssertEqual(
            try studio.view("export.path")?.text, studio.specsFolder + "/\(name).png",
            "the folder exported to last, remembered")
        try studio.key("Escape")
    }

    /// Ctrl+E, GIF (the third format) with the arrows, the file checked, then Enter.
    private func exportGIF(_ studio: StudioSession, expecting path: String) throws {
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0.focused?.id) == "export.kind" }
        try studio.key("Right")
        try studio.key("Right")
        try studio.wait("GIF picked") { _ in (try? studio.view("export.path"))??.text == path }
        try studio.key("Return")
    }

    /// Tabs to the dialog's file field (which selects its text, so typing replaces it).
    private func focusPath(_ studio: StudioSession) throws {
        for _ in 0..<12 where (try studio.state().focused?.id) != "export.path" {
            try studio.key("Tab")
            usleep(30_000)
        }
        try studio.wait("the file field focused") { ($0.focused?.id) == "export.path" }
    }

    /// Whether `toast` says `file` was exported to the export folder (with a limit's note or not).
    private func exported(_ toast: String, _ file: String, _ studio: StudioSession) -> Bool {
        toast == studio.text(StatusText.exported(file, folder: studio.exportFolder))
            || studio.isMessage(
                toast, StatusText.exportedWithLimit(file, folder: studio.exportFolder, limit: ""), free: ["limit"])
    }

    /// Writes the window as `name.png` into `$JOURNEY_SCREENSHOTS` when it is set, to look at.
    private func saveScreenshot(_ studio: StudioSession, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["JOURNEY_SCREENSHOTS"] else { return }
        try studio.parkPointer()
        usleep(150_000)
        let screen = try studio.server.screen()
        let (width, height) = try studio.windowSize()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = screen.pixels[(studio.origin.1 + y) * screen.width + studio.origin.0 + x]
                bytes += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), 255]
            }
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGFile.write(try RGBAImage(width: width, height: height, pixels: bytes), to: folder + "/" + name + ".png")
    }
}
