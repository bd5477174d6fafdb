import Foundation

/// The desktop's own Open and Save dialogs, through the xdg-desktop-portal FileChooser portal
/// on the session bus (`org.freedesktop.portal.FileChooser` of `org.freedesktop.portal.Desktop`).
///
/// How a host uses it, all on one thread (the UI's):
/// 1. Create one `FileChooserPortal()`; it connects to the session bus when first asked.
/// 2. When the user asks to open or save, check `isAvailable` (it blocks for at most
///    `timeouts.availability`, 0.2 s). When false, show the app's own dialog instead
///    (`unavailabilityReason` says why, for the log).
/// 3. Start a request with `openFile(title:filters:currentFolder:)` or
///    `saveFile(title:currentName:currentFolder:)`. It returns at once; a thrown error means
///    the request could not start (fall back to the app's dialog).
/// 4. While `isRequestPending`, call `poll()` each frame; or, when the loop sleeps, wake it when
///    `descriptor` becomes readable (as `HostWindow.wake(whenReadable:)` does for inotify) and at
///    `secondsUntilDeadline` at the latest, and call `poll()` then. It never blocks.
/// 5. `poll()` returns the result once: `.chosen(path:)`, `.cancelled` or `.failed(message:)`.
///    `cancel()` closes the dialog and drops the request.
///
/// The answer comes from the portal's `Response` signal: the bus is asked to route it before the
/// call is made (the request's object path is known from the `handle_token` option), so a quick
/// answer is never missed. A malformed answer is a `.failed` naming the problem, never a crash.
public final class FileChooserPortal {
    package let busAddress: String?
    package let timeouts: FileChooserTimeouts
    var connection: BusConnection?
    var pending: PendingPortalRequest?
    /// A result decided outside `poll()` (the connection was replaced), delivered by the next poll.
    var undelivered: FileChooserResult?
    var random = SystemRandomNumberGenerator()

    /// Why the last availability check or start failed, for the log; nil when the portal was there.
    public internal(set) var unavailabilityReason: String?

    /// A portal on the session bus of `environment` (`DBUS_SESSION_BUS_ADDRESS`, else
    /// `$XDG_RUNTIME_DIR/bus`; never an autolaunched bus).
    public convenience init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        timeouts: FileChooserTimeouts = FileChooserTimeouts()
    ) {
        self.init(busAddress: SessionBusAddress.find(in: environment), timeouts: timeouts)
    }

    /// A portal on the bus at `busAddress` (nil: there is no session bus).
    package init(busAddress: String?, timeouts: FileChooserTimeouts) {
        self.busAddress = busAddress
        self.timeouts = timeouts
    }

    deinit { cancel() }

    /// Whether the session bus answers and some program owns `org.freedesktop.portal.Desktop`;
    /// blocks for at most `timeouts.availability` seconds.
    public var isAvailable: Bool {
        let deadline = MonotonicTime.now + timeouts.availability
        do {
            let connection = try connected(by: deadline)
            guard
                try BusDaemon.hasOwner(
                    PortalNames.busName, on: connection,
                    timeout: deadline - MonotonicTime.now)
            else {
                unavailabilityReason =
                    "no xdg-desktop-portal runs on the session bus (nothing owns \(PortalNames.busName))"
                return false
            }
            unavailabilityReason = nil
            return true
        } catch {
            unavailabilityReason = error.message
            return false
        }
    }

    /// The open connection to the session bus, made now (by `deadline`, monotonic seconds) when
    /// there is none or it broke.
    func connected(by deadline: Double) throws(BusFailure) -> BusConnection {
        if let connection, connection.isConnected { return connection }
        if pending != nil {
            // The old connection broke under a request: its answer can no longer come.
            pending = nil
            undelivered = PortalRequestTracker.connectionClosed
        }
        connection = nil
        guard let busAddress else {
            throw BusFailure(
                "there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist)")
        }
        let opened = try BusConnection(address: busAddress, timeout: deadline - MonotonicTime.now)
        connection = opened
        return opened
    }
}

/// Why a file chooser request could not start.
public struct FileChooserPortalError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) { self.message = message }
}
