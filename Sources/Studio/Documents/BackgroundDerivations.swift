import Glibc
import SpecFiles
import Synchronization

/// Derivations of large spec files made off the main actor, with a descriptor that becomes
/// readable when one finishes (so a host blocked waiting for input wakes to take it).
final class BackgroundDerivations: Sendable {
    /// A file's bytes, their text and what they give.
    struct Derived: Sendable {
        let snapshot: FileSnapshot
        let derivation: SpecDerivation

        /// Derives `snapshot` (parse, validate, prepare).
        init(_ snapshot: FileSnapshot) {
            self.init(snapshot, derivation: SpecDerivation(bytes: snapshot.bytes))
        }

        init(_ snapshot: FileSnapshot, derivation: SpecDerivation) {
            self.snapshot = snapshot
            self.derivation = derivation
        }
    }

    /// A finished job: the derivation of read `read` of a document, or why its file could not
    /// be read (for a job that reads the file as well); nil for a job cancelled before it began.
    struct Finished: Sendable {
        /// The number `start` was given.
        let job: Int
        let read: Int
        let outcome: Result<Derived, FileReadFailure>?
    }

    private let finished = Mutex<[Finished]>([])
    /// Jobs whose result is no longer wanted: skipped if they have not begun.
    private let cancelled = Mutex<Set<Int>>([])
    /// A non-blocking pipe: a byte is written for each finished derivation.
    private let wake: (read: Int32, write: Int32)

    /// Nil when no pipe can be made (then every file is derived on the main actor).
    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wake = (fds[0], fds[1])
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Readable while finished derivations wait to be collected.
    var descriptor: Int32 { wake.read }

    /// Parses, validates and prepares `snapshot` on a background task.
    func start(job: Int, read: Int, snapshot: FileSnapshot) {
        Task.detached(priority: .userInitiated) { [self] in
            let outcome: Result<Derived, FileReadFailure>? = isCancelled(job) ? nil : .success(Derived(snapshot))
            deliver(Finished(job: job, read: read, outcome: outcome))
        }
    }

    /// Reads the file at `path` (at most `limit` bytes), then parses, validates and prepares its
    /// bytes, on a background task.
    func start(job: Int, read: Int, reading path: String, limit: Int) {
        Task.detached(priority: .userInitiated) { [self] in
            let outcome = isCancelled(job) ? nil : SpecFileReader.read(path, limit: limit).map(Derived.init)
            deliver(Finished(job: job, read: read, outcome: outcome))
        }
    }

    /// Tells job `job` its result is no longer wanted (a newer read came, or its document
    /// closed): it is skipped if it has not begun, so a burst of saves does not queue work.
    func cancel(_ job: Int) {
        _ = cancelled.withLock { $0.insert(job) }
    }

    private func isCancelled(_ job: Int) -> Bool { cancelled.withLock { $0.contains(job) } }

    private func deliver(_ done: Finished) {
        cancelled.withLock { _ = $0.remove(done.job) }
        finished.withLock { $0.append(done) }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// The derivations finished since the last call, in finishing order.
    func collect() -> [Finished] {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &sink, sink.count) > 0 {}
        return finished.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }
}
