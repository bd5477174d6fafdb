import Foundation
import ImageExport
import XCTest

/// The window mode of the built binary, end to end: screenshots of the studio's gallery under
/// SDL's dummy driver and with no display at all, checked by pixels; the message when no window
/// can open.
final class WindowModeTests: XCTestCase {
    private var baseEnvironment: [String: String] { StudioPixels.baseEnvironment }

    func testScreenshotUnderTheDummyDriverShowsTheStudioGalleryInTheLightTheme() throws {
        var env = baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        let (image, _) = try StudioPixels.screenshot(["--window", "800x600"], environment: env)
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 600)
        XCTAssertGreaterThan(StudioPixels.luminance(image, x: 4, y: 300), 220, "light window background")
        StudioPixels.checkGallery(image, minimumColumns: 4, minimumRows: 3)
        // The toolbar's mode names are dark text on the light toolbar.
        var dark = 0
        for y in 10..<34 { for x in 16..<300 where StudioPixels.luminance(image, x: x, y: y) < 110 { dark += 1 } }
        XCTAssertGreaterThan(dark, 40, "mode names in the toolbar")
    }

    func testScreenshotInTheDarkThemeWithNoDisplayAtAll() throws {
        let (image, _) = try StudioPixels.screenshot(
            ["--window", "800x600", "--theme", "dark", "--screenshot-after", "0.25"],
            environment: baseEnvironment)
        XCTAssertEqual(image.width, 800)
        XCTAssertLessThan(StudioPixels.luminance(image, x: 4, y: 300), 40, "dark window background")
        StudioPixels.checkGallery(image, minimumColumns: 4, minimumRows: 3)
    }

    func testWithoutADisplayTheWindowModeExplainsAndFails() throws {
        let start = Date()
        let (result, timedOut) = try BinaryRunner.run([], environment: baseEnvironment, timeout: 10)
        XCTAssertFalse(timedOut, "it must not hang")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("--screenshot"), result.errors)
        XCTAssertTrue(result.errors.contains("xvfb-run"), result.errors)
    }

    func testABadWindowOptionIsAUsageError() throws {
        let (result, _) = try BinaryRunner.run(["--window", "huge"], environment: baseEnvironment, timeout: 10)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("--window must be WIDTHxHEIGHT"), result.errors)
    }
}
