@testable import DesktopPortal
import XCTest

/// Answers that are not what the portal API promises: each is a `.failed` naming the problem,
/// and the client stays usable for the next request.
final class MalformedAnswerTests: XCTestCase {
    func testEveryMalformedAnswerIsAFailureNamingTheProblem() throws {
        let cases: [(String, FakeFileChooserPortal.Answer, String)] = [
            (
                "wrong signature", .respond(body: [.string("done")]),
                "the file chooser answered with arguments (s), not (ua{sv})"
            ),
            (
                "code as a string", .respond(body: [.string("0"), .vardict([:])]),
                "the file chooser answered with arguments (sa{sv}), not (ua{sv})"
            ),
            (
                "results not a vardict", .respond(body: [.uint32(0), .array(elementSignature: "{ss}", [])]),
                "the file chooser answered with arguments (ua{ss}), not (ua{sv})"
            ),
            (
                "no uris", .response(0, ["choices": .array(elementSignature: "(ss)", [])]),
                "the file chooser reported a choice but sent no \"uris\""
            ),
            (
                "uris as a string", .response(0, ["uris": .string("file:///a.json")]),
                "the file chooser's \"uris\" has the type s, not as"
            ),
            (
                "uris as bytes", .response(0, ["uris": .byteArray([1, 2])]),
                "the file chooser's \"uris\" has the type ay, not as"
            ),
            (
                "empty uris", .response(0, ["uris": .stringArray([])]),
                "the file chooser reported a choice but its \"uris\" is empty"
            ),
            (
                "a web address", .chosen(["https://example.com/spec.json"]),
                "the file chooser returned \"https://example.com/spec.json\", which is not a local file (file://) URI"
            ),
            (
                "another host", .chosen(["file://server/spec.json"]),
                "the file chooser returned \"file://server/spec.json\", a file on the host \"server\", not on this computer"
            ),
            (
                "a bad escape", .chosen(["file:///tmp/a%2"]),
                "the file chooser returned \"file:///tmp/a%2\", which has a malformed percent escape"
            ),
            (
                "a NUL escape", .chosen(["file:///tmp/a%00b.json"]),
                "the file chooser returned \"file:///tmp/a%00b.json\", whose path holds a NUL byte (%00)"
            ),
            (
                "not UTF-8", .chosen(["file:///tmp/%FF.json"]),
                "the file chooser returned \"file:///tmp/%FF.json\", whose path is not UTF-8 text"
            ),
            (
                "unknown code", .response(7),
                "the file chooser answered with the unknown response code 7"
            ),
        ]
        let session = try PortalSession(answer: .replyOnly)
        for (name, answer, message) in cases {
            session.fake.answer = answer
            try session.portal.openFile(title: "Open")
            XCTAssertEqual(session.result(), .failed(message: message), name)
            XCTAssertFalse(session.portal.isRequestPending, name)
        }
        // Still usable.
        session.fake.answer = .chosen(["file:///after.json"])
        try session.portal.openFile(title: "Open")
        XCTAssertEqual(session.result(), .chosen(path: "/after.json"))
    }

    func testAReplyThatIsNotAHandleIsAFailure() throws {
        let session = try PortalSession(answer: .replyOnly)
        session.fake.replyBody = [.string("/org/freedesktop/portal/desktop/request/x")]
        try session.portal.saveFile(title: "Save")
        XCTAssertEqual(
            session.result(),
            .failed(message: "the file chooser portal answered SaveFile with (s), not a request handle (o)"))
    }
}
