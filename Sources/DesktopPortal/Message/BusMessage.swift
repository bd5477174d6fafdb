import CDBus

/// A D-Bus message (libdbus's `DBusMessage`), holding one reference that it drops when freed.
///
/// The factories check every name before libdbus sees it: libdbus aborts the process on an
/// invalid object path, interface, member or bus name, so a bad one is a `BusFailure` here.
package final class BusMessage {
    /// The kinds of message on the bus.
    package enum Kind: Equatable, Sendable {
        case methodCall, methodReturn, error, signal, other
    }

    let handle: OpaquePointer

    /// Takes over one reference to `handle`.
    init(adopting handle: OpaquePointer) { self.handle = handle }

    deinit { dbus_message_unref(handle) }

    /// A method call to `member` of `interface` on the object at `path` of `destination`.
    package static func methodCall(
        destination: String, path: String, interface: String,
        member: String
    ) throws(BusFailure) -> BusMessage {
        try BusNames.checkBusName(destination)
        try BusNames.checkPath(path)
        try BusNames.checkInterface(interface)
        try BusNames.checkMember(member)
        guard let handle = dbus_message_new_method_call(destination, path, interface, member) else {
            throw BusFailure("out of memory for a D-Bus message")
        }
        return BusMessage(adopting: handle)
    }

    /// A signal `member` of `interface`, sent from the object at `path`.
    package static func signal(path: String, interface: String, member: String) throws(BusFailure) -> BusMessage {
        try BusNames.checkPath(path)
        try BusNames.checkInterface(interface)
        try BusNames.checkMember(member)
        guard let handle = dbus_message_new_signal(path, interface, member) else {
            throw BusFailure("out of memory for a D-Bus message")
        }
        return BusMessage(adopting: handle)
    }

    /// The (empty) return of the method call `call`.
    package static func methodReturn(replyingTo call: BusMessage) throws(BusFailure) -> BusMessage {
        guard let handle = dbus_message_new_method_return(call.handle) else {
            throw BusFailure("out of memory for a D-Bus message")
        }
        return BusMessage(adopting: handle)
    }

    /// An error reply named `name` (an error name, e.g. `org.freedesktop.DBus.Error.Failed`) to
    /// the method call `call`.
    package static func error(replyingTo call: BusMessage, name: String, text: String) throws(BusFailure) -> BusMessage
    {
        try BusNames.checkInterface(name)
        guard let handle = dbus_message_new_error(call.handle, name, text) else {
            throw BusFailure("out of memory for a D-Bus message")
        }
        return BusMessage(adopting: handle)
    }

    /// Addresses the message to the connection named `destination`.
    func setDestination(_ destination: String) throws(BusFailure) {
        try BusNames.checkBusName(destination)
        guard dbus_message_set_destination(handle, destination) != 0 else {
            throw BusFailure("out of memory for a D-Bus message")
        }
    }

    /// Tells the receiver not to answer this method call.
    func setNoReply() { dbus_message_set_no_reply(handle, 1) }

    package var kind: Kind {
        switch dbus_message_get_type(handle) {
        case DBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
        case DBUS_MESSAGE_TYPE_METHOD_RETURN: .methodReturn
        case DBUS_MESSAGE_TYPE_ERROR: .error
        case DBUS_MESSAGE_TYPE_SIGNAL: .signal
        default: .other
        }
    }

    package var path: String? { dbus_message_get_path(handle).map { String(cString: $0) } }
    package var interface: String? { dbus_message_get_interface(handle).map { String(cString: $0) } }
    package var member: String? { dbus_message_get_member(handle).map { String(cString: $0) } }
    package var sender: String? { dbus_message_get_sender(handle).map { String(cString: $0) } }
    package var destination: String? { dbus_message_get_destination(handle).map { String(cString: $0) } }
    package var errorName: String? { dbus_message_get_error_name(handle).map { String(cString: $0) } }
    /// The serial the sender gave this message (0 before it is sent).
    var serial: UInt32 { dbus_message_get_serial(handle) }
    /// The serial of the call this message answers (0 for calls and signals).
    package var replySerial: UInt32 { dbus_message_get_reply_serial(handle) }
    /// The signature of the body (`ua{sv}`, `o`...; empty for no arguments).
    package var bodySignature: String { dbus_message_get_signature(handle).map { String(cString: $0) } ?? "" }
}
