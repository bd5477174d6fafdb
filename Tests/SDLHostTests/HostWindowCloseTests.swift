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

    /// Takes what the loop left queued (it stops mid-poll on a quit), so the next test starts
    /// with an empty queue.
    private static func drainQueue() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {}
    }

    @MainActor private static func makeHost() throws -> HostWindow {
        let host = try HostWindow(
            configuration: HostConfiguration(title: "LoaderStudio", width: 640, height: 480, hidden: true),
            video: try SDLVideo(), framebuffer: CountingFramebuffer(), textEngine: nil)
        host.root.contentView = View()
        return host
    }

    /// Queues `type` (a window event when `event` is given) now.
    private static func queue(_ type: UInt32, window event: SDL_WindowEventID? = nil) {
        var sdl = SDL_Event()
        sdl.type = type
        if let event { sdl.window.event = UInt8(event.rawValue) }
        SDL_PushEvent(&sdl)
    }

    func testTheCloseButtonAsksTheAppAndTheLoopGoesOnUntilItQuits() throws {
        try onMain {
            let host = try Self.makeHost()
            var requests = 0
            host.onCloseRequest = { requests += 1 }
            // Queued in this order: the close, a marker the loop ignores, the quit.
            let marker = SDL_RegisterEvents(1)
            Self.queue(SDL_WINDOWEVENT.rawValue, window: SDL_WINDOWEVENT_CLOSE)
            Self.queue(marker)
            Self.queue(SDL_QUIT.rawValue)
            try host.run()
            XCTAssertEqual(requests, 1, "the app was asked once")
            XCTAssertEqual(
                SDL_HasEvent(marker), SDL_FALSE, "the close request did not end the loop: it took the next event")
            XCTAssertEqual(SDL_HasEvent(SDL_QUIT.rawValue), SDL_FALSE, "the quit ended it")
            Self.drainQueue()
        }
    }

    func testTheCloseButtonEndsTheLoopWhenNoAppAnswersIt() throws {
        try onMain {
            let host = try Self.makeHost()
            // The close, then a marker: a loop the close ended leaves the marker queued.
            let marker = SDL_RegisterEvents(1)
            Self.queue(SDL_WINDOWEVENT.rawValue, window: SDL_WINDOWEVENT_CLOSE)
            Self.queue(marker)
            // A quit after 2 s ends the test should the close not end the loop; cancelled otherwise.
            let safety = DispatchWorkItem { @Sendable in
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 2, execute: safety)
            try host.run()
            safety.cancel()
            XCTAssertEqual(SDL_HasEvent(marker), SDL_TRUE, "the close ended the loop before the next event")
            XCTAssertFalse(host.isRunning)
            Self.drainQueue()
        }
    }

    func testTheTitleBarShowsTheAppsTitle() throws {
        try onMain {
            let host = try Self.makeHost()
            XCTAssertEqual(host.title, "LoaderStudio")
            XCTAssertEqual(host.window.title, "LoaderStudio")
            host.title = "• drag.json — LoaderStudio"
            XCTAssertEqual(
                host.window.title, "• drag.json — LoaderStudio", "SDL's window has the app's title, in UTF-8")
            host.title = "drag.json — LoaderStudio"
            XCTAssertEqual(host.window.title, "drag.json — LoaderStudio", "a new title reaches SDL's window")
        }
    }
}
