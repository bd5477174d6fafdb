import Foundation
import ArtworkAccessibility
import LoadingLifecycle
import Localization
import XCTest

@testable import Studio

/// The studio's message catalogue: complete in every language, the same placeholders
/// everywhere, every key the code names defined, and every defined key used.
final class CatalogueTests: XCTestCase {
    private let catalogue = StudioCatalogue.catalogue

    func testTheCatalogueParsesWithoutDuplicates() {
        XCTAssertEqual(catalogue.faults, [])
    }

    func testEveryLanguageHasEveryKeyWithTheSamePlaceholders() throws {
        let english = try XCTUnwrap(catalogue.patterns[.english])
        XCTAssertFalse(english.isEmpty)
        for language in Language.allCases where language != .english {
            let table = catalogue.patterns[language] ?? [:]
            let missing = Set(english.keys).subtracting(table.keys).sorted()
            let extra = Set(table.keys).subtracting(english.keys).sorted()
            XCTAssertEqual(missing, [], "keys missing in \(language.rawValue)")
            XCTAssertEqual(extra, [], "keys only in \(language.rawValue)")
            for (key, pattern) in table {
                XCTAssertEqual(
                    pattern.placeholders, english[key]?.placeholders,
                    "\(key): placeholders differ between en and \(language.rawValue)")
            }
        }
    }

    func testFrenchPunctuationTakesANoBreakSpace() throws {
        // French puts a no-break space before ":" and a narrow one before ";" "?" "!"; a plain
        // space there would let the line break before the sign.
        for (key, pattern) in catalogue.patterns[.french] ?? [:] {
            let text = StudioCatalogue.tables.compactMap { $0[.french]?[key] }.first ?? ""
            for sign in [":", ";", "!", "?"] where text.contains(" \(sign)") {
                XCTFail("\(key): a plain space before \(sign) in «\(text)»")
            }
            _ = pattern
        }
    }

    /// Every `Message("…")` key written in the studio's sources is defined in English, and every
    /// key English defines is named somewhere in the sources (directly, or by a prefix the code
    /// completes from an enum's cases, listed here).
    func testEveryKeyTheCodeNamesIsDefinedAndEveryDefinedKeyIsUsed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Studio")
        var sources = ""
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix("Text/") {
            sources += try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
        }
        // The accessors in Text/ name their keys too; the tables' own keys do not count as uses.
        for case let file as String in try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        where file.hasPrefix("Text/") && file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
            sources += text.components(separatedBy: "static let table").first ?? text
        }
        let english = Set((catalogue.patterns[.english] ?? [:]).keys)
        let literal = try NSRegularExpression(pattern: #"Message\("([a-zA-Z0-9_.]+)"\)"#)
        let range = NSRange(sources.startIndex..., in: sources)
        let named = Set(
            literal.matches(in: sources, range: range).compactMap { Range($0.range(at: 1), in: sources) }
                .map { String(sources[$0]) })
        XCTAssertEqual(named.subtracting(english).sorted(), [], "keys the code names that English lacks")
        // Keys completed from enums: "mode.\(rawValue)", "help.section.\(rawValue)", and so on.
        let completed: [(prefix: String, names: [String])] = [
            ("mode.", StudioModeNames.all), ("help.section.", HelpText.Section.allCases.map(\.rawValue)),
            ("help.shortcut.", HelpText.Shortcut.allCases.map(\.rawValue)),
            ("help.gesture.", ["click", "doubleClick", "drag", "dragEmpty"]),
            ("key.", ["ctrl", "alt", "super", "shift"]),
            ("scenes.kind.", SceneKind.allCases.map(\.rawValue)),
            ("scenes.device.", SceneDevice.allCases.map(\.rawValue)),
            ("scenes.content.", SlotContent.Kind.allCases.map(\.rawValue)),
            ("scenes.transition.", TransitionKind.allCases.map(\.rawValue)),
            ("scenes.easing.", Easing.allCases.map(\.rawValue)),
            ("scenes.latency.", LatencyPreset.allCases.map(\.rawValue)),
            ("scenes.phase.", LifecyclePhase.allCases.map(\.rawValue)),
            ("check.verdict.", CheckVerdict.allCases.map(\.rawValue)),
            ("check.deficiency.", ColorVisionDeficiency.allCases.map(\.rawValue)),
        ]
        var used = named
        for (prefix, names) in completed { used.formUnion(names.map { prefix + $0 }) }
        for key in english where sources.contains("\"\(key)\"") { used.insert(key) }
        XCTAssertEqual(english.subtracting(used).sorted(), [], "keys defined but never used")
    }
}

/// The modes' raw values, for the completed keys above.
private enum StudioModeNames {
    static let all = ["gallery", "editor", "progress", "skeleton", "scenes"]
}
