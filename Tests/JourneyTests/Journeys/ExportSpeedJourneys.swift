import Localization
import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XSession
import XCTest

@testable import Studio

/// An indicator tuned to a playback speed exports at that speed: BallPulse (a 0.75 s cycle) at
/// 1.25× makes a Lottie file and a GIF that loop in 0.6 s, the dialog saying so ("Loop 0.6 s at
/// 1.25×"); "Speed 1" in the dialog gives the untuned 0.75 s loop, and the choice holds for the
/// next export.
final class ExportSpeedJourneys: JourneyTestCase {
    func testATunedSpeedIsTheLoopOfTheExportsAndSpeedOneIsTheUntunedLoop() throws {
        let studio = try launch()
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.type("BallPulse")
        try studio.wait("filtered") { $0.gallery.shown.first == "BallPulse" }
        try studio.click("cell.BallPulse")
        try studio.wait("BallPulse in the editor") {
            $0.mode == "editor" && $0.editor.document?.name == "BallPulse"
        }

        // The inspector's Speed, typed into its field.
        _ = try reveal(studio, "inspector.speed")
        try studio.click(node: try studio.child(of: "inspector.speed", type: "NumberField"))
        try studio.key("ctrl+a")
        try studio.type("1.25")
        try studio.key("Return")
        try studio.wait("the preview at 1.25×") { $0.editor.speed == 1.25 }

        // Lottie at the tuned speed: the dialog shows the loop, the file lasts it.
        // (The loop's text is asserted, not waited for, so that an export without it still
        // goes on to show what its file lasts.)
        try openDialog(studio, format: 3, expecting: "BallPulse.lottie.json")
        _ = try? studio.wait("the loop at 1.25×", timeout: 2) { _ in self.loopText(studio) == loop(studio, 0.6, 1.25) }
        XCTAssertEqual(loopText(studio), loop(studio, 0.6, 1.25))
        XCTAssertEqual(try studio.view("export.speed")?.value, 0, "the tuned speed, at first")
        try studio.writeScreenshot("export-speed-tuned-1280x800")
        XCTAssertEqual(try studio.layoutProblems(), [])
        try exportAndWait(studio, "BallPulse.lottie.json")
        XCTAssertEqual(try lottieLoopSeconds(studio.exportFolder + "/BallPulse.lottie.json"), 0.6, accuracy: 0.001)

        // A GIF at the tuned speed: 60 cs of delays.
        try openDialog(studio, format: 2, expecting: "BallPulse.gif")
        _ = try? studio.wait("the loop at 1.25×", timeout: 2) { _ in self.loopText(studio) == loop(studio, 0.6, 1.25) }
        XCTAssertEqual(loopText(studio), loop(studio, 0.6, 1.25))
        try exportAndWait(studio, "BallPulse.gif")
        let tuned = try GIFFile.read(studio.exportFolder + "/BallPulse.gif")
        XCTAssertEqual(tuned.delays.reduce(0, +), 60, accuracy: 1, "one loop lasts 0.75 s / 1.25")
        XCTAssertEqual(files(in: studio.exportFolder), ["BallPulse.gif", "BallPulse.lottie.json"])

        // Speed 1, chosen in the dialog: the untuned loop. (The files of the first round are
        // moved away, so no question about replacing them comes in between.)
        let kept = studio.folder + "/tuned"
        try FileManager.default.moveItem(atPath: studio.exportFolder, toPath: kept)
        try FileManager.default.createDirectory(atPath: studio.exportFolder, withIntermediateDirectories: true)
        try openDialog(studio, format: 3, expecting: "BallPulse.lottie.json")
        try studio.click(node: try XCTUnwrap(try studio.view("export.speed")), atFraction: 0.75)
        try studio.wait("speed 1 chosen") { _ in self.loopText(studio) == loop(studio, 0.75, 1) }
        try studio.writeScreenshot("export-speed-one-1280x800")
        try exportAndWait(studio, "BallPulse.lottie.json")
        XCTAssertEqual(try lottieLoopSeconds(studio.exportFolder + "/BallPulse.lottie.json"), 0.75, accuracy: 0.001)

        // The next export keeps speed 1 (the preview still plays at 1.25×).
        try openDialog(studio, format: 2, expecting: "BallPulse.gif")
        try studio.wait("speed 1 remembered") { _ in self.loopText(studio) == loop(studio, 0.75, 1) }
        XCTAssertEqual(try studio.view("export.speed")?.value, 1)
        try exportAndWait(studio, "BallPulse.gif")
        let untuned = try GIFFile.read(studio.exportFolder + "/BallPulse.gif")
        XCTAssertEqual(untuned.delays.reduce(0, +), 75, accuracy: 1, "BallPulse's 0.75 s cycle")
        XCTAssertGreaterThan(untuned.frames.count, tuned.frames.count, "a longer loop, more frames at 30 fps")
        XCTAssertEqual(
            files(in: studio.exportFolder), ["BallPulse.gif", "BallPulse.lottie.json"], "only the named files")
        XCTAssertEqual(try studio.state().editor.speed, 1.25, "the preview's speed is untouched")
        assertAlive(studio, "after the exports")
    }

    /// Ctrl+E, the format `format` (0 PNG ... 4 SVG) by the arrows from the focused switch, and
    /// the file field showing `name` in the export folder.
    private func openDialog(_ studio: StudioSession, format: Int, expecting name: String) throws {
        try studio.key("ctrl+e")
        try studio.wait("the dialog with the format focused") { ($0.focused?.id) == "export.kind" }
        for _ in 0..<format { try studio.key("Right") }
        let path = studio.exportFolder + "/" + name
        try studio.wait("\(name) picked") { _ in (try? studio.view("export.path"))??.text == path }
    }

    /// Export; the dialog closes (the file is written as it does), and the toast names `name`.
    private func exportAndWait(_ studio: StudioSession, _ name: String) throws {
        try studio.click("export.go")
        try studio.wait("the dialog closed") { $0.popover == nil }
        try studio.wait("the toast for \(name)") {
            $0.toasts.contains {
                $0 == studio.text(StatusText.exported(name, folder: studio.exportFolder))
                    || studio.isMessage(
                        $0, StatusText.exportedWithLimit(name, folder: studio.exportFolder, limit: ""), free: ["limit"])
            }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: studio.exportFolder + "/" + name), name)
    }

    /// The dialog's loop line for a loop of `seconds` at `speed`, in the session's language.
    private func loop(_ studio: StudioSession, _ seconds: Double, _ speed: Double) -> String {
        let number = { (value: Double) in studio.localizer.number(value, decimals: 3) }
        return studio.text(GalleryText.exportLoop(seconds: number(seconds), speed: number(speed) + "×"))
    }

    /// The dialog's loop length, or nil when it has none.
    private func loopText(_ studio: StudioSession) -> String? {
        (try? studio.view("export.loop"))??.text
    }

    /// How long one loop of the Lottie file at `path` plays: op / fr, in seconds.
    private func lottieLoopSeconds(_ path: String) throws -> Double {
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let op = try XCTUnwrap((json["op"] as? NSNumber)?.doubleValue),
            fr = try XCTUnwrap((json["fr"] as? NSNumber)?.doubleValue)
        return op / fr
    }
}
