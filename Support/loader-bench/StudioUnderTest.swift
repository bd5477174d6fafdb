import ControlProtocol
import Foundation
import Glibc
import XSession

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
                (try? client.request(.ping, as: PingAnswer.self)) != nil
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

    /// One control request's answer, decoded as `type`.
    func request<Answer: Decodable>(_ request: ControlRequest, as type: Answer.Type) throws -> Answer {
        guard let control, process.isRunning else { throw BenchError("loader-studio is not running: \(log())") }
        return try control.request(request, as: type)
    }

    /// Clicks the middle of the shown view `identifier` (its frame from the `tree` answer), then
    /// moves the pointer off the window.
    func click(_ identifier: String) throws {
        guard let node = try request(.tree, as: ViewTree.self).view(identifier) else {
            throw BenchError("no shown view \(identifier)")
        }
        let centre = node.frame.point()
        let x = Int(centre.x), y = Int(centre.y)
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
        guard let answer = try? request(.present, as: PresentAnswer.self) else { return nil }
        return (Double(answer.frames), Double(answer.bytes))
    }

    /// Ends the studio (SIGTERM) and removes its folder.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What the studio wrote to standard error so far.
    func log() -> String { (try? String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)) ?? "" }

}
