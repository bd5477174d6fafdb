import CSDL2
import Dispatch
import Foundation
import Graphics
@testable import SDLHost
import LoaderKitUI
import UI
import XCTest
import TestSupport

/// What the loop presents, under SDL's dummy video driver: only dirty rects, the whole window
/// again on an expose (without redrawing it), nothing while hidden, input folded into frames
/// (at most one a refresh: `loader-bench ui`'s `input_flood_frames_over_refreshes`).
final class HostWindowPresentTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    private static func push(after seconds: Double, _ make: @escaping @Sendable () -> SDL_Event) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { @Sendable in
            var event = make()
            SDL_PushEvent(&event)
        }
    }

    private static func quit() -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        return event
    }

    private static func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        return event
    }

    /// A host (640×480, its smallest size) showing one 40-point indicator at (10, 10).
    @MainActor private static func makeHost(framebuffer: CountingFramebuffer) throws -> (HostWindow, LoaderKitView) {
        let host = try HostWindow(
            configuration: HostConfiguration(width: 640, height: 480, hidden: true),
            video: try SDLVideo(), framebuffer: framebuffer, textEngine: nil)
        let indicator = LoaderKitView(indicator: "BallPulse", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let content = View()
        content.addSubview(indicator)
        host.root.contentView = content
        return (host, indicator)
    }

    func testAnAnimatingViewPresentsOnlyItsBoxAfterTheFirstFrame() throws {
        try onMain {
            let (host, _) = try Self.makeHost(framebuffer: CountingFramebuffer())
            Self.push(after: 0.5, Self.quit)
            try host.run()
            let window = host.root.pixelSize.width * host.root.pixelSize.height * 4
            // The indicator paints its box and an overhang of 40/8 + 2 = 7 points on each side.
            let box = 54 * 54 * 4
            XCTAssertGreaterThan(host.framesPresented, 10)
            XCTAssertGreaterThanOrEqual(host.bytesPresented, window, "the first frame sends the whole window")
            XCTAssertLessThanOrEqual(host.bytesPresented, window + (host.framesPresented - 1) * box)
        }
    }

    func testAnExposeSendsTheWholeWindowAgainWithoutRedrawingIt() throws {
        try onMain {
            let framebuffer = CountingFramebuffer()
            let host = try HostWindow(
                configuration: HostConfiguration(width: 640, height: 480, hidden: true),
                video: try SDLVideo(), framebuffer: framebuffer, textEngine: nil)
            host.root.contentView = View()
            Self.push(after: 0.2) { Self.windowEvent(SDL_WINDOWEVENT_EXPOSED) }
            Self.push(after: 0.4, Self.quit)
            try host.run()
            XCTAssertEqual(host.framesPresented, 2)
            XCTAssertEqual(framebuffer.renders, 1, "the framebuffer still holds the window: nothing is redrawn")
            XCTAssertEqual(host.bytesPresented, 2 * host.root.pixelSize.width * host.root.pixelSize.height * 4)
        }
    }

    func testAHiddenWindowNeitherTicksNorDrawsAndComesBackWhole() throws {
        try onMain {
            let (host, indicator) = try Self.makeHost(framebuffer: CountingFramebuffer())
            var hidden = Self.windowEvent(SDL_WINDOWEVENT_HIDDEN)
            SDL_PushEvent(&hidden)
            Self.push(after: 0.3, Self.quit)
            try host.run()
            XCTAssertEqual(host.framesPresented, 0, "nothing drawn while hidden")
            XCTAssertEqual(indicator.time, 0, "nothing ticked while hidden")

            var shown = Self.windowEvent(SDL_WINDOWEVENT_SHOWN)
            SDL_PushEvent(&shown)
            Self.push(after: 0.3, Self.quit)
            try host.run()
            XCTAssertGreaterThan(host.framesPresented, 5, "it draws again once shown")
            XCTAssertGreaterThan(indicator.time, 0.15)
            XCTAssertLessThan(indicator.time, 0.45)
            XCTAssertGreaterThanOrEqual(
                host.bytesPresented, host.root.pixelSize.width * host.root.pixelSize.height * 4,
                "the whole window first")
        }
    }

    /// A run ended by a quit found while draining leaves SDL's poll-cycle marker queued; the
    /// next run still handles what was queued behind it before its first frame.
    func testEventsQueuedBehindAnEarlierRunsLastPollAreHandledBeforeTheFirstFrame() throws {
        try onMain {
            let (host, _) = try Self.makeHost(framebuffer: CountingFramebuffer())
            var quit = Self.quit()
            SDL_PushEvent(&quit)
            try host.run()
            let frames = host.framesPresented
            var hidden = Self.windowEvent(SDL_WINDOWEVENT_HIDDEN)
            SDL_PushEvent(&hidden)
            Self.push(after: 0.3, Self.quit)
            try host.run()
            XCTAssertEqual(host.framesPresented, frames, "the hide queued before the run is handled first")
        }
    }

    /// What a flood of pointer motion presents: every motion is handled, in order, and they are
    /// folded into fewer frames than motions. How often frames come (at most once a refresh) is a
    /// timing claim: `loader-bench ui` states it (`ui.input_flood_frames_over_refreshes` <= 2).
    func testAPointerFloodIsHandledInOrderAndFoldedIntoFewerFrames() throws {
        try onMain {
            let (host, _) = try Self.makeHost(framebuffer: CountingFramebuffer())
            let pad = MotionPad(frame: Rect(x: 80, y: 80, width: 100, height: 40))
            host.root.contentView.addSubview(pad)
            let flooded = 400
            pad.onMove = { [weak host] count in if count == flooded { host?.quit() } }
            let flood = DispatchQueue(label: "pointer flood")
            flood.async { @Sendable in
                for i in 0..<flooded {
                    var motion = SDL_Event()
                    motion.type = SDL_MOUSEMOTION.rawValue
                    motion.motion.x = Int32(100 + i % 50)
                    motion.motion.y = 100
                    SDL_PushEvent(&motion)
                    usleep(1_000)  // a pointer's pace: the motions arrive while frames go out
                }
            }
            let deadline = DispatchWorkItem { @Sendable in  // in case motions are lost
                var quit = Self.quit()
                SDL_PushEvent(&quit)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: deadline)
            try host.run()
            deadline.cancel()
            XCTAssertEqual(pad.xs.count, flooded, "every motion reached the view under the pointer")
            XCTAssertEqual(pad.xs, (0..<flooded).map { Double(100 + $0 % 50 - 80) }, "in the order they came")
            XCTAssertGreaterThan(host.framesPresented, 1, "the view's redraws were presented")
            XCTAssertLessThan(host.framesPresented, flooded, "motions are folded into frames, not a frame each")
        }
    }
}

/// A view that redraws on every pointer motion over it and keeps where each was (own points).
@MainActor
private final class MotionPad: View {
    var xs: [Double] = []
    var onMove: (Int) -> Void = { _ in }

    override func pointerMoved(_ event: PointerEvent) {
        xs.append(event.location.x)
        setNeedsDisplay()
        onMove(xs.count)
    }
}
