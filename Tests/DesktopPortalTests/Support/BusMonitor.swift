@testable import DesktopPortal

/// A monitor on a private bus (`org.freedesktop.DBus.Monitoring.BecomeMonitor`): it receives a
/// copy of every message, so a test can check the order in which a client sent its own.
final class BusMonitor {
    private let connection: BusConnection
    /// Every message seen so far, in bus order.
    private(set) var seen: [ReceivedMessageWithSender] = []

    init(busAddress: String) throws {
        connection = try BusConnection(address: busAddress, timeout: 5)
        let become = try BusMessage.methodCall(
            destination: BusDaemon.name, path: BusDaemon.path,
            interface: "org.freedesktop.DBus.Monitoring", member: "BecomeMonitor")
        try become.append([.stringArray([]), .uint32(0)])
        _ = try connection.call(become, timeout: 5)
    }

    /// Takes what has arrived.
    func collect() {
        for message in connection.receive() {
            seen.append(ReceivedMessageWithSender(sender: message.sender, message: ReceivedMessage(message)))
        }
    }

    /// The method calls `sender` made, in order.
    func calls(from sender: String) -> [ReceivedMessage] {
        seen.filter { $0.sender == sender && $0.message.kind == .methodCall }.map(\.message)
    }
}

/// A message seen by the monitor, with the connection that sent it.
struct ReceivedMessageWithSender {
    var sender: String?
    var message: ReceivedMessage
}
