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
        let server = SpecLanguageServer()
        var reader = LSPFrameReader()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while server.exitStatus == nil {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // The editor closed the stream without `exit`: as `exit` without `shutdown`.
            guard count > 0 else { return .problems }
            reader.append(chunk[0..<count])
            while server.exitStatus == nil, let item = reader.next() {
                let replies: [[UInt8]]
                switch item {
                case .message(let body): replies = server.handle(body)
                case .problem(let message): replies = server.frameProblem(message)
                }
                for reply in replies {
                    guard write(LSPFrameReader.frame(reply)) else { return .problems }
                }
            }
        }
        return server.exitStatus == 0 ? .success : .problems
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
