import Foundation
import XCTest
import TestSupport
@testable import Studio

/// The export folder is remembered between runs: an absolute path, or nothing.
final class SettingsExportFolderTests: XCTestCase {
    func testTheExportFolderRoundTripsAndABadOneIsDropped() throws {
        let dir = temporaryFolder()
        let store = SettingsStore(directory: dir.path)
        var settings = StudioSettings()
        XCTAssertNil(settings.exportFolder, "none before the first export")
        settings.exportFolder = "/home/me/Pictures/loaders"
        try store.save(settings)
        XCTAssertEqual(store.load().settings.exportFolder, "/home/me/Pictures/loaders")

        for bad in ["\"relative/folder\"", "42", "\"\"", "null"] {
            Disk.writeInPlace(Array("{\"theme\": \"dark\", \"exportFolder\": \(bad)}".utf8), to: store.path)
            let loaded = store.load()
            XCTAssertNil(loaded.warning, bad)
            XCTAssertNil(loaded.settings.exportFolder, bad)
            XCTAssertEqual(loaded.settings.theme, .dark, "the rest still loads (\(bad))")
        }
    }
}
