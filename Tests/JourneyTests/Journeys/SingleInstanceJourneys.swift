import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// One studio per user: `loader-studio FILE` while a studio runs opens the file in that window
/// and says so; `--new-window` opens another; a studio killed without closing leaves a socket
/// the next one replaces.
final class SingleInstanceJourneys: JourneyTestCase {
    /// Runs `loader-studio` as a user would from a terminal beside `studio` (same display, same
    /// runtime folder), waiting at most `seconds`; its status (nil while still running, then
    /// killed) and its standard error.
    private func second(
        _ arguments: [String], beside studio: StudioSession, runtime: String, seconds: Double = 10
    ) throws -> (status: Int32?, errors: String) {
        let process = Process()
        process.executableURL = StudioSession.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: studio.specsFolder)
        process.environment = [
            "DISPLAY": studio.server.display, "HOME": studio.folder, "XDG_CONFIG_HOME": studio.folder + "/config-2",
            "XDG_STATE_HOME": studio.folder + "/state-2", "XDG_RUNTIME_DIR": runtime,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        let running = process.isRunning
        if running { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (running ? nil : process.terminationStatus, text)
    }

    func testASecondLaunchOpensItsFileInTheRunningWindow() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent(
            "run-\(UUID().uuidString.prefix(8))"
        ).path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let studio = try launch(environment: ["XDG_RUNTIME_DIR": runtime])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        _ = try writeSpec(studio, "dots.json", JourneySpecs.dots(count: 4))

        // From a terminal in the specs folder, a relative path.
        let handed = try second(["dots.json", "--source"], beside: studio, runtime: runtime)
        XCTAssertEqual(handed.status, 0, handed.errors)
        XCTAssertTrue(
            handed.errors.contains(
                "opened dots.json in the studio already running (pid \(studio.process.processIdentifier))"),
            handed.errors)
        let state = try studio.wait("the file in the running window") {
            $0.editor.document?.name == "dots.json" && $0.source.shown == true
        }
        XCTAssertTrue(
            state.toasts.contains(studio.text(StatusText.openedFromCommandLine("dots.json"))), "\(state.toasts)")
        try studio.assertScreenIsCurrent("the file opened from a second launch")

        // --new-window opens a window of its own (still running after 3 s).
        let own = try second(["--new-window", "--window", "800x600"], beside: studio, runtime: runtime, seconds: 3)
        XCTAssertNil(own.status, "a window of its own: \(own.errors)")
        assertAlive(studio, "after the second window")

        // Killed without closing, the studio leaves its socket; the next studio replaces it.
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        XCTAssertTrue(FileManager.default.fileExists(atPath: runtime + "/loader-studio/instance"), "a stale socket")
        let next = try launch(folder: studio.folder, environment: ["XDG_RUNTIME_DIR": runtime])
        try next.wait("the next studio") { _ in true }
        let again = try second([studio.specsFolder + "/dots.json"], beside: next, runtime: runtime)
        XCTAssertEqual(again.status, 0, again.errors)
        try next.wait("the file in the next studio") { $0.editor.document?.name == "dots.json" }
        assertAlive(next, "after the stale socket")
    }
}
