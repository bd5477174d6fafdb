import ControlProtocol
import XCTest

/// Request lines: each request parses from its own line and back; a malformed or unknown line
/// is refused with a message naming it.
final class ControlRequestTests: XCTestCase {
    func testEveryRequestParsesFromItsLine() throws {
        let requests: [ControlRequest] = [
            .ping, .state, .tree, .layout, .redrawCheck, .pixels(x: 1, y: -2, width: 30, height: 40), .present, .hold,
            .release,
        ]
        for request in requests {
            XCTAssertEqual(try ControlRequest(line: request.line), request, request.line)
            XCTAssertEqual(try ControlRequest(line: "  \(request.line)  "), request, "spaces around are ignored")
        }
        XCTAssertEqual(Set(requests.map { String($0.line.split(separator: " ")[0]) }), Set(ControlRequest.names))
    }

    func testMalformedPixelsIsRefusedWithItsForm() {
        for line in ["pixels", "pixels 1 2 3", "pixels 1 2 3 x", "pixels 1 2 3 4 5"] {
            XCTAssertThrowsError(try ControlRequest(line: line), line) { error in
                XCTAssertEqual(
                    (error as? ControlError)?.error, "pixels takes four integers: X Y WIDTH HEIGHT (device pixels)")
            }
        }
    }

    func testAnUnknownRequestIsNamedAndTheKnownListed() {
        XCTAssertThrowsError(try ControlRequest(line: "stat")) { error in
            XCTAssertEqual(
                (error as? ControlError)?.error,
                "unknown request \"stat\"; known: ping, state, tree, layout, redraw-check, pixels, present, hold, release"
            )
        }
        XCTAssertThrowsError(try ControlRequest(line: "state now")) { error in
            XCTAssertTrue((error as? ControlError)?.error.hasPrefix("unknown request \"state now\"") == true)
        }
        let long = String(repeating: "x", count: 500)
        XCTAssertThrowsError(try ControlRequest(line: long)) { error in
            XCTAssertTrue(
                (error as? ControlError)?.error.hasPrefix("unknown request \"\(String(repeating: "x", count: 80))…\"")
                    == true, "a long line is shortened to 80 characters")
        }
    }
}
