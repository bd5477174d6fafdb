import Foundation
import ImageExport
import XCTest

/// Pixel checks on screenshots of the studio window (`loader-studio --screenshot`).
enum StudioPixels {
    /// The environment of a child run: nothing inherited but the basics, settings in a fresh
    /// temporary folder so a run never reads or writes the user's.
    static var baseEnvironment: [String: String] {
        var env: [String: String] = [:]
        for key in ["PATH", "HOME", "LANG", "TMPDIR"] { env[key] = ProcessInfo.processInfo.environment[key] }
        env["XDG_CONFIG_HOME"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("loader-studio-config-\(UUID().uuidString)").path
        return env
    }

    /// Runs `loader-studio --screenshot TMP.png ARGUMENTS`, checks it exits 0 in time and returns
    /// the image and what it printed on stderr.
    static func screenshot(
        _ arguments: [String], environment: [String: String] = baseEnvironment,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (image: RGBAImage, errors: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loader-studio-\(UUID().uuidString).png"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (result, timedOut) = try BinaryRunner.run(
            ["--screenshot", path] + arguments, environment: environment, timeout: 60)
        XCTAssertFalse(timedOut, file: file, line: line)
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        return (try PNGFile.read(path), result.errors)
    }

    static func luminance(_ image: RGBAImage, x: Int, y: Int) -> Int {
        let p = image.rgba(x: x, y: y)
        return (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
    }

    /// Pixels of an indicator drawn in the Automatic colour (the theme's text colour) in a
    /// rectangle: those whose luminance differs from the card's `surface` by more than 100.
    static func inkPixels(_ image: RGBAImage, x: Range<Int>, y: Range<Int>, surface: Int) -> Int {
        var count = 0
        for py in y {
            for px in x where abs(luminance(image, x: px, y: py) - surface) > 100 { count += 1 }
        }
        return count
    }

    /// Runs of pixels that differ from `background` along row `y` from `x`, at least `minimum`
    /// pixels long: the cards a row of the gallery crosses.
    static func runs(
        _ image: RGBAImage, y: Int, x: Range<Int>, background: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
        minimum: Int
    ) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        func differs(_ px: Int) -> Bool {
            let p = image.rgba(x: px, y: y)
            return abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g))
                + abs(Int(p.b) - Int(background.b)) > 6
        }
        for px in x {
            if differs(px) {
                if start == nil { start = px }
            } else if let s = start {
                if px - s >= minimum { result.append(s..<px) }
                start = nil
            }
        }
        if let s = start, x.upperBound - s >= minimum { result.append(s..<x.upperBound) }
        return result
    }

    /// Checks the gallery: a grid of at least `minimumColumns` × `minimumRows` cards on the
    /// window background, most of them with an indicator in the Automatic colour.
    static func checkGallery(
        _ image: RGBAImage, minimumColumns: Int, minimumRows: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // The grid's left padding is window background all the way down.
        let background = image.rgba(x: 4, y: image.height / 2)
        var bestRow: (y: Int, cards: [Range<Int>]) = (0, [])
        for y in stride(from: 100, to: min(image.height, 400), by: 4) {
            let cards = runs(image, y: y, x: 0..<(image.width - 20), background: background, minimum: 90)
            if cards.count > bestRow.cards.count { bestRow = (y, cards) }
        }
        XCTAssertGreaterThanOrEqual(bestRow.cards.count, minimumColumns, "cards across a row", file: file, line: line)
        guard let firstCard = bestRow.cards.first else { return }
        // Rows of cards down the first column (the column's middle, below the toolbars).
        var rows = 0, inCard = false, cardStart = 0
        let x = (firstCard.lowerBound + firstCard.upperBound) / 2
        for y in 100..<image.height {
            let p = image.rgba(x: x - 60, y: y)
            let differs =
                abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g))
                + abs(Int(p.b) - Int(background.b)) > 6
            if differs && !inCard { inCard = true; cardStart = y }
            if !differs && inCard {
                inCard = false
                if y - cardStart >= 80 { rows += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(rows, minimumRows, "rows of cards", file: file, line: line)
        var withIndicator = 0
        for card in bestRow.cards {
            let surface = luminance(image, x: card.lowerBound + 6, y: bestRow.y)
            let y = bestRow.y..<min(image.height, bestRow.y + 80)
            if inkPixels(image, x: (card.lowerBound + 10)..<(card.upperBound - 10), y: y, surface: surface) >= 15 {
                withIndicator += 1
            }
        }
        XCTAssertGreaterThanOrEqual(
            withIndicator, bestRow.cards.count - 1, "indicators in the cards", file: file, line: line)
    }

    /// The editor's big preview: the widest square of near-white pixels in the middle of the
    /// window (the light preview card, wider than any gallery card; not a bar such as the
    /// timeline's) and the dark indicator pixels inside it. Returns (width of the square, dark
    /// pixels in it).
    static func editorPreview(_ image: RGBAImage) -> (side: Int, indicatorPixels: Int) {
        let middle = (image.width / 5)..<(image.width * 4 / 5)
        // The rows of a card whose widest row is `run` at `y`: those whose pixels just inside the
        // run's two ends are still white (the card's own margin), at most `run.count` each way.
        func card(_ y: Int, _ run: Range<Int>) -> Range<Int> {
            let left = run.lowerBound + 1, right = run.upperBound - 2
            func inCard(_ y: Int) -> Bool {
                luminance(image, x: left, y: y) >= 250 && luminance(image, x: right, y: y) >= 250
            }
            var top = y, bottom = y + 1
            while top > max(0, y - run.count), inCard(top - 1) { top -= 1 }
            while bottom < min(image.height, y + run.count), inCard(bottom) { bottom += 1 }
            return top..<bottom
        }
        var best: (rows: Range<Int>, run: Range<Int>) = (0..<0, 0..<0)
        for y in stride(from: 100, to: image.height - 100, by: 3) {
            var start: Int?
            for x in middle {
                let white = luminance(image, x: x, y: y) >= 250
                if white, start == nil { start = x }
                if !white || x == middle.upperBound - 1, let s = start {
                    // Bounded by something darker at both ends, and about as tall as wide.
                    if !white, s > middle.lowerBound, x - s > best.run.count {
                        let rows = card(y, s..<x)
                        if Double(rows.count) >= 0.8 * Double(x - s) { best = (rows, s..<x) }
                    }
                    start = nil
                }
            }
        }
        var dark = 0
        for y in best.rows { for x in best.run where luminance(image, x: x, y: y) < 90 { dark += 1 } }
        return (best.run.count, dark)
    }

    /// Clearly red pixels (the problems' markers) in a rectangle.
    static func redPixels(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for py in y {
            for px in x {
                let p = image.rgba(x: px, y: py)
                if Int(p.r) > 150 && Int(p.r) - Int(p.g) > 70 && Int(p.r) - Int(p.b) > 50 { count += 1 }
            }
        }
        return count
    }
}

/// The studio in the built binary, end to end under SDL's dummy driver: the modes, themes and
/// files of the command line, checked by pixels.
final class StudioWindowTests: XCTestCase {
    private var dummyEnvironment: [String: String] {
        var env = StudioPixels.baseEnvironment
        env["SDL_VIDEODRIVER"] = "dummy"
        return env
    }

    /// BallSpinFadeLoader as a spec file.
    private let validSpec = """
        {
          "schemaVersion": 1,
          "name": "WiredSpin",
          "duration": 1,
          "params": { "count": 8, "minScale": 0.4, "minOpacity": 0.3 },
          "layout": { "type": "ring", "count": { "$param": "count" }, "itemSize": 0.24 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.12 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, { "$param": "minScale" }, 1] },
            { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, { "$param": "minOpacity" }, 1] }
          ]
        }
        """

    func testGalleryModeShowsManyAnimatingCards() throws {
        let (image, _) = try StudioPixels.screenshot(
            ["--window", "1024x700", "--mode", "gallery"], environment: dummyEnvironment)
        XCTAssertEqual(image.width, 1024)
        XCTAssertEqual(image.height, 700)
        XCTAssertGreaterThan(StudioPixels.luminance(image, x: 4, y: 400), 220, "light window background")
        StudioPixels.checkGallery(image, minimumColumns: 5, minimumRows: 3)
        // Not the editor: no preview wider than a card.
        XCTAssertLessThan(StudioPixels.editorPreview(image).side, 170)
    }

    func testEditorModeOnASpecFileShowsTheIndicatorLarge() throws {
        let spec = try BinaryRunner.temporaryFile("WiredSpin.json", validSpec)
        let (image, errors) = try StudioPixels.screenshot(
            [spec, "--window", "1024x700", "--mode", "editor"],
            environment: dummyEnvironment)
        XCTAssertEqual(image.width, 1024)
        XCTAssertEqual(image.height, 700)
        let preview = StudioPixels.editorPreview(image)
        XCTAssertGreaterThanOrEqual(preview.side, 160, "the 160 pt preview on its light background")
        XCTAssertGreaterThan(preview.indicatorPixels, 150, "the indicator's elements in the big preview")
        XCTAssertFalse(errors.contains("cannot"), errors)
    }

    func testAFileArgumentAloneOpensTheEditor() throws {
        let spec = try BinaryRunner.temporaryFile("WiredSpin.json", validSpec)
        let (image, _) = try StudioPixels.screenshot([spec], environment: dummyEnvironment)
        XCTAssertEqual(image.width, 1280)
        XCTAssertEqual(image.height, 800)
        XCTAssertGreaterThan(StudioPixels.editorPreview(image).indicatorPixels, 150)
    }

    func testDarkThemeHasADarkBackground() throws {
        let (image, _) = try StudioPixels.screenshot(
            ["--window", "1024x700", "--theme", "dark"], environment: dummyEnvironment)
        XCTAssertLessThan(StudioPixels.luminance(image, x: 4, y: 400), 40, "dark window background")
        XCTAssertLessThan(StudioPixels.luminance(image, x: image.width - 4, y: 4), 60, "dark toolbar")
        StudioPixels.checkGallery(image, minimumColumns: 5, minimumRows: 3)
    }

    func testAnInvalidSpecFileOpensWithItsProblemsShown() throws {
        let spec = try BinaryRunner.temporaryFile(
            "Broken.json",
            """
            {
              "schemaVersion": 1,
              "name": "Broken",
              "duration": -1,
              "layout": { "type": "ring", "count": 0 },
              "shape": { "type": "circle" },
              "tracks": [ { "property": "scale", "keyTimes": [0, 1], "values": [1] } ]
            }
            """)
        let (image, _) = try StudioPixels.screenshot(
            [spec, "--window", "1024x700", "--mode", "editor"],
            environment: dummyEnvironment)
        XCTAssertEqual(image.width, 1024)
        // The problems panel in the sidebar marks them in red.
        XCTAssertGreaterThan(StudioPixels.redPixels(image, x: 0..<240, y: 44..<400), 20, "problems shown")
    }

    func testATruncatedFileOpensWithoutACrash() throws {
        let spec = try BinaryRunner.temporaryFile("Cut.json", #"{ "schemaVersion": 1, "name": "Cut", "dura"#)
        let (image, _) = try StudioPixels.screenshot([spec], environment: dummyEnvironment)
        XCTAssertGreaterThan(StudioPixels.redPixels(image, x: 0..<240, y: 44..<400), 20, "the JSON error shown")
    }

    func testAMissingFileIsReportedAndTheStudioStillOpens() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json")
            .path
        let (image, errors) = try StudioPixels.screenshot(
            ["--window", "800x600", "--", missing], environment: dummyEnvironment)
        XCTAssertEqual(image.width, 800)
        XCTAssertTrue(errors.contains(missing), errors)
    }

    func testAnExistingFolderFirstOpensTheWindowAndSubcommandsStillWin() throws {
        let spec = try BinaryRunner.temporaryFile("WiredSpin.json", validSpec)
        let folder = URL(fileURLWithPath: spec).deletingLastPathComponent().path
        let out = folder + "/shot.png"
        let (result, timedOut) = try BinaryRunner.run(
            [folder, "--screenshot", out, "--window", "640x480"],
            environment: dummyEnvironment, timeout: 60)
        XCTAssertFalse(timedOut)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try PNGFile.read(out).width, 640)

        let (list, _) = try BinaryRunner.run(["list"], environment: dummyEnvironment, timeout: 30)
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.output.contains("BallSpinFadeLoader"))
        let (unknown, _) = try BinaryRunner.run(["frobnicate"], environment: dummyEnvironment, timeout: 30)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("unknown command \"frobnicate\""), unknown.errors)
    }

    func testABadModeIsAUsageError() throws {
        let (result, _) = try BinaryRunner.run(["--mode", "timeline"], environment: dummyEnvironment, timeout: 10)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.errors.contains("--mode must be gallery, editor, progress, skeleton or scenes"), result.errors)
    }
}
