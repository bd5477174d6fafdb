@testable import DesktopPortal
import XCTest

/// The request/response matcher, message by message, with no bus and no clock.
final class PortalRequestTrackerTests: XCTestCase {
    private let expected = "/org/freedesktop/portal/desktop/request/1_7/loaderstudio_1"
    private let timeouts = FileChooserTimeouts(call: 5, choice: 600)

    private func tracker() -> PortalRequestTracker {
        PortalRequestTracker(
            method: "OpenFile", handlePath: expected, matchSerial: 3, callSerial: 4,
            startedAt: 10, timeouts: timeouts)
    }

    private func response(from path: String, _ body: [BusValue]) -> ReceivedMessage {
        ReceivedMessage(
            kind: .signal, path: path, interface: "org.freedesktop.portal.Request", member: "Response", body: body)
    }

    private let chosen: [BusValue] = [.uint32(0), .vardict(["uris": .stringArray(["file:///x.json"])])]

    func testTheExpectedReplyThenTheResponseFinish() {
        var tracker = tracker()
        XCTAssertEqual(
            tracker.take(ReceivedMessage(kind: .methodReturn, replySerial: 4, body: [.objectPath(expected)])), .none)
        XCTAssertTrue(tracker.callAnswered)
        XCTAssertEqual(tracker.nextDeadline, 610)
        XCTAssertEqual(tracker.take(response(from: expected, chosen)), .finished(.chosen(path: "/x.json")))
    }

    func testAResponseBeforeTheReplyFinishes() {
        var tracker = tracker()
        XCTAssertEqual(tracker.nextDeadline, 15)
        XCTAssertEqual(tracker.take(response(from: expected, [.uint32(1), .vardict([:])])), .finished(.cancelled))
    }

    func testAnotherHandleIsFollowedAndTheOldPathNoLongerCounts() {
        var tracker = tracker()
        let other = "/org/freedesktop/portal/desktop/request/42"
        XCTAssertEqual(
            tracker.take(ReceivedMessage(kind: .methodReturn, replySerial: 4, body: [.objectPath(other)])),
            .follow(path: other))
        XCTAssertEqual(tracker.handlePath, other)
        XCTAssertEqual(tracker.take(response(from: expected, chosen)), .none)
        XCTAssertEqual(tracker.take(response(from: other, chosen)), .finished(.chosen(path: "/x.json")))
    }

    func testUnrelatedMessagesAreIgnored() {
        var tracker = tracker()
        let unrelated: [ReceivedMessage] = [
            ReceivedMessage(kind: .methodReturn, replySerial: 99, body: [.objectPath(expected)]),
            ReceivedMessage(kind: .error, errorName: "org.example.Error", replySerial: 98),
            ReceivedMessage(
                kind: .signal, path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "NameAcquired", body: [.string(":1.7")]),
            ReceivedMessage(
                kind: .signal, path: expected, interface: "org.freedesktop.portal.Request", member: "Other",
                body: chosen),
            ReceivedMessage(
                kind: .signal, path: expected, interface: "org.example.Request", member: "Response", body: chosen),
            ReceivedMessage(
                kind: .methodCall, path: expected, interface: "org.freedesktop.portal.Request", member: "Response",
                body: chosen),
        ]
        for message in unrelated { XCTAssertEqual(tracker.take(message), .none, "\(message)") }
        XCTAssertFalse(tracker.callAnswered)
    }

    func testErrorsOfTheCallAndOfTheMatchRuleFinishWithTheirText() {
        var tracker = tracker()
        XCTAssertEqual(
            tracker.take(
                ReceivedMessage(
                    kind: .error, errorName: "org.freedesktop.DBus.Error.ServiceUnknown",
                    replySerial: 4, body: [.string("no portal")])),
            .finished(
                .failed(
                    message:
                        "the file chooser portal refused OpenFile: no portal (org.freedesktop.DBus.Error.ServiceUnknown)"
                )))
        var second = self.tracker()
        XCTAssertEqual(
            second.take(
                ReceivedMessage(
                    kind: .error, errorName: "org.freedesktop.DBus.Error.MatchRuleInvalid",
                    replySerial: 3)),
            .finished(
                .failed(
                    message:
                        "the session bus refused to pass on the file chooser's answer: org.freedesktop.DBus.Error.MatchRuleInvalid"
                )))
    }

    func testAReplyWithoutAHandleFinishesWithAFailure() {
        var tracker = tracker()
        XCTAssertEqual(
            tracker.take(ReceivedMessage(kind: .methodReturn, replySerial: 4)),
            .finished(.failed(message: "the file chooser portal answered OpenFile with (), not a request handle (o)")))
    }

    func testDisconnectionFinishes() {
        var tracker = tracker()
        XCTAssertEqual(
            tracker.take(
                ReceivedMessage(
                    kind: .signal, path: "/org/freedesktop/DBus/Local",
                    interface: "org.freedesktop.DBus.Local", member: "Disconnected")),
            .finished(.failed(message: "the session bus closed the connection before the file chooser answered")))
    }

    func testDeadlines() {
        var tracker = tracker()
        XCTAssertNil(tracker.expired(at: 14.99))
        XCTAssertEqual(
            tracker.expired(at: 15), .failed(message: "the file chooser portal did not answer OpenFile in 5 s"))
        _ = tracker.take(ReceivedMessage(kind: .methodReturn, replySerial: 4, body: [.objectPath(expected)]))
        XCTAssertNil(tracker.expired(at: 15))
        XCTAssertNil(tracker.expired(at: 609.99))
        XCTAssertEqual(
            tracker.expired(at: 610), .failed(message: "no file was chosen in 10 minutes; the file chooser was closed"))
    }
}
