import CDBus
import Glibc

/// A private connection to a message bus, registered (it has its unique name), used from one
/// thread.
///
/// Opening and the bus calls of `call(_:timeout:)` block, each for at most the time given;
/// `send(_:)` and `receive()` never block: messages are written and read as the socket allows,
/// and `descriptor` becomes readable when there is something to receive. The connection is
/// closed when this object goes (libdbus aborts when a private connection is dropped open).
package final class BusConnection {
    private let handle: OpaquePointer
    /// The bus's name for this connection (`:1.42`).
    package let uniqueName: String

    /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/user/1000/bus`)
    /// and says Hello, in at most `timeout` seconds together.
    package init(address: String, timeout: Double) throws(BusFailure) {
        let deadline = MonotonicTime.now + timeout
        let opened = LibDBusError.attempt("cannot connect to the session bus at \(address)") { error in
            dbus_connection_open_private(address, error)
        }
        let handle = try opened.get()
        dbus_connection_set_exit_on_disconnect(handle, 0)
        do throws(BusFailure) {
            let hello = try BusMessage.methodCall(destination: BusDaemon.name, path: BusDaemon.path,
                                                  interface: BusDaemon.interface, member: "Hello")
            let reply = try Self.call(hello, on: handle, timeout: deadline - MonotonicTime.now)
            guard let name = reply.body.first?.text, reply.bodySignature == "s" else {
                throw BusFailure("the session bus answered Hello with \(reply.bodySignature), not a name")
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
    package var isConnected: Bool { dbus_connection_get_is_connected(handle) != 0 }

    /// The socket, readable when messages arrive (for `poll()` or a host's wake-up).
    package var descriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(handle, &descriptor) != 0 ? descriptor : nil
    }

    /// Queues `message` and writes as much as the socket takes now; returns the serial that
    /// a reply will carry.
    @discardableResult
    package func send(_ message: BusMessage) throws(BusFailure) -> UInt32 {
        var serial: UInt32 = 0
        guard isConnected else { throw BusFailure("the session bus connection is closed") }
        guard dbus_connection_send(handle, message.handle, &serial) != 0 else {
            throw BusFailure("out of memory sending a D-Bus message")
        }
        _ = dbus_connection_read_write(handle, 0)
        return serial
    }

    /// Sends `message` and waits at most `timeout` seconds for its reply; an error reply or no
    /// reply in time is a `BusFailure`. Messages that arrive meanwhile wait for `receive()`.
    package func call(_ message: BusMessage, timeout: Double) throws(BusFailure) -> BusMessage {
        try Self.call(message, on: handle, timeout: timeout)
    }

    /// The messages that have arrived, without waiting: reads what the socket holds (a few
    /// rounds when a message spans reads) and writes what is queued.
    package func receive() -> [BusMessage] {
        var messages: [BusMessage] = []
        for _ in 0..<Self.readRoundsPerReceive {
            _ = dbus_connection_read_write(handle, 0)
            while let message = dbus_connection_pop_message(handle) {
                messages.append(BusMessage(adopting: message))
            }
            guard isConnected, let descriptor, Self.isReadable(descriptor) else { break }
        }
        return messages
    }

    /// How many socket reads one `receive()` makes at most, so a flood cannot hold the caller.
    private static let readRoundsPerReceive = 64

    private static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    private static func call(_ message: BusMessage, on handle: OpaquePointer,
                             timeout: Double) throws(BusFailure) -> BusMessage {
        let milliseconds = Int32(min(max(timeout, 0.001), 3600) * 1000)
        let what = message.member.map { "the \($0) call" } ?? "the call"
        let reply = LibDBusError.attempt("\(what) on the session bus failed") { error in
            dbus_connection_send_with_reply_and_block(handle, message.handle, milliseconds, error)
        }
        return BusMessage(adopting: try reply.get())
    }
}
