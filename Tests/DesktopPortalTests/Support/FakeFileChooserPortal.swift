@testable import DesktopPortal

/// A stand-in for xdg-desktop-portal on a private bus: it owns `org.freedesktop.portal.Desktop`,
/// takes `OpenFile` and `SaveFile` calls, records what they asked, and answers as the test says.
///
/// It never blocks after it starts: the test calls `pump()` between polls of the client, so the
/// two take turns on one thread.
final class FakeFileChooserPortal {
    /// One OpenFile or SaveFile call as received.
    struct Call {
        var method: String
        var sender: String
        var signature: String
        var parentWindow: String?
        var title: String?
        var options: [String: BusValue]
    }

    /// How the fake answers a call.
    enum Answer {
        /// The handle at once, then `Response` with this body from the request object.
        case respond(body: [BusValue])
        /// `Response` first, then the handle (a fast portal; only a match added before the
        /// call catches it).
        case respondBeforeReply(body: [BusValue])
        /// The handle `path` of the portal's own choosing (as before 0.9), then `Response` from it.
        case respondFromOwnHandle(path: String, body: [BusValue])
        /// The handle, and no `Response` ever (the user never chooses).
        case replyOnly
        /// Nothing at all.
        case noReply
        /// An error reply.
        case error(name: String, text: String)

        /// Success with these URIs.
        static func chosen(_ uris: [String]) -> Answer {
            .respond(body: [.uint32(0), .vardict(["uris": .stringArray(uris)])])
        }

        /// Response `code` with `results`.
        static func response(_ code: UInt32, _ results: [String: BusValue] = [:]) -> Answer {
            .respond(body: [.uint32(code), .vardict(results)])
        }
    }

    var answer: Answer
    /// The body of the reply to the call, instead of the handle (a malformed reply).
    var replyBody: [BusValue]?
    private(set) var calls: [Call] = []
    /// Answers the fake could not send (the session's checks report them).
    private(set) var problems: [String] = []
    /// The request objects whose `Close` was called.
    private(set) var closedRequests: [String] = []
    /// Signals held back until `releaseHeldSignals()` (the own-handle case).
    private var heldSignals: [(path: String, body: [BusValue])] = []
    private let connection: BusConnection

    init(busAddress: String, answer: Answer) throws {
        self.answer = answer
        connection = try BusConnection(address: busAddress, timeout: 5)
        try BusDaemon.requestName(PortalNames.busName, on: connection, timeout: 5)
    }

    /// Handles every message that has arrived.
    func pump() {
        for message in connection.receive() where message.kind == .methodCall {
            if message.interface == PortalNames.requestInterface, message.member == "Close", let path = message.path {
                closedRequests.append(path)
            } else if message.interface == PortalNames.fileChooserInterface {
                answerCall(message)
            }
        }
    }

    private func answerCall(_ message: BusMessage) {
        let body = message.body
        let sender = message.sender ?? ""
        let options = body.count == 3 ? body[2].vardictEntries ?? [:] : [:]
        calls.append(
            Call(
                method: message.member ?? "", sender: sender, signature: message.bodySignature,
                parentWindow: body.first?.text, title: body.count > 1 ? body[1].text : nil,
                options: options))
        let token = options["handle_token"]?.text ?? "fake_token"
        let handlePath = RequestHandle(token: token, callerUniqueName: sender).path
        do {
            switch answer {
            case .respond(let response):
                try reply(to: message, handle: handlePath)
                try emitResponse(from: handlePath, body: response)
            case .respondBeforeReply(let response):
                try emitResponse(from: handlePath, body: response)
                try reply(to: message, handle: handlePath)
            case .respondFromOwnHandle(let path, let response):
                try reply(to: message, handle: path)
                // Let the client see the handle and add its rule before the signal goes out.
                heldSignals.append((path, response))
            case .replyOnly:
                try reply(to: message, handle: handlePath)
            case .noReply:
                break
            case .error(let name, let text):
                try connection.send(try BusMessage.error(replyingTo: message, name: name, text: text))
            }
        } catch {
            problems.append("the fake portal could not answer: \(error.message)")
        }
    }

    /// Sends the signals held back for a portal that picked its own handle.
    func releaseHeldSignals() {
        let signals = heldSignals
        heldSignals = []
        for (path, body) in signals {
            do {
                try emitResponse(from: path, body: body)
            } catch {
                problems.append("the fake portal could not send its Response: \(error.message)")
            }
        }
    }

    private func reply(to call: BusMessage, handle: String) throws(BusFailure) {
        let reply = try BusMessage.methodReturn(replyingTo: call)
        try reply.append(replyBody ?? [.objectPath(handle)])
        try connection.send(reply)
    }

    /// Broadcasts `Response` (no destination): only a client whose match rule covers it gets it.
    private func emitResponse(from path: String, body: [BusValue]) throws(BusFailure) {
        let signal = try BusMessage.signal(path: path, interface: PortalNames.requestInterface, member: "Response")
        try signal.append(body)
        try connection.send(signal)
    }
}
