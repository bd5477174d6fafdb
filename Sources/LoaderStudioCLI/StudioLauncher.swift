import Foundation
import Glibc
import Handoff
import LanguageServer

/// Opens a document in the studio for the language server: `loader-studio PATH` when the file
/// on disk holds the editor's text, else `loader-studio LINK` with the text in a share link
/// (opened unsaved, as the editor has it). The program hands it to the running studio, or opens
/// a window; it starts detached, with its output away from the protocol's stream.
struct StudioLauncher: StudioOpener {
    /// The `loader-studio` executable to start.
    let program: String

    init() {
        program =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        // The studios started are not waited for: the kernel reaps them.
        signal(SIGCHLD, SIG_IGN)
    }

    func open(path: String?, bytes: [UInt8]) -> String? {
        let argument: String
        if let path, FileManager.default.contents(atPath: path).map({ [UInt8]($0) == bytes }) == true {
            argument = path
        } else {
            guard bytes.count <= ShareLink.maximumSpecBytes else {
                return
                    "the unsaved text is over the \(ShareLink.maximumSpecBytes) bytes a link holds: save it, then open it"
            }
            argument = ShareLink.link(json: String(decoding: bytes, as: UTF8.self), builtinName: nil)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc's 0x80, not exported to Swift): its own session, so the
        // editor's signals to the server's group do not reach the studio.
        posix_spawnattr_setflags(&attributes, 0x80)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(argument), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        return status == 0 ? nil : "cannot start \(program): \(String(cString: strerror(status)))"
    }
}
