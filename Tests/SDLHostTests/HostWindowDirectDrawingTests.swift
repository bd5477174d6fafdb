import CSDL2
import Dispatch
import Graphics
@testable import SDLHost
import UI
import XCTest
import TestSupport

/// A framebuffer that accepts the window surface's memory and fills each dirty rect with
/// `color`, remembering where it drew.
@MainActor
private final class PaintingFramebuffer: Framebuffer {
    private(set) var width = 1, height = 1
    private var own: [UInt32] = [0]
    private(set) var direct: UnsafeMutableBufferPointer<UInt32>?
    private(set) var attachments = 0
    private(set) var renders = 0
    var color: UInt32 = 0xFF12_3456

    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        direct = nil
        own = [UInt32](repeating: 0, count: width * height)
    }

    func drawDirectly(into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) -> Bool {
        self.width = width
        self.height = height
        direct = pixels
        attachments += 1
        return true
    }

    func render(_ list: DisplayList, dirty: [IntRect]) {
        renders += 1
        let width = self.width
        func paint(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
            for rect in dirty {
                for y in rect.minY..<rect.maxY {
                    for x in rect.minX..<rect.maxX { pixels[y * width + x] = color }
                }
            }
        }
        if let direct { paint(direct) } else { own.withUnsafeMutableBufferPointer { paint($0) } }
    }

    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        if let direct { body(UnsafeBufferPointer(direct)) } else { own.withUnsafeBufferPointer(body) }
    }
}

/// A window whose framebuffer draws straight into the window surface's memory: frames are
/// shown without a copy, a new surface (after a resize) is handed over and drawn whole, and an
/// expose sends the pixels already there. Under SDL's dummy driver, whose surface is
/// SDL_PIXELFORMAT_RGB888 like X11's.
final class HostWindowDirectDrawingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    private static func push(after seconds: Double, _ type: SDL_EventType, window: SDL_WindowEventID? = nil) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { @Sendable in
            var event = SDL_Event()
            event.type = type.rawValue
            if let window { event.window.event = UInt8(window.rawValue) }
            SDL_PushEvent(&event)
        }
    }

    /// A hidden 640×480 window with empty content, drawn by a painting framebuffer.
    @MainActor private static func makeHost() throws -> (HostWindow, PaintingFramebuffer) {
        let framebuffer = PaintingFramebuffer()
        let host = try HostWindow(
            configuration: HostConfiguration(width: 640, height: 480, hidden: true),
            video: try SDLVideo(), framebuffer: framebuffer, textEngine: nil)
        host.root.contentView = View()
        return (host, framebuffer)
    }

    /// The pixel at (x, y) of the window's current surface.
    @MainActor private static func surfacePixel(_ host: HostWindow, x: Int, y: Int) -> UInt32? {
        guard let surface = SDL_GetWindowSurface(host.window.handle), let pixels = surface.pointee.pixels else {
            return nil
        }
        return pixels.load(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self)
    }

    func testFramesAreDrawnInTheSurfaceItselfAndShownWithoutACopy() throws {
        try onMain {
            let (host, framebuffer) = try Self.makeHost()
            XCTAssertEqual(framebuffer.attachments, 1)
            XCTAssertTrue(host.presentationName.hasSuffix(", drawn in place"), host.presentationName)
            let surface = SDL_GetWindowSurface(host.window.handle)
            XCTAssertEqual(
                UnsafeRawPointer(framebuffer.direct?.baseAddress), UnsafeRawPointer(surface?.pointee.pixels))
            Self.push(after: 0.2, SDL_QUIT)
            try host.run()
            XCTAssertEqual(host.framesPresented, 1)
            XCTAssertEqual(host.bytesPresented, 640 * 480 * 4, "the whole window is presented once")
            XCTAssertEqual(Self.surfacePixel(host, x: 639, y: 479), 0xFF12_3456, "drawn where it is shown")
        }
    }

    /// A host that ran once, then had its framebuffer's colour changed and the window set to
    /// each of `sizes` (window units) before running again.
    @MainActor private static func hostResizedBetweenRuns(
        to sizes: [(Int32, Int32)]
    ) throws -> (HostWindow, PaintingFramebuffer) {
        let (host, framebuffer) = try makeHost()
        push(after: 0.2, SDL_QUIT)
        try host.run()
        framebuffer.color = 0xFF65_4321
        for (w, h) in sizes { SDL_SetWindowSize(host.window.handle, w, h) }
        push(after: 0.2, SDL_QUIT)
        try host.run()
        return (host, framebuffer)
    }

    func testANewSurfaceAfterAResizeIsHandedOverAndDrawnWhole() throws {
        try onMain {
            let (host, framebuffer) = try Self.hostResizedBetweenRuns(to: [(900, 700)])
            XCTAssertEqual(framebuffer.attachments, 2, "the new surface is handed over")
            XCTAssertEqual(framebuffer.width, 900)
            XCTAssertEqual(framebuffer.height, 700)
            XCTAssertEqual(host.surface.width, 900)
            let surface = SDL_GetWindowSurface(host.window.handle)
            XCTAssertEqual(
                UnsafeRawPointer(framebuffer.direct?.baseAddress), UnsafeRawPointer(surface?.pointee.pixels))
            for (x, y) in [(0, 0), (899, 699), (450, 10), (10, 690)] {
                XCTAssertEqual(Self.surfacePixel(host, x: x, y: y), 0xFF65_4321, "(\(x), \(y)) redrawn")
            }
        }
    }

    /// A window resized and back before the loop saw either size: SDL makes its surface again
    /// at the old size, perhaps at the old addresses. The new memory is handed over and drawn
    /// whole (drawing on in the freed one crashed the studio, a window dragged below its
    /// smallest size and grown back).
    func testASurfaceMadeAgainAtItsOldSizeIsHandedOverAndDrawnWhole() throws {
        try onMain {
            let (host, framebuffer) = try Self.hostResizedBetweenRuns(to: [(900, 700), (640, 480)])
            XCTAssertGreaterThan(framebuffer.attachments, 1, "the surface made again is handed over")
            let surface = SDL_GetWindowSurface(host.window.handle)
            XCTAssertEqual(
                UnsafeRawPointer(framebuffer.direct?.baseAddress), UnsafeRawPointer(surface?.pointee.pixels))
            for (x, y) in [(0, 0), (639, 479), (320, 10), (10, 470)] {
                XCTAssertEqual(Self.surfacePixel(host, x: x, y: y), 0xFF65_4321, "(\(x), \(y)) redrawn")
            }
        }
    }

    func testAnExposePresentsThePixelsAlreadyInTheSurface() throws {
        try onMain {
            let (host, framebuffer) = try Self.makeHost()
            Self.push(after: 0.2, SDL_WINDOWEVENT, window: SDL_WINDOWEVENT_EXPOSED)
            Self.push(after: 0.4, SDL_QUIT)
            try host.run()
            XCTAssertEqual(host.framesPresented, 2)
            XCTAssertEqual(framebuffer.renders, 1, "nothing is redrawn for an expose")
            XCTAssertEqual(framebuffer.attachments, 1)
            XCTAssertEqual(host.bytesPresented, 2 * 640 * 480 * 4)
        }
    }
}
