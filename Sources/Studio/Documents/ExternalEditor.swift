import Glibc

/// The user's text editor, from `$VISUAL` or else `$EDITOR`, to open a spec file at a line.
///
/// The variable is split into words at spaces (no shell quoting). Most editors take
/// `+LINE FILE`; VS Code and its relatives take `--goto FILE:LINE:COLUMN`, Sublime Text and Zed
/// `FILE:LINE:COLUMN`. A terminal editor (vi, vim, nano, …) runs in the desktop's terminal
/// (`x-terminal-emulator -e …`) when one is on `PATH`.
package struct ExternalEditor: Sendable, Equatable {
    /// The variable's words (`code --wait` gives `code`, `--wait`).
    package var command: [String]
    /// The environment the editor is looked up in (`PATH`) and started with.
    package var environment: [String: String]

    /// Editors that need a terminal.
    static let terminalEditors: Set<String> = [
        "vi", "vim", "nvim", "nano", "micro", "hx", "helix", "kak", "joe", "ne", "mg", "jed",
    ]
    /// Editors that take `--goto FILE:LINE:COLUMN`.
    static let gotoEditors: Set<String> = ["code", "code-insiders", "codium", "vscodium", "cursor"]
    /// Editors that take `FILE:LINE:COLUMN`.
    static let suffixEditors: Set<String> = ["subl", "sublime_text", "zed", "zeditor"]
    /// The terminal a terminal editor runs in.
    static let terminal = "x-terminal-emulator"

    /// The editor the environment names, or nil when neither variable holds a word.
    package init?(environment: [String: String]) {
        let words = [environment["VISUAL"], environment["EDITOR"]].lazy
            .compactMap { $0?.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
            .first { !$0.isEmpty }
        guard let words else { return nil }
        command = words
        self.environment = environment
    }

    /// The editor's file name (`vim` for `/usr/bin/vim -p`).
    package var name: String { command[0].split(separator: "/").last.map(String.init) ?? command[0] }

    /// The command line that opens `file` at `line` and `column` (1-based).
    package func arguments(file: String, line: Int, column: Int) -> [String] {
        let place: [String]
        if Self.gotoEditors.contains(name) {
            place = ["--goto", "\(file):\(line):\(column)"]
        } else if Self.suffixEditors.contains(name) {
            place = ["\(file):\(line):\(column)"]
        } else {
            place = ["+\(line)", file]
        }
        let terminal = Self.terminalEditors.contains(name) && executable(named: Self.terminal) != nil
        return (terminal ? [Self.terminal, "-e"] : []) + command + place
    }

    /// The path of the program `name` (itself when it has a slash), searched in the
    /// environment's `PATH`; nil when there is no such executable file.
    func executable(named name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for directory in directories where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}
