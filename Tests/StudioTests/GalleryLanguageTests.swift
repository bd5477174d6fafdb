import Graphics
import Localization
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Gallery in the four languages: the header, the count (a plural), the empty state and the
/// headings follow the language at once, the filter keeping its text, and English comes back.
final class GalleryLanguageTests: XCTestCase {
    func testTheGallerySpeaksEachLanguageAndComesBackToEnglish() {
        onMain {
            let app = ScreensRender.makeApp()
            let gallery = app.gallery, header = gallery.header
            let total = app.library.documents.count
            XCTAssertEqual(header.search.placeholder, "Filter by name")
            XCTAssertEqual(header.countLabel.text, "\(total) indicators")
            XCTAssertEqual(header.colorWell.tooltip, "Colour of every indicator")
            let expected: [(Language, placeholder: String, tooltip: String, count: String, empty: String)] = [
                (
                    .vietnamese, "Lọc theo tên", "Màu của mọi indicator", "\(total) indicator",
                    "Không có indicator nào khớp với “zzz”"
                ),
                (.chineseSimplified, "按名称筛选", "所有指示器的颜色", "\(total) 个指示器", "没有与“zzz”匹配的指示器"),
                (
                    .french, "Filtrer par nom", "Couleur de tous les indicateurs", "\(total) indicateurs",
                    "Aucun indicateur ne correspond à «\u{00A0}zzz\u{00A0}»"
                ),
            ]
            for (language, placeholder, tooltip, count, empty) in expected {
                gallery.setFilter("")
                app.setLanguage(language)
                XCTAssertEqual(header.search.placeholder, placeholder, "\(language)")
                XCTAssertEqual(header.colorWell.tooltip, tooltip, "\(language)")
                XCTAssertEqual(header.countLabel.text, count, "\(language)")
                gallery.setFilter("zzz")
                XCTAssertEqual(gallery.emptyMessage.text, empty, "\(language)")
            }
            // A plural of one: French says "1 indicateur"; the count of a filter is "n sur m".
            gallery.setFilter("BallPulseSync")
            XCTAssertEqual(header.countLabel.text, "1 sur \(total)")
            gallery.setFilter("zzz")
            app.setLanguage(.english)
            XCTAssertEqual(gallery.filterText, "zzz", "the filter keeps its text")
            XCTAssertEqual(gallery.emptyMessage.text, "No indicator matches “zzz”")
            XCTAssertEqual(header.search.placeholder, "Filter by name")
            gallery.setFilter("")
            XCTAssertEqual(header.countLabel.text, "\(total) indicators")
        }
    }

    func testTheCountsAndHeadingsUseThePluralsOfEachLanguage() {
        let english = StudioCatalogue.english
        let french = Localizer(.french, catalogue: StudioCatalogue.catalogue)
        let vietnamese = Localizer(.vietnamese, catalogue: StudioCatalogue.catalogue)
        XCTAssertEqual(english(GalleryText.countAll(1)), "1 indicator")
        XCTAssertEqual(english(GalleryText.countAll(1200)), "1,200 indicators")
        XCTAssertEqual(french(GalleryText.countAll(0)), "0 indicateur")
        XCTAssertEqual(french(GalleryText.countAll(1200)), "1\u{202F}200 indicateurs")
        XCTAssertEqual(vietnamese(GalleryText.filesHeading(3)), "Tệp của bạn · 3")
        XCTAssertEqual(english(GalleryText.builtinsHeading(50)), "Built-in indicators · 50")
    }

    func testTheExportSpeedChoiceWritesTheLanguagesNumbers() {
        let french = Localizer(.french, catalogue: StudioCatalogue.catalogue)
        let speed = ExportSpeed(tuned: 1.25)
        XCTAssertEqual(speed.segmentTitles, ["Tuned (1.25×)", "Speed 1"])
        XCTAssertEqual(speed.segmentTitles(french), ["Réglée (1,25×)", "Vitesse 1"])
        XCTAssertEqual(speed.loopText(cycleSeconds: 0.75, french), "Boucle de 0,6\u{00A0}s à 1,25×")
        XCTAssertEqual(speed.loopText(cycleSeconds: 0.75), "Loop 0.6 s at 1.25×")
    }
}
