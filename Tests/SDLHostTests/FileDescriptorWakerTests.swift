import CSDL2
import Dispatch
import Foundation
import Glibc
import Graphics
import SDLHost
import UI
import XCTest
import TestSupport

/// The idle loop wakes when a watched descriptor becomes readable (the studio's inotify fd),
/// ticks once per burst, redraws what the tick changed, and does not spin.
final class FileDescriptorWakerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    func testAReadableDescriptorWakesTheBlockedLoopWhichTicksAndRedraws() throws {
        try onMain {
            let video = try SDLVideo()
            let framebuffer = CountingFramebuffer()
            let host = try HostWindow(
                configuration: HostConfiguration(width: 320, height: 240, hidden: true),
                video: video, framebuffer: framebuffer, textEngine: nil)
            let content = View()
            host.root.contentView = content
            var fds: [Int32] = [-1, -1]
            XCTAssertEqual(pipe(&fds), 0)
            defer { close(fds[0]); close(fds[1]) }
            let (readEnd, writeEnd) = (fds[0], fds[1])
            _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)

            var ticks = 0, bytesRead = 0, endedByTheWrites = false
            var wakeTimes: [Double] = []
            host.onTick = { _ in
                ticks += 1
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let n = read(readEnd, &buffer, buffer.count)
                    if n <= 0 { break }
                    bytesRead += n
                    wakeTimes.append(MonotonicClock.seconds)
                    content.setNeedsDisplay()
                }
                if bytesRead >= 3 { endedByTheWrites = true; host.quit() }
            }
            XCTAssertTrue(host.wake(whenReadable: readEnd))

            // Three separate "saves", while the loop is blocked in SDL_WaitEvent.
            DispatchQueue.global().async { @Sendable in
                for _ in 0..<3 {
                    // Time must pass here: each write is a burst of its own, made while the loop
                    // blocks (the loop cannot be observed from this thread).
                    usleep(150_000)
                    var byte: UInt8 = 1
                    _ = write(writeEnd, &byte, 1)
                }
            }
            let watchdog = DispatchWorkItem { @Sendable in
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: watchdog)
            try host.run()
            watchdog.cancel()

            XCTAssertEqual(bytesRead, 3, "every write was picked up by a tick")
            XCTAssertTrue(endedByTheWrites, "woken by the descriptor, not ended by the watchdog")
            XCTAssertGreaterThanOrEqual(framebuffer.renders, 3, "first frame plus a redraw after each wake-up")
            XCTAssertLessThanOrEqual(ticks, 8, "one tick per wake-up, no spinning: \(ticks)")
        }
    }

    func testStopEndsTheThreadWhileItWaitsOrPolls() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        try onMain { _ = try SDLVideo() }
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        // Idle: the thread is blocked in poll.
        let idle = try XCTUnwrap(FileDescriptorWaker(descriptor: fds[0]))
        idle.stop()
        // Readable and never drained: the thread waits for didDrain.
        var byte: UInt8 = 1
        _ = write(fds[1], &byte, 1)
        let busy = try XCTUnwrap(FileDescriptorWaker(descriptor: fds[0]))
        // Its wake event in the queue means the thread saw the descriptor and now waits for didDrain.
        XCTAssertTrue(
            Await.until { SDL_HasEvent(busy.eventType) == SDL_TRUE }, "the readable descriptor pushed a wake event")
        busy.stop()
        var taken = [SDL_Event](repeating: SDL_Event(), count: 8)
        let wakes = SDL_PeepEvents(&taken, Int32(taken.count), SDL_GETEVENT, busy.eventType, busy.eventType)
        XCTAssertEqual(wakes, 1, "one wake event for the undrained descriptor: the thread waited, it did not spin")
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {}
    }
}
