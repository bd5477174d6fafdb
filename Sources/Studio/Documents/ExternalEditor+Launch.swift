import Foundation
import Glibc
import Localization

extension ExternalEditor {
    /// Starts the editor on `file` at `line` and `column`, detached: in a session of its own,
    /// with standard input and output on /dev/null, reaped by a background thread and never
    /// waited for. Throws the sentence to show when it cannot start.
    package func open(file: String, line: Int, column: Int) throws(ExternalEditorError) {
        let arguments = arguments(file: file, line: line, column: column)
        guard let program = executable(named: arguments[0]) else {
            throw ExternalEditorError(DocumentText.cannotStartEditor(arguments[0]))
        }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        posix_spawnattr_setflags(&attributes, ExternalEditor.spawnNewSession)
        let argv = ([program] + arguments.dropFirst()).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw ExternalEditorError(DocumentText.editorFailed(name, reason: String(cString: strerror(status))))
        }
        let child = pid
        Thread.detachNewThread {
            var exitStatus: Int32 = 0
            while waitpid(child, &exitStatus, 0) == -1 && errno == EINTR {}
        }
    }

    /// glibc's `POSIX_SPAWN_SETSID` (a GNU flag the Swift module does not export): the child
    /// starts a session of its own, so it outlives the studio and ignores its terminal.
    static let spawnNewSession: Int16 = 0x80
}

/// Why the editor could not be started; `description` is the sentence to show.
package struct ExternalEditorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence, to render in the current language.
    package var message: Message
    package init(_ message: Message) { self.message = message }
    /// The sentence in English.
    package var description: String { StudioCatalogue.english(message) }
}
