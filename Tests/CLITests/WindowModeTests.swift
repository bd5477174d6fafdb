import Foundation
import ImageExport
import XCTest

/// The window mode of the built binary, end to end: screenshots under SDL's dummy driver and with
/// no display at all, checked by pixels; the message when no window can open.
final class WindowModeTests: XCTestCase {
    /// The built-in grid's geometry at 800x600 points (see `GalleryLayout` in loader-studio):
    /// 44 pt header, 16 pt padding, 12 pt spacing, 5 columns of 144 pt, rows 108 pt tall with a
    /// 56 pt indicator 12 pt below the cell's top.
    private enum Grid {
        static let columns = 5, fullyVisibleRows = 4
        static func cellOrigin(column: Int, row: Int) -> (x: Int, y: Int) { (16 + column * 156, 60 + row * 120) }
        static func indicatorBox(column: Int, row: Int) -> (x: Int, y: Int, side: Int) {
            let cell = cellOrigin(column: column, row: row)
            return (cell.x + 44, cell.y + 12, 56)
        }
    }

    private var baseEnvironment: [String: String] {
        var env: [String: String] = [:]
        for key in ["PATH", "HOME", "LANG", "TMPDIR"] { env[key] = ProcessInfo.processInfo.environment[key] }
        return env
    }

    private func screenshot(_ extra: [String], environment: [String: String]) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("loader-studio-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (result, timedOut) = try BinaryRunner.run(["--screenshot", path] + extra, environment: environment, timeout: 30)
        XCTAssertFalse(timedOut)
        XCTAssertEqual(result.status, 0, result.errors)
        return try PNGFile.read(path)
    }

    private func isColor(_ image: RGBAImage, x: Int, y: Int, _ hex: UInt32, tolerance: Int = 2) -> Bool {
        let p = image.rgba(x: x, y: y)
        let expected = (Int(hex >> 16 & 0xFF), Int(hex >> 8 & 0xFF), Int(hex & 0xFF))
        return abs(Int(p.r) - expected.0) <= tolerance && abs(Int(p.g) - expected.1) <= tolerance
            && abs(Int(p.b) - expected.2) <= tolerance && p.a == 255
    }

    /// Pixels of the accent's violet (clearly more blue than green) in a box.
    private func violetPixels(_ image: RGBAImage, x: Int, y: Int, side: Int) -> Int {
        var count = 0
        for py in y..<(y + side) {
            for px in x..<(x + side) {
                let p = image.rgba(x: px, y: py)
                if Int(p.b) - Int(p.g) > 60 { count += 1 }
            }
        }
        return count
    }

    private func checkGrid(_ image: RGBAImage, background: UInt32, card: UInt32, file: StaticString = #filePath,
                           line: UInt = #line) {
        XCTAssertEqual(image.width, 800, file: file, line: line)
        XCTAssertEqual(image.height, 600, file: file, line: line)
        // The theme's window background in the padding and the gutters between cells.
        for (x, y) in [(6, 300), (166, 300), (322, 200), (500, 174), (6, 590)] {
            XCTAssertTrue(isColor(image, x: x, y: y, background), "background at (\(x), \(y)): \(image.rgba(x: x, y: y))",
                          file: file, line: line)
        }
        var cellsWithIndicator = 0
        for row in 0..<Grid.fullyVisibleRows {
            for column in 0..<Grid.columns {
                let cell = Grid.cellOrigin(column: column, row: row)
                XCTAssertTrue(isColor(image, x: cell.x + 8, y: cell.y + 40, card),
                              "card surface of cell (\(column), \(row))", file: file, line: line)
                let box = Grid.indicatorBox(column: column, row: row)
                let violet = violetPixels(image, x: box.x, y: box.y, side: box.side)
                if violet >= 15 { cellsWithIndicator += 1 }
                // Nothing violet leaks into the space between cards.
                XCTAssertEqual(violetPixels(image, x: cell.x + 146, y: cell.y, side: 10), 0, file: file, line: line)
            }
        }
        XCTAssertGreaterThanOrEqual(cellsWithIndicator, 17, "indicators drawn in the grid's cells", file: file, line: line)
    }

    func testScreenshotUnderTheDummyDriverShowsTheGridInTheLightTheme() throws {
        var env = baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        let image = try screenshot(["--window", "800x600"], environment: env)
        checkGrid(image, background: 0xF5F5F7, card: 0xFFFFFF)
        // The header's title is dark text on the white header.
        var dark = 0
        for y in 10..<34 { for x in 16..<180 where image.rgba(x: x, y: y).r < 90 { dark += 1 } }
        XCTAssertGreaterThan(dark, 60, "title text in the header")
    }

    func testScreenshotInTheDarkThemeWithNoDisplayAtAll() throws {
        let image = try screenshot(["--window", "800x600", "--theme", "dark", "--screenshot-after", "0.25"],
                                   environment: baseEnvironment)
        checkGrid(image, background: 0x111318, card: 0x1A1D23)
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
