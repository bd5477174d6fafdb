@testable import DesktopPortal
import Glibc
import XCTest

/// "Show in folder" over `org.freedesktop.FileManager1`: `ShowItems` with the file's URI when a
/// file manager owns the name, else (or when it fails) the reason, never a long wait.
final class ShowInFolderTests: XCTestCase {
    func testWithoutASessionBusOrAFileManagerItSaysWhy() throws {
        let none = ShowInFolder(environment: ["XDG_RUNTIME_DIR": "/nonexistent-runtime"])
        XCTAssertEqual(
            none.show("/tmp/a.png"),
            "there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist)")
        let bus = try PrivateSessionBus()
        let empty = ShowInFolder(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertEqual(
            empty.show("/tmp/a.png"),
            "no file manager runs on the session bus (nothing owns org.freedesktop.FileManager1)")
        XCTAssertEqual(empty.show("relative.png"), "relative.png is not an absolute path")
    }

    func testAFileManagerOnTheBusGetsShowItemsWithTheFilesURI() throws {
        let bus = try PrivateSessionBus()
        let fake = try FakeFileBrowser(busAddress: bus.address, answer: .done)
        defer { fake.stop() }
        let client = ShowInFolder(busAddress: bus.address, availabilityTimeout: 2, callTimeout: 5)
        XCTAssertNil(client.show("/tmp/My exports/a+b é.png"))
        XCTAssertNil(client.show("/tmp/second.gif"), "the connection is kept for the next one")
        let calls = fake.calls
        XCTAssertEqual(calls.count, 2)
        let first = try XCTUnwrap(calls.first)
        XCTAssertEqual(first.member, "ShowItems")
        XCTAssertEqual(first.path, "/org/freedesktop/FileManager1")
        XCTAssertEqual(first.interface, "org.freedesktop.FileManager1")
        XCTAssertEqual(first.signature, "ass")
        XCTAssertEqual(first.body, [.stringArray(["file:///tmp/My%20exports/a%2Bb%20%C3%A9.png"]), .string("")])
        XCTAssertEqual(calls.last?.body.first, .stringArray(["file:///tmp/second.gif"]))
    }

    func testAnErrorOrNoAnswerIsAReasonWithinTheTimeout() throws {
        let bus = try PrivateSessionBus()
        let refusing = try FakeFileBrowser(
            busAddress: bus.address,
            answer: .error(name: "org.freedesktop.DBus.Error.Failed", text: "no window"))
        let client = ShowInFolder(busAddress: bus.address, availabilityTimeout: 2, callTimeout: 5)
        let refusal = client.show("/tmp/a.png") ?? ""
        XCTAssertTrue(refusal.hasPrefix("the ShowItems call on the session bus failed: no window"), refusal)
        XCTAssertTrue(refusal.hasSuffix("(org.freedesktop.DBus.Error.Failed)"), refusal)
        refusing.stop()

        let silentBus = try PrivateSessionBus()
        let silent = try FakeFileBrowser(busAddress: silentBus.address, answer: .noReply)
        defer { silent.stop() }
        let waiting = ShowInFolder(busAddress: silentBus.address, availabilityTimeout: 2, callTimeout: 0.3)
        let start = MonotonicTime.now
        let answer = waiting.show("/tmp/a.png") ?? ""
        let elapsed = MonotonicTime.now - start
        XCTAssertEqual(answer, "the ShowItems call on the session bus failed: no answer in 0.3 s")
        XCTAssertLessThan(elapsed, 1.5, "gave up within its budget (\(elapsed) s)")
        XCTAssertEqual(silent.calls.count, 1)
    }

    func testPathsBecomeURIsThatDecodeBack() throws {
        XCTAssertEqual(FileURI.uri(forPath: "/home/me/a.png"), "file:///home/me/a.png")
        XCTAssertEqual(FileURI.uri(forPath: "/tmp/?#%.png"), "file:///tmp/%3F%23%25.png")
        for path in ["/", "/tmp/My exports/a+b é.png", "/x/%41/naïve ☃.json", "/tab\there/new\nline"] {
            XCTAssertEqual(try FileURI.path(from: FileURI.uri(forPath: path)), path)
        }
    }
}
