import CSDL2
import Dispatch
import Foundation
import Glibc

/// Wakes the SDL event loop when one of its file descriptors (the studio's inotify fd, the pipe
/// of its background work) becomes readable,
/// so file changes show on the next frame while the loop blocks in `SDL_WaitEvent`, without
/// polling.
///
/// A small thread `poll()`s the descriptor (and a private pipe used to stop it). When the
/// descriptor is readable it pushes one SDL user event of `eventType`, then waits until the main
/// loop says it drained the descriptor (`didDrain()`), so one burst of file events wakes the loop
/// once and the thread never spins on an unread descriptor. The thread only touches values that
/// are `Sendable` (integers and semaphores) and calls the thread-safe `SDL_PushEvent`.
public final class FileDescriptorWaker: Sendable {
    /// The SDL event type pushed on wake-up (registered with `SDL_RegisterEvents`).
    package let eventType: UInt32
    private let descriptors: [Int32]
    private let stopPipe: (read: Int32, write: Int32)
    private let drained = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `descriptor`; nil when SDL has no user event left or the pipe cannot be
    /// made. The caller keeps the descriptor open until `stop()`.
    public convenience init?(descriptor: Int32) { self.init(descriptors: [descriptor]) }

    /// Starts watching `descriptors` (any one readable wakes the loop); nil as `init(descriptor:)`.
    public init?(descriptors: [Int32]) {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        eventType = type
        self.descriptors = descriptors
        stopPipe = (fds[0], fds[1])
        let thread = Thread { [descriptors, type, stopRead = fds[0], drained, finished] in
            Self.watch(descriptors: descriptors, stopDescriptor: stopRead, eventType: type, drained: drained)
            finished.signal()
        }
        thread.name = "loader-studio file waker"
        thread.start()
    }

    /// True when `event` is this waker's wake-up.
    func isWakeEvent(_ event: SDL_Event) -> Bool { event.type == eventType }

    /// Tells the thread that the main loop read the descriptor: it may poll again.
    func didDrain() { drained.signal() }

    /// Stops the thread and waits for it to end (closes the private pipe; not the descriptor).
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        drained.signal()
        finished.wait()
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// The thread's loop: block in poll until a descriptor is readable or stop is asked.
    private static func watch(
        descriptors: [Int32], stopDescriptor: Int32, eventType: UInt32,
        drained: DispatchSemaphore
    ) {
        var fds =
            descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            + [pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0)]
        let stop = fds.count - 1
        while true {
            for i in fds.indices { fds[i].revents = 0 }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[stop].revents != 0 { return }
            if fds[..<stop].contains(where: { $0.revents & Int16(POLLNVAL) != 0 }) { return }
            guard fds[..<stop].contains(where: { $0.revents != 0 }) else { continue }
            var event = SDL_Event()
            event.type = eventType
            event.user.type = eventType
            // A full queue is rare and short-lived: retry until it takes the event or stop is asked.
            while SDL_PushEvent(&event) < 0 {
                var stopCheck = pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0)
                if poll(&stopCheck, 1, 10) > 0 { return }
            }
            drained.wait()
            // Stop may have been asked while waiting.
            var stopCheck = pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&stopCheck, 1, 0) > 0 { return }
        }
    }
}
