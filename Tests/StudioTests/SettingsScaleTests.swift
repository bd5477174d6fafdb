import Foundation
import XCTest
@testable import Studio

/// The `scale` setting: optional, 1 to 4, anything else ignored; absent when not set.
final class SettingsScaleTests: XCTestCase {
    private func decode(_ json: String) throws -> StudioSettings {
        try JSONDecoder().decode(StudioSettings.self, from: Data(json.utf8))
    }

    func testAScaleInRangeIsKeptAndAnythingElseIgnored() throws {
        XCTAssertNil(try decode("{}").scale)
        XCTAssertEqual(try decode(#"{"scale": 2}"#).scale, 2)
        XCTAssertEqual(try decode(#"{"scale": 1.75, "theme": "dark"}"#).scale, 1.75)
        for bad in ["0.5", "5", "-1", "\"2\"", "null", "[2]", "1e300"] {
            let settings = try decode(#"{"scale": \#(bad), "theme": "dark"}"#)
            XCTAssertNil(settings.scale, bad)
            XCTAssertEqual(settings.theme, .dark, bad)
        }
    }

    func testTheScaleIsWrittenOnlyWhenSet() throws {
        var settings = StudioSettings()
        XCTAssertFalse(String(decoding: try JSONEncoder().encode(settings), as: UTF8.self).contains("scale"))
        settings.scale = 1.5
        let decoded = try JSONDecoder().decode(StudioSettings.self, from: try JSONEncoder().encode(settings))
        XCTAssertEqual(decoded.scale, 1.5)
    }
}
