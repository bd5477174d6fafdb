import CSDL2
import Dispatch
import Graphics
@testable import SDLHost
import UI
import XCTest
import TestSupport

final class HostWindowResizeTests: XCTestCase {
    func testAResizedWindowLaysOutAgainAndGetsANewFramebufferAndSurface() throws {
        try onMain {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let video = try SDLVideo()
            let framebuffer = CountingFramebuffer()
            let host = try HostWindow(
                configuration: HostConfiguration(width: 640, height: 480, hidden: true),
                video: video, framebuffer: framebuffer, textEngine: nil)
            SDL_SetWindowSize(host.window.handle, 900, 700)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { @Sendable in
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            try host.run()
            XCTAssertEqual(host.root.size, Size(900, 700))
            XCTAssertEqual(framebuffer.width, 900)
            XCTAssertEqual(framebuffer.height, 700)
            XCTAssertEqual(host.surface.width, 900)
            XCTAssertEqual(host.surface.height, 700)
            XCTAssertGreaterThanOrEqual(host.framesPresented, 1)
        }
    }
}
