import Foundation
import XSession
import Glibc

/// The release `loader-studio` running in a window on a benchmark's X server, with a fresh
/// settings folder (`XDG_CONFIG_HOME`) and the control socket, ended by `stop()`.
final class StudioUnderTest {
    let process = Process()
    let server: PrivateXServer
    /// Scratch folder: `config/`, the control socket and `stderr.txt` (the verbose log).
    let folder: String
    private var control: ControlSocketClient?
    /// The X window id.
    private(set) var windowID = ""

    /// The `loader-studio` beside this benchmark's executable.
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "loader-studio"
        ).path
    }

    /// Starts the studio with `arguments` (and `environment` added to its own) in a 1280×800
    /// window and waits until it answers on its control socket (at most 20 s).
    init(_ arguments: [String], environment: [String: String] = [:], server: PrivateXServer) throws {
        self.server = server
        var template = Array("/tmp/loader-power-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw BenchError("cannot make a temporary folder")
        }
        folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/stderr.txt", contents: nil)
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments + ["--window", "1280x800"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = [
            "DISPLAY": server.display, "HOME": folder, "XDG_CONFIG_HOME": folder + "/config",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LOADER_STUDIO_CONTROL": folder + "/control.sock", "LOADER_STUDIO_VERBOSE": "1",
        ].merging(environment) { _, given in given }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: folder + "/stderr.txt")
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, process.isRunning {
            if let client = try? ControlSocketClient(path: folder + "/control.sock"),
                (try? client.request("ping")) != nil
            {
                control = client
                break
            }
            usleep(20_000)
        }
        guard control != nil else {
            stop(); throw BenchError("loader-studio did not answer on its control socket: \(log())")
        }
        windowID =
            try XTools.run(
                "xdotool", ["search", "--sync", "--pid", "\(process.processIdentifier)"],
                display: server.display
            ).split(separator: "\n").first.map(String.init) ?? ""
        guard !windowID.isEmpty else { stop(); throw BenchError("no X window found for loader-studio") }
        try parkPointer()
    }

    /// One control request's JSON answer.
    func request(_ line: String) throws -> [String: Any] {
        guard let control, process.isRunning else { throw BenchError("loader-studio is not running: \(log())") }
        return try control.request(line)
    }

    /// Clicks the middle of the shown view `identifier` (its frame from the `tree` answer), then
    /// moves the pointer off the window.
    func click(_ identifier: String) throws {
        guard let node = Self.first(in: try request("tree"), identifier: identifier),
            let frame = (node["frame"] as? [Any])?.compactMap({ ($0 as? NSNumber)?.doubleValue }), frame.count == 4
        else {
            throw BenchError("no shown view \(identifier)")
        }
        let x = Int(frame[0] + frame[2] / 2), y = Int(frame[1] + frame[3] / 2)
        try XTools.run("xdotool", ["mousemove", "--window", windowID, "\(x)", "\(y)"], display: server.display)
        usleep(30_000)
        try XTools.run("xdotool", ["click", "1"], display: server.display)
        try parkPointer()
    }

    /// Moves the pointer to the screen's bottom-right corner, off the window.
    func parkPointer() throws {
        try XTools.run(
            "xdotool", ["mousemove", "\(server.width - 1)", "\(server.height - 1)"],
            display: server.display)
    }

    /// Frames and bytes presented so far (the `present` answer), nil when the studio does not say.
    func presented() -> (frames: Double, bytes: Double)? {
        guard let answer = try? request("present"), let frames = (answer["frames"] as? NSNumber)?.doubleValue,
            let bytes = (answer["bytes"] as? NSNumber)?.doubleValue
        else { return nil }
        return (frames, bytes)
    }

    /// Ends the studio (SIGTERM) and removes its folder.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What the studio wrote to standard error so far.
    func log() -> String { (try? String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)) ?? "" }

    private static func first(in tree: [String: Any], identifier: String) -> [String: Any]? {
        func walk(_ node: [String: Any]) -> [String: Any]? {
            if node["id"] as? String == identifier { return node }
            for child in node["children"] as? [[String: Any]] ?? [] { if let found = walk(child) { return found } }
            return nil
        }
        for key in ["overlay", "content"] {
            if let root = tree[key] as? [String: Any], let found = walk(root) { return found }
        }
        return nil
    }
}
