import Localization
import SDLHost
import TestSupport
import UI
import XCTest

@testable import Studio

/// Every character of every message of every language has a glyph in the studio's fonts (Inter,
/// then Noto Sans CJK SC, DejaVu, Symbola), in the regular and semibold UI faces: nothing the
/// studio says is drawn as a box. Needs the fonts `make deps` installs; without them it fails.
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
                let names = Language.allCases.map(\.nativeName).joined(separator: " ")
                let lostNames = engine.missingCharacters(in: names, font: .ui)
                XCTAssertEqual(lostNames, [], "the language picker's names")
                XCTAssertEqual(missing.keys.sorted(), [], "\(language.rawValue): \(missing)")
            }
        }
    }
}
