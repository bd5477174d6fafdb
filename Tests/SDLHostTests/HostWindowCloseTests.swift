import CSDL2
import Dispatch
import Foundation
import SDLHost
import UI
import XCTest
import TestSupport

/// The window's close button and title under SDL's dummy video driver: a close request goes to
/// the app (which may ask the user first) instead of ending the loop, and the title is the app's.
final class HostWindowCloseTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    private static func push(after seconds: Double, _ type: SDL_EventType, window event: SDL_WindowEventID? = nil) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { @Sendable in
            var sdl = SDL_Event()
            sdl.type = type.rawValue
            if let event { sdl.window.event = UInt8(event.rawValue) }
            SDL_PushEvent(&sdl)
        }
    }

    /// Takes what the loop left queued (it stops mid-poll on a quit), so the next test starts
    /// with an empty queue.
    private static func drainQueue() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {}
    }

    @MainActor private static func makeHost() throws -> HostWindow {
        let host = try HostWindow(configuration: HostConfiguration(title: "LoaderStudio", width: 640, height: 480, hidden: true),
                                  video: try SDLVideo(), framebuffer: CountingFramebuffer(), textEngine: nil)
        host.root.contentView = View()
        return host
    }

    func testTheCloseButtonAsksTheAppAndTheLoopGoesOnUntilItQuits() throws { try onMain {
        let host = try Self.makeHost()
        var requests = 0
        host.onCloseRequest = { requests += 1 }
        Self.push(after: 0.2, SDL_WINDOWEVENT, window: SDL_WINDOWEVENT_CLOSE)
        Self.push(after: 0.5, SDL_QUIT)
        let start = MonotonicClock.seconds
        try host.run()
        XCTAssertEqual(requests, 1, "the app was asked once")
        XCTAssertGreaterThan(MonotonicClock.seconds - start, 0.4, "the close request did not end the loop")
        Self.drainQueue()
    } }

    func testTheCloseButtonEndsTheLoopWhenNoAppAnswersIt() throws { try onMain {
        let host = try Self.makeHost()
        Self.push(after: 0.2, SDL_WINDOWEVENT, window: SDL_WINDOWEVENT_CLOSE)
        // A quit after 2 s ends the test should the close not end the loop; cancelled otherwise.
        let safety = DispatchWorkItem { @Sendable in
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 2, execute: safety)
        let start = MonotonicClock.seconds
        try host.run()
        safety.cancel()
        XCTAssertLessThan(MonotonicClock.seconds - start, 1.5, "the close ended the loop")
        XCTAssertFalse(host.isRunning)
        Self.drainQueue()
    } }

    func testTheTitleBarShowsTheAppsTitle() throws { try onMain {
        let host = try Self.makeHost()
        XCTAssertEqual(host.title, "LoaderStudio")
        XCTAssertEqual(host.window.title, "LoaderStudio")
        host.title = "• drag.json — LoaderStudio"
        XCTAssertEqual(host.window.title, "• drag.json — LoaderStudio", "SDL's window has the app's title, in UTF-8")
        host.title = "drag.json — LoaderStudio"
        XCTAssertEqual(host.window.title, "drag.json — LoaderStudio", "a new title reaches SDL's window")
    } }
}
