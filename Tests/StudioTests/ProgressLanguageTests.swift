import Graphics
import LoaderKitCore
import LoaderKitUI
import Localization
import StudioCommandLine
import TestSupport
import UI
import XCTest

@testable import Studio

/// The Progress mode in the four languages: the header's count (a plural), the inspector's
/// controls and readout (a percentage in the language's numbers), the "Upload" chip; the
/// designs' titles and option names stay LoaderKit's.
final class ProgressLanguageTests: XCTestCase {
    func testProgressSpeaksEachLanguageAndComesBackToEnglish() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            let progress = app.progress, inspector = progress.inspector
            let border = try XCTUnwrap(progress.model.designs.firstIndex { $0.child == .button })
            progress.select(border)
            progress.model.setIndeterminate(false)
            progress.model.setValue(0.625)
            let total = progress.model.designs.count
            let title = inspector.titleLabel.text
            XCTAssertEqual(progress.header.search.placeholder, "Filter by title")
            XCTAssertEqual(inspector.indeterminateToggle.title, "Indeterminate")
            XCTAssertTrue(inspector.readout.text.hasPrefix("reads \"63%\""), inspector.readout.text)
            XCTAssertEqual(Self.chip(inspector)?.label.text, "Upload")
            let expected: [(Language, String, String, String, String, String)] = [
                (.vietnamese, "Lọc theo tiêu đề", "Vô định", "Giả lập tác vụ", "Tải lên", "đọc là “63%”"),
                (.chineseSimplified, "按标题筛选", "不确定", "模拟任务", "上传", "读作“63%”"),
                (
                    .french, "Filtrer par titre", "Indéterminé", "Simuler une tâche", "Envoyer",
                    "lu «\u{00A0}63\u{202F}%\u{00A0}»"
                ),
            ]
            for (language, placeholder, indeterminate, simulate, upload, reads) in expected {
                app.setLanguage(language)
                XCTAssertEqual(progress.header.search.placeholder, placeholder, "\(language)")
                XCTAssertEqual(inspector.indeterminateToggle.title, indeterminate, "\(language)")
                XCTAssertEqual(inspector.simulateButton.title, simulate, "\(language)")
                XCTAssertEqual(Self.chip(inspector)?.label.text, upload, "\(language)")
                XCTAssertTrue(inspector.readout.text.hasPrefix(reads), inspector.readout.text)
                XCTAssertEqual(inspector.titleLabel.text, title, "the design's title is LoaderKit's")
            }
            // French: the drawn value with a decimal comma, the designs counted with a plural.
            XCTAssertTrue(inspector.readout.text.contains(","), inspector.readout.text)
            let french = Localizer(.french, catalogue: StudioCatalogue.catalogue)
            XCTAssertEqual(french(ProgressText.designs(total)), "\(total) modèles")
            XCTAssertEqual(french(ProgressText.designs(1, of: total)), "1 sur \(total) modèles")
            XCTAssertEqual(StudioCatalogue.english(ProgressText.designs(1, of: 1)), "1 of 1 design")
            app.setLanguage(.english)
            XCTAssertEqual(progress.header.search.placeholder, "Filter by title")
            XCTAssertEqual(inspector.simulateButton.title, "Simulate a task")
            XCTAssertEqual(inspector.rhythm.segments, ["Steady", "Bursty", "Jump back"])
            XCTAssertEqual(inspector.exportButton.tooltip, "Export the design as a PNG or a GIF (Ctrl+E)")
            XCTAssertEqual(Self.chip(inspector)?.label.text, "Upload")
            XCTAssertTrue(inspector.readout.text.hasPrefix("reads \"63%\" · drawn "), inspector.readout.text)
        }
    }

    @MainActor private static func chip(_ inspector: ProgressInspector) -> ProgressChild.UploadChip? {
        inspector.preview.contentView as? ProgressChild.UploadChip
    }
}
