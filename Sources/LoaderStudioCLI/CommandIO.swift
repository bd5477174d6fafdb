import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
public final class CommandIO {
    public private(set) var output = ""
    public private(set) var errors = ""
    private let buffered: Bool

    /// Writes straight to the process's standard output and error.
    public static func standard() -> CommandIO { CommandIO(buffered: false) }
    /// Keeps everything in `output` and `errors`.
    public static func capturing() -> CommandIO { CommandIO(buffered: true) }

    private init(buffered: Bool) { self.buffered = buffered }

    public func print(_ text: String) {
        if buffered { output += text + "\n" } else { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    }

    /// True when standard error is a terminal (a progress line may be drawn there).
    var errorsGoToTerminal: Bool { !buffered && isatty(STDERR_FILENO) == 1 }

    /// Writes `text` to standard error as it is (no newline added).
    func writeErrors(_ text: String) {
        if buffered { errors += text } else { FileHandle.standardError.write(Data(text.utf8)) }
    }

    public func printError(_ text: String) {
        if buffered { errors += text + "\n" } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }
}

/// A command's exit status.
enum ExitCode: Int32, Sendable {
    case success = 0
    /// The input has problems (an invalid spec).
    case problems = 1
    /// Bad usage, or a file that cannot be read or written.
    case usage = 2
}

/// A usage or I/O error, printed as `loader-studio: message` with exit code 2.
public struct CommandError: Error {
    public var message: String
    var showUsage: Bool = false
}
