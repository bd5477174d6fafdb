/// The message bus itself: its name, object and interface, and the calls made to it.
package enum BusDaemon {
    package static let name = "org.freedesktop.DBus"
    package static let path = "/org/freedesktop/DBus"
    package static let interface = "org.freedesktop.DBus"

    /// Whether some connection owns `busName`, asked in at most `timeout` seconds.
    static func hasOwner(
        _ busName: String, on connection: BusConnection,
        timeout: Double
    ) throws(BusFailure) -> Bool {
        let reply = try connection.call(try call("NameHasOwner", [.string(busName)]), timeout: timeout)
        guard reply.bodySignature == "b", case .boolean(let owned) = reply.body.first else {
            throw BusFailure("the session bus answered NameHasOwner with (\(reply.bodySignature)), not (b)")
        }
        return owned
    }

    /// Asks the bus to route the messages matching `rule` to this connection; the bus handles a
    /// connection's messages in order, so a call sent after this one is answered after the rule
    /// is in place. Returns the serial of the request (an error reply to it means the rule was
    /// refused).
    static func addMatch(_ rule: String, on connection: BusConnection) throws(BusFailure) -> UInt32 {
        try connection.send(try call("AddMatch", [.string(rule)]))
    }

    /// Stops routing the messages matching `rule`; no answer is awaited.
    static func removeMatch(_ rule: String, on connection: BusConnection) {
        guard let message = try? call("RemoveMatch", [.string(rule)]) else { return }
        message.setNoReply()
        _ = try? connection.send(message)
    }

    /// Asks for `busName`, giving up rather than queueing when another connection owns it.
    package static func requestName(
        _ busName: String, on connection: BusConnection,
        timeout: Double
    ) throws(BusFailure) {
        let doNotQueue: UInt32 = 4
        let reply = try connection.call(
            try call("RequestName", [.string(busName), .uint32(doNotQueue)]),
            timeout: timeout)
        let primaryOwner: UInt32 = 1
        guard reply.body.first?.uint32 == primaryOwner else {
            throw BusFailure("the session bus did not give the name \(busName) to this connection")
        }
    }

    private static func call(_ member: String, _ arguments: [BusValue]) throws(BusFailure) -> BusMessage {
        let message = try BusMessage.methodCall(destination: name, path: path, interface: interface, member: member)
        try message.append(arguments)
        return message
    }
}
