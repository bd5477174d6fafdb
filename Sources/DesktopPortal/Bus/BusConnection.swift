import CDBus
import Glibc

/// A private connection to a message bus, registered (it has its unique name), used from one
/// thread.
///
/// Nothing here waits longer than it is told: opening and `call(_:timeout:)` wait for at most
/// the seconds given (libdbus's own blocking calls flush first with no time limit, which hangs
/// on a bus that never finishes authentication, so they are not used); `send(_:)` and
/// `receive()` never wait: messages are written and read as the socket allows, and
/// `descriptor` becomes readable when there is something to receive. The connection is closed
/// when this object goes (libdbus aborts when a private connection is dropped open).
package final class BusConnection {
    private let handle: OpaquePointer
    /// The bus's name for this connection (`:1.42`).
    package let uniqueName: String
    /// Messages that arrived while `call` waited for its reply, for the next `receive()`.
    private var held: [BusMessage] = []

    /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/user/1000/bus`),
    /// authenticates and says Hello, in at most `timeout` seconds together.
    package init(address: String, timeout: Double) throws(BusFailure) {
        let deadline = MonotonicTime.now + timeout
        let opened = LibDBusError.attempt("cannot connect to the session bus at \(address)") { error in
            dbus_connection_open_private(address, error)
        }
        let handle = try opened.get()
        dbus_connection_set_exit_on_disconnect(handle, 0)
        do throws(BusFailure) {
            let hello = try BusMessage.methodCall(
                destination: BusDaemon.name, path: BusDaemon.path,
                interface: BusDaemon.interface, member: "Hello")
            let reply = try Self.call(hello, on: handle, deadline: deadline, budget: timeout) { _ in }
            guard reply.bodySignature == "s", let name = reply.body.first?.text else {
                throw BusFailure("the session bus answered Hello with (\(reply.bodySignature)), not a name")
            }
            dbus_bus_set_unique_name(handle, name)
            self.handle = handle
            uniqueName = name
        } catch {
            dbus_connection_close(handle)
            dbus_connection_unref(handle)
            throw error
        }
    }

    deinit {
        dbus_connection_close(handle)
        dbus_connection_unref(handle)
    }

    /// False once the bus closed the connection (or it broke).
    var isConnected: Bool { dbus_connection_get_is_connected(handle) != 0 }

    /// The socket, readable when messages arrive (for `poll()` or a host's wake-up).
    package var descriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(handle, &descriptor) != 0 ? descriptor : nil
    }

    /// Queues `message` and writes as much as the socket takes now; returns the serial that
    /// a reply will carry.
    @discardableResult
    package func send(_ message: BusMessage) throws(BusFailure) -> UInt32 {
        try Self.send(message, on: handle)
    }

    /// Sends `message` and waits at most `timeout` seconds for its reply; an error reply, a
    /// closed connection or no reply in time is a `BusFailure`. Messages that arrive meanwhile
    /// wait for `receive()`.
    package func call(_ message: BusMessage, timeout: Double) throws(BusFailure) -> BusMessage {
        try Self.call(message, on: handle, deadline: MonotonicTime.now + timeout, budget: timeout) { held.append($0) }
    }

    /// The messages that have arrived, without waiting: reads what the socket holds (a few
    /// rounds when a message spans reads) and writes what is queued.
    package func receive() -> [BusMessage] {
        var messages = held
        held = []
        for _ in 0..<Self.readRoundsPerReceive {
            _ = dbus_connection_read_write(handle, 0)
            while let message = dbus_connection_pop_message(handle) {
                messages.append(BusMessage(adopting: message))
            }
            guard isConnected, let descriptor, Self.isReadable(descriptor) else { break }
        }
        return messages
    }

    /// Whether messages were read from the socket but not yet taken by `receive()` (a send or
    /// a call reads too): the descriptor does not show them, so a caller that sleeps on it
    /// receives first.
    var hasQueuedMessages: Bool {
        !held.isEmpty || dbus_connection_get_dispatch_status(handle) == DBUS_DISPATCH_DATA_REMAINS
    }

    /// How many socket reads one `receive()` makes at most, so a flood cannot hold the caller.
    private static let readRoundsPerReceive = 64

    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    private static func send(_ message: BusMessage, on handle: OpaquePointer) throws(BusFailure) -> UInt32 {
        var serial: UInt32 = 0
        guard dbus_connection_get_is_connected(handle) != 0 else {
            throw BusFailure("the session bus connection is closed")
        }
        guard dbus_connection_send(handle, message.handle, &serial) != 0 else {
            throw BusFailure("out of memory sending a D-Bus message")
        }
        _ = dbus_connection_read_write(handle, 0)
        return serial
    }

    /// Sends `message`, then reads (authenticating first if need be) until its reply comes or
    /// `deadline` (monotonic seconds) passes; other messages go to `hold`. `budget` is the
    /// time allowed, in seconds, for the message.
    private static func call(
        _ message: BusMessage, on handle: OpaquePointer, deadline: Double, budget: Double,
        hold: (BusMessage) -> Void
    ) throws(BusFailure) -> BusMessage {
        let what = "the \(message.member ?? "method") call on the session bus failed"
        let serial = try send(message, on: handle)
        while true {
            while let raw = dbus_connection_pop_message(handle) {
                let arrived = BusMessage(adopting: raw)
                guard arrived.replySerial == serial, arrived.kind == .methodReturn || arrived.kind == .error else {
                    hold(arrived)
                    continue
                }
                guard arrived.kind == .error else { return arrived }
                let received = ReceivedMessage(arrived)
                throw BusFailure("\(what): \(received.errorText ?? "") (\(received.errorName ?? "error"))")
            }
            guard dbus_connection_get_is_connected(handle) != 0 else {
                throw BusFailure("\(what): the bus closed the connection")
            }
            let left = deadline - MonotonicTime.now
            guard left > 0 else { throw BusFailure("\(what): no answer in \(DurationText.describe(budget))") }
            _ = dbus_connection_read_write(handle, Int32(min((left * 1000).rounded(.up), 3_600_000)))
        }
    }
}
