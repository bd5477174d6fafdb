import Foundation
import Glibc
import Localization
import SpecFiles
import Synchronization

/// Drafts on disk: one JSON file per document in `$XDG_STATE_HOME/loader-studio/drafts/` (else
/// `~/.local/state/loader-studio/drafts/`), written atomically with mode 0600.
///
/// A draft file that cannot be read back (corrupt, too large, not a regular file) is skipped by
/// `all()` and reported, never fatal.
package final class DraftStore: Sendable {
    /// The drafts directory (absolute).
    package let directory: String
    /// The largest draft read back, in bytes (the spec reader's limit plus room for the envelope).
    package static let sizeLimit = 2 * SpecFileReader.defaultSizeLimit
    /// Whether the last write failed, and the failures not yet reported (a streak of failures is
    /// reported once, when it starts).
    private let failures = Mutex<(failing: Bool, unreported: [String])>((false, []))

    /// A store in `directory`, or in the standard place for `environment`.
    package init(directory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.directory = directory ?? DraftStore.standardDirectory(environment)
    }

    /// `$XDG_STATE_HOME/loader-studio/drafts`, else `$HOME/.local/state/loader-studio/drafts`.
    package static func standardDirectory(_ environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = FilePaths.join(FilePaths.join(home, ".local"), "state")
        }
        return FilePaths.join(FilePaths.join(base, "loader-studio"), "drafts")
    }

    /// The file of the draft with `key`.
    package func path(of key: String) -> String { FilePaths.join(directory, key + ".json") }

    /// Writes `draft`, replacing any earlier one with its key.
    package func save(_ draft: Draft) throws(StudioFileError) {
        try DirectoryMaker.make(directory)
        let data: Data
        do { data = try JSONEncoder().encode(draft) } catch {
            throw StudioFileError("cannot encode the draft of \(draft.title): \(error)")
        }
        try AtomicFileWriter.write([UInt8](data), to: path(of: draft.key), permissions: 0o600)
        failures.withLock { $0.failing = false }
    }

    /// Notes that a draft could not be written (disk full, a read-only state folder), for
    /// `takeFailures`; a failure right after another is not reported again.
    func noteFailure(_ message: String) {
        failures.withLock { state in
            if !state.failing { state.unreported.append(message) }
            state.failing = true
        }
    }

    /// The failures noted since the last call.
    func takeFailures() -> [String] {
        failures.withLock { state in
            defer { state.unreported.removeAll() }
            return state.unreported
        }
    }

    /// Deletes the draft with `key` (nothing happens when there is none).
    package func remove(_ key: String) {
        _ = unlink(path(of: key))
    }

    /// Every readable draft, newest first, and a sentence for each file that could not be read.
    package func all() -> (drafts: [Draft], problems: [String]) {
        let found = allWithMessages()
        return (found.drafts, found.problems.map { StudioCatalogue.english($0) })
    }

    /// The drafts, and the files that could not be restored, each as a message to render.
    func allWithMessages() -> (drafts: [Draft], problems: [Message]) {
        guard let dir = opendir(directory) else { return ([], []) }
        defer { closedir(dir) }
        var drafts: [Draft] = []
        var problems: [Message] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasSuffix(".json"), !name.hasPrefix(".") else { continue }
            let file = FilePaths.join(directory, name)
            switch SpecFileReader.read(file, limit: DraftStore.sizeLimit) {
            case .failure(let failure):
                problems.append(DocumentText.draftUnreadable(failure.message(for: file)))
            case .success(let snapshot):
                if let draft = try? JSONDecoder().decode(Draft.self, from: Data(snapshot.bytes)),
                    draft.key + ".json" == name
                {
                    drafts.append(draft)
                } else {
                    problems.append(DocumentText.draftNotADraft(file))
                }
            }
        }
        drafts.sort { ($0.savedAt, $0.key) > ($1.savedAt, $1.key) }
        return (drafts, problems)
    }
}
