import Foundation
import XCTest

/// A private X server (Xvfb) for the journeys: its own display number, 1920×1080×24, and its
/// screen written to a file (`-fbdir`) so a journey reads the real pixels the server shows.
/// One server serves the whole test run; it ends with the test process.
final class XServer: @unchecked Sendable {
    /// `:N`.
    let display: String
    /// The XWD file Xvfb keeps equal to its screen.
    let screenFile: String
    let width = 1920, height = 1080
    private let process: Process

    /// The server of this test run, started on first use; nil (with the reason) when Xvfb
    /// cannot start. `make deps` installs it; a journey fails, never skips, without it.
    static let shared: Result<XServer, JourneyError> = {
        do { return .success(try XServer()) } catch let error as JourneyError { return .failure(error) } catch {
            return .failure(JourneyError("\(error)"))
        }
    }()

    private init() throws {
        guard let xvfb = Tools.find("Xvfb") else { throw JourneyError("Xvfb is not installed; run `make deps`") }
        guard Tools.find("xdotool") != nil else { throw JourneyError("xdotool is not installed; run `make deps`") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journey-x-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-fbdir", folder,
                             "-nolisten", "tcp", "-noreset"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes its display number to the descriptor once it accepts clients.
        var number = ""
        let handle = out.fileHandleForReading
        while !number.hasSuffix("\n") {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { throw JourneyError("Xvfb ended before naming its display") }
            number += String(decoding: byte, as: UTF8.self)
        }
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        screenFile = folder + "/Xvfb_screen0"
        atexit { XServer.stopShared() }
    }

    private static func stopShared() {
        if case .success(let server) = shared, server.process.isRunning { server.process.terminate() }
    }

    /// The server, or a failure naming why there is none.
    static func require(file: StaticString = #filePath, line: UInt = #line) throws -> XServer {
        switch shared {
        case .success(let server): return server
        case .failure(let error):
            XCTFail("the journeys need a real X server: \(error)", file: file, line: line)
            throw error
        }
    }

    /// What the screen shows now.
    func screen() throws -> ScreenImage { try ScreenImage(xwdFile: screenFile) }
}

/// A journey's failure to set itself up or to reach a state.
struct JourneyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Finding and running the X tools.
enum Tools {
    /// The full path of `name` on PATH (and the usual system folders), or nil.
    static func find(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments` on `display` and waits (at most 10 s); returns its output.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        guard let executable = find(tool) else { throw JourneyError("\(tool) is not installed; run `make deps`") }
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
            throw JourneyError("\(tool) \(arguments.joined(separator: " ")) did not finish in 10 s")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else {
            throw JourneyError("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
