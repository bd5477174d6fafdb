@testable import DesktopPortal
import Glibc
import XCTest

/// `isAvailable`: a session bus that answers and a portal on it, else false with a reason, and
/// never a long wait.
final class AvailabilityTests: XCTestCase {
    func testWithoutASessionBusThePortalIsNotAvailableAndARequestCannotStart() {
        let portal = FileChooserPortal(environment: ["XDG_RUNTIME_DIR": "/nonexistent-runtime"])
        XCTAssertFalse(portal.isAvailable)
        XCTAssertEqual(
            portal.unavailabilityReason,
            "there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set and $XDG_RUNTIME_DIR/bus does not exist)")
        XCTAssertThrowsError(try portal.openFile(title: "Open")) { error in
            XCTAssertTrue(
                (error as? FileChooserPortalError)?.message.hasPrefix("there is no session bus") == true, "\(error)")
        }
        XCTAssertFalse(portal.isRequestPending)
        XCTAssertNil(portal.poll())
    }

    func testAnAddressWhereNoBusListensIsNotAvailable() {
        let portal = FileChooserPortal(
            busAddress: "unix:path=/tmp/no-bus-listens-here", timeouts: FileChooserTimeouts())
        XCTAssertFalse(portal.isAvailable)
        let reason = portal.unavailabilityReason ?? ""
        XCTAssertTrue(
            reason.hasPrefix("cannot connect to the session bus at unix:path=/tmp/no-bus-listens-here"), reason)

        let garbled = FileChooserPortal(environment: ["DBUS_SESSION_BUS_ADDRESS": "not an address"])
        XCTAssertFalse(garbled.isAvailable)
        let garbledReason = garbled.unavailabilityReason ?? ""
        XCTAssertTrue(garbledReason.hasPrefix("cannot connect to the session bus at not an address: "), garbledReason)
    }

    func testABusThatNeverAnswersIsGivenUpWithinTheAvailabilityBudget() throws {
        // A socket that accepts connections (the backlog) and never speaks.
        let socketPath = "/tmp/portal-silent-\(getpid())-\(UInt16.random(in: 0...UInt16.max))"
        let listener = try Self.listen(on: socketPath)
        defer { close(listener); unlink(socketPath) }
        let portal = FileChooserPortal(
            busAddress: "unix:path=" + socketPath, timeouts: FileChooserTimeouts(availability: 0.2))

        let start = MonotonicTime.now
        XCTAssertFalse(portal.isAvailable)
        let elapsed = MonotonicTime.now - start
        // The budget is 0.2 s; libdbus's own default would wait 25 s.
        XCTAssertGreaterThanOrEqual(elapsed, 0.19)
        XCTAssertLessThan(elapsed, 1.0, "isAvailable blocked \(elapsed) s")
        XCTAssertTrue(
            portal.unavailabilityReason?.hasPrefix("the Hello call on the session bus failed") == true,
            portal.unavailabilityReason ?? "no reason")
    }

    func testABusWithoutAPortalIsNotAvailable() throws {
        let bus = try PrivateSessionBus()
        let portal = FileChooserPortal(busAddress: bus.address, timeouts: FileChooserTimeouts())
        XCTAssertFalse(portal.isAvailable)
        XCTAssertEqual(
            portal.unavailabilityReason,
            "no xdg-desktop-portal runs on the session bus (nothing owns org.freedesktop.portal.Desktop)")
    }

    func testARequestWithoutAPortalFailsWithTheBussReason() throws {
        let bus = try PrivateSessionBus()
        let portal = FileChooserPortal(busAddress: bus.address, timeouts: FileChooserTimeouts())
        try portal.openFile(title: "Open")
        var result: FileChooserResult?
        let deadline = MonotonicTime.now + 5
        while result == nil, MonotonicTime.now < deadline {
            result = portal.poll()
            usleep(2_000)
        }
        guard case .failed(let message) = result else { return XCTFail("\(String(describing: result))") }
        XCTAssertTrue(message.hasPrefix("the file chooser portal refused OpenFile: "), message)
        XCTAssertTrue(message.hasSuffix("(org.freedesktop.DBus.Error.ServiceUnknown)"), message)
    }

    func testABusWithThePortalIsAvailableAndGivesItsDescriptor() throws {
        let session = try PortalSession(answer: .replyOnly)
        XCTAssertTrue(session.portal.isAvailable)
        XCTAssertNil(session.portal.unavailabilityReason)
        XCTAssertNotNil(session.portal.descriptor)
    }

    func testTheSessionBusIsFoundThroughTheEnvironment() throws {
        let bus = try PrivateSessionBus()
        let portal = FileChooserPortal(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertFalse(portal.isAvailable)
        XCTAssertEqual(portal.busAddress, bus.address)
        let fake = try FakeFileChooserPortal(busAddress: bus.address, answer: .replyOnly)
        XCTAssertTrue(portal.isAvailable)
        _ = fake
    }

    func testAvailabilityFollowsTheBusGoingAway() throws {
        let session = try PortalSession(answer: .replyOnly)
        XCTAssertTrue(session.portal.isAvailable)
        session.bus.stop()
        XCTAssertFalse(session.portal.isAvailable)
    }

    private static func listen(on path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PortalTestError("cannot make a socket") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw PortalTestError("cannot listen on \(path)")
        }
        return descriptor
    }
}
