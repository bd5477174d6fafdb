/// A message that arrived, as plain data: its header fields and its decoded body.
package struct ReceivedMessage: Equatable, Sendable {
    package var kind: BusMessage.Kind
    package var path: String?
    package var interface: String?
    package var member: String?
    package var errorName: String?
    /// The serial of the call this message answers (0 for calls and signals).
    package var replySerial: UInt32
    /// The body's signature (`ua{sv}`, `o`, empty for none).
    package var signature: String
    package var body: [BusValue]

    package init(
        kind: BusMessage.Kind, path: String? = nil, interface: String? = nil, member: String? = nil,
        errorName: String? = nil, replySerial: UInt32 = 0, body: [BusValue] = []
    ) {
        self.kind = kind
        self.path = path
        self.interface = interface
        self.member = member
        self.errorName = errorName
        self.replySerial = replySerial
        signature = BusValue.signature(of: body)
        self.body = body
    }

    package init(_ message: BusMessage) {
        self.init(
            kind: message.kind, path: message.path, interface: message.interface, member: message.member,
            errorName: message.errorName, replySerial: message.replySerial, body: message.body)
    }

    /// The text of an error reply (its first argument when that is a string).
    var errorText: String? { body.first?.text }
}
