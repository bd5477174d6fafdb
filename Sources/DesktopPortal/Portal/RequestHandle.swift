/// The request object a portal call will create, known before the call.
///
/// Since xdg-desktop-portal 0.9 the handle is `/org/freedesktop/portal/desktop/request/SENDER/TOKEN`,
/// SENDER being the caller's unique name without its `:` and with `.` as `_`, TOKEN the
/// `handle_token` option. Knowing it lets the caller listen for the `Response` signal before it
/// calls, so a quick answer cannot be missed.
package struct RequestHandle: Equatable, Sendable {
    /// The `handle_token` option: a valid object path element (letters, digits, `_`).
    package let token: String
    /// The path the portal is expected to answer from.
    package let path: String

    /// The handle of `token` for the caller `uniqueName` (`:1.42`).
    package init(token: String, callerUniqueName uniqueName: String) {
        self.token = token
        let sender = uniqueName.drop(while: { $0 == ":" }).replacingOccurrences(of: ".", with: "_")
        path = PortalNames.requestPathPrefix + "/" + sender + "/" + token
    }

    /// A new handle whose token is the library prefix and a random 64-bit number, so it is
    /// unique and not guessable.
    package static func random<Generator: RandomNumberGenerator>(
        callerUniqueName uniqueName: String,
        using generator: inout Generator
    ) -> RequestHandle {
        RequestHandle(token: "loaderstudio_" + String(generator.next(), radix: 16), callerUniqueName: uniqueName)
    }

    /// The bus rule that routes this request's `Response` signal from the portal to the caller.
    package var responseMatchRule: String { Self.responseMatchRule(path: path) }

    /// The bus rule that routes the `Response` signal of the request object at `path`.
    package static func responseMatchRule(path: String) -> String {
        "type='signal',sender='\(PortalNames.busName)',interface='\(PortalNames.requestInterface)'"
            + ",member='Response',path='\(path)'"
    }
}

private extension Substring {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
