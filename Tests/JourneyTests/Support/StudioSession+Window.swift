import CX11
import Foundation
import ImageExport
import XCTest
import XSession

/// What the window manager sees of the studio's window, and what it does to it: the title bar
/// text, the close button (`WM_DELETE_WINDOW`, as a window manager sends it), the process ending,
/// and the window's pixels written as a PNG to look at.
extension StudioSession {
    /// The window's title, as `xdotool getwindowname` reads it (`_NET_WM_NAME`, UTF-8).
    func windowName() throws -> String {
        try Tools.run("xdotool", ["getwindowname", windowID], display: server.display)
            .trimmingCharacters(in: .newlines)
    }

    /// Polls the window's title until it is `expected` (at most `timeout` seconds); the last
    /// title read.
    @discardableResult
    func waitForWindowName(_ expected: String, timeout: Double = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        repeat {
            last = try windowName()
            if last == expected { return last }
            usleep(20_000)
        } while Date() < deadline
        throw JourneyError("timed out waiting for the window title \"\(expected)\"; it is \"\(last)\"")
    }

    /// Clicks the window's close button as a window manager does: a `WM_PROTOCOLS` client message
    /// naming `WM_DELETE_WINDOW`, sent to the window (Xvfb runs no window manager).
    func pressCloseButton() throws {
        guard let id = UInt(windowID), let connection = XOpenDisplay(server.display) else {
            throw JourneyError("cannot reach the window \(windowID) on \(server.display)")
        }
        defer { XCloseDisplay(connection) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(id)
        event.xclient.message_type = XInternAtom(connection, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(connection, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        guard XSendEvent(connection, Window(id), 0, NoEventMask, &event) != 0 else {
            throw JourneyError("XSendEvent failed for WM_DELETE_WINDOW")
        }
        XFlush(connection)
    }

    /// Waits until the studio's process ends (at most `timeout` seconds); its exit status.
    @discardableResult
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { throw JourneyError("the studio still runs after \(timeout) s") }
        return process.terminationStatus
    }

    /// Writes the window's pixels as `NAME.png` into the folder `JOURNEY_SCREENSHOTS` names (to
    /// look at a dialog at a given window size); nothing when it is not set.
    func writeScreenshot(_ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["JOURNEY_SCREENSHOTS"], !folder.isEmpty else { return }
        try parkPointer()
        usleep(100_000)
        let (width, height) = try windowSize()
        let screen = try server.screen()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for pixel in screen.region(x: origin.0, y: origin.1, width: width, height: height) {
            bytes += [UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF), 255]
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGFile.write(try RGBAImage(width: width, height: height, pixels: bytes), to: folder + "/\(name).png")
    }
}
