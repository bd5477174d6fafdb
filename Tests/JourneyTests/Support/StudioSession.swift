import ControlProtocol
import Foundation
import Localization
import StudioInspection
import TestSupport
import XCTest
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
    /// The language the studio speaks, as it answered at the start (see `JourneyLanguage`).
    private(set) var language = Language.english

    var exportFolder: String { folder + "/export" }
    var specsFolder: String { folder + "/specs" }
    var configFolder: String { folder + "/config" }
    /// Where the studio keeps its state: the drafts of unsaved texts (`XDG_STATE_HOME`).
    var stateFolder: String { folder + "/state" }

    /// Starts the studio with `arguments` (paths, flags) and waits until its window answers on
    /// the control channel (at most 20 s). It speaks `language` (as `LANGUAGE` asks), unless
    /// `extra` sets one of the variables that choose a language.
    init(
        _ arguments: [String] = [], folder existing: String? = nil, window: (Int, Int) = (1280, 800),
        environment extra: [String: String] = [:], language asked: Language = .english
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
        if !JourneyLanguage.variables.contains(where: { extra[$0] != nil }) {
            environment["LANGUAGE"] = asked.rawValue
        }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            guard process.isRunning else { throw JourneyError("loader-studio exited at start: \(stderrText())") }
            if let client = try? ControlClient(path: folder + "/control.sock"),
                (try? client.request(.ping, as: PingAnswer.self)) != nil
            {
                control = client
                break
            }
            usleep(20_000)
        }
        guard control != nil else { throw JourneyError("loader-studio did not answer on its control channel in 20 s") }
        let spoken = try state().language
        guard let language = Language(rawValue: spoken) else { throw JourneyError("the studio speaks \"\(spoken)\"") }
        self.language = language
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

    /// Sends `request` and decodes its answer as `type`.
    func request<Answer: Decodable>(_ request: ControlRequest, as type: Answer.Type) throws -> Answer {
        guard process.isRunning else { throw JourneyError("loader-studio is not running: \(stderrText())") }
        guard let control else { throw JourneyError("no control channel") }
        return try control.request(request, as: type)
    }

    /// Sends one raw line (a malformed request, say); the line answered.
    func requestLine(_ line: String) throws -> String {
        guard process.isRunning else { throw JourneyError("loader-studio is not running: \(stderrText())") }
        guard let control else { throw JourneyError("no control channel") }
        return try control.requestLine(line)
    }

    /// The app's state (`state` request).
    func state() throws -> StudioState { try request(.state, as: StudioState.self) }

    /// The shown views (`tree` request).
    func tree() throws -> ViewTree { try request(.tree, as: ViewTree.self) }

    /// The layout faults the window shows (`layout` request).
    func layoutProblems() throws -> [String] { try request(.layout, as: LayoutAnswer.self).problems }

    /// Frames presented since the window opened (`present` request).
    func framesPresented() throws -> Int { try request(.present, as: PresentAnswer.self).frames }

    /// Polls `condition` on the state until it holds (at most `timeout` seconds); the state
    /// that satisfied it.
    @discardableResult
    func wait(_ what: String, timeout: Double = 5, _ condition: (StudioState) -> Bool) throws -> StudioState {
        try wait(what, on: .state, as: StudioState.self, timeout: timeout, condition)
    }

    /// Polls `condition` on the answer to `request` until it holds (at most `timeout` seconds).
    @discardableResult
    func wait<Answer: Decodable>(
        _ what: String, on request: ControlRequest, as type: Answer.Type, timeout: Double = 5,
        _ condition: (Answer) -> Bool
    ) throws -> Answer {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Answer?
        repeat {
            let answer = try self.request(request, as: type)
            if condition(answer) { return answer }
            last = answer
            usleep(20_000)
        } while Date() < deadline
        throw JourneyError("timed out waiting for \(what); last \(request.line): \(last.map { "\($0)" } ?? "none")")
    }

    /// Polls `condition` on the shown views until it holds (at most `timeout` seconds).
    @discardableResult
    func waitForTree(_ what: String, timeout: Double = 5, _ condition: (ViewTree) -> Bool) throws -> ViewTree {
        try wait(what, on: .tree, as: ViewTree.self, timeout: timeout, condition)
    }

    /// The shown view with `identifier`, or nil.
    func view(_ identifier: String) throws -> ViewNode? { try tree().view(identifier) }

    /// Every shown view that satisfies `match`.
    func views(where match: (ViewNode) -> Bool) throws -> [ViewNode] { try tree().all(where: match) }

    /// The window-point centre of the shown view `identifier`.
    func centre(of identifier: String) throws -> (Int, Int) {
        guard let node = try view(identifier) else { throw JourneyError("no shown view \"\(identifier)\"") }
        let centre = node.frame.point()
        return (Int(centre.x), Int(centre.y))
    }

    /// Asserts the incrementally drawn framebuffer equals a full redraw, and the screen shows
    /// exactly the framebuffer's pixels in the window.
    func assertScreenIsCurrent(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try parkPointer()
        usleep(50_000)
        // The studio holds still (no tick, no frame of its own) while its pixels are compared.
        _ = try request(.hold, as: HoldAnswer.self)
        defer { _ = try? request(.release, as: HoldAnswer.self) }
        let check = try request(.redrawCheck, as: RedrawCheckAnswer.self)
        XCTAssertEqual(
            check.mismatched, 0, "\(step): incremental frame differs from a full redraw \(check)",
            file: file, line: line)
        // The X server may show the previous frame for a moment: compare until they agree.
        let deadline = Date().addingTimeInterval(2)
        var shown: UInt64 = 0, drawn: UInt64 = 1
        let size = try windowSize()
        while Date() < deadline {
            let answer = try request(.pixels(x: 0, y: 0, width: size.0, height: size.1), as: PixelsAnswer.self)
            drawn = UInt64(answer.hash, radix: 16) ?? 0
            shown = try server.screen().hash(x: origin.0, y: origin.1, width: size.0, height: size.1)
            if shown == drawn { break }
            usleep(30_000)
        }
        XCTAssertEqual(shown, drawn, "\(step): the screen does not show what the studio drew", file: file, line: line)
    }

    /// Asserts the window draws its frames in place, in the X server's image itself (the
    /// presentation path the `present` request names ends so).
    func assertDrawnInPlace(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try request(.present, as: PresentAnswer.self).path
        XCTAssertTrue(path.hasSuffix(", drawn in place"), "\(step): \(path)", file: file, line: line)
    }

    /// The window's size in device pixels.
    func windowSize() throws -> (Int, Int) {
        let window = try state().window
        return (Int((window.width * window.scale).rounded()), Int((window.height * window.scale).rounded()))
    }

    // MARK: Real input

    /// Runs xdotool on the session's display.
    func x(_ arguments: [String]) throws { try Tools.run("xdotool", arguments, display: server.display) }

    /// Presses a key chord as xdotool names it (`ctrl+e`, `Escape`, `Return`).
    func key(_ chord: String) throws { try x(["key", "--clearmodifiers", chord]) }

    /// Types text key by key.
    func type(_ text: String) throws { try x(["type", "--delay", "25", "--", text]) }

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

    /// Asks for a window of `width` × `height` (points at scale 1); the caller waits for the
    /// geometry it expects. No `--sync`: below the studio's smallest size the window goes back
    /// to 800×600 at once, and xdotool, seeing the size it started from, would wait for ever.
    func resize(_ width: Int, _ height: Int) throws {
        try x(["windowsize", windowID, "\(width)", "\(height)"])
    }
}

extension StudioSession {
    /// The first shown descendant of view `identifier` whose type is `type`.
    func child(of identifier: String, type: String) throws -> ViewNode {
        guard let parent = try view(identifier), let found = parent.all(where: { $0.type == type }).first
        else { throw JourneyError("no \(type) inside \"\(identifier)\"") }
        return found
    }

    /// Clicks a node of the tree at fractions of its frame (the middle unless told).
    func click(node: ViewNode, atFraction fx: Double = 0.5, _ fy: Double = 0.5) throws {
        let point = node.frame.point(atFraction: fx, fy)
        try click(Int(point.x), Int(point.y))
    }
}
