@testable import DesktopPortal
import XCTest

/// `file://` URIs to paths: percent-decoding, the host part, and every refusal.
final class FileURITests: XCTestCase {
    func testLocalURIsDecodeToTheirPaths() throws {
        XCTAssertEqual(try FileURI.path(from: "file:///home/me/spec.json"), "/home/me/spec.json")
        XCTAssertEqual(try FileURI.path(from: "file:///home/me/My%20Specs/a%2Bb.json"), "/home/me/My Specs/a+b.json")
        XCTAssertEqual(try FileURI.path(from: "file:///tmp/caf%c3%a9%C3%A9.json"), "/tmp/caféé.json")
        XCTAssertEqual(try FileURI.path(from: "file:///tmp/%3F%23%25.json"), "/tmp/?#%.json")
        XCTAssertEqual(try FileURI.path(from: "file://localhost/etc/x.json"), "/etc/x.json")
        XCTAssertEqual(try FileURI.path(from: "FILE://LocalHost/etc/x.json"), "/etc/x.json")
        XCTAssertEqual(try FileURI.path(from: "file:/etc/x.json"), "/etc/x.json")
        XCTAssertEqual(try FileURI.path(from: "file:///"), "/")
        XCTAssertEqual(try FileURI.path(from: "file:///tmp/naïve.json"), "/tmp/naïve.json", "raw UTF-8 is kept")
    }

    func testEverythingElseIsRefusedWithAMessageNamingTheURI() {
        let refusals: [(String, String)] = [
            ("", "the file chooser returned an empty URI"),
            (
                "/home/me/spec.json",
                "the file chooser returned \"/home/me/spec.json\", which is not a local file (file://) URI"
            ),
            (
                "sftp://host/x.json",
                "the file chooser returned \"sftp://host/x.json\", which is not a local file (file://) URI"
            ),
            (
                "file://nas.local/x.json",
                "the file chooser returned \"file://nas.local/x.json\", a file on the host \"nas.local\", not on this computer"
            ),
            (
                "file:///x.json?version=2",
                "the file chooser returned \"file:///x.json?version=2\", which has a query or fragment, not just a path"
            ),
            (
                "file:///x.json#top",
                "the file chooser returned \"file:///x.json#top\", which has a query or fragment, not just a path"
            ),
            ("file:relative/x.json", "the file chooser returned \"file:relative/x.json\", whose path is not absolute"),
            ("file://localhost", "the file chooser returned \"file://localhost\", whose path is not absolute"),
            ("file:///x%", "the file chooser returned \"file:///x%\", which has a malformed percent escape"),
            ("file:///x%4", "the file chooser returned \"file:///x%4\", which has a malformed percent escape"),
            (
                "file:///x%G0.json",
                "the file chooser returned \"file:///x%G0.json\", which has a malformed percent escape"
            ),
            ("file:///x%00", "the file chooser returned \"file:///x%00\", whose path holds a NUL byte (%00)"),
            ("file:///x%C3", "the file chooser returned \"file:///x%C3\", whose path is not UTF-8 text"),
        ]
        for (uri, message) in refusals {
            XCTAssertThrowsError(try FileURI.path(from: uri), uri) { error in
                XCTAssertEqual((error as? FileURI.Refusal)?.message, message, uri)
            }
        }
    }

    func testALongURIIsCutInTheMessage() {
        let uri = "https://" + String(repeating: "a", count: 500)
        XCTAssertThrowsError(try FileURI.path(from: uri)) { error in
            let message = (error as? FileURI.Refusal)?.message ?? ""
            XCTAssertLessThan(message.count, 300, message)
            XCTAssertTrue(message.contains("…\""), message)
        }
    }
}
