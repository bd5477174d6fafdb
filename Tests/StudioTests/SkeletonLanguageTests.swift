import Graphics
import Localization
import StudioCommandLine
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Skeleton mode in the four languages: the inspector and the mock app screen's content
/// (the stories, the body, the list) follow the language at once, and English comes back.
final class SkeletonLanguageTests: XCTestCase {
    func testSkeletonSpeaksEachLanguageAndComesBackToEnglish() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            let inspector = app.skeleton.inspector, card = app.skeleton.mock.cards[0]
            XCTAssertEqual(inspector.showButton.title, "Show skeleton")
            XCTAssertEqual(card.title.text, "Story 1 · 2 min")
            XCTAssertEqual(card.button.title, "Open")
            let expected: [(Language, String, String, String, String)] = [
                (.vietnamese, "Hiện skeleton", "Bài 1 · 2 phút", "Mở", "Viết bình luận"),
                (.chineseSimplified, "显示骨架屏", "故事 1 · 2 分钟", "打开", "写评论"),
                (.french, "Afficher le squelette", "Article 1 · 2\u{00A0}min", "Ouvrir", "Écrire un commentaire"),
            ]
            for (language, show, story, open, comment) in expected {
                app.setLanguage(language)
                XCTAssertEqual(inspector.showButton.title, show, "\(language)")
                XCTAssertEqual(card.title.text, story, "\(language)")
                XCTAssertEqual(card.button.title, open, "\(language)")
                XCTAssertEqual(card.field.placeholder, comment, "\(language)")
            }
            XCTAssertTrue(card.body.text.hasPrefix("Un indicateur de chargement"), card.body.text)
            let french = Localizer(.french, catalogue: StudioCatalogue.catalogue)
            XCTAssertEqual(french(SkeletonText.moreLines(1)), "… 1 ligne de plus sur stderr")
            XCTAssertEqual(StudioCatalogue.english(SkeletonText.moreLines(12)), "… 12 more lines on stderr")
            app.setLanguage(.english)
            XCTAssertEqual(inspector.showButton.title, "Show skeleton")
            XCTAssertEqual(inspector.titleLabel.text, "Skeleton")
            XCTAssertEqual(card.title.text, "Story 1 · 2 min")
            XCTAssertEqual(
                card.body.text,
                "Loading indicators should feel calm and exact; this card shows how a skeleton covers rich text "
                    + "that wraps over several lines.")
        }
    }
}
