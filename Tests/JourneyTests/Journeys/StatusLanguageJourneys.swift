import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// A file that does not validate, opened in each language: the Editor's status badge says
/// "broken" in that language (it stayed English before), and LoaderKit's message stays its own
/// English.
final class StatusLanguageJourneys: JourneyTestCase {
    /// The badge of a file with problems and no good version, as each catalogue words it.
    static let broken = ["en": "broken", "vi": "lỗi", "zh-Hans": "损坏", "fr": "invalide"]
    static let message = "duration must be a positive number"

    func testABrokenFilesBadgeIsInTheStudiosLanguage() throws {
        let first = try launch()
        let path = try writeSpec(
            first, "broken.json",
            JourneySpecs.dots(count: 3).replacingOccurrences(of: "\"duration\": 1", with: "\"duration\": -1"))
        first.close(keepFolder: true)
        for (language, locale) in [("zh-Hans", "zh_CN.UTF-8"), ("fr", "fr_FR.UTF-8"), ("en", "en_US.UTF-8")] {
            let studio = try launch([path], folder: first.folder, environment: ["LANG": locale])
            let state = try studio.wait("broken.json in \(language)") {
                $0.language == language && $0.editor.document?.name == "broken.json"
                    && !($0.editor.document?.problems.isEmpty ?? true)
            }
            XCTAssertEqual(state.editor.document?.problems.first?.hasSuffix(Self.message), true, "LoaderKit's words")
            XCTAssertEqual(try studio.tree().view("editor.side.status")?.text, Self.broken[language], language)
            if language == "zh-Hans" { try studio.writeScreenshot("broken-zh-Hans") }
            assertAlive(studio, "a broken file in \(language)")
            studio.close(keepFolder: true)
        }
    }
}
