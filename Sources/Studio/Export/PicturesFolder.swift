import Foundation

/// The desktop's Pictures folder as xdg-user-dirs names it: `$XDG_PICTURES_DIR` when it is an
/// absolute path, else the `XDG_PICTURES_DIR` line of `$XDG_CONFIG_HOME/user-dirs.dirs` (or
/// `~/.config/user-dirs.dirs`), whose value is `"$HOME/..."` or `"/..."` with backslash escapes,
/// the last such line winning. A value that is the home folder itself means the folder is
/// turned off (as xdg-user-dirs has it), so there is none.
package enum PicturesFolder {
    /// The Pictures folder for `environment`, reading files with `read` (nil when unreadable);
    /// nil when none is set. Whether it exists is the caller's question.
    package static func find(
        environment: [String: String],
        read: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }
    ) -> String? {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        if let given = environment["XDG_PICTURES_DIR"], given.hasPrefix("/") { return enabled(given, home: home) }
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FilePaths.join(home, ".config")
        guard let text = read(FilePaths.join(config, "user-dirs.dirs")),
            let path = userDirectories(in: text, home: home)["PICTURES"]
        else { return nil }
        return enabled(path, home: home)
    }

    /// The folders a `user-dirs.dirs` text names, by their key (`PICTURES` for
    /// `XDG_PICTURES_DIR`), `$HOME` expanded to `home`; lines of any other form are skipped.
    package static func userDirectories(in text: String, home: String) -> [String: String] {
        var folders: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            if let (key, path) = entry(Substring(line), home: home) { folders[key] = path }
        }
        return folders
    }

    /// `XDG_<KEY>_DIR="value"` (blanks around the `=` allowed) as its key and path.
    private static func entry(_ line: Substring, home: String) -> (String, String)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("XDG_"), let equals = rest.firstIndex(of: "=") else { return nil }
        let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
        guard name.hasSuffix("_DIR"), name.count > 8 else { return nil }
        let key = String(name.dropFirst(4).dropLast(4))
        rest = rest[rest.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        var path: String
        if rest.hasPrefix("$HOME") {
            rest = rest.dropFirst(5)
            guard rest.first == "/" || rest.first == "\"" else { return nil }
            path = home
        } else if rest.first == "/" {
            path = ""
        } else {
            return nil
        }
        var escaped = false, closed = false
        for character in rest {
            if escaped { path.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { closed = true; break }
            path.append(character)
        }
        guard closed, !path.isEmpty else { return nil }
        return (key, FilePaths.absolute(path))
    }

    /// `path`, or nil when it is the home folder (a folder turned off).
    private static func enabled(_ path: String, home: String) -> String? {
        FilePaths.absolute(path) == FilePaths.absolute(home) ? nil : FilePaths.absolute(path)
    }
}
