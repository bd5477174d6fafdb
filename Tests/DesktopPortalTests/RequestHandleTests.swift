@testable import DesktopPortal
import XCTest

/// The request path derived from the caller's unique name and the token.
final class RequestHandleTests: XCTestCase {
    func testThePathIsTheSenderWithoutItsColonAndDotsAsUnderscoresThenTheToken() {
        let handle = RequestHandle(token: "loaderstudio_ff", callerUniqueName: ":1.42")
        XCTAssertEqual(handle.path, "/org/freedesktop/portal/desktop/request/1_42/loaderstudio_ff")
        XCTAssertEqual(
            handle.responseMatchRule,
            "type='signal',sender='org.freedesktop.portal.Desktop',interface='org.freedesktop.portal.Request',"
                + "member='Response',path='/org/freedesktop/portal/desktop/request/1_42/loaderstudio_ff'")
    }

    func testRandomTokensAreValidPathElementsWithTheLibraryPrefix() throws {
        var generator = SystemRandomNumberGenerator()
        var tokens = Set<String>()
        for _ in 0..<100 {
            let handle = RequestHandle.random(callerUniqueName: ":1.3", using: &generator)
            XCTAssertTrue(handle.token.hasPrefix("loaderstudio_"))
            XCTAssertTrue(
                handle.token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, handle.token)
            try BusNames.checkPath(handle.path)
            tokens.insert(handle.token)
        }
        XCTAssertEqual(tokens.count, 100)
    }
}
