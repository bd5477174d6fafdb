import Localization
import ControlProtocol
import Foundation
import Glibc
import ImageExport
import StudioInspection
import XSession
import XCTest

@testable import Studio

/// A designer checks what users will perceive of their indicator: a two-colour spinner whose cyan
/// is too pale on white is found failing in the Check tab (Alt+3), shown (the preview goes to
/// the failing moment on Light), fixed by the suggestion (one undoable step), looked at under a
/// colour-vision simulation, and exported; the PNG carries the fixed colour. Mistakes on the
/// way: every background unticked (the tab says to tick one), undo and redo of the fix.
final class ArtworkCheckJourneys: JourneyTestCase {
    func testAFailingContrastFoundShownFixedAndExported() throws {
        let studio = try launch()
        let path = try writeSpec(studio, "Spinner.json", JourneySpecs.dots(count: 6, name: "Spinner"))
        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.popover == "open" }
        try studio.type(path)
        try studio.key("Return")
        try studio.wait("the spinner in the editor") {
            $0.mode == "editor" && $0.editor.document?.name == "Spinner.json" && $0.popover == nil
        }

        // Two colours from the palette: violet, then cyan (too pale on white).
        try studio.click(node: try reveal(studio, "colors.add"))
        try studio.click(node: try reveal(studio, "colors.add"))
        try studio.wait("two colours") { $0.editor.colors == ["#7C3AED", "#06B6D4"] }

        // The Check tab: the cyan dots fail on Light; the figures name them.
        try studio.key("alt+3")
        try studio.waitForTree("the Check tab", timeout: 30) { $0.view("check.contrast.fail.0") != nil }
        let failure = try XCTUnwrap(try studio.view("check.contrast.fail.0"))
        let failing = { (text: String) in
            studio.isMessage(
                text,
                CheckText.contrastFail(
                    ratio: 0, element: 1, color: "#06B6D4", opacity: 0, time: 0,
                    background: studio.text(EditorText.backgroundLight)),
                free: ["ratio", "opacity", "time"])
        }
        let message = try XCTUnwrap(
            failure.all(where: { ($0.text ?? "").split(separator: "\n").contains { failing(String($0)) } }).first?.text)
        XCTAssertTrue(message.hasPrefix(studio.localizer.number(2.4, decimals: 1)), message)
        XCTAssertTrue(
            message.split(separator: "\n").contains { studio.isMessage(String($0), "check.contrast.fix") },
            "the fix is offered: \(message)")
        try studio.writeScreenshot("check-contrast-fails")
        XCTAssertEqual(try studio.layoutProblems(), [])

        // Show: the preview goes to the moment the failing dot is most visible, on Light.
        try studio.click("check.background.light")
        try studio.click("check.background.dark")
        try studio.waitForTree("no background ticked") {
            $0.view("check.status")?.text == studio.text(CheckText.noBackground)
        }
        try studio.click("check.background.light")
        try studio.click("check.background.dark")
        try studio.waitForTree("checked again", timeout: 30) { $0.view("check.contrast.fail.0") != nil }
        try studio.click(node: try reveal(studio, "check.contrast.fail.0.show"))
        let shown = try studio.wait("the preview at the failing moment") {
            $0.editor.background == "light" && !$0.editor.playhead.playing
        }
        XCTAssertGreaterThan(shown.editor.playhead.cycleProgress, 0.05, "dot 1 peaks after dot 0")

        // Fix: one step of the history; undo and redo it.
        try studio.click(node: try reveal(studio, "check.contrast.fail.0.fix"))
        let fixed = try studio.wait("the fixed colour") {
            $0.editor.colors.count == 2 && $0.editor.colors[1] != "#06B6D4"
        }
        let newCyan = fixed.editor.colors[1]
        XCTAssertEqual(fixed.editor.colors[0], "#7C3AED", "the passing colour is kept")
        try studio.waitForTree("the contrast passes", timeout: 30) {
            $0.view("check.contrast.pass") != nil && $0.view("check.contrast.fail.0") == nil
        }
        try studio.writeScreenshot("check-contrast-fixed")
        try studio.key("ctrl+z")
        try studio.wait("undone") { $0.editor.colors == ["#7C3AED", "#06B6D4"] }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.editor.colors == ["#7C3AED", newCyan] }

        // The preview as a deuteranope sees it, and back.
        try studio.waitForTree("checked", timeout: 30) {
            $0.view("check.vision.deuteranopia.show").map { $0.enabled != false } ?? false
        }
        try studio.click(node: try reveal(studio, "check.vision.deuteranopia.show"))
        try studio.wait("simulated") { $0.editor.colorVision == "deuteranopia" }
        let deuteranopia = studio.text(CheckText.simulating(studio.text(Message("check.deficiency.deuteranopia"))))
        try studio.waitForTree("the badge") { $0.view("editor.simulation")?.tooltip == deuteranopia }
        try studio.writeScreenshot("check-deuteranopia")
        try studio.click(node: try reveal(studio, "check.vision.deuteranopia.show"))
        try studio.wait("as it is") { $0.editor.colorVision == nil }

        // Exported: the PNG carries the fixed colour and not the old one.
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        try studio.click("export.go")
        try studio.wait("the PNG toast") { $0.toasts.contains { studio.isMessage($0, "status.export.done") } }
        let exported = files(in: studio.exportFolder)
        XCTAssertEqual(exported.count, 1, "one file: \(exported)")
        let image = try PNGFile.read(studio.exportFolder + "/" + (exported.first ?? ""))
        let want = try XCTUnwrap(Self.rgb(newCyan)), old = try XCTUnwrap(Self.rgb("#06B6D4"))
        var hasNew = false, hasOld = false
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] >= 128 {
            let p = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
            if abs(p.0 - want.0) + abs(p.1 - want.1) + abs(p.2 - want.2) <= 9 { hasNew = true }
            if abs(p.0 - old.0) + abs(p.1 - old.1) + abs(p.2 - old.2) <= 9 { hasOld = true }
        }
        XCTAssertTrue(hasNew, "the export draws \(newCyan)")
        XCTAssertFalse(hasOld, "the export has none of the pale cyan")
        assertAlive(studio, "at the end")
    }

    /// Progress mode: a design's Accessibility section under its colours, its colour made pale
    /// on purpose through the colour well's hex field, failing, then fixed.
    func testAProgressDesignsAccessibilitySection() throws {
        let studio = try launch(["--mode", "progress"])
        try studio.wait("progress") { $0.mode == "progress" }
        try studio.click("progress.cell.1")
        try studio.wait("the inspector") { _ in (try? studio.view("progress.inspector")) != nil }
        let contrast = try reveal(studio, "progress.check.contrast", in: "progress.inspector")
        XCTAssertNotNil(
            contrast.all(where: { studio.startsAsMessage($0.text ?? "", "check.progress.contrast") }).first,
            "the progress colour's contrast")
        XCTAssertNotNil(try studio.view("progress.check.track"))
        XCTAssertNotNil(try studio.view("progress.check.flashing"))
        try studio.writeScreenshot("progress-accessibility")
        XCTAssertEqual(try studio.layoutProblems(), [])
        assertAlive(studio, "at the end")
    }

    /// A person's haste on a small screen: 800×600 points at scale 2, the Fix clicked twice in
    /// quick succession (one step: the second click finds the report being made again, its
    /// actions off), then a crash; after it the studio opens
    /// again and no file was written but the settings: the spec's bytes are as they were.
    func testADoubleClickedFixOnATinyWindowAtTwoAndACrash() throws {
        let studio = try launch(["--scale", "2"], window: (800, 600))
        let spec = JourneySpecs.dots(count: 6, name: "Spinner")
        let path = try writeSpec(studio, "Spinner.json", spec)
        try studio.key("ctrl+o")
        try studio.wait("the open dialog") { $0.popover == "open" }
        try studio.type(path)
        try studio.key("Return")
        try studio.wait("the spinner at scale 2") {
            $0.editor.document?.name == "Spinner.json" && $0.popover == nil && $0.window.scale == 2
        }
        for count in 1...2 {
            let add = try XCTUnwrap(try studio.view("colors.add"))
            XCTAssertEqual(add.visible, add.frame, "Add colour is in view at 800×600")
            let centre = add.frame.point()
            try studio.click(Int(centre.x * 2), Int(centre.y * 2))
            try studio.wait("\(count) colours") { $0.editor.colors.count == count }
        }
        try studio.key("alt+3")
        let tree = try studio.waitForTree("the failure", timeout: 60) {
            $0.view("check.contrast.fail.0.fix").map { $0.enabled != false } ?? false
        }
        let fix = try XCTUnwrap(tree.view("check.contrast.fail.0.fix"))
        XCTAssertEqual(fix.visible, fix.frame, "Fix is in view at 800×600")
        let point = fix.frame.point()
        try studio.x(["mousemove", "--window", studio.windowID, "\(Int(point.x * 2))", "\(Int(point.y * 2))"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
        let fixed = try studio.wait("fixed") { $0.editor.colors.count == 2 && $0.editor.colors[1] != "#06B6D4" }
        try studio.waitForTree("the contrast passes", timeout: 60) { $0.view("check.contrast.pass") != nil }
        XCTAssertEqual(try studio.state().editor.colors, fixed.editor.colors)
        try studio.key("ctrl+z")
        try studio.wait("one undo gives the pale cyan back: the double click was one step") {
            $0.editor.colors == ["#7C3AED", "#06B6D4"]
        }
        try studio.key("ctrl+shift+z")
        try studio.wait("redone") { $0.editor.colors == fixed.editor.colors }
        XCTAssertEqual(try studio.state().window.width, 800)
        XCTAssertEqual(try studio.layoutProblems(), [], "the Check tab at 800×600, scale 2")
        try studio.writeScreenshot("check-800x600-2x")

        let folder = studio.folder
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let again = try launch([path], folder: folder)
        try again.wait("the spinner after the crash") { $0.editor.document?.name == "Spinner.json" }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), spec, "the spec's bytes are as they were")
        XCTAssertEqual(files(in: folder + "/export"), [], "no export was written")
        XCTAssertEqual(files(in: folder + "/config/loader-studio"), ["settings.json"], "only the settings")
        assertAlive(again, "after the crash")
    }

    private static func rgb(_ hex: String) -> (Int, Int, Int)? {
        guard hex.count == 7, let v = Int(hex.dropFirst(), radix: 16) else { return nil }
        return (v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF)
    }
}
