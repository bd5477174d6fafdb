@testable import Studio

/// A watcher driven by hand, for tests: `post` queues events that `drainEvents` returns.
final class ManualFileWatcher: FileWatching {
    private(set) var watchedDirectories: Set<String> = []
    private var pending: [FileEvent] = []

    init() {}

    func watch(directory: String) throws { watchedDirectories.insert(directory) }

    func drainEvents() -> [FileEvent] {
        defer { pending.removeAll() }
        return pending
    }

    var descriptor: Int32? { nil }

    /// Queues an event for the next `drainEvents`.
    func post(_ event: FileEvent) { pending.append(event) }

    /// Queues a change (close after write) of the file at absolute `path`.
    func postChange(of path: String) {
        post(
            FileEvent(directory: FilePaths.directory(of: path), name: FilePaths.name(of: path), kind: .closedAfterWrite)
        )
    }
}
