import CSDL2
import Dispatch
import Foundation
import Graphics
import LoaderKitUI
import SDLHost
import UI
import XCTest
import TestSupport

/// The window and its loop under SDL's dummy video driver (no display needed).
final class HostWindowTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    private static func pushQuit(after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { @Sendable in
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
    }

    func testOpensAtTheConfiguredSizeAndIdlesAfterTheFirstFrame() throws {
        try onMain {
            let video = try SDLVideo()
            XCTAssertEqual(video.driver, "dummy")
            XCTAssertTrue(video.isHeadless)
            let framebuffer = CountingFramebuffer()
            let host = try HostWindow(
                configuration: HostConfiguration(width: 640, height: 480, hidden: true),
                video: video, framebuffer: framebuffer, textEngine: nil)
            XCTAssertEqual(host.scale, 1)
            XCTAssertEqual(framebuffer.width, 640)
            XCTAssertEqual(framebuffer.height, 480)
            XCTAssertEqual(host.root.size, Size(640, 480))
            host.root.contentView = View()
            Self.pushQuit(after: 0.4)
            let start = MonotonicClock.seconds
            try host.run()
            XCTAssertGreaterThan(MonotonicClock.seconds - start, 0.3, "it waited for the quit event")
            XCTAssertEqual(host.framesPresented, 1, "nothing animates: one frame, then it blocks")
            XCTAssertEqual(framebuffer.renders, 1)
            XCTAssertFalse(host.isRunning)
        }
    }

    func testAnimatingContentDrawsAboutOneFramePerRefreshAndKeysReachShortcuts() throws {
        try onMain {
            let video = try SDLVideo()
            let framebuffer = CountingFramebuffer()
            let host = try HostWindow(
                configuration: HostConfiguration(width: 320, height: 240, hidden: true),
                video: video, framebuffer: framebuffer, textEngine: nil)
            let indicator = LoaderKitView(indicator: "BallPulse", frame: Rect(x: 10, y: 10, width: 40, height: 40))
            let content = View()
            content.addSubview(indicator)
            host.root.contentView = content
            var toggled = 0
            host.root.shortcuts.register(Shortcut(.character("t"))) { toggled += 1 }

            var key = SDL_Event()
            key.type = SDL_KEYDOWN.rawValue
            key.key.keysym.sym = SDL_Keycode(SDLK_t.rawValue)
            SDL_PushEvent(&key)
            Self.pushQuit(after: 0.5)
            try host.run()
            XCTAssertEqual(toggled, 1)
            XCTAssertGreaterThan(indicator.time, 0.3, "the clock follows real time")
            XCTAssertLessThan(indicator.time, 0.7)
            // 60 Hz pacing over 0.5 s is about 30 frames; allow for a slow machine and timer slack.
            XCTAssertGreaterThan(host.framesPresented, 10)
            XCTAssertLessThan(host.framesPresented, 45)
        }
    }
}
