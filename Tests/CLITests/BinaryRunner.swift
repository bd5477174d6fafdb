import Foundation
import XCTest

/// Runs the built `loader-studio` binary and captures what it prints.
///
/// The tests that use it run the real executable in a child process: exit codes, what reaches
/// standard output and error, files written, signals and the window's face (`--screenshot`)
/// as a user gets them. The parsing and the dispatch are also tested in-process
/// (`CommandDispatchTests`, `WindowModeOptionsTests`, `ScaleOptionTests`).
struct BinaryRunner {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
        /// True when the process died of a signal (then `status` is the signal's number).
        var signalled = false
    }

    /// The `loader-studio` built beside the test bundle.
    static var binary: URL {
        let products =
            Bundle.main.bundleURL.pathExtension == "xctest"
            ? Bundle.main.bundleURL.deletingLastPathComponent() : Bundle.main.bundleURL
        for candidate in [products, Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("loader-studio")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return products.appendingPathComponent("loader-studio")
    }

    private final class Marker {}

    /// Runs the binary with `arguments` and waits for it.
    static func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the binary with `arguments` in exactly `environment` (nothing inherited), killing it
    /// after `timeout` seconds; `timedOut` tells whether it had to be killed.
    static func run(
        _ arguments: [String], environment: [String: String],
        timeout: Double
    ) throws -> (result: Result, timedOut: Bool) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            Result(
                status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                errors: String(decoding: errData, as: UTF8.self),
                signalled: process.terminationReason == .uncaughtSignal), timedOut
        )
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fixture file under `Tests/Fixtures`.
    static func fixture(_ path: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path).path
    }

    /// Writes `text` to a fresh temporary file named `name` and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loader-studio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
