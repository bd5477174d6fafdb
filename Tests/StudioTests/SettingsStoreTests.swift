import Foundation
import StudioCommandLine
import XCTest
import TestSupport
@testable import Studio

final class SettingsStoreTests: XCTestCase {
    func testRoundTripCreatesTheDirectory() throws {
        let dir = temporaryFolder()
        let store = SettingsStore(environment: ["XDG_CONFIG_HOME": dir.file("config/nested"), "HOME": "/nonexistent"])
        XCTAssertEqual(store.path, dir.file("config/nested/loader-studio/settings.json"))
        let first = store.load()
        XCTAssertEqual(first.settings, StudioSettings())
        XCTAssertNil(first.warning, "a missing file is a first run, not a problem")

        var settings = StudioSettings()
        settings.theme = .dark
        settings.mode = .editor
        settings.windowWidth = 1600
        settings.windowHeight = 900
        for i in 0..<14 { settings.noteRecentFile("/specs/\(i).json") }
        settings.noteRecentFile("/specs/3.json")
        XCTAssertEqual(settings.recentFiles.count, 10)
        XCTAssertEqual(settings.recentFiles.prefix(2), ["/specs/3.json", "/specs/13.json"])
        try store.save(settings)
        let loaded = store.load()
        XCTAssertNil(loaded.warning)
        XCTAssertEqual(loaded.settings, settings)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("config/nested/loader-studio")),
            ["settings.json"])
    }

    func testCorruptFileIsReportedAndReplaced() throws {
        let dir = temporaryFolder()
        let store = SettingsStore(directory: dir.path)
        Disk.writeInPlace(Array("{\"theme\": \"dark\", ".utf8), to: store.path)
        let loaded = store.load()
        XCTAssertEqual(loaded.settings, StudioSettings())
        let warning = try XCTUnwrap(loaded.warning)
        XCTAssertTrue(warning.contains("settings.json"), warning)
        XCTAssertEqual(
            Disk.read(store.path + ".corrupt"), Array("{\"theme\": \"dark\", ".utf8), "the bad file is kept aside")
        let again = store.load()
        XCTAssertNil(again.warning, "the replaced file loads cleanly")
        XCTAssertEqual(again.settings, StudioSettings())
    }

    func testUnknownAndMissingFieldsTakeDefaults() throws {
        let dir = temporaryFolder()
        let store = SettingsStore(directory: dir.path)
        Disk.writeInPlace(
            Array("{\"theme\": \"sepia\", \"mode\": \"skeleton\", \"windowWidth\": -5, \"future\": 1}".utf8),
            to: store.path)
        let loaded = store.load()
        XCTAssertNil(loaded.warning)
        XCTAssertEqual(loaded.settings.theme, .light)
        XCTAssertEqual(loaded.settings.mode, .skeleton)
        XCTAssertEqual(loaded.settings.windowWidth, 1280)
    }

    /// Window sizes that are not finite whole numbers in range take the defaults.
    func testHostileWindowSizesTakeDefaults() throws {
        let dir = temporaryFolder()
        let store = SettingsStore(directory: dir.path)
        for (width, height) in [
            ("1e300", "-1e300"), ("9223372036854775808", "123456789012345678901234567890"), ("-0", "1e-300"),
        ] {
            Disk.writeInPlace(Array("{\"windowWidth\": \(width), \"windowHeight\": \(height)}".utf8), to: store.path)
            let loaded = store.load().settings
            XCTAssertEqual(loaded.windowWidth, 1280, width)
            XCTAssertEqual(loaded.windowHeight, 800, height)
        }
        Disk.writeInPlace(Array("{\"windowWidth\": 1600.0, \"windowHeight\": 900}".utf8), to: store.path)
        XCTAssertEqual(store.load().settings.windowWidth, 1600)
        XCTAssertEqual(store.load().settings.windowHeight, 900)
    }

    func testStandardDirectory() {
        XCTAssertEqual(
            SettingsStore.standardDirectory(["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/u"]), "/x/cfg/loader-studio")
        XCTAssertEqual(
            SettingsStore.standardDirectory(["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"]),
            "/home/u/.config/loader-studio")
        XCTAssertEqual(SettingsStore.standardDirectory(["HOME": "/home/u"]), "/home/u/.config/loader-studio")
    }
}
