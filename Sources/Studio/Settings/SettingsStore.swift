import Foundation
import Glibc
import Localization
import SpecFiles

/// Loads and saves `StudioSettings` as `settings.json` in `$XDG_CONFIG_HOME/loader-studio/`
/// (or `~/.config/loader-studio/` when that variable is unset, empty or relative).
///
/// A corrupt file is reported, kept beside as `settings.json.corrupt`, and replaced with the
/// defaults; nothing here is ever fatal. Writes are atomic.
package final class SettingsStore: Sendable {
    /// The settings directory and file (absolute paths).
    package let directory: String
    package var path: String { FilePaths.join(directory, "settings.json") }

    /// A store in `directory`, or in the standard place for `environment`.
    package init(directory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? SettingsStore.standardDirectory(environment)
    }

    /// `$XDG_CONFIG_HOME/loader-studio`, else `$HOME/.config/loader-studio`.
    package static func standardDirectory(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return FilePaths.join(xdg, "loader-studio") }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return FilePaths.join(FilePaths.join(home, ".config"), "loader-studio")
    }

    /// The saved settings, or the defaults with a warning to show when the file is corrupt or
    /// unreadable (a missing file is not a warning: it is the first run).
    /// `warning` is the English of `message`, which the studio shows in its language.
    package func load() -> (settings: StudioSettings, warning: String?, message: Message?) {
        let bytes: [UInt8]
        switch SpecFileReader.read(path, limit: 1 << 20) {
        case .failure(.missing):
            return (StudioSettings(), nil, nil)
        case .failure(let failure):
            return Self.defaults(DocumentText.settingsUnreadable(failure.message(for: path)))
        case .success(let snapshot):
            bytes = snapshot.bytes
        }
        do {
            return (try JSONDecoder().decode(StudioSettings.self, from: Data(bytes)), nil, nil)
        } catch {
            let kept = path + ".corrupt"
            _ = rename(path, kept)
            do {
                try save(StudioSettings())
            } catch {
                return Self.defaults(DocumentText.settingsCorruptUnwritten(path, kept: kept, reason: "\(error)"))
            }
            return Self.defaults(DocumentText.settingsCorrupt(path, kept: kept))
        }
    }

    /// The defaults, with `message` (and its English) to show.
    private static func defaults(_ message: Message) -> (settings: StudioSettings, warning: String?, message: Message?)
    {
        (StudioSettings(), StudioCatalogue.english(message), message)
    }

    /// Writes `settings` atomically, creating the directory (mode 0700) when needed.
    package func save(_ settings: StudioSettings) throws(StudioFileError) {
        try DirectoryMaker.make(directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(settings) } catch { throw StudioFileError("cannot encode settings: \(error)") }
        try AtomicFileWriter.write([UInt8](data) + [0x0A], to: path, permissions: 0o600)
    }
}
