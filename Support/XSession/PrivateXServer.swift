import Foundation

/// A private X server for journeys and window benchmarks: Xvfb on a display number it picks
/// itself (`-displayfd`), `width`×`height`×24, no GPU; optionally its screen kept in an XWD file
/// (`-fbdir`) so a client reads the real pixels. It ends with `stop()`.
public final class PrivateXServer: @unchecked Sendable {
    /// `:N`.
    public let display: String
    /// The screen size, in pixels.
    public let width: Int, height: Int
    /// The XWD file Xvfb keeps equal to its screen, when started with a screen folder.
    public let screenFile: String?
    private let process: Process

    /// Starts Xvfb and waits until it accepts clients (at most 10 s). With `screenFolder`, the
    /// screen is kept in `screenFolder/Xvfb_screen0`.
    public init(width: Int = 1920, height: Int = 1080, screenFolder: String? = nil) throws {
        guard let xvfb = XTools.find("Xvfb") else { throw XSessionError("Xvfb is not installed; run `make deps`") }
        self.width = width
        self.height = height
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments =
            ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
            + (screenFolder.map { ["-fbdir", $0] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Xvfb writes its display number to the descriptor once it accepts clients.
        var number = ""
        let handle = out.fileHandleForReading
        let deadline = Date().addingTimeInterval(10)
        while !number.hasSuffix("\n") {
            guard Date() < deadline else { process.terminate(); throw XSessionError("Xvfb did not start in 10 s") }
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { throw XSessionError("Xvfb ended before naming its display") }
            number += String(decoding: byte, as: UTF8.self)
        }
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        screenFile = screenFolder.map { $0 + "/Xvfb_screen0" }
    }

    /// The Xvfb process id (to read its CPU time).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// True while Xvfb runs.
    public var isRunning: Bool { process.isRunning }

    /// Ends the server and waits for it.
    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
