@testable import DesktopPortal
import XCTest

/// A portal that does not answer the call, or a user who never chooses: a `.failed` once the
/// time is up, and the dialog is closed.
final class TimeoutTests: XCTestCase {
    func testAPortalThatNeverAnswersTheCallTimesOut() throws {
        let session = try PortalSession(answer: .noReply, timeouts: FileChooserTimeouts(call: 0.3, choice: 5))
        let start = MonotonicTime.now
        try session.portal.openFile(title: "Open")
        // Once what the sends read is taken, the next deadline is the call's.
        XCTAssertNil(session.portal.poll())
        let remaining = try XCTUnwrap(session.portal.secondsUntilDeadline)
        XCTAssertLessThanOrEqual(remaining, 0.3)
        XCTAssertGreaterThan(remaining, 0.1)

        XCTAssertEqual(session.result(), .failed(message: "the file chooser portal did not answer OpenFile in 0.3 s"))
        XCTAssertGreaterThanOrEqual(MonotonicTime.now - start, 0.3)
        XCTAssertFalse(session.portal.isRequestPending)
    }

    func testNoChoiceInTimeIsAFailureAndClosesTheDialog() throws {
        let session = try PortalSession(answer: .replyOnly, timeouts: FileChooserTimeouts(call: 5, choice: 0.5))
        let start = MonotonicTime.now
        try session.portal.saveFile(title: "Save", currentName: "spec.json")
        XCTAssertEqual(session.result(), .failed(message: "no file was chosen in 0.5 s; the file chooser was closed"))
        XCTAssertGreaterThanOrEqual(MonotonicTime.now - start, 0.5)

        let deadline = MonotonicTime.now + 5
        while session.fake.closedRequests.isEmpty, MonotonicTime.now < deadline { session.run(for: 0.01) }
        let token = try XCTUnwrap(session.fake.calls.first?.options["handle_token"]?.text)
        XCTAssertEqual(session.fake.closedRequests.count, 1)
        XCTAssertTrue(
            session.fake.closedRequests.first?.hasSuffix("/" + token) == true, "\(session.fake.closedRequests)")
    }

    func testTheStandardTimeoutsAreFiveSecondsForTheCallAndTenMinutesForTheChoice() {
        let timeouts = FileChooserTimeouts()
        XCTAssertEqual(timeouts.availability, 0.2)
        XCTAssertEqual(timeouts.call, 5)
        XCTAssertEqual(timeouts.choice, 600)
        var tracker = PortalRequestTracker(
            method: "OpenFile", handlePath: "/p", matchSerial: 1, callSerial: 2,
            startedAt: 100, timeouts: timeouts)
        XCTAssertNil(tracker.expired(at: 104.9))
        XCTAssertEqual(
            tracker.expired(at: 105), .failed(message: "the file chooser portal did not answer OpenFile in 5 s"))
        _ = tracker.take(ReceivedMessage(kind: .methodReturn, replySerial: 2, body: [.objectPath("/p")]))
        XCTAssertNil(tracker.expired(at: 699.9))
        XCTAssertEqual(
            tracker.expired(at: 700), .failed(message: "no file was chosen in 10 minutes; the file chooser was closed"))
    }
}
