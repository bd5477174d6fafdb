import LoaderKitCore
import Localization
import SDLHost
import TestSupport
import UI
import XCTest

@testable import SpecLanguage
@testable import Studio

/// Every character of every message of every language has a glyph in the studio's fonts (Inter,
/// then Noto Sans CJK SC, DejaVu, Symbola), in the regular and semibold UI faces: nothing the
/// studio says is drawn as a box; so has every word of the schema the source pane's hover and
/// completion show (descriptions and type summaries). Needs the fonts `make deps` installs;
/// without them it fails.
final class CatalogueGlyphTests: XCTestCase {
    /// The literal text of `pieces`, every plural form included.
    private static func literals(_ pieces: [MessagePattern.Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .plural(_, let forms): return forms.values.map(literals).joined(separator: " ")
            case .argument, .count: return ""
            }
        }.joined()
    }

    /// The schema's descriptions in `language` by place (English: the schema's own), and every
    /// word of its type summaries.
    private static func schemaTexts(_ language: Language) -> [(String, String)] {
        let schema = SpecSchema.loaderKit
        var texts: [(String, String)] = []
        func walk(_ node: JSONNode, _ place: String) {
            for member in node.object?.members ?? [] {
                if member.key == "description", let english = member.value.string {
                    texts.append((place, SchemaDescriptions.text(at: place, in: language) ?? english))
                } else {
                    walk(member.value, place + "/" + member.key)
                }
            }
            for (index, item) in (node.array ?? []).enumerated() { walk(item, place + "/\(index)") }
        }
        walk(schema.root, "")
        let words = TypeSummaryWords(language)
        let summary = [
            words.number, words.string, words.nonEmptyString, words.boolean, words.object, words.value, words.param,
            words.number("≥", "0"), words.number(in: "(0, 1]"), words.oneOf(["a", "b", "c"]),
            words.objectWithType(["a", "b"]), words.either(["a", "b"]), words.array(of: "a", atLeast: 1),
            words.object(byName: "a"), words.tuple(["a", "b"]),
        ]
        let nouns = ["part", "track", "groupTrack", "paramRef", "layout", "shape", "easing", "num"]
        texts += (summary + nouns.map(words.definitionObject)).map { ("summary", $0) }
        return texts
    }

    func testEveryMessageOfEveryLanguageHasItsGlyphs() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            XCTAssertNotNil(FontCatalog().cjkFace(weight: .regular), "Noto Sans CJK is not installed: run make deps")
            for language in Language.allCases {
                var missing: [String: [Character]] = [:]
                let patterns = StudioCatalogue.catalogue.patterns[language] ?? [:]
                XCTAssertFalse(patterns.isEmpty, language.rawValue)
                for (key, pattern) in patterns {
                    let text = Self.literals(pattern.pieces)
                    for font in [Font.ui, Font(.ui, weight: .semibold), Font.uiSmall] {
                        let lost = engine.missingCharacters(in: text, font: font)
                        if !lost.isEmpty { missing[key, default: []] += lost }
                    }
                }
                let schemaTexts = Self.schemaTexts(language)
                XCTAssertGreaterThan(schemaTexts.count, 81, language.rawValue)
                for (place, text) in schemaTexts {
                    for font in [Font.ui, Font.uiSmall] {
                        let lost = engine.missingCharacters(in: text, font: font)
                        if !lost.isEmpty { missing["schema " + place, default: []] += lost }
                    }
                }
                let names = Language.allCases.map(\.nativeName).joined(separator: " ")
                let lostNames = engine.missingCharacters(in: names, font: .ui)
                XCTAssertEqual(lostNames, [], "the language picker's names")
                XCTAssertEqual(missing.keys.sorted(), [], "\(language.rawValue): \(missing)")
            }
        }
    }
}
