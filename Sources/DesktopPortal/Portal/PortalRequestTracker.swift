/// Follows one portal request from its call to its answer, one arriving message at a time.
///
/// The caller has asked the bus for the `Response` signals of the expected handle (its serial is
/// `matchSerial`) and then made the call (`callSerial`). The call's reply carries the handle the
/// portal really used: a portal older than 0.9 picks its own, and then the tracker follows that
/// path instead (the caller adds a match rule for it). The `Response` signal may come before the
/// reply. Pure: no bus, no clock; deadlines are compared with the time the caller passes.
package struct PortalRequestTracker: Sendable {
    /// What the caller does after a message.
    package enum Step: Equatable, Sendable {
        /// Nothing: the message was not about this request, or it was the expected reply.
        case none
        /// The portal answered from another handle: listen for `Response` on this path too.
        case follow(path: String)
        /// The request is over.
        case finished(FileChooserResult)
    }

    /// The result when the bus connection ends before the answer.
    static let connectionClosed = FileChooserResult.failed(
        message: "the session bus closed the connection before the file chooser answered")

    /// The method called (`OpenFile` or `SaveFile`), for messages.
    package let method: String
    /// Where the `Response` signal is expected.
    package private(set) var handlePath: String
    package let matchSerial: UInt32
    package let callSerial: UInt32
    /// Whether the call has been answered.
    package private(set) var callAnswered = false
    /// Monotonic seconds by which the call must be answered, and the choice made.
    package let callDeadline: Double
    package let choiceDeadline: Double
    private let timeouts: FileChooserTimeouts

    package init(
        method: String, handlePath: String, matchSerial: UInt32, callSerial: UInt32,
        startedAt start: Double, timeouts: FileChooserTimeouts
    ) {
        self.method = method
        self.handlePath = handlePath
        self.matchSerial = matchSerial
        self.callSerial = callSerial
        callDeadline = start + timeouts.call
        choiceDeadline = start + timeouts.choice
        self.timeouts = timeouts
    }

    /// Takes one arriving message.
    package mutating func take(_ message: ReceivedMessage) -> Step {
        switch message.kind {
        case .methodReturn where message.replySerial == callSerial:
            callAnswered = true
            guard message.signature == "o", let path = message.body.first?.text else {
                return .finished(
                    .failed(
                        message:
                            "the file chooser portal answered \(method) with (\(message.signature)), not a request handle (o)"
                    ))
            }
            guard path != handlePath else { return .none }
            handlePath = path
            return .follow(path: path)
        case .error where message.replySerial == callSerial:
            return .finished(
                .failed(message: "the file chooser portal refused \(method): \(Self.describeError(message))"))
        case .error where message.replySerial == matchSerial:
            return .finished(
                .failed(
                    message:
                        "the session bus refused to pass on the file chooser's answer: \(Self.describeError(message))"))
        case .signal
        where message.interface == PortalNames.requestInterface && message.member == "Response"
            && message.path == handlePath:
            return .finished(PortalResponse.result(of: message))
        case .signal where message.interface == "org.freedesktop.DBus.Local" && message.member == "Disconnected":
            return .finished(Self.connectionClosed)
        default:
            return .none
        }
    }

    /// The failure when a deadline has passed at `now` (monotonic seconds), else nil.
    package func expired(at now: Double) -> FileChooserResult? {
        if !callAnswered, now >= callDeadline {
            return .failed(
                message: "the file chooser portal did not answer \(method) in \(DurationText.describe(timeouts.call))")
        }
        if now >= choiceDeadline {
            return .failed(
                message: "no file was chosen in \(DurationText.describe(timeouts.choice)); the file chooser was closed")
        }
        return nil
    }

    /// The earliest deadline still ahead (monotonic seconds).
    package var nextDeadline: Double { callAnswered ? choiceDeadline : min(callDeadline, choiceDeadline) }

    private static func describeError(_ message: ReceivedMessage) -> String {
        let name = message.errorName ?? "an error"
        guard let text = message.errorText, !text.isEmpty else { return name }
        return "\(text) (\(name))"
    }
}
