import CDBus

/// Checks names and texts before they reach libdbus, which aborts the process on an invalid
/// one (its "check failed" warnings are fatal by default). Each check throws a `BusFailure`
/// naming the bad value.
package enum BusNames {
    package static func checkPath(_ path: String) throws(BusFailure) {
        try check(path, "object path", dbus_validate_path)
    }

    static func checkInterface(_ name: String) throws(BusFailure) {
        try check(name, "interface name", dbus_validate_interface)
    }

    static func checkMember(_ name: String) throws(BusFailure) {
        try check(name, "member name", dbus_validate_member)
    }

    static func checkBusName(_ name: String) throws(BusFailure) {
        try check(name, "bus name", dbus_validate_bus_name)
    }

    /// A string argument may hold any UTF-8 text but NUL.
    static func checkString(_ text: String) throws(BusFailure) {
        guard !text.utf8.contains(0) else {
            throw BusFailure("a D-Bus string cannot hold a NUL character: \(quoted(text))")
        }
    }

    /// A signature of exactly one complete type (`s`, `a{sv}`, `(sa(us))`).
    static func checkSingleSignature(_ signature: String) throws(BusFailure) {
        try checkString(signature)
        let valid = LibDBusError.attempt("D-Bus signature") { error -> Bool? in
            dbus_signature_validate_single(signature, error) != 0 ? true : nil
        }
        if case .failure = valid { throw BusFailure("\(quoted(signature)) is not a single D-Bus type signature") }
    }

    private static func check(
        _ text: String, _ what: String,
        _ validate: (UnsafePointer<CChar>?, UnsafeMutablePointer<DBusError>?) -> dbus_bool_t
    ) throws(BusFailure) {
        guard !text.utf8.contains(0),
            case .success = LibDBusError.attempt(what, { error -> Bool? in validate(text, error) != 0 ? true : nil })
        else { throw BusFailure("\(quoted(text)) is not a valid D-Bus \(what)") }
    }

    /// `text` in quotes, cut to 200 characters, for messages.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 200 ? String(text.prefix(200)) + "…" : text
        return "\"" + shown.replacingNUL() + "\""
    }
}

private extension String {
    func replacingNUL() -> String { String(unicodeScalars.map { $0 == "\0" ? "\u{2400}" : Character($0) }) }
}
