import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

/// The window's fast drawing in the real window: frames drawn in the window surface itself, at 2x
/// a whole frame in bands on every core, repeated dots from the mask cache, long spans blended in
/// SIMD lanes. After each step
/// of a hurried session (a quick second click on a mode, a tiny window and back, a crash and a
/// new studio) the window's pixels equal a full redraw by the reference renderer, and the
/// screen shows them.
final class RasterJourneys: JourneyTestCase {
    func testTheWindowAt2xDrawsAsTheReferenceRendererThroughBandsAndKeptMasks() throws {
        // 2000x1400 device pixels: a full frame is far above the area the bands start at.
        let studio = try launch(["--mode", "gallery", "--scale", "2"], window: (1000, 700))
        try studio.wait("the gallery at 2x") { $0.mode == "gallery" && $0.window.scale == 2 }
        let specsBefore = files(in: studio.specsFolder), exportsBefore = files(in: studio.exportFolder)
        usleep(400_000)
        try studio.assertScreenIsCurrent("the gallery at 2x, animating")
        try studio.assertDrawnInPlace("the gallery at 2x")

        // A quick second click on a mode button (window points are 2 screen pixels): the editor
        // once, drawn as the reference draws it.
        try doubleClickInPixels(studio, "mode.editor")
        try studio.wait("the editor") { $0.mode == "editor" }
        usleep(300_000)
        try studio.assertScreenIsCurrent("the editor at 2x after a double click")
        try doubleClickInPixels(studio, "mode.gallery")
        try studio.wait("the gallery again") { $0.mode == "gallery" }
        usleep(300_000)
        try studio.assertScreenIsCurrent("the gallery again")

        // A window dragged too small (the studio keeps its smallest size, 800x600 points), then
        // a large one again: every size is drawn right.
        try studio.resize(480, 360)
        try studio.wait("the smallest window") { $0.window.width == 800 && $0.window.height == 600 }
        usleep(300_000)
        try studio.assertScreenIsCurrent("the smallest window")
        try studio.assertDrawnInPlace("the smallest window")
        try studio.resize(2000, 1400)
        try studio.wait("the large window") { $0.window.width == 1000 }
        usleep(300_000)
        try studio.assertScreenIsCurrent("the large window again")
        try studio.assertDrawnInPlace("the large window again")

        // Killed, and a new studio in the same folder: drawn right from its first frames.
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let again = try launch(["--mode", "gallery", "--scale", "2"], folder: studio.folder, window: (1000, 700))
        try again.wait("the new studio") { $0.mode == "gallery" && $0.window.scale == 2 }
        usleep(300_000)
        try again.assertScreenIsCurrent("the new studio at 2x")
        try again.assertDrawnInPlace("the new studio at 2x")
        assertAlive(again, "after the hurried session")

        // Drawing writes no file: the specs and the working folder are as they were.
        XCTAssertEqual(files(in: again.specsFolder), specsBefore)
        XCTAssertEqual(files(in: again.exportFolder), exportsBefore)
    }

    /// Two quick clicks on the centre of view `identifier`, in screen pixels at scale 2.
    private func doubleClickInPixels(_ studio: StudioSession, _ identifier: String) throws {
        let (x, y) = try studio.centre(of: identifier)
        try studio.x(["mousemove", "--window", studio.windowID, "\(x * 2)", "\(y * 2)"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
    }
}
