import Foundation
import SDLHost
import UI
import XCTest

final class WindowModeOptionsTests: XCTestCase {
    func testDefaults() throws {
        let options = try WindowModeOptions.parse([])
        XCTAssertEqual(options.theme, .light)
        XCTAssertEqual(options.width, 1280)
        XCTAssertEqual(options.height, 800)
        XCTAssertNil(options.screenshotPath)
        XCTAssertEqual(options.screenshotAfter, 0.5)
        XCTAssertEqual(options.files, [])
    }

    func testEveryOptionInBothSpellings() throws {
        let options = try WindowModeOptions.parse(["--theme", "dark", "--window=800x600", "--screenshot", "out.png",
                                                   "--screenshot-after=1.25", "--mode", "gallery", "a.json"])
        XCTAssertEqual(options.theme, .dark)
        XCTAssertEqual(options.width, 800)
        XCTAssertEqual(options.height, 600)
        XCTAssertEqual(options.screenshotPath, "out.png")
        XCTAssertEqual(options.screenshotAfter, 1.25)
        XCTAssertEqual(options.mode, "gallery")
        XCTAssertEqual(options.files, ["a.json"])
        XCTAssertEqual(try WindowModeOptions.parse(["--skeleton", "pulse"]).skeleton, "pulse")
        XCTAssertEqual(try WindowModeOptions.parse(["--skeleton=Gradient"]).skeleton, "gradient")
        XCTAssertEqual(try WindowModeOptions.parse(["--mode=Editor", "--", "--odd.json"]).files, ["--odd.json"])
    }

    func testBadCommandLinesSayWhatIsWrong() {
        let cases: [([String], String)] = [
            (["--theme", "blue"], "--theme must be light or dark"),
            (["--theme"], "--theme needs a value"),
            (["--window", "800"], "--window must be WIDTHxHEIGHT"),
            (["--window", "10x10"], "--window must be WIDTHxHEIGHT"),
            (["--window", "800x-600"], "--window must be WIDTHxHEIGHT"),
            (["--screenshot", "x.png", "--screenshot-after", "-1"], "--screenshot-after must be a number"),
            (["--screenshot", "x.png", "--screenshot-after", "nan"], "--screenshot-after must be a number"),
            (["--screenshot-after", "1"], "--screenshot-after needs --screenshot"),
            (["--fullscreen"], "unknown option --fullscreen"),
            (["--skeleton", "bogus"], "--skeleton must be solid, gradient, pulse, sliding or shimmer, not \"bogus\""),
            (["--skeleton"], "--skeleton needs a value"),
            (["--mode", "timeline"], "--mode must be gallery, editor, progress or skeleton"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try WindowModeOptions.parse(arguments), "\(arguments)") { error in
                let message = (error as? WindowModeOptions.ParseError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix(expected), "\(arguments): \(message)")
            }
        }
    }

    func testWhichCommandLinesOpenTheWindow() {
        XCTAssertTrue(WindowModeOptions.isWindowMode([]))
        XCTAssertTrue(WindowModeOptions.isWindowMode(["--screenshot", "x.png"]))
        XCTAssertTrue(WindowModeOptions.isWindowMode(["--theme", "dark"]))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["--help"]))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["-h"]))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["list"]))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["render", "BallPulse", "--out", "x.png"]))
    }

    func testAnExistingFileOrFolderFirstOpensTheWindowButSubcommandsAndUnknownWordsDoNot() throws {
        let folder = NSTemporaryDirectory()
        XCTAssertTrue(WindowModeOptions.isWindowMode([folder, "--mode", "editor"]))
        XCTAssertTrue(WindowModeOptions.isWindowMode(["spec.json"], exists: { $0 == "spec.json" }))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["list"], subcommands: ["list"], exists: { _ in true }))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["frobnicate"], exists: { _ in false }))
        XCTAssertFalse(WindowModeOptions.isWindowMode(["-h"], exists: { _ in true }))
        let options = try WindowModeOptions.parse(["a.json", "--mode", "Editor", "folder", "--", "--odd.json"])
        XCTAssertEqual(options.files, ["a.json", "folder", "--odd.json"])
        XCTAssertEqual(options.mode, "editor")
        XCTAssertFalse(options.themeGiven)
        XCTAssertFalse(options.sizeGiven)
        let given = try WindowModeOptions.parse(["--theme", "dark", "--window", "900x700"])
        XCTAssertTrue(given.themeGiven)
        XCTAssertTrue(given.sizeGiven)
        XCTAssertThrowsError(try WindowModeOptions.parse(["--mode", "timeline"]))
    }

    func testDisplayEnvironment() {
        XCTAssertFalse(DisplayEnvironment.hasDisplay([:]))
        XCTAssertFalse(DisplayEnvironment.hasDisplay(["DISPLAY": ""]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["DISPLAY": ":0"]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["WAYLAND_DISPLAY": "wayland-0"]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["SDL_VIDEODRIVER": "dummy"]))
        XCTAssertTrue(DisplayEnvironment.isUnwantedHeadless(driver: "offscreen", environment: ["DISPLAY": ":9"]))
        XCTAssertFalse(DisplayEnvironment.isUnwantedHeadless(driver: "dummy", environment: ["SDL_VIDEODRIVER": "dummy"]))
        XCTAssertFalse(DisplayEnvironment.isUnwantedHeadless(driver: "x11", environment: ["DISPLAY": ":0"]))
        let message = DisplayEnvironment.noDisplayMessage(detail: "no display")
        XCTAssertTrue(message.contains("--screenshot"))
        XCTAssertTrue(message.contains("xvfb-run"))
    }
}
