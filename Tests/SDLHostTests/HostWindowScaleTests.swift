import CSDL2
import Graphics
@testable import SDLHost
import UI
import XCTest
import TestSupport

/// A chosen scale where the platform does not scale (SDL's dummy driver, like X11): the window
/// opens at points × scale pixels, lays out in points and takes pointer positions in pixels.
final class HostWindowScaleTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    @MainActor
    private static func openHost(scale: Double) throws -> (HostWindow, CountingFramebuffer) {
        var configuration = HostConfiguration(width: 640, height: 480, hidden: true)
        configuration.minimumWidth = 320
        configuration.minimumHeight = 240
        configuration.scale = DisplayScale.Preferences(flag: scale)
        let framebuffer = CountingFramebuffer()
        let host = try HostWindow(
            configuration: configuration, video: try SDLVideo(), framebuffer: framebuffer, textEngine: nil)
        return (host, framebuffer)
    }

    func testTheWindowOpensAtPointsTimesTheScale() throws {
        try onMain {
            for (scale, pixels) in [(2.0, (1280, 960)), (1.5, (960, 720)), (1.25, (800, 600)), (1.0, (640, 480))] {
                let (host, framebuffer) = try Self.openHost(scale: scale)
                XCTAssertEqual(host.scale, scale)
                XCTAssertEqual(host.displayScale.source, .flag)
                XCTAssertEqual(host.window.size.width, pixels.0, "\(scale)")
                XCTAssertEqual(host.window.size.height, pixels.1, "\(scale)")
                XCTAssertEqual(host.root.size, Size(640, 480), "\(scale)")
                XCTAssertEqual(host.root.scale, scale)
                XCTAssertEqual(framebuffer.width, pixels.0)
                XCTAssertEqual(framebuffer.height, pixels.1)
                XCTAssertEqual(host.window.minimumSize.width, Int((320 * scale).rounded()))
            }
        }
    }

    func testPointerPositionsInPixelsArriveInPoints() throws {
        try onMain {
            let (host, _) = try Self.openHost(scale: 2)
            var motion = SDL_Event()
            motion.type = SDL_MOUSEMOTION.rawValue
            motion.motion.x = 500
            motion.motion.y = 300
            try host.process(motion)
            XCTAssertEqual(host.root.pointerLocation, Point(250, 150))
        }
    }

    func testAResizeKeepsTheScaleAndLaysOutInPoints() throws {
        try onMain {
            let (host, framebuffer) = try Self.openHost(scale: 1.5)
            host.window.resize(width: 1500, height: 903)
            try host.syncSize()
            XCTAssertEqual(host.scale, 1.5)
            XCTAssertEqual(host.root.size, Size(1000, 602))
            XCTAssertEqual(framebuffer.width, 1500)
            XCTAssertEqual(framebuffer.height, 903)
        }
    }
}
