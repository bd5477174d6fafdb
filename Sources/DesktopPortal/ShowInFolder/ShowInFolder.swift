import Foundation

/// "Show in folder" through the desktop's file manager: `ShowItems` of
/// `org.freedesktop.FileManager1` on the session bus, with the file's `file://` URI, so the file
/// manager opens the file's folder with the file selected. UI-free, used from one thread.
///
/// `show(_:)` asks only when some program owns the name (asked first, within
/// `availabilityTimeout`), then waits at most `callTimeout` for the file manager's answer; it
/// answers nil once the file manager took the request, else why not, for the caller to fall back
/// (the studio copies the path to the clipboard). It never starts a bus or waits longer.
public final class ShowInFolder {
    package let busAddress: String?
    /// Seconds for connecting and asking whether a file manager owns the name, together.
    package let availabilityTimeout: Double
    /// Seconds for the file manager's answer to `ShowItems`.
    package let callTimeout: Double
    private var connection: BusConnection?

    /// On the session bus of `environment` (`DBUS_SESSION_BUS_ADDRESS`, else
    /// `$XDG_RUNTIME_DIR/bus`; never an autolaunched bus).
    public convenience init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        availabilityTimeout: Double = 0.5, callTimeout: Double = 2
    ) {
        self.init(
            busAddress: SessionBusAddress.find(in: environment), availabilityTimeout: availabilityTimeout,
            callTimeout: callTimeout)
    }

    /// On the bus at `busAddress` (nil: there is no session bus).
    package init(busAddress: String?, availabilityTimeout: Double, callTimeout: Double) {
        self.busAddress = busAddress
        self.availabilityTimeout = availabilityTimeout
        self.callTimeout = callTimeout
    }

    /// Shows the file at `path` (absolute) in its folder; nil once the file manager took it,
    /// else why it could not (no session bus, no file manager on it, an error answer, no answer
    /// in time, a path that is not absolute).
    public func show(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return "\(path) is not an absolute path" }
        let deadline = MonotonicTime.now + availabilityTimeout
        do {
            let connection = try connected(by: deadline)
            guard
                try BusDaemon.hasOwner(
                    ShowInFolderNames.busName, on: connection,
                    timeout: max(0.001, deadline - MonotonicTime.now))
            else {
                return "no file manager runs on the session bus (nothing owns \(ShowInFolderNames.busName))"
            }
            let call = try BusMessage.methodCall(
                destination: ShowInFolderNames.busName, path: ShowInFolderNames.objectPath,
                interface: ShowInFolderNames.interface, member: ShowInFolderNames.showItems)
            try call.append([.stringArray([FileURI.uri(forPath: path)]), .string("")])
            _ = try connection.call(call, timeout: callTimeout)
            return nil
        } catch {
            return error.message
        }
    }

    /// The open connection, made now (by `deadline`, monotonic seconds) when there is none or
    /// it broke.
    private func connected(by deadline: Double) throws(BusFailure) -> BusConnection {
        if let connection, connection.isConnected { return connection }
        connection = nil
        guard let busAddress else {
            throw BusFailure(
                "there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist)")
        }
        let opened = try BusConnection(address: busAddress, timeout: max(0.001, deadline - MonotonicTime.now))
        connection = opened
        return opened
    }
}
