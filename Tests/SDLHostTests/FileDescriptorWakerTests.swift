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

    func testAReadableDescriptorWakesTheBlockedLoopWhichTicksAndRedraws() throws { try onMain {
        let video = try SDLVideo()
        let framebuffer = CountingFramebuffer()
        let host = try HostWindow(configuration: HostConfiguration(width: 320, height: 240, hidden: true),
                                  video: video, framebuffer: framebuffer, textEngine: nil)
        let content = View()
        host.root.contentView = content
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)

        var ticks = 0, bytesRead = 0
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
            if bytesRead >= 3 { host.quit() }
        }
        XCTAssertTrue(host.wake(whenReadable: readEnd))

        // Three separate "saves", while the loop is blocked in SDL_WaitEvent.
        let start = MonotonicClock.seconds
        DispatchQueue.global().async { @Sendable in
            for _ in 0..<3 {
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
        XCTAssertLessThan(MonotonicClock.seconds - start, 2, "woken by the descriptor, not by the watchdog")
        XCTAssertGreaterThanOrEqual(framebuffer.renders, 3, "first frame plus a redraw after each wake-up")
        XCTAssertLessThanOrEqual(ticks, 8, "one tick per wake-up, no spinning: \(ticks)")
    } }

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
        usleep(50_000)
        busy.stop()
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {}
    }
}
