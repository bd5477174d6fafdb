import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XSession
import XCTest

@testable import Studio

/// First launch, opening a card, and exporting through the dialog with the mouse and with the
/// keyboard, from the Editor and the Gallery, in both themes; the files are checked.
final class ExportJourneys: JourneyTestCase {
    func testFirstLaunchShowsTheAnimatingGallery() throws {
        let studio = try launch()
        let state = try studio.wait("the gallery") { $0.mode == "gallery" }
        XCTAssertEqual(state.gallery.shown.count, 50)
        XCTAssertEqual(state.animating, true)
        try studio.assertScreenIsCurrent("first frame")
        let card = (try XCTUnwrap(try studio.view("cell.Atom"))).frame
        let (x, y) = (Int(card.x) + studio.origin.0, Int(card.y) + studio.origin.1)
        let screen = try studio.server.screen()
        XCTAssertGreaterThan(
            screen.colourCount(x: x, y: y, width: Int(card.width), height: Int(card.height)), 8,
            "the Atom card shows an indicator")
        let before = screen.hash(x: x, y: y, width: Int(card.width), height: Int(card.height))
        var after = before
        let deadline = Date().addingTimeInterval(5)
        while after == before && Date() < deadline {
            after = try studio.server.screen().hash(x: x, y: y, width: Int(card.width), height: Int(card.height))
        }
        XCTAssertNotEqual(before, after, "the card animates on screen")
    }

    func testExportPNGAndGIFWithTheMouseFromTheEditor() throws {
        let studio = try launch()
        try studio.click("cell.BallBeat")
        try studio.wait("the editor on BallBeat") {
            $0.mode == "editor" && $0.editor.document?.name == "BallBeat"
        }
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        try studio.assertScreenIsCurrent("dialog open")
        let preview = (try XCTUnwrap(try studio.view("editor.preview"))).frame
        let dialog = (try XCTUnwrap(try studio.view("export"))).frame
        XCTAssertTrue(
            preview.x + preview.width <= dialog.x || dialog.x + dialog.width <= preview.x
                || preview.y + preview.height <= dialog.y || dialog.y + dialog.height <= preview.y,
            "the preview \(preview) stays visible beside the dialog \(dialog)")
        try studio.click("export.go")
        let png = studio.exportFolder + "/BallBeat.png"
        try studio.wait("the PNG toast") { $0.toasts.contains { studio.isMessage($0, "status.export.done") } }
        assertAlive(studio, "after Export")
        let image = try PNGFile.read(png)
        XCTAssertEqual(image.width, 160)
        XCTAssertEqual(image.height, 160)

        try studio.key("ctrl+e")
        let kind = try XCTUnwrap(try studio.view("export.kind"))
        try studio.click(node: kind, atFraction: 5.0 / 10.0)  // GIF, the third of five
        try studio.wait("GIF picked") { _ in
            (try? studio.view("export.path"))??.text == studio.exportFolder + "/BallBeat.gif"
        }
        try studio.click("export.go")
        try studio.wait("the GIF toast") {
            $0.toasts.contains { studio.isMessage($0, "status.export.done") && $0.contains("BallBeat.gif") }
        }
        let gif = try GIFFile.read(studio.exportFolder + "/BallBeat.gif")
        XCTAssertGreaterThan(gif.frames.count, 10)
        XCTAssertEqual(gif.delays.reduce(0, +), 70, accuracy: 1, "one loop lasts BallBeat's 0.7 s cycle")
        XCTAssertEqual(files(in: studio.exportFolder), ["BallBeat.gif", "BallBeat.png"])
        try studio.assertScreenIsCurrent("after the exports")
    }

    func testExportWithTheKeyboardInTheDarkTheme() throws {
        let studio = try launch(["--theme", "dark", "--mode", "editor"])
        try studio.wait("the editor") { $0.mode == "editor" && $0.theme == "dark" }
        let name = try XCTUnwrap(try studio.state().editor.document?.name)
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        try studio.key("Escape")
        try studio.wait("the dialog closed by Escape") { $0.popover == nil }
        XCTAssertEqual(files(in: studio.exportFolder), [], "Escape writes nothing")
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        try studio.key("Return")
        try studio.wait("the export toast") { $0.toasts.contains { studio.isMessage($0, "status.export.done") } }
        assertAlive(studio, "after Enter")
        XCTAssertEqual(files(in: studio.exportFolder), ["\(name).png"])

        // A GIF by keyboard: the format switch has focus; Right twice picks GIF, Enter exports.
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0.focused?.id) == "export.kind" }
        try studio.key("Right")
        try studio.key("Right")
        try studio.wait("GIF picked") { _ in (try? studio.view("export.kind"))??.value == 2 }
        try studio.key("Return")
        try studio.wait("the GIF") { _ in self.files(in: studio.exportFolder).contains("\(name).gif") }

        // Lottie and SVG, the fourth and fifth formats, the same way.
        for (rights, file) in [(3, "\(name).lottie.json"), (4, "\(name).svg")] {
            try studio.key("ctrl+e")
            try studio.wait("the dialog with the format focused") {
                ($0.focused?.id) == "export.kind"
            }
            for _ in 0..<rights { try studio.key("Right") }
            try studio.wait("\(file) picked") { _ in
                (try? studio.view("export.path"))??.text == studio.exportFolder + "/" + file
            }
            try studio.key("Return")
            try studio.wait(file) { _ in self.files(in: studio.exportFolder).contains(file) }
        }
        let lottie = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: studio.exportFolder + "/\(name).lottie.json")))
        XCTAssertNotNil((lottie as? [String: Any])?["layers"], "a Lottie document")
        let svg = try String(contentsOfFile: studio.exportFolder + "/\(name).svg", encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg") && svg.contains("@keyframes"))
        try studio.assertScreenIsCurrent("dark, after export")
    }

    func testCtrlEInTheGalleryExportsTheFocusedCard() throws {
        let studio = try launch(["--mode", "gallery"])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        XCTAssertEqual(
            try studio.view("toolbar.export")?.enabled, false, "no card focused: Export is disabled")
        try studio.key("ctrl+e")
        try studio.wait("the reason in a toast") {
            $0.toasts.contains(studio.text(StatusText.focusACard))
        }
        XCTAssertNil(try studio.state().popover, "nothing opens")

        try focusCard(studio)
        try studio.key("Right")
        let focused = try studio.wait("the next card") {
            ($0.focused?.type) == "GalleryCell"
                && ($0.focused?.id) != self.firstCard
        }
        let name = String(try XCTUnwrap(focused.focused?.id).dropFirst("cell.".count))
        XCTAssertNotEqual(focused.editor.document?.name, name, "the editor holds another indicator")
        XCTAssertNil(try studio.view("toolbar.export")?.enabled, "a card focused: Export is enabled")
        try studio.key("ctrl+e")
        try studio.wait("the dialog") { $0.popover == "export" }
        XCTAssertEqual(try studio.view("export.path")?.text, studio.exportFolder + "/\(name).png")
        try studio.key("Return")
        try studio.wait("the export toast") { $0.toasts.contains { studio.isMessage($0, "status.export.done") } }
        assertAlive(studio, "after Ctrl+E in the gallery")
        XCTAssertEqual(files(in: studio.exportFolder), ["\(name).png"], "the focused card's indicator")
        let image = try PNGFile.read(studio.exportFolder + "/\(name).png")
        XCTAssertEqual(image.width, 64, "at the gallery's indicator size")

        // The toolbar's Export takes the same card, though clicking it moves the focus.
        try studio.click("toolbar.export")
        try studio.wait("the dialog") { $0.popover == "export" }
        XCTAssertEqual(try studio.view("export.path")?.text, studio.exportFolder + "/\(name).png")
        try studio.key("Escape")
    }

    func testExportFromProgressExportsTheSelectedDesign() throws {
        let studio = try launch(["--mode", "progress"])
        try studio.wait("progress") { $0.mode == "progress" }
        XCTAssertEqual(try studio.view("toolbar.export")?.enabled, false, "no design selected")
        try tab(studio, toType: "ProgressCell")
        try studio.key("Return")
        try studio.wait("the inspector") { _ in (try? studio.view("progress.inspector")) != nil }
        try studio.click("toolbar.export")
        try studio.wait("the dialog") { $0.popover == "export" }
        let path = try XCTUnwrap(try studio.view("export.path")?.text)
        XCTAssertTrue(path.hasPrefix(studio.exportFolder + "/progress-"), path)
        try studio.click("export.go")
        try studio.wait("the export toast") { $0.toasts.contains { studio.isMessage($0, "status.export.done") } }
        assertAlive(studio, "after Export in Progress")
        XCTAssertEqual(files(in: studio.exportFolder), [String(path.dropFirst(studio.exportFolder.count + 1))])
    }

    /// The first card Tab reaches.
    private var firstCard: String?

    /// Presses Tab until a gallery card has focus; remembers it as `firstCard`.
    private func focusCard(_ studio: StudioSession) throws {
        firstCard = try tab(studio, toType: "GalleryCell")
    }

    /// Presses Tab until a view of `type` has focus (at most 40 times); returns its identifier.
    @discardableResult
    private func tab(_ studio: StudioSession, toType type: String) throws -> String? {
        for _ in 0..<40 {
            func place(_ state: StudioState) -> String {
                "\(state.focused?.type ?? "")\(state.focused.map { "\($0.frame)" } ?? "")"
            }
            let before = place(try studio.state())
            try studio.key("Tab")
            let state = try studio.wait("the focus to move") { place($0) != before }
            if state.focused?.type == type { return state.focused?.id }
        }
        throw JourneyError("Tab never reached a \(type)")
    }
}
