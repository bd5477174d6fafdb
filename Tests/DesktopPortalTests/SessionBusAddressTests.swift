@testable import DesktopPortal
import Glibc
import XCTest

/// Where the session bus is found, and how durations read in messages.
final class SessionBusAddressTests: XCTestCase {
    func testTheSessionBusAddressComesFromTheEnvironmentOrTheRuntimeSocket() throws {
        XCTAssertEqual(
            SessionBusAddress.find(in: [
                "DBUS_SESSION_BUS_ADDRESS": "unix:path=/x/bus", "XDG_RUNTIME_DIR": "/run/user/1",
            ]),
            "unix:path=/x/bus")
        XCTAssertNil(SessionBusAddress.find(in: [:]))
        XCTAssertNil(SessionBusAddress.find(in: ["DBUS_SESSION_BUS_ADDRESS": ""]))
        XCTAssertNil(SessionBusAddress.find(in: ["DBUS_SESSION_BUS_ADDRESS": "autolaunch:"]), "never autolaunch a bus")
        XCTAssertEqual(
            SessionBusAddress.find(in: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/a;autolaunch:scope=x"]), "unix:path=/a")
        XCTAssertNil(SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": "relative"]))

        let folder = "/tmp/portal-runtime dir-\(getpid())"
        mkdir(folder, 0o700)
        defer { rmdir(folder) }
        XCTAssertNil(SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": folder]), "no socket there yet")
        // A plain file named bus is not a bus.
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/bus", contents: Data()))
        XCTAssertNil(SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": folder]))
        unlink(folder + "/bus")

        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener); unlink(folder + "/bus") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in (folder + "/bus").utf8.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(
            SessionBusAddress.find(in: ["XDG_RUNTIME_DIR": folder]),
            "unix:path=/tmp/portal-runtime%20dir-\(getpid())/bus")
    }

    func testDurationsInMessages() {
        XCTAssertEqual(DurationText.describe(5), "5 s")
        XCTAssertEqual(DurationText.describe(0.25), "0.25 s")
        XCTAssertEqual(DurationText.describe(600), "10 minutes")
        XCTAssertEqual(DurationText.describe(90), "90 s")
    }
}
