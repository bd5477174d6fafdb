import Foundation
import LoaderStudioCLI
import StudioCommandLine
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
        let options = try WindowModeOptions.parse([
            "--theme", "dark", "--window=800x600", "--screenshot", "out.png",
            "--screenshot-after=1.25", "--mode", "gallery", "a.json",
        ])
        XCTAssertEqual(options.theme, .dark)
        XCTAssertEqual(options.width, 800)
        XCTAssertEqual(options.height, 600)
        XCTAssertEqual(options.screenshotPath, "out.png")
        XCTAssertEqual(options.screenshotAfter, 1.25)
        XCTAssertEqual(options.mode, .gallery)
        XCTAssertEqual(options.files, ["a.json"])
        XCTAssertEqual(try WindowModeOptions.parse(["--skeleton", "pulse"]).skeleton, .pulse)
        XCTAssertEqual(try WindowModeOptions.parse(["--skeleton=Gradient"]).skeleton, .gradient)
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
            (["--mode", "timeline"], "--mode must be gallery, editor, progress, skeleton or scenes"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try WindowModeOptions.parse(arguments), "\(arguments)") { error in
                let message = (error as? WindowModeOptions.ParseError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix(expected), "\(arguments): \(message)")
            }
        }
    }

    func testWhichCommandLinesOpenTheWindow() {
        XCTAssertTrue(LoaderStudioCommand.isWindowMode([]))
        XCTAssertTrue(LoaderStudioCommand.isWindowMode(["--screenshot", "x.png"]))
        XCTAssertTrue(LoaderStudioCommand.isWindowMode(["--theme", "dark"]))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["--help"]))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["-h"]))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["list"]))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["render", "BallPulse", "--out", "x.png"]))
    }

    func testAnExistingFileOrFolderFirstOpensTheWindowButSubcommandsAndUnknownWordsDoNot() throws {
        let folder = NSTemporaryDirectory()
        XCTAssertTrue(LoaderStudioCommand.isWindowMode([folder, "--mode", "editor"]))
        XCTAssertTrue(LoaderStudioCommand.isWindowMode(["spec.json"], exists: { $0 == "spec.json" }))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["list"], exists: { _ in true }))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["frobnicate"], exists: { _ in false }))
        XCTAssertFalse(LoaderStudioCommand.isWindowMode(["-h"], exists: { _ in true }))
        let options = try WindowModeOptions.parse(["a.json", "--mode", "Editor", "folder", "--", "--odd.json"])
        XCTAssertEqual(options.files, ["a.json", "folder", "--odd.json"])
        XCTAssertEqual(options.mode, .editor)
        XCTAssertFalse(options.themeGiven)
        XCTAssertFalse(options.sizeGiven)
        let given = try WindowModeOptions.parse(["--theme", "dark", "--window", "900x700"])
        XCTAssertTrue(given.themeGiven)
        XCTAssertTrue(given.sizeGiven)
        XCTAssertThrowsError(try WindowModeOptions.parse(["--mode", "timeline"]))
    }
}
