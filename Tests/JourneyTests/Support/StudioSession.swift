import Foundation
import XCTest
import TestSupport
import XSession

/// The real `loader-studio` binary running in a window on the journeys' X server, with its own
/// settings folder, export folder and control socket, driven by real X input (xdotool).
final class StudioSession {
    let server: XServer
    /// The session's scratch folder: `config/` (XDG_CONFIG_HOME), `export/` (the working
    /// directory and XDG_PICTURES_DIR, where exports go by default), `specs/`, and the control
    /// socket.
    let folder: String
    let process: Process
    private let errors = Pipe()
    private var control: ControlClient?
    /// The X window id.
    private(set) var windowID = ""
    /// The window's top-left corner on the screen, in screen pixels.
    private(set) var origin = (0, 0)

    var exportFolder: String { folder + "/export" }
    var specsFolder: String { folder + "/specs" }
    var configFolder: String { folder + "/config" }

    /// Starts the studio with `arguments` (paths, flags) and waits until its window answers on
    /// the control channel (at most 20 s).
    init(
        _ arguments: [String] = [], folder existing: String? = nil, window: (Int, Int) = (1280, 800),
        environment extra: [String: String] = [:]
    ) throws {
        server = try XServer.require()
        folder =
            existing
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("journey-\(UUID().uuidString.prefix(8))").path
        for sub in ["config", "export", "specs"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        process = Process()
        process.executableURL = StudioSession.binary
        process.arguments = arguments + ["--window", "\(window.0)x\(window.1)"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder + "/export")
        var environment: [String: String] = [
            "DISPLAY": server.display, "HOME": folder, "XDG_CONFIG_HOME": folder + "/config",
            "XDG_STATE_HOME": folder + "/state", "XDG_PICTURES_DIR": folder + "/export",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "LOADER_STUDIO_CONTROL": folder + "/control.sock",
        ]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            guard process.isRunning else { throw JourneyError("loader-studio exited at start: \(stderrText())") }
            if let client = try? ControlClient(path: folder + "/control.sock"), (try? client.request("ping")) != nil {
                control = client
                break
            }
            usleep(20_000)
        }
        guard control != nil else { throw JourneyError("loader-studio did not answer on its control channel in 20 s") }
        windowID =
            try Tools.run(
                "xdotool", ["search", "--sync", "--pid", "\(process.processIdentifier)"],
                display: server.display
            )
            .split(separator: "\n").first.map(String.init) ?? ""
        guard !windowID.isEmpty else { throw JourneyError("no X window found for loader-studio") }
        try x(["windowfocus", "--sync", windowID])
        let geometry = try Tools.run("xdotool", ["getwindowgeometry", "--shell", windowID], display: server.display)
        for line in geometry.split(separator: "\n") {
            let pair = line.split(separator: "=")
            if pair.count == 2, pair[0] == "X" { origin.0 = Int(pair[1]) ?? 0 }
            if pair.count == 2, pair[0] == "Y" { origin.1 = Int(pair[1]) ?? 0 }
        }
        try parkPointer()
    }

    /// Moves the pointer to the screen's bottom-right corner, off the window (Xvfb draws the
    /// pointer into its screen, so pixel checks need it elsewhere).
    func parkPointer() throws {
        try x(["mousemove", "\(server.width - 1)", "\(server.height - 1)"])
    }

    /// The `loader-studio` under test: `$LOADER_STUDIO_BINARY` when set (to check that a journey
    /// fails against another build, such as the last release), else the one built beside the
    /// test bundle.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["LOADER_STUDIO_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: BuiltProduct.path("loader-studio"))
    }

    /// Runs the studio's command line (`binary`) with `arguments`; its standard output.
    static func command(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Ends the session: Ctrl+Q, then a kill after 5 s; the folder is kept only on failure.
    func close(keepFolder: Bool = false) {
        if process.isRunning {
            try? key("ctrl+q")
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { process.terminate() }
        }
        process.waitUntilExit()
        if !keepFolder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// What the studio wrote to stderr so far (after it ended: everything).
    func stderrText() -> String {
        if process.isRunning { return "(still running)" }
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    // MARK: Control channel

    /// Sends one request line and decodes its JSON answer.
    func request(_ line: String) throws -> [String: Any] {
        guard process.isRunning else { throw JourneyError("loader-studio is not running: \(stderrText())") }
        guard let control else { throw JourneyError("no control channel") }
        return try control.request(line)
    }

    /// The app's state (`state` request).
    func state() throws -> [String: Any] { try request("state") }

    /// Polls `condition` on the answer to `request` (the state unless told) until it holds (at
    /// most `timeout` seconds).
    @discardableResult
    func wait(
        _ what: String, on request: String = "state", timeout: Double = 5,
        _ condition: ([String: Any]) -> Bool
    ) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String: Any] = [:]
        repeat {
            last = try self.request(request)
            if condition(last) { return last }
            usleep(20_000)
        } while Date() < deadline
        throw JourneyError("timed out waiting for \(what); last \(request): \(last)")
    }

    /// The shown view with `identifier` (its summary from the `tree` request), or nil.
    func view(_ identifier: String) throws -> [String: Any]? {
        JSONTree.first(in: try request("tree")) { $0["id"] as? String == identifier }
    }

    /// Every shown view whose summary satisfies `match`.
    func views(where match: ([String: Any]) -> Bool) throws -> [[String: Any]] {
        JSONTree.all(in: try request("tree"), where: match)
    }

    /// The window-point centre of the shown view `identifier`.
    func centre(of identifier: String) throws -> (Int, Int) {
        guard let node = try view(identifier) else { throw JourneyError("no shown view \"\(identifier)\"") }
        let r = JSONTree.frame(node)
        return (Int(r[0] + r[2] / 2), Int(r[1] + r[3] / 2))
    }

    /// Asserts the incrementally drawn framebuffer equals a full redraw, and the screen shows
    /// exactly the framebuffer's pixels in the window.
    func assertScreenIsCurrent(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try parkPointer()
        usleep(50_000)
        // The studio holds still (no tick, no frame of its own) while its pixels are compared.
        _ = try request("hold")
        defer { _ = try? request("release") }
        let check = try request("redraw-check")
        XCTAssertEqual(
            check["mismatched"] as? Int, 0, "\(step): incremental frame differs from a full redraw \(check)",
            file: file, line: line)
        // The X server may show the previous frame for a moment: compare until they agree.
        let deadline = Date().addingTimeInterval(2)
        var shown: UInt64 = 0, drawn: UInt64 = 1
        let size = try windowSize()
        while Date() < deadline {
            let answer = try request("pixels 0 0 \(size.0) \(size.1)")
            drawn = UInt64(answer["hash"] as? String ?? "", radix: 16) ?? 0
            shown = try server.screen().hash(x: origin.0, y: origin.1, width: size.0, height: size.1)
            if shown == drawn { break }
            usleep(30_000)
        }
        XCTAssertEqual(shown, drawn, "\(step): the screen does not show what the studio drew", file: file, line: line)
    }

    /// The window's size in device pixels.
    func windowSize() throws -> (Int, Int) {
        let window = try state()["window"] as? [String: Any] ?? [:]
        let scale = window["scale"] as? Double ?? 1
        return (
            Int(((window["width"] as? Double ?? 0) * scale).rounded()),
            Int(((window["height"] as? Double ?? 0) * scale).rounded())
        )
    }

    // MARK: Real input

    /// Runs xdotool on the session's display.
    func x(_ arguments: [String]) throws { try Tools.run("xdotool", arguments, display: server.display) }

    /// Presses a key chord as xdotool names it (`ctrl+e`, `Escape`, `Return`).
    func key(_ chord: String) throws { try x(["key", "--clearmodifiers", chord]) }

    /// Types text key by key.
    func type(_ text: String) throws { try x(["type", "--delay", "25", text]) }

    /// A left click at a window point.
    func click(_ x: Int, _ y: Int) throws {
        try self.x(["mousemove", "--window", windowID, "\(x)", "\(y)"])
        usleep(30_000)
        try self.x(["click", "1"])
    }

    /// A left click in the middle of the shown view `identifier`.
    func click(_ identifier: String) throws {
        let (x, y) = try centre(of: identifier)
        try click(x, y)
    }

    /// Presses at `from`, moves in steps and releases at `to` (window points).
    func drag(from: (Int, Int), to: (Int, Int), steps: Int = 8) throws {
        try x(["mousemove", "--window", windowID, "\(from.0)", "\(from.1)"])
        usleep(30_000)
        try x(["mousedown", "1"])
        for i in 1...steps {
            let px = from.0 + (to.0 - from.0) * i / steps, py = from.1 + (to.1 - from.1) * i / steps
            try x(["mousemove", "--window", windowID, "\(px)", "\(py)"])
            usleep(15_000)
        }
        try x(["mouseup", "1"])
    }

    /// Resizes the window (points at scale 1).
    func resize(_ width: Int, _ height: Int) throws {
        try x(["windowsize", "--sync", windowID, "\(width)", "\(height)"])
    }
}

/// Walking the `tree` answer.
enum JSONTree {
    static func first(in tree: [String: Any], where match: ([String: Any]) -> Bool) -> [String: Any]? {
        all(in: tree, where: match).first
    }

    static func all(in tree: [String: Any], where match: ([String: Any]) -> Bool) -> [[String: Any]] {
        var found: [[String: Any]] = []
        func walk(_ node: [String: Any]) {
            if match(node) { found.append(node) }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        // The overlay (popovers, toasts) is above the content: search it first.
        for key in ["overlay", "content"] { if let root = tree[key] as? [String: Any] { walk(root) } }
        return found
    }

    /// A node's frame, [x, y, width, height] in window points.
    static func frame(_ node: [String: Any]) -> [Double] {
        (node["frame"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [0, 0, 0, 0]
    }
}

extension StudioSession {
    /// The first shown descendant of view `identifier` whose type is `type`.
    func child(of identifier: String, type: String) throws -> [String: Any] {
        guard let parent = try view(identifier),
            let found = JSONTree.all(in: ["content": parent], where: { $0["type"] as? String == type }).first
        else { throw JourneyError("no \(type) inside \"\(identifier)\"") }
        return found
    }

    /// Clicks the middle of a node of the tree.
    func click(node: [String: Any], atFraction fx: Double = 0.5, _ fy: Double = 0.5) throws {
        let r = JSONTree.frame(node)
        try click(Int(r[0] + r[2] * fx), Int(r[1] + r[3] * fy))
    }
}
