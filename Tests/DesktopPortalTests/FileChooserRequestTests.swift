@testable import DesktopPortal
import Glibc
import XCTest

/// Open and Save through the fake portal on a private bus: what the portal is asked, and what
/// comes back.
final class FileChooserRequestTests: XCTestCase {
    private let specFilter = FileFilter(name: "LoaderKit specs", globs: ["*.json"])

    func testOpenFileAsksWithTheOptionsAndGivesThePercentDecodedPath() throws {
        let session = try PortalSession(answer: .chosen(["file:///tmp/My%20Specs/caf%C3%A9%20%231.json"]))
        XCTAssertTrue(session.portal.isAvailable)
        try session.portal.openFile(
            title: "Open a spec", filters: [specFilter], currentFolder: "/home/me/specs",
            acceptLabel: "_Open", parentWindow: "x11:3a00007")
        XCTAssertTrue(session.portal.isRequestPending)

        XCTAssertEqual(session.result(), .chosen(path: "/tmp/My Specs/café #1.json"))
        XCTAssertFalse(session.portal.isRequestPending)
        XCTAssertNil(session.portal.poll(), "a result is given once")

        let call = try XCTUnwrap(session.fake.calls.first)
        XCTAssertEqual(session.fake.calls.count, 1)
        XCTAssertEqual(call.method, "OpenFile")
        XCTAssertEqual(call.signature, "ssa{sv}")
        XCTAssertEqual(call.parentWindow, "x11:3a00007")
        XCTAssertEqual(call.title, "Open a spec")
        let filter = BusValue.structure([
            .string("LoaderKit specs"),
            .array(elementSignature: "(us)", [.structure([.uint32(0), .string("*.json")])]),
        ])
        XCTAssertEqual(call.options["filters"], .array(elementSignature: "(sa(us))", [filter]))
        XCTAssertEqual(call.options["filters"]?.signature, "a(sa(us))")
        XCTAssertEqual(call.options["current_filter"], filter)
        XCTAssertEqual(call.options["current_folder"], .byteArray(Array("/home/me/specs".utf8) + [0]))
        XCTAssertEqual(call.options["modal"], .boolean(true))
        XCTAssertEqual(call.options["accept_label"], .string("_Open"))
        XCTAssertNil(call.options["current_name"], "OpenFile has no current_name")
        let token = try XCTUnwrap(call.options["handle_token"]?.text)
        XCTAssertTrue(token.hasPrefix("loaderstudio_"), token)
        XCTAssertTrue(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, token)
    }

    func testSaveFileSendsTheSuggestedNameAndFolder() throws {
        let session = try PortalSession(answer: .chosen(["file:///home/me/exports/ball%20beat.json"]))
        try session.portal.saveFile(
            title: "Save the spec as", currentName: "ball beat.json", currentFolder: "/home/me/exports")
        XCTAssertEqual(session.result(), .chosen(path: "/home/me/exports/ball beat.json"))

        let call = try XCTUnwrap(session.fake.calls.first)
        XCTAssertEqual(call.method, "SaveFile")
        XCTAssertEqual(call.title, "Save the spec as")
        XCTAssertEqual(call.parentWindow, "")
        XCTAssertEqual(call.options["current_name"], .string("ball beat.json"))
        XCTAssertEqual(call.options["current_folder"]?.bytes, Array("/home/me/exports".utf8) + [0])
        XCTAssertNil(call.options["filters"], "no filters were asked for")
        XCTAssertNil(call.options["accept_label"])
    }

    func testEachRequestHasItsOwnToken() throws {
        let session = try PortalSession(answer: .chosen(["file:///a.json"]))
        for _ in 0..<3 {
            try session.portal.openFile(title: "Open")
            XCTAssertEqual(session.result(), .chosen(path: "/a.json"))
        }
        let tokens = session.fake.calls.compactMap { $0.options["handle_token"]?.text }
        XCTAssertEqual(tokens.count, 3)
        XCTAssertEqual(Set(tokens).count, 3, "\(tokens)")
    }

    func testCancellingInTheDialogIsCancelled() throws {
        let session = try PortalSession(answer: .response(1))
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(session.result(), .cancelled)
    }

    func testTheOtherEndingIsAFailure() throws {
        let session = try PortalSession(answer: .response(2))
        try session.portal.saveFile(title: "Save")
        XCTAssertEqual(
            session.result(), .failed(message: "the file chooser ended the request without a choice (response 2)"))
    }

    func testAResponseBeforeTheReplyIsNotMissed() throws {
        // The match rule is in place before the call, so a portal that answers at once is heard.
        let body: [BusValue] = [.uint32(0), .vardict(["uris": .stringArray(["file:///fast.json"])])]
        let session = try PortalSession(answer: .respondBeforeReply(body: body))
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(session.result(), .chosen(path: "/fast.json"))
    }

    func testTheResponseIsRoutedBeforeThePortalIsCalled() throws {
        let session = try PortalSession(answer: .chosen(["file:///a.json"]))
        let monitor = try BusMonitor(busAddress: session.bus.address)
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(session.result(), .chosen(path: "/a.json"))
        let client = try XCTUnwrap(session.portal.connection?.uniqueName)
        let token = try XCTUnwrap(session.fake.calls.first?.options["handle_token"]?.text)
        let handle = RequestHandle(token: token, callerUniqueName: client)

        let deadline = MonotonicTime.now + 5
        // After its Hello: the rule, then the call, then the rule removed once the answer came.
        while monitor.calls(from: client).count < 4, MonotonicTime.now < deadline { monitor.collect() }
        let calls = monitor.calls(from: client).filter { $0.member != "Hello" }
        XCTAssertEqual(calls.map { $0.member ?? "" }, ["AddMatch", "OpenFile", "RemoveMatch"])
        XCTAssertEqual(calls.first?.body, [.string(handle.responseMatchRule)])
        XCTAssertEqual(
            handle.responseMatchRule,
            "type='signal',sender='org.freedesktop.portal.Desktop',interface='org.freedesktop.portal.Request'"
                + ",member='Response',path='\(handle.path)'")
    }

    func testAnOlderPortalsOwnHandleIsFollowed() throws {
        let body: [BusValue] = [.uint32(0), .vardict(["uris": .stringArray(["file:///old.json"])])]
        let session = try PortalSession(
            answer: .respondFromOwnHandle(path: "/org/freedesktop/portal/desktop/request/7", body: body))
        try session.portal.openFile(title: "Open")
        // Long enough for the client to read the handle and the bus to add its new rule.
        session.run(for: 0.3)
        session.fake.releaseHeldSignals()
        XCTAssertEqual(session.result(), .chosen(path: "/old.json"))
    }

    func testAnErrorReplyIsAFailureWithItsText() throws {
        let session = try PortalSession(
            answer: .error(name: "org.freedesktop.portal.Error.NotAllowed", text: "not today"))
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(
            session.result(),
            .failed(
                message: "the file chooser portal refused OpenFile: not today (org.freedesktop.portal.Error.NotAllowed)"
            ))
    }

    func testOnlyOneRequestAtATime() throws {
        let session = try PortalSession(answer: .replyOnly)
        try session.portal.openFile(title: "Open")
        XCTAssertThrowsError(try session.portal.saveFile(title: "Save")) { error in
            XCTAssertEqual(
                error as? FileChooserPortalError,
                FileChooserPortalError(message: "a file chooser is already open; finish it first"))
        }
        session.run(for: 0.1)
        XCTAssertEqual(session.fake.calls.map(\.method), ["OpenFile"])
    }

    func testCancelClosesTheDialogAndNothingIsReported() throws {
        let session = try PortalSession(answer: .replyOnly)
        try session.portal.openFile(title: "Open")
        session.run(for: 0.1)
        session.portal.cancel()
        XCTAssertFalse(session.portal.isRequestPending)
        session.run(for: 0.1)
        let token = try XCTUnwrap(session.fake.calls.first?.options["handle_token"]?.text)
        XCTAssertEqual(
            session.fake.closedRequests,
            [PortalNames.requestPathPrefix + "/" + Self.senderElement(session) + "/" + token])
        // A new request can start.
        session.fake.answer = .chosen(["file:///next.json"])
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(session.result(), .chosen(path: "/next.json"))
    }

    func testATitleWithANULIsRefusedBeforeAnythingIsSent() throws {
        let session = try PortalSession(answer: .chosen(["file:///a.json"]))
        XCTAssertThrowsError(try session.portal.openFile(title: "Open\u{0}this")) { error in
            XCTAssertEqual(
                (error as? FileChooserPortalError)?.message,
                "the file chooser could not start: a D-Bus string cannot hold a NUL character: \"Open\u{2400}this\"")
        }
        XCTAssertFalse(session.portal.isRequestPending)
        session.run(for: 0.1)
        XCTAssertTrue(session.fake.calls.isEmpty)
    }

    func testTheDescriptorBecomesReadableWhenTheAnswerArrives() throws {
        let session = try PortalSession(answer: .chosen(["file:///woken.json"]))
        try session.portal.openFile(title: "Open")
        let descriptor = try XCTUnwrap(session.portal.descriptor)
        // The bus's own replies (to AddMatch) come and are taken; then the descriptor is quiet
        // until the portal answers.
        let quiet = MonotonicTime.now + 0.2
        while MonotonicTime.now < quiet {
            XCTAssertNil(session.portal.poll())
            usleep(2_000)
        }
        XCTAssertFalse(Self.isReadable(descriptor, waitingMilliseconds: 0), "nothing has arrived yet")
        XCTAssertNotNil(session.portal.secondsUntilDeadline)

        // The fake answers; the host, asleep on the descriptor, wakes and polls once.
        let deadline = MonotonicTime.now + 5
        while session.fake.calls.isEmpty, MonotonicTime.now < deadline {
            session.fake.pump()
            usleep(1_000)
        }
        XCTAssertTrue(Self.isReadable(descriptor, waitingMilliseconds: 5_000))
        var result: FileChooserResult?
        while result == nil, MonotonicTime.now < deadline, Self.isReadable(descriptor, waitingMilliseconds: 1_000) {
            result = session.portal.poll()
        }
        XCTAssertEqual(result, .chosen(path: "/woken.json"))
        XCTAssertNil(session.portal.secondsUntilDeadline)
    }

    func testAnAnswerReadWhileCheckingAvailabilityIsNotLeftBehindTheDescriptor() throws {
        let session = try PortalSession(answer: .chosen(["file:///held.json"]))
        try session.portal.openFile(title: "Open")
        let descriptor = try XCTUnwrap(session.portal.descriptor)
        let deadline = MonotonicTime.now + 5
        while session.fake.calls.isEmpty, MonotonicTime.now < deadline {
            session.fake.pump()
            usleep(1_000)
        }
        XCTAssertTrue(Self.isReadable(descriptor, waitingMilliseconds: 5_000))
        // The availability call reads the answer off the socket while it waits for its own reply.
        XCTAssertTrue(session.portal.isAvailable)
        XCTAssertFalse(Self.isReadable(descriptor, waitingMilliseconds: 0), "the answer is no longer on the socket")
        XCTAssertEqual(session.portal.secondsUntilDeadline, 0, "so the host is told to poll now")
        XCTAssertEqual(session.portal.poll(), .chosen(path: "/held.json"))
    }

    func testTheBusGoingAwayEndsTheRequest() throws {
        let session = try PortalSession(answer: .replyOnly)
        try session.portal.openFile(title: "Open")
        session.run(for: 0.1)
        session.bus.stop()
        var result: FileChooserResult?
        let deadline = MonotonicTime.now + 5
        while result == nil, MonotonicTime.now < deadline {
            result = session.portal.poll()
            usleep(2_000)
        }
        XCTAssertEqual(
            result, .failed(message: "the session bus closed the connection before the file chooser answered"))
        XCTAssertFalse(session.portal.isRequestPending)
    }

    private static func senderElement(_ session: PortalSession) -> String {
        let sender = session.fake.calls.first?.sender ?? ""
        return String(sender.dropFirst().map { $0 == "." ? "_" : $0 })
    }

    private static func isReadable(_ descriptor: Int32, waitingMilliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, waitingMilliseconds) > 0
    }
}
