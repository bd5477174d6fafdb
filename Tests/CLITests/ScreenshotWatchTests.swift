import Foundation
import ImageExport
import XCTest

/// `--screenshot` runs the same app as the window, file watching included: a spec saved in
/// place or replaced by rename during `--screenshot-after` is what the screenshot shows.
final class ScreenshotWatchTests: XCTestCase {
    /// A dot a tenth of the box wide.
    static let small = """
        { "schemaVersion": 1, "name": "Watched", "duration": 1,
          "layout": { "type": "single", "width": 0.1, "height": 0.1 }, "shape": { "type": "rect" },
          "tracks": [ { "property": "opacity", "keyTimes": [0, 1], "values": [1, 1] } ] }
        """
    /// A square filling the box.
    static let large = small.replacingOccurrences(of: "0.1", with: "1")

    /// Runs a 1.5 s screenshot of the editor on a spec that `change` rewrites 0.4 s in; returns
    /// the dark pixels of the preview.
    private func indicatorPixels(after change: (String) throws -> Void) throws -> Int {
        let spec = try BinaryRunner.temporaryFile("watched.json", Self.small)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = BinaryRunner.binary
        process.arguments = [
            spec, "--mode", "editor", "--window", "1024x700", "--screenshot", out, "--screenshot-after", "1.5",
        ]
        var environment = StudioPixels.baseEnvironment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(400_000)
        try change(spec)
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        XCTAssertFalse(process.isRunning, "the screenshot run ends")
        if process.isRunning { process.terminate() }
        XCTAssertEqual(process.terminationStatus, 0)
        return StudioPixels.editorPreview(try PNGFile.read(out)).indicatorPixels
    }

    func testAFileUnchangedKeepsItsSmallIndicator() throws {
        XCTAssertLessThan(try indicatorPixels { _ in }, 1000)
    }

    func testASaveInPlaceDuringTheWaitIsInTheScreenshot() throws {
        let pixels = try indicatorPixels { path in
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
            handle.truncateFile(atOffset: 0)
            handle.write(Data(Self.large.utf8))
            try handle.close()
        }
        XCTAssertGreaterThan(pixels, 10_000, "the square filling the box is drawn")
    }

    func testAReplaceByRenameDuringTheWaitIsInTheScreenshot() throws {
        let pixels = try indicatorPixels { path in
            let temporary = path + ".tmp"
            try Data(Self.large.utf8).write(to: URL(fileURLWithPath: temporary))
            XCTAssertEqual(rename(temporary, path), 0)
        }
        XCTAssertGreaterThan(pixels, 10_000, "the square filling the box is drawn")
    }
}
