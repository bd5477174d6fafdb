import Glibc
import SpecFiles
import Synchronization

/// Derivations of large spec files made off the main actor, with a descriptor that becomes
/// readable when one finishes (so a host blocked waiting for input wakes to take it).
final class BackgroundDerivations: Sendable {
    /// A finished derivation of read `read` of the file at `path`.
    struct Finished: Sendable {
        let path: String
        let read: Int
        let snapshot: FileSnapshot
        let derivation: SpecDerivation
    }

    private let finished = Mutex<[Finished]>([])
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
    func start(path: String, read: Int, snapshot: FileSnapshot) {
        Task.detached(priority: .userInitiated) { [self] in
            let derivation = SpecDerivation(bytes: snapshot.bytes)
            finished.withLock { $0.append(Finished(path: path, read: read, snapshot: snapshot, derivation: derivation)) }
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
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
