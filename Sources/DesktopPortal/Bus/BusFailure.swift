import CDBus

/// Why a step on the bus failed, as a sentence for the user or the log.
package struct BusFailure: Error, Equatable, Sendable {
    package let message: String

    package init(_ message: String) { self.message = message }
}

/// A libdbus `DBusError`, initialised and freed around one call that may set it.
///
/// `attempt` passes the error to `body`; when libdbus set it, the result is a `BusFailure`
/// whose message says what was being done, then libdbus's own words.
enum LibDBusError {
    static func attempt<T>(
        _ doing: String,
        _ body: (UnsafeMutablePointer<DBusError>) -> T?
    ) -> Result<T, BusFailure> {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let value = body(&error)
        if dbus_error_is_set(&error) != 0 {
            let name = error.name.map { String(cString: $0) } ?? "unknown error"
            let detail = error.message.map { String(cString: $0) } ?? ""
            return .failure(BusFailure("\(doing): \(detail.isEmpty ? name : detail) (\(name))"))
        }
        guard let value else { return .failure(BusFailure("\(doing): libdbus gave no reason")) }
        return .success(value)
    }
}
