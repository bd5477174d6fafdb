import Foundation

/// Finding and running X tools (xdotool, xrdb, xlogo) against a display.
public enum XTools {
    /// The full path of `name` on PATH (and the usual system folders), or nil.
    public static func find(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments` on `display` and waits (at most 10 s); returns its output.
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        guard let executable = find(tool) else { throw XSessionError("\(tool) is not installed; run `make deps`") }
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
            throw XSessionError("\(tool) \(arguments.joined(separator: " ")) did not finish in 10 s")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else {
            throw XSessionError("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
