import Graphics
import UI
import XCTest
import TestSupport
@testable import SDLHost

/// Chinese paragraphs are set with Noto Sans CJK's own line spacing; Latin and Vietnamese keep
/// Inter's, and a single line keeps its font's height in every language. Needs the fonts
/// `make deps` installs: without them the test fails, never skips.
final class CJKLineSpacingTests: XCTestCase {
    @MainActor private static func layout(_ text: String, width: Double, engine: TextEngine) -> TextLayout {
        TextLayout(
            runs: [TextRun(text)], font: .ui, color: .token(.textPrimary), width: width, engine: engine)
    }

    func testWrappedChineseLinesSitFurtherApartThanLatinOnes() throws {
        try onMain {
            let catalog = FontCatalog()
            guard catalog.cjkFace(weight: .regular) != nil, catalog.face(.sans, weight: .regular)?.isFallback == false
            else {
                return XCTFail("Inter and Noto Sans CJK (Debian fonts-inter, fonts-noto-cjk) are needed: make deps")
            }
            let engine = try SDLTextEngine(warn: { _ in })
            let size = Font.ui.size
            let inter = engine.metrics(of: .ui).lineHeight
            let chinese = Self.layout("关键帧的时间必须从零开始递增，并在一结束。每个部件的轨道会依次播放。", width: 120, engine: engine)
            let latin = Self.layout(
                "keyTimes must start at zero, rise, and end at one for every track.", width: 120, engine: engine)
            let vietnamese = Self.layout(
                "Thời điểm khung hình phải bắt đầu từ không và kết thúc ở một.", width: 120, engine: engine)
            XCTAssertGreaterThan(chinese.lines.count, 2)
            XCTAssertGreaterThan(latin.lines.count, 2)
            for line in chinese.lines {
                XCTAssertGreaterThanOrEqual(line.height, size * 1.4, "Noto Sans CJK's spacing, not Inter's \(inter)")
                XCTAssertGreaterThan(line.height, inter)
            }
            XCTAssertEqual(Set(latin.lines.map(\.height)), [inter], "Latin keeps Inter's spacing")
            XCTAssertEqual(Set(vietnamese.lines.map(\.height)), [inter], "Inter sets Vietnamese itself")
            // One line keeps the font's height: a label's box is the same in every language.
            XCTAssertEqual(Self.layout("关键帧", width: 0, engine: engine).size.height, inter)
            // The baseline moves down by half the extra space, as a browser leads a line.
            let extra = chinese.lines[0].height - inter
            XCTAssertEqual(chinese.lines[0].ascent, engine.metrics(of: .ui).ascent + (extra / 2).rounded())
        }
    }
}
