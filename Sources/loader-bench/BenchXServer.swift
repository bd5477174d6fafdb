import Foundation

/// A private X server for window benchmarks: Xvfb on a display number it picks itself
/// (`-displayfd`), 1920×1080×24, no GPU (Mesa's software OpenGL is all an X client gets). It ends
/// with `stop()`.
final class BenchXServer {
    /// `:N`.
    let display: String
    /// The screen size, in pixels.
    static let width = 1920, height = 1080
    /// The Xvfb process.
    let process: Process

    /// Starts Xvfb and waits until it accepts clients (at most 10 s).
    init() throws {
        guard let xvfb = BenchTools.find("Xvfb") else { throw BenchError("Xvfb is not installed; run `make deps`") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(Self.width)x\(Self.height)x24",
                             "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes its display number to the descriptor once it accepts clients.
        var number = ""
        let handle = out.fileHandleForReading
        let deadline = Date().addingTimeInterval(10)
        while !number.hasSuffix("\n") {
            guard Date() < deadline else { process.terminate(); throw BenchError("Xvfb did not start in 10 s") }
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { throw BenchError("Xvfb ended before naming its display") }
            number += String(decoding: byte, as: UTF8.self)
        }
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends the server and waits for it.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// A benchmark's failure to set itself up.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Finding and running the X tools a window benchmark needs.
enum BenchTools {
    /// The full path of `name` on PATH (and the usual system folders), or nil.
    static func find(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` on `display` and waits for it (at most 10 s); returns its standard output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        guard let executable = find(tool) else { throw BenchError("\(tool) is not installed; run `make deps`") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            throw BenchError("\(tool) \(arguments.joined(separator: " ")) did not finish in 10 s")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
