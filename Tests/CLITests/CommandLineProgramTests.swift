import Foundation
import XCTest

/// `loader-studio` is the command line alone: it loads no window, audio, font or ICU library
/// (the window program, `loader-studio-window`, beside it does), and hands a window mode over
/// to the window program, or says clearly that it is missing.
final class CommandLineProgramTests: XCTestCase {
    /// The shared libraries the dynamic loader would map for `binary`, from `ldd`.
    private func libraries(of binary: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    func testTheCommandLineLoadsNoWindowAudioFontOrRuntimeLibrary() throws {
        let loaded = try libraries(of: BinaryRunner.binary.path)
        XCTAssertFalse(loaded.isEmpty)
        let unwanted = [
            "SDL", "pulse", "asound", "wayland", "X11", "xcb", "freetype", "harfbuzz", "icu", "dbus",
            "Foundation", "swiftCore", "dispatch",
        ]
        for library in loaded {
            for name in unwanted {
                XCTAssertFalse(library.contains(name), "loader-studio loads \(library)")
            }
        }
        // The window program beside it is the one that loads them.
        let window = BinaryRunner.binary.deletingLastPathComponent().appendingPathComponent("loader-studio-window")
        XCTAssertTrue(try libraries(of: window.path).contains { $0.contains("SDL2") })
    }

    func testAWindowModeWithoutTheWindowProgramSaysWhatIsMissing() throws {
        let folder = NSTemporaryDirectory() + "command-line-alone-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let alone = folder + "/loader-studio"
        try FileManager.default.copyItem(atPath: BinaryRunner.binary.path, toPath: alone)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: alone)
        process.arguments = ["--screenshot", folder + "/shot.png"]
        process.environment = ["HOME": folder, "SDL_VIDEODRIVER": "dummy"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(
            text,
            "loader-studio: cannot open a window: loader-studio-window is not installed (looked for \(folder)/loader-studio-window and \(URL(fileURLWithPath: folder).deletingLastPathComponent().path)/libexec/loader-studio/loader-studio-window)\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/shot.png"))
        // A command needs nothing beside it.
        let list = Process()
        list.executableURL = URL(fileURLWithPath: alone)
        list.arguments = ["list"]
        list.standardOutput = FileHandle.nullDevice
        try list.run()
        list.waitUntilExit()
        XCTAssertEqual(list.terminationStatus, 0)
    }
}
