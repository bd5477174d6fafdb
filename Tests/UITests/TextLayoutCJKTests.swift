import Graphics
import XCTest
import TestSupport
@testable import UI

/// Chinese and Japanese text, which has no spaces, wraps between its characters, never before
/// closing punctuation nor after opening punctuation; Latin text still breaks at spaces only.
/// Measured with `FixedWidthTextEngine`: every character advances 6.5 points in `.ui`.
final class TextLayoutCJKTests: XCTestCase {
    static let sentence = "加载指示器正在运行，请稍候。简体中文的句子（没有空格）也能在宽度内换行：「完成」。"
    static let closing: Set<Character> = Set("，。）」：、！？》』】")
    static let opening: Set<Character> = Set("（「《『【")

    /// The text of each line, its pieces joined.
    @MainActor private static func texts(_ layout: TextLayout) -> [String] {
        layout.lines.map { $0.pieces.map(\.text).joined() }
    }

    func testAChineseSentenceWithoutSpacesWrapsInsideTheWidth() {
        onMain {
            let engine = FixedWidthTextEngine()
            let advance = engine.advance(.ui)
            let width = advance * 10
            let layout = TextLayout(
                runs: [TextRun(Self.sentence)], font: .ui, color: .token(.textPrimary), width: width, engine: engine)
            let lines = Self.texts(layout)
            XCTAssertGreaterThan(lines.count, 3, "\(lines)")
            XCTAssertEqual(lines.joined(), Self.sentence, "no character lost or added")
            for (line, text) in zip(layout.lines, lines) {
                XCTAssertLessThanOrEqual(line.width, width, text)
                XCTAssertEqual(line.pieces.count, 1, "one run, one piece: \(text)")
            }
            // Lines are filled: only the punctuation rules hold a character or two back.
            for text in lines.dropLast() { XCTAssertGreaterThanOrEqual(text.count, 8, "\(lines)") }
        }
    }

    func testNoLineStartsWithClosingOrEndsWithOpeningPunctuation() {
        onMain {
            let engine = FixedWidthTextEngine()
            for characters in 3...40 {
                let width = engine.advance(.ui) * Double(characters)
                let layout = TextLayout(
                    runs: [TextRun(Self.sentence)], font: .ui, color: .token(.textPrimary), width: width,
                    engine: engine)
                let lines = Self.texts(layout)
                XCTAssertEqual(lines.joined(), Self.sentence)
                for (index, text) in lines.enumerated() {
                    XCTAssertLessThanOrEqual(layout.lines[index].width, width, "\(characters): \(lines)")
                    if index > 0, let first = text.first {
                        XCTAssertFalse(Self.closing.contains(first), "\(characters): \(lines)")
                    }
                    if index < lines.count - 1, let last = text.last {
                        XCTAssertFalse(Self.opening.contains(last), "\(characters): \(lines)")
                    }
                }
            }
        }
    }

    func testWordsSplitBetweenCJKCharactersAndLatinOnlyAtSpaces() {
        onMain {
            XCTAssertEqual(TextLayout.words(of: "Loading indicators"), ["Loading ", "indicators"])
            XCTAssertEqual(TextLayout.words(of: "加载指示器"), ["加", "载", "指", "示", "器"])
            XCTAssertEqual(TextLayout.words(of: "运行，请（稍候）。"), ["运", "行，", "请", "（稍", "候）。"])
            XCTAssertEqual(TextLayout.words(of: "ひらがなとカタカナ"), ["ひ", "ら", "が", "な", "と", "カ", "タ", "カ", "ナ"])
            XCTAssertEqual(TextLayout.words(of: "ちょっと"), ["ちょっ", "と"], "small kana stay with the one before")
            XCTAssertEqual(TextLayout.words(of: "使用Inter字体 显示"), ["使", "用Inter字", "体 ", "显", "示"])
        }
    }

    func testMixedLatinAndChineseKeepLatinWordsWhole() {
        onMain {
            let engine = FixedWidthTextEngine()
            let text = "Loader Studio 显示简体中文的加载指示器 preview"
            for characters in 7...30 {
                let width = engine.advance(.ui) * Double(characters)
                let layout = TextLayout(
                    runs: [TextRun(text)], font: .ui, color: .token(.textPrimary), width: width, engine: engine)
                let lines = Self.texts(layout)
                XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " }, "\(characters)")
                for word in ["Loader", "Studio", "preview"] {
                    XCTAssertTrue(lines.contains { $0.contains(word) }, "\(characters): \(lines)")
                }
                for line in layout.lines { XCTAssertLessThanOrEqual(line.width, width, "\(characters): \(lines)") }
            }
        }
    }

    func testAColouredRunInsideChineseWrapsWithItsColour() {
        onMain {
            let engine = FixedWidthTextEngine()
            let runs = [
                TextRun("请稍候，"), TextRun("加载指示器", color: .token(.accent)), TextRun("正在运行。"),
            ]
            let layout = TextLayout(
                runs: runs, font: .ui, color: .token(.textPrimary), width: engine.advance(.ui) * 6, engine: engine)
            let lines = Self.texts(layout)
            XCTAssertEqual(lines.joined(), "请稍候，加载指示器正在运行。")
            let accent = layout.lines.flatMap(\.pieces).filter { $0.color == .token(.accent) }.map(\.text).joined()
            XCTAssertEqual(accent, "加载指示器")
            for line in layout.lines { XCTAssertLessThanOrEqual(line.width, engine.advance(.ui) * 6, "\(lines)") }
        }
    }
}
