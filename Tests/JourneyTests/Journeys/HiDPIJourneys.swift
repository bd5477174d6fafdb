import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// A 2x X desktop: `Xft.dpi: 192` in the X server's resources (as `xrdb` puts it there) opens
/// the studio at scale 2, its window twice its size in points and clicks landing where they are
/// aimed; `--scale 1.5` wins over the resource.
final class HiDPIJourneys: JourneyTestCase {
    override func tearDown() {
        if case .success(let server) = XServer.shared { try? Tools.run("xrdb", ["-remove"], display: server.display) }
        super.tearDown()
    }

    /// Sets `Xft.dpi` in the resources of the journeys' X server.
    private func setXftDPI(_ dpi: Int) throws {
        let server = try XServer.require()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("journey-xresources-\(getpid())").path
        try "Xft.dpi:\t\(dpi)\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Tools.run("xrdb", ["-nocpp", "-merge", file], display: server.display)
        XCTAssertTrue(try Tools.run("xrdb", ["-query"], display: server.display).contains("Xft.dpi:\t\(dpi)"))
    }

    /// The X window's size in screen pixels.
    private func pixelSize(of studio: StudioSession) throws -> (Int, Int) {
        let geometry = try Tools.run(
            "xdotool", ["getwindowgeometry", "--shell", studio.windowID], display: studio.server.display)
        var size = (0, 0)
        for line in geometry.split(separator: "\n") {
            let pair = line.split(separator: "=")
            if pair.count == 2, pair[0] == "WIDTH" { size.0 = Int(pair[1]) ?? 0 }
            if pair.count == 2, pair[0] == "HEIGHT" { size.1 = Int(pair[1]) ?? 0 }
        }
        return size
    }

    /// Clicks the centre of view `identifier` at its position in screen pixels (points × scale).
    private func clickInPixels(_ studio: StudioSession, _ identifier: String, scale: Double) throws {
        let (x, y) = try studio.centre(of: identifier)
        try studio.x([
            "mousemove", "--window", studio.windowID, "\(Int(Double(x) * scale))", "\(Int(Double(y) * scale))",
        ])
        usleep(30_000)
        try studio.x(["click", "1"])
    }

    func testXftDPI192OpensAtScale2AndTheScaleFlagWins() throws {
        try setXftDPI(192)

        let doubled = try launch(["--mode", "gallery"], window: (800, 600))
        let state = try doubled.state()
        XCTAssertEqual(state.window.scale, 2, "Xft.dpi 192 is scale 2")
        XCTAssertEqual(state.window.width, 800, "the size stays in points")
        XCTAssertEqual(state.window.height, 600)
        let pixels = try pixelSize(of: doubled)
        XCTAssertEqual(pixels.0, 1600, "the window is twice its width in points")
        XCTAssertEqual(pixels.1, 1200, "the window is twice its height in points")
        try clickInPixels(doubled, "mode.editor", scale: 2)
        try doubled.wait("a click at 2x reaches the editor tab") { $0.mode == "editor" }
        doubled.close()

        let flagged = try launch(["--mode", "gallery", "--scale", "1.5"], window: (800, 600))
        XCTAssertEqual(try flagged.state().window.scale, 1.5, "--scale wins over Xft.dpi")
        XCTAssertEqual(try flagged.state().window.width, 800)
        let flaggedPixels = try pixelSize(of: flagged)
        XCTAssertEqual(flaggedPixels.0, 1200)
        XCTAssertEqual(flaggedPixels.1, 900)
        try clickInPixels(flagged, "mode.progress", scale: 1.5)
        try flagged.wait("a click at 1.5x reaches the progress tab") { $0.mode == "progress" }
        try flagged.assertScreenIsCurrent("progress at 1.5x")
        assertAlive(flagged, "at 1.5x")
    }

    /// `--scale 3` on the journeys' 2560×1600 screen: the smallest window would be 2400×1800
    /// pixels, taller than the screen, so the studio opens at 2.5 (2000×1500), says so once, and
    /// its toolbar is on the screen and answers clicks.
    func testAScaleTooLargeForTheScreenOpensAtTheLargestThatFitsAndSaysSo() throws {
        let studio = try launch(["--mode", "gallery", "--scale", "3"], window: (800, 600))
        let state = try studio.wait("the notice") { !$0.toasts.isEmpty }
        XCTAssertEqual(state.window.scale, 2.5, "the largest quarter at which 800×600 points fit")
        XCTAssertEqual(
            state.toasts,
            [studio.text(StatusText.scaleLowered(asked: 3, fitted: 2.5, window: "2400×1800", screen: "2560×1600"))])
        let pixels = try pixelSize(of: studio)
        XCTAssertLessThanOrEqual(pixels.0, studio.server.width, "the window fits the screen's width")
        XCTAssertLessThanOrEqual(pixels.1, studio.server.height, "the window fits the screen's height")
        XCTAssertEqual(pixels.0, 2000)
        XCTAssertEqual(pixels.1, 1500)
        try clickInPixels(studio, "mode.editor", scale: 2.5)
        try studio.wait("the toolbar answers at 2.5x") { $0.mode == "editor" }
        try studio.assertScreenIsCurrent("the editor at 2.5x")
        assertAlive(studio, "at the fitted scale")
    }
}
