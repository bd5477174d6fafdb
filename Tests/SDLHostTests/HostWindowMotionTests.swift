import CSDL2
@testable import SDLHost
import UI
import XCTest
import TestSupport

/// The desktop's reduced-motion preference is read again whenever the window gains focus.
final class HostWindowMotionTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    private static func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        return event
    }

    func testGainingFocusRereadsTheMotionPreference() throws {
        try onMain {
            let host = try HostWindow(
                configuration: HostConfiguration(width: 320, height: 240, hidden: true),
                video: try SDLVideo(), framebuffer: CountingFramebuffer(), textEngine: nil)
            var desktop = MotionPreference.standard
            var reads = 0
            host.readMotionPreference = {
                reads += 1; return desktop
            }
            desktop = .reduced
            try host.process(Self.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST))
            XCTAssertEqual(reads, 0, "only gaining focus reads the setting")
            XCTAssertEqual(host.root.motionPreference, .standard)
            try host.process(Self.windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED))
            XCTAssertEqual(host.root.motionPreference, .reduced)
            desktop = .standard
            try host.process(Self.windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED))
            XCTAssertEqual(host.root.motionPreference, .standard)
            XCTAssertEqual(reads, 2)
        }
    }
}
