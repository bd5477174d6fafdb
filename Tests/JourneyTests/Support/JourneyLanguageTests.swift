import Localization
import TestSupport
import XCTest

@testable import Studio

/// The journeys' language: what `JOURNEY_LANGUAGE` picks for a class, and the matching of shown
/// text to a message (no X server needed).
final class JourneyLanguageTests: XCTestCase {
    /// Every journey class, by name (`Journeys/*.swift`).
    static let journeyClasses = [
        "AfternoonJourneys", "ArtworkCheckJourneys", "AuthoringJourneys", "BlankSpecJourneys", "BounceJourneys",
        "ControlChannelJourneys", "DraftJourneys", "EasingLibraryJourneys", "EditorJourneys", "ExportJourneys",
        "ExportSpeedJourneys", "FaultJourneys", "FileJourneys", "FormsJourneys", "HandoffJourneys", "HiDPIJourneys",
        "HistoryJourneys", "KeyboardJourneys", "LanguageJourneys", "LanguageServerJourneys", "LargeFileJourneys",
        "MonkeyJourneys", "OnionSkinJourneys", "ParamsFormJourneys", "PlaygroundCodeJourneys", "PrecisionJourneys",
        "PresentJourneys", "ProgressCodeJourneys", "QuickFixJourneys", "RasterJourneys", "SafeExportJourneys",
        "ScenesJourneys", "SingleInstanceJourneys", "SoftWrapJourneys", "SourceJourneys", "StartFromJourneys",
        "TimingJourneys", "UnsavedJourneys", "WindowJourneys", "WorkspaceDetailsJourneys", "WorkspaceJourneys",
    ]

    func testUnsetOrEmptyIsEnglishAndALanguageIsTakenAsNamed() throws {
        XCTAssertEqual(try JourneyLanguage.language(for: "EditorJourneys", setting: nil), .english)
        XCTAssertEqual(try JourneyLanguage.language(for: "EditorJourneys", setting: ""), .english)
        for language in Language.allCases {
            XCTAssertEqual(try JourneyLanguage.language(for: "EditorJourneys", setting: language.rawValue), language)
        }
        XCTAssertThrowsError(try JourneyLanguage.language(for: "EditorJourneys", setting: "de"))
        XCTAssertThrowsError(try JourneyLanguage.language(for: "EditorJourneys", setting: "French"))
    }

    func testRotationIsStableAndSpreadsTheClassesOverEveryLanguage() throws {
        // FNV-1a's published value for "a": the hash is the same in every process.
        XCTAssertEqual(JourneyLanguage.stableHash("a"), 0xaf63_dc4c_8601_ec8c)
        var counts: [Language: Int] = [:]
        for name in Self.journeyClasses {
            let language = try JourneyLanguage.language(for: name, setting: "rotate")
            XCTAssertEqual(try JourneyLanguage.language(for: name, setting: "rotate"), language, name)
            counts[language, default: 0] += 1
        }
        for language in Language.allCases {
            XCTAssertGreaterThanOrEqual(counts[language] ?? 0, 4, "\(language) runs too few classes: \(counts)")
        }
    }

    func testAMessageMatchesItsPatternInTheLanguageWithAnyArguments() {
        let french = Localizer(.french, catalogue: StudioCatalogue.catalogue)
        let saved = french(EditorText.savedParams("dots.json"))
        XCTAssertTrue(MessageMatcher("editor.saved.params", french).matches(saved))
        XCTAssertTrue(MessageMatcher("editor.saved.params", french).matchesPrefix(saved + " …"))
        XCTAssertFalse(MessageMatcher("editor.saved.params", french).matches("… " + saved), "text before the message")
        XCTAssertFalse(
            MessageMatcher("editor.saved.params", french).matches(
                StudioCatalogue.english(EditorText.savedParams("dots.json"))))
        XCTAssertFalse(MessageMatcher("status.saved", french).matches(saved))
        XCTAssertFalse(MessageMatcher("no.such.key", french).matches(saved))
        // A plural stands for any of its forms.
        let pasted = MessageMatcher("easingLibrary.pasted", StudioCatalogue.english)
        XCTAssertTrue(pasted.matches(StudioCatalogue.english(EasingLibraryText.pasted(1))))
        XCTAssertTrue(pasted.matches(StudioCatalogue.english(EasingLibraryText.pasted(3))))
        XCTAssertFalse(pasted.matches("3 presets"))
    }
}
