import Glibc
import Synchronization

/// A descriptor that becomes readable when work done off the main actor (or a timer) wants the
/// main loop to look: a non-blocking pipe, one byte per signal, drained by `drain()`.
final class WakeSignal: Sendable {
    private let fds: (read: Int32, write: Int32)

    /// Nil when no pipe can be made.
    package init?() {
        var pair: [Int32] = [-1, -1]
        guard pipe(&pair) == 0 else { return nil }
        for fd in pair {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        fds = (pair[0], pair[1])
    }

    deinit {
        close(fds.read)
        close(fds.write)
    }

    /// Readable after `signal()` until `drain()`.
    package var descriptor: Int32 { fds.read }

    /// Makes the descriptor readable (safe from any thread).
    package func signal() {
        var byte: UInt8 = 1
        _ = write(fds.write, &byte, 1)
    }

    /// Reads every pending byte.
    package func drain() {
        var sink = [UInt8](repeating: 0, count: 64)
        while read(fds.read, &sink, sink.count) > 0 {}
    }

    /// Signals every `seconds` until the returned ticket is stopped (for answers that come on a
    /// descriptor made after the host started watching, such as a desktop dialog's).
    func signalRepeatedly(every seconds: Double) -> RepeatingWake {
        let ticket = RepeatingWake()
        Task.detached { [self] in
            while ticket.isActive {
                try? await Task.sleep(nanoseconds: UInt64(max(0.01, seconds) * 1_000_000_000))
                if ticket.isActive { signal() }
            }
        }
        return ticket
    }

    /// Signals once after `seconds` (from a detached task).
    package func signal(after seconds: Double) {
        Task.detached { [self] in
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            signal()
        }
    }
}

/// Stops a `WakeSignal.signalRepeatedly`.
final class RepeatingWake: Sendable {
    private let active = Atomic<Bool>(true)
    var isActive: Bool { active.load(ordering: .relaxed) }
    package func stop() { active.store(false, ordering: .relaxed) }
}
