import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

/// The window shows its framebuffer whatever happens to it on the screen: covered by another X
/// window and uncovered (paused, so only the repaint of the expose can bring the pixels back, and
/// animating), unmapped and mapped again, resized; and frames go out each with only what
/// changed, and none while the window is unmapped (how often they go out, at most once a
/// refresh, is `loader-bench power`'s `editor_frames_per_refresh`).
final class PresentJourneys: JourneyTestCase {
    func testCoveredByAnotherWindowThenUncoveredThePixelsComeBack() throws {
        let studio = try launch(["--mode", "editor"])
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.click("timeline.play")
        try studio.wait("paused") { $0.editor.playhead.playing == false && $0.animating == false }
        try studio.assertScreenIsCurrent("paused")

        // The whole window under an xlogo: the screen no longer shows the studio there.
        let size = try studio.windowSize()
        var cover = try Cover(over: studio, x: 0, y: 0, width: size.0, height: size.1)
        let covered = try studio.server.screen()
        let drawn = try studio.request(.pixels(x: 0, y: 0, width: size.0, height: size.1), as: PixelsAnswer.self).hash
        XCTAssertNotEqual(
            String(covered.hash(x: studio.origin.0, y: studio.origin.1, width: size.0, height: size.1), radix: 16),
            drawn, "the cover hides the studio")
        cover.remove()
        try studio.assertScreenIsCurrent("uncovered while paused")

        // Animating, half covered: the preview keeps drawing under the cover, the rest comes back.
        try studio.click("timeline.play")
        try studio.wait("playing") { $0.animating == true }
        cover = try Cover(over: studio, x: 0, y: 0, width: size.0 / 2, height: size.1)
        let underCover = try studio.framesPresented()
        try studio.wait("frames drawn under the cover", on: .present, as: PresentAnswer.self) {
            $0.frames >= underCover + 10
        }
        cover.remove()
        try studio.assertScreenIsCurrent("uncovered while animating")
        assertAlive(studio, "after the covers")
    }

    func testUnmappedItDrawsNothingAndMappedAgainItShowsEverything() throws {
        let studio = try launch(["--mode", "editor"])
        try studio.wait("the editor, animating") { $0.mode == "editor" && $0.animating == true }
        try studio.x(["windowunmap", "--sync", studio.windowID])
        try studio.wait("the studio to take the unmap in", on: .present, as: PresentAnswer.self) { $0.shown == false }
        let before = try studio.framesPresented()
        // Checking that nothing happens needs time to pass: an animating editor would present
        // about 30 frames in it at 60 Hz.
        usleep(500_000)
        XCTAssertEqual(try studio.framesPresented(), before, "no frames while unmapped")
        try studio.x(["windowmap", "--sync", studio.windowID])
        try studio.wait("frames again once mapped", on: .present, as: PresentAnswer.self) {
            $0.shown == true && $0.frames > before
        }
        try studio.assertScreenIsCurrent("mapped again")
    }

    /// Each new window surface is drawn in place (the frames go to the X server's image with no
    /// copy), and shows what a full redraw shows.
    func testResizedTheWindowShowsTheNewFramebuffer() throws {
        let studio = try launch(["--mode", "gallery"])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.assertDrawnInPlace("opened")
        for (width, height) in [(1024, 700), (1400, 900), (1280, 800)] {
            try studio.resize(width, height)
            try studio.wait("\(width)×\(height)") {
                $0.window.width == Double(width) && $0.window.height == Double(height)
            }
            try studio.assertScreenIsCurrent("gallery at \(width)×\(height)")
            try studio.assertDrawnInPlace("\(width)×\(height)")
        }
        try studio.click("mode.editor")
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.resize(900, 640)
        try studio.wait("900×640") { $0.window.width == 900 && $0.window.height == 640 }
        try studio.assertScreenIsCurrent("editor at 900×640")
    }

    /// How often frames come (at most once a refresh) is a timing claim: `loader-bench power`
    /// states it (`power.editor_frames_per_refresh` <= 1); here, what the frames send.
    func testAnimatingFramesSendOnlyWhatChanged() throws {
        let studio = try launch(["--mode", "editor"])
        try studio.wait("the editor, animating") { $0.mode == "editor" && $0.animating == true }
        // The first frame sends the whole window: count from a few frames after it.
        let launched = try studio.framesPresented()
        let first = try studio.wait("frames after the first", on: .present, as: PresentAnswer.self) {
            $0.frames >= launched + 5
        }
        let start = first.frames
        let last = try studio.wait("60 more frames", on: .present, as: PresentAnswer.self, timeout: 10) {
            $0.frames >= start + 60
        }
        let frames = Double(last.frames - start)
        let bytes = Double(last.bytes - first.bytes)
        XCTAssertGreaterThan(frames, 10, "the editor animates")
        let window = try studio.windowSize()
        XCTAssertLessThan(
            bytes / max(1, frames), Double(window.0 * window.1 * 4) / 8,
            "a frame sends the preview, the small previews and the playhead, not the window")
    }
}

/// An xlogo window over part of a studio window (window pixels), on the studio's X server.
private struct Cover {
    let process = Process()

    init(over studio: StudioSession, x: Int, y: Int, width: Int, height: Int) throws {
        guard let xlogo = Tools.find("xlogo") else { throw JourneyError("xlogo is not installed; run `make deps`") }
        process.executableURL = URL(fileURLWithPath: xlogo)
        process.arguments = ["-geometry", "\(width)x\(height)+\(studio.origin.0 + x)+\(studio.origin.1 + y)"]
        process.environment = [
            "DISPLAY": studio.server.display, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try Tools.run(
            "xdotool", ["search", "--sync", "--onlyvisible", "--classname", "xlogo"], display: studio.server.display)
        usleep(200_000)
    }

    /// Closes the cover and waits for it to end.
    func remove() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        usleep(100_000)
    }
}
