import Localization
import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XSession
import XCTest

@testable import Studio

/// A designer's loading state in its place: BallPulse tuned in the Editor goes into the button,
/// the list and the overlay of a phone in Scenes mode, beside a skeleton and a delayed spinner
/// under "4G"; the figures are read, the 20 seeded requests play to the end, and the side by side
/// is exported as a GIF whose frames and loop time are checked; only the named file is written.
final class ScenesJourneys: JourneyTestCase {
    func testATunedIndicatorInItsScenesBesideASkeletonExportedAsAGIF() throws {
        let studio = try launch()
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.type("BallPulse")
        try studio.wait("filtered") { $0.gallery.shown.first == "BallPulse" }
        try studio.click("cell.BallPulse")
        try studio.wait("BallPulse in the editor") { $0.editor.document?.name == "BallPulse" }

        // Scenes mode: the Editor's spec is in the button of a phone.
        try studio.key("ctrl+5")
        try studio.wait("Scenes mode") { $0.mode == "scenes" }
        try studio.waitForTree("variant A shows the Editor's spec") {
            $0.view("scenes.variant.0.header")?.text == studio.text(ScenesText.header("A", "BallPulse"))
        }
        let numbers = try XCTUnwrap(try studio.view("scenes.variant.0.numbers")?.text)
        XCTAssertTrue(studio.startsAsMessage(numbers, "scenes.numbers.flashes"), numbers)
        XCTAssertTrue(
            numbers.split(separator: "\n").contains { studio.isMessage(String($0), "scenes.numbers.timeToContent") },
            numbers)

        // B: a skeleton. C: the spinner with a 300 ms delay and a 500 ms minimum.
        try studio.click("scenes.variant.add")
        try studio.waitForTree("variant B") { $0.view("scenes.variant.1") != nil }
        try pick(studio, "scenes.content", ScenesText.content(.skeleton))
        let skeleton = studio.text(ScenesText.content(.skeleton))
        try studio.waitForTree("B is a skeleton") {
            $0.view("scenes.variant.1.header")?.text?.hasPrefix(studio.text(ScenesText.header("B", skeleton))) == true
        }
        try studio.click("scenes.variant.add")
        try studio.waitForTree("variant C") { $0.view("scenes.variant.2") != nil }
        try pick(studio, "scenes.content", ScenesText.content(.editorSpec))
        try studio.waitForTree("C is the Editor's spec again") {
            $0.view("scenes.variant.2.header")?.text == studio.text(ScenesText.header("C", "BallPulse"))
        }
        try setField(studio, "scenes.showDelay", "0.3")
        try setField(studio, "scenes.minimum", "0.5")
        let policy = studio.text(ScenesText.policy(delay: 0.3, minimum: 0.5))
        try studio.waitForTree("C's policy") {
            $0.view("scenes.variant.2")?.all(where: { $0.text == policy }).isEmpty == false
        }
        let flashA = try flashes(studio, 0), flashC = try flashes(studio, 2)
        XCTAssertGreaterThan(flashA, flashC, "the delay and the minimum stop flashes")
        try studio.writeScreenshot("scenes-button-phone-1280x800")
        XCTAssertEqual(try studio.layoutProblems(), [])

        // The list, then the overlay; 20 requests play (Space), the request count moves on.
        try pick(studio, "scenes.kind", ScenesText.kind(.list))
        try studio.waitForTree("the list") { $0.view("toolbar.status")?.text == status(studio, .list, variants: 3) }
        try pick(studio, "scenes.kind", ScenesText.kind(.overlay))
        try studio.waitForTree("the overlay") {
            $0.view("toolbar.status")?.text == status(studio, .overlay, variants: 3)
        }
        try studio.click("scenes.play")
        try studio.waitForTree("the run plays", timeout: 10) {
            ($0.view("scenes.request")?.text ?? "").hasPrefix(studio.text(ScenesText.request(3, of: 20)))
        }
        try studio.writeScreenshot("scenes-overlay-phone-playing-1280x800")
        // All 20 requests play out, and the run stops at its end.
        try studio.waitForTree("the twentieth request", timeout: 90) {
            ($0.view("scenes.request")?.text ?? "").hasPrefix(studio.text(ScenesText.request(20, of: 20)))
        }
        try studio.waitForTree("the end of the run", timeout: 30) {
            $0.view("scenes.play")?.text == studio.text(ScenesText.play)
        }

        // The GIF of the side by side: the Save dialog names it; 20 frames a second over the
        // run's first two requests (a debug build draws and encodes about ten times slower
        // than a release, so the journey keeps it short).
        try setField(studio, "scenes.gifRequests", "2")
        try studio.click(node: try reveal(studio, "scenes.export.gif", in: "scenes.inspector"))
        try studio.wait("the save dialog") { $0.popover == "saveas" }
        let path = studio.exportFolder + "/scene-overlay-phone.gif"
        try studio.waitForTree("the suggested name") { $0.view("saveas.path")?.text == path }
        try studio.key("Return")
        // The window answers while the frames are drawn: the button counts them.
        try studio.waitForTree("the GIF's progress", timeout: 20) {
            ($0.view("scenes.export.gif")?.text ?? "").hasSuffix("%")
        }
        try studio.wait("the GIF written", timeout: 120) {
            $0.toasts.contains { studio.isMessage($0, "scenes.export.gif.done") && $0.contains(path) }
        }
        let gif = try GIFFile.read(path)
        XCTAssertGreaterThan(gif.frames.count, 20)
        XCTAssertLessThan(gif.frames.count, 200, "two requests")
        XCTAssertEqual(gif.delays.reduce(0, +), gif.frames.count * 5, "5 cs a frame")
        let toast = try XCTUnwrap(try studio.state().toasts.first { studio.isMessage($0, "scenes.export.gif.done") })
        XCTAssertTrue(
            studio.isMessage(
                toast, ScenesText.exportedFrames(path, frames: gif.frames.count, seconds: 0), free: ["seconds"]),
            "the toast counts the frames: \(toast)")
        XCTAssertEqual(files(in: studio.exportFolder), ["scene-overlay-phone.gif"], "only the named file")
        assertAlive(studio, "after the export")
    }

    /// The mistakes of an afternoon: a built-in's name mistyped (named, the slot kept), then
    /// typed in lower case (found); a GIF named .txt and a policy named over nothing sensible
    /// (the dialog says which names it takes, nothing is written); the window stays whole.
    func testMistakesInScenesAreNamedAndNothingIsWritten() throws {
        let studio = try launch(["--mode", "scenes"])
        try studio.wait("Scenes mode") { $0.mode == "scenes" }
        try pick(studio, "scenes.content", ScenesText.content(.builtin))
        try studio.waitForTree("a built-in in the slot") { $0.view("scenes.builtin") != nil }
        let first = try XCTUnwrap(try studio.view("scenes.variant.0.header")?.text)
        try studio.click(node: try reveal(studio, "scenes.builtin", in: "scenes.inspector"))
        try studio.key("ctrl+a")
        try studio.type("NoSuchLoader")
        try studio.key("Return")
        try studio.wait("the unknown name said") {
            $0.toasts.contains(studio.text(ScenesText.unknownBuiltin("NoSuchLoader")))
        }
        XCTAssertEqual(try studio.view("scenes.variant.0.header")?.text, first, "the slot is kept")
        try studio.key("ctrl+a")
        try studio.type("ballbeat")
        try studio.key("Return")
        try studio.waitForTree("BallBeat in the slot") {
            $0.view("scenes.variant.0.header")?.text == studio.text(ScenesText.header("A", "BallBeat"))
        }

        try studio.click(node: try reveal(studio, "scenes.export.gif", in: "scenes.inspector"))
        try studio.wait("the save dialog") { $0.popover == "saveas" }
        try studio.click("saveas.path")
        try studio.key("ctrl+a")
        try studio.type(studio.exportFolder + "/scene.txt")
        try studio.key("Return")
        try studio.waitForTree("the dialog says which names it takes") {
            $0.view("saveas.error")?.text == studio.text(ScenesText.framesSuffix)
        }
        try studio.key("Escape")
        try studio.wait("the dialog closed") { $0.popover == nil }
        try studio.writeScreenshot("scenes-mistakes-1280x800")
        XCTAssertEqual(try studio.layoutProblems(), [])
        XCTAssertEqual(files(in: studio.exportFolder), [], "nothing written")
        assertAlive(studio, "after the mistakes")
    }

    /// A person's hurry at scale 2 in the smallest window: a quick double click on "Add
    /// variant" (two variants added, one each click), the overlay picked, the window dragged
    /// smaller than the studio allows, then a crash: the scene comes back as it was left, and
    /// the only file written is the studio's own settings.
    func testADoubleClickATinyWindowAtTwoAndACrashKeepTheScene() throws {
        let studio = try launch(["--mode", "scenes", "--scale", "2"], window: (800, 600))
        try studio.wait("Scenes at scale 2") { $0.mode == "scenes" && $0.window.scale == 2 }
        let (x, y) = try studio.centre(of: "scenes.variant.add")
        try studio.x(["mousemove", "--window", studio.windowID, "\(x * 2)", "\(y * 2)"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
        try studio.waitForTree("two variants added") { $0.view("scenes.variant.2") != nil }
        usleep(300_000)
        XCTAssertNil(try studio.view("scenes.variant.3"), "one variant a click")
        let kinds = try XCTUnwrap(try studio.view("scenes.kind"))
        let row = try XCTUnwrap(kinds.all(where: { $0.type == "SegmentedControl" }).last)
        let overlay = try XCTUnwrap(row.segments?.first).point()
        try studio.click(Int(overlay.x * 2), Int(overlay.y * 2))
        try studio.waitForTree("the overlay") {
            $0.view("toolbar.status")?.text == status(studio, .overlay, variants: 3)
        }
        try studio.resize(640, 400)
        try studio.wait("kept at the smallest size") { $0.window.width == 800 && $0.window.height == 600 }
        XCTAssertEqual(try studio.layoutProblems(), [], "three variants at 800×600, scale 2")
        try studio.writeScreenshot("scenes-three-variants-800x600-2x")
        let folder = studio.folder
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let again = try launch(["--mode", "scenes"], folder: folder)
        try again.waitForTree("the scene after the crash") {
            $0.view("toolbar.status")?.text == status(again, .overlay, variants: 3)
        }
        XCTAssertEqual(files(in: folder + "/export"), [], "no export was written")
        XCTAssertEqual(files(in: folder + "/config/loader-studio"), ["settings.json"], "only the settings")
        assertAlive(again, "after the crash")
    }

    /// The toolbar's status in Scenes mode: the scene `kind` on a phone with `variants` variants.
    private func status(_ studio: StudioSession, _ kind: SceneKind, variants: Int) -> String {
        studio.text(
            ScenesText.status(
                studio.text(ScenesText.kind(kind)), studio.text(ScenesText.device(.phone)), variants: variants))
    }

    /// Picks the segment titled `message` (in the session's language) of the picker `identifier`
    /// (its rows of segments).
    private func pick(_ studio: StudioSession, _ identifier: String, _ message: Message) throws {
        let title = studio.text(message)
        let picker = try reveal(studio, identifier, in: "scenes.inspector")
        for row in picker.all(where: { $0.type == "SegmentedControl" }) {
            let titles = (row.text ?? "").split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if let index = titles.firstIndex(of: title), let segments = row.segments, index < segments.count {
                let point = segments[index].point()
                return try studio.click(Int(point.x), Int(point.y))
            }
        }
        throw JourneyError("no segment \"\(title)\" in \(identifier)")
    }

    /// Types `value` into the number field of the slider field `identifier` and presses Return.
    private func setField(_ studio: StudioSession, _ identifier: String, _ value: String) throws {
        _ = try reveal(studio, identifier, in: "scenes.inspector")
        try studio.click(node: try studio.child(of: identifier, type: "NumberField"))
        try studio.key("ctrl+a")
        try studio.type(value)
        try studio.key("Return")
    }

    /// The share of flashing requests variant `index` shows, in percent.
    private func flashes(_ studio: StudioSession, _ index: Int) throws -> Int {
        let text = try XCTUnwrap(try studio.view("scenes.variant.\(index).numbers")?.text)
        let flashes = studio.text(ScenesText.flashes(0)).split(separator: "0").first.map(String.init) ?? ""
        XCTAssertTrue(text.hasPrefix(flashes), text)
        let digits = text.dropFirst(flashes.count).prefix { $0.isNumber }
        return try XCTUnwrap(Int(digits), text)
    }
}
