@testable import DesktopPortal
import Glibc
import XCTest

/// A private bus with the fake portal on it, and the client under test.
final class PortalSession {
    let bus: PrivateSessionBus
    let fake: FakeFileChooserPortal
    let portal: FileChooserPortal

    init(answer: FakeFileChooserPortal.Answer, timeouts: FileChooserTimeouts = FileChooserTimeouts()) throws {
        bus = try PrivateSessionBus()
        fake = try FakeFileChooserPortal(busAddress: bus.address, answer: answer)
        portal = FileChooserPortal(busAddress: bus.address, timeouts: timeouts)
    }

    /// Lets the fake and the client take turns until the client has a result (at most
    /// `seconds`); nil when none came.
    func result(within seconds: Double = 10) -> FileChooserResult? {
        defer { XCTAssertEqual(fake.problems, []) }
        let deadline = MonotonicTime.now + seconds
        while MonotonicTime.now < deadline {
            fake.pump()
            if let result = portal.poll() { return result }
            usleep(2_000)
        }
        return nil
    }

    /// Lets the two take turns for `seconds`, whatever happens.
    func run(for seconds: Double) {
        let deadline = MonotonicTime.now + seconds
        while MonotonicTime.now < deadline {
            fake.pump()
            XCTAssertNil(portal.poll(), "no result was expected yet")
            usleep(2_000)
        }
    }
}
