import Foundation
import Glibc
import LanguageServer
import StudioCommandLine

/// `loader-studio lsp`: the language server for spec files, over standard input and output.
struct LSPCommand {
    static let declaration = CommandDeclaration(
        name: "lsp", summary: "a language server for spec files, for your own editor (LSP over stdio)",
        forms: [
            CommandForm(
                synopsis: "[--stdio]",
                description:
                    "Speaks the Language Server Protocol (3.17) over standard input and output: diagnostics in LoaderKit's words, completion, hover, format, outline and folds for the spec files your editor opens. Problems with the protocol itself go to the editor's log. Exits when the editor says exit (status 0 after shutdown, 1 without).",
                options: [.flag("stdio", help: "talk over standard input and output (the only way; editors pass it)")])
        ])

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> ExitCode {
        let args = try ArgumentScanner(arguments, forms: declaration.forms)
        guard args.operands.isEmpty else { throw CommandError(message: "lsp takes no files", showUsage: true) }
        let server = SpecLanguageServer(studio: StudioLauncher(), environment: ProcessInfo.processInfo.environment)
        var reader = LSPFrameReader()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while server.exitStatus == nil {
            // With work for an idle moment (a large document's lint), wait for input a little
            // first and do that work when none comes.
            if server.hasIdleWork, !inputArrives(within: idleMilliseconds) {
                guard send(server.idle()) else { return .problems }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // The editor closed the stream without `exit`: as `exit` without `shutdown`.
            guard count > 0 else { return .problems }
            reader.append(chunk[0..<count])
            // Everything that arrived together is handled together, so a cancellation among
            // it reaches the request it cancels.
            var bodies: [[UInt8]] = []
            var replies: [[UInt8]] = []
            while let item = reader.next() {
                switch item {
                case .message(let body): bodies.append(body)
                case .problem(let message):
                    replies += server.handle(bodies) + server.frameProblem(message)
                    bodies = []
                }
            }
            replies += server.handle(bodies)
            guard send(replies) else { return .problems }
        }
        return server.exitStatus == 0 ? .success : .problems
    }

    /// How long the editor must be quiet before a large document is linted, in milliseconds.
    static let idleMilliseconds: Int32 = 300

    /// True when standard input has bytes (or its end) within `milliseconds`.
    private static func inputArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    /// Writes each message framed; false when the editor is gone.
    private static func send(_ messages: [[UInt8]]) -> Bool {
        messages.allSatisfy { write(LSPFrameReader.frame($0)) }
    }

    /// Writes all of `bytes` to standard output; false when the editor is gone.
    private static func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + sent, $0.count - sent) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }
}
