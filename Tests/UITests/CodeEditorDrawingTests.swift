import Graphics
import Render
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// What the editor draws: only the rows on screen, in token colours, with the caret, the
/// selection, the gutter and squiggles where they belong.
final class CodeEditorDrawingTests: XCTestCase {
    func testTheDisplayListGrowsWithTheRowsOnScreenNotTheFile() {
        onMain {
            // Lines of the same length, so only the rows on screen can make a difference.
            func line(_ i: Int) -> String { "  \"key\(String(100_000 + i))\": [1, 2, 3]," }
            let small = EditorFixture((0..<40).map(line).joined(separator: "\n"), tokens: true)
            let large = EditorFixture((0..<30_000).map(line).joined(separator: "\n"), tokens: true)
            let tokenizer = large.editor.tokenProvider as! TestTokenizer
            tokenizer.askedBytes = 0
            let smallCount = small.window.recordFullFrame().commands.count
            let largeCount = large.window.recordFullFrame().commands.count
            XCTAssertGreaterThan(smallCount, 100)
            // The same rows are on screen; only the wider line numbers may differ.
            XCTAssertLessThan(Double(largeCount), Double(smallCount) * 1.1)
            XCTAssertLessThan(tokenizer.askedBytes, 30 * 30)  // the rows on screen, never the file
            // Scrolled to the middle, still the rows on screen (the test engine draws each digit of
            // the five-digit line numbers as a command of its own).
            large.model.goTo(line: 15_000)
            large.editor.scrollCaretIntoView()
            let middle = large.window.recordFullFrame().commands.count
            XCTAssertLessThan(middle, smallCount + 4 * large.editor.visibleRowCount + 8)
        }
    }

    func testTokensAreDrawnInTheirThemeColours() {
        onMain {
            for theme in [Theme.light, .dark] {
                let f = EditorFixture("\"ab\": 12, true", theme: theme, tokens: true)
                f.window.focus(nil)
                let pixmap = f.render(named: "tokens-\(theme.appearance)")
                let m = f.editor.metrics
                let left = f.editor.textLeft
                func colorOfCell(_ cell: Int) -> Set<String> {
                    let x0 = Int(left + (Double(cell) + 0.3) * m.advance)
                    var found: Set<String> = []
                    for y in 2..<Int(m.lineHeight) - 2 { found.insert(pixmap.hex(x0, y)) }
                    return found
                }
                XCTAssertTrue(
                    colorOfCell(1).contains(theme.syntaxColor(.string).premultiplied.straight.hexString),
                    "\(theme.appearance)")
                XCTAssertTrue(colorOfCell(6).contains(theme.syntaxColor(.number).premultiplied.straight.hexString))
                XCTAssertTrue(colorOfCell(10).contains(theme.syntaxColor(.literal).premultiplied.straight.hexString))
                XCTAssertTrue(colorOfCell(4).contains(theme.syntaxColor(.punctuation).premultiplied.straight.hexString))
            }
        }
    }

    func testTheCaretTheActiveLineAndTheSelectionShow() {
        onMain {
            let f = EditorFixture("abc\ndef\nghi")
            f.model.select(.caret(5))
            let m = f.editor.metrics
            var pixmap = f.render(named: "caret")
            let caretX = Int(f.editor.textLeft + m.advance)
            let rowY = Int(m.lineHeight * 1.5)
            XCTAssertEqual(pixmap.hex(caretX, rowY), Theme.light.color(.textPrimary).premultiplied.straight.hexString)
            // The active line is tinted, the others are the background.
            let background = Theme.light.color(.panel).premultiplied.straight.hexString
            XCTAssertNotEqual(pixmap.hex(Int(f.editor.textLeft + 10 * m.advance), rowY), background)
            XCTAssertEqual(pixmap.hex(Int(f.editor.textLeft + 10 * m.advance), Int(m.lineHeight * 2.5)), background)
            // A selection over the first two lines tints them (and the first line break).
            f.model.select(TextSelection(anchor: 1, head: 6))
            pixmap = f.render(named: "selection")
            let selected = WCAG.composite(
                Theme.light.color(.accent), alpha: Theme.codeEditorSelectionAlpha, over: Theme.light.color(.panel))
            XCTAssertEqual(
                pixmap.hex(Int(f.editor.textLeft + 3.5 * m.advance), Int(m.lineHeight * 0.5)),
                selected.premultiplied.straight.hexString)
            XCTAssertEqual(pixmap.hex(Int(f.editor.textLeft + 3.5 * m.advance), Int(m.lineHeight * 1.5)), background)
        }
    }

    func testLineNumbersAndDiagnosticsDrawInTheGutterAndUnderTheText() {
        onMain {
            let f = EditorFixture(sampleJSON, folds: true, tokens: true)
            let nope = offset(of: "nope", in: sampleJSON)
            f.editor.diagnostics = [
                CodeDiagnostic(range: nope..<(nope + 4), severity: .error, message: "nope is not a JSON value"),
                CodeDiagnostic(range: 36..<39, severity: .warning, message: "slow"),
            ]
            f.window.focus(f.editor)
            let pixmap = f.render(named: "diagnostics")
            let m = f.editor.metrics
            let errorHex = Theme.light.color(.error).premultiplied.straight.hexString
            let badLine = f.model.buffer.line(containing: nope)
            let markCenter = Point((CodeEditorView.diagnosticMarkWidth - 4) / 2, (Double(badLine) + 0.5) * m.lineHeight)
            XCTAssertEqual(pixmap.hex(Int(markCenter.x), Int(markCenter.y)), errorHex)
            // The squiggle sits under the word.
            let squiggle = f.editor.point(of: nope)
            let band = IntRect(
                x: Int(squiggle.x), y: Int(squiggle.y + m.baseline), width: Int(2 * m.advance), height: 4)
            func isReddish(_ pixel: UInt32) -> Bool {
                let c = PremultipliedColor(pixel: pixel).straight.rgba8
                return Int(c.red) > Int(c.green) + 60 && Int(c.red) > Int(c.blue) + 60
            }
            XCTAssertGreaterThan(pixmap.pixels(in: band).filter(isReddish).count, 4)
            // And nowhere on the line above.
            XCTAssertEqual(
                pixmap.pixels(
                    in: IntRect(x: band.minX, y: band.minY - Int(m.lineHeight), width: band.width, height: band.height)
                ).filter(isReddish).count, 0)
        }
    }

    func testHoveringASquiggleShowsItsMessageAndElsewhereTheHoverText() {
        onMain {
            let f = EditorFixture(sampleJSON)
            f.editor.hoverProvider = TestHover()
            let nope = offset(of: "nope", in: sampleJSON)
            f.editor.diagnostics = [
                CodeDiagnostic(range: nope..<(nope + 4), severity: .error, message: "nope is not a JSON value")
            ]
            let p = f.editor.point(of: nope + 1), m = f.editor.metrics
            f.window.handle(.pointerMove(Point(p.x + m.advance / 2, p.y + m.lineHeight / 2)))
            f.window.tick(dt: 1)
            XCTAssertEqual(f.window.visibleTooltip?.text, "nope is not a JSON value")
            let q = f.editor.point(of: 5)
            f.window.handle(.pointerMove(Point(q.x + m.advance / 2, q.y + m.lineHeight / 2)))
            f.window.tick(dt: 1)
            XCTAssertEqual(f.window.visibleTooltip?.text, "offset 5")
        }
    }

    func testTheReadOnlyNoticeShowsAboveTheText() {
        onMain {
            let f = EditorFixture(sampleJSON, tokens: true)
            f.editor.isReadOnly = true
            f.editor.readOnlyNotice = "Read only: this file is 9 MB, larger than the 8 MB the editor edits"
            f.window.rootView.layoutIfNeeded()
            XCTAssertEqual(f.editor.textTop, CodeEditorView.noticeHeight)
            let pixmap = f.render(named: "read-only")
            let tint = WCAG.composite(Theme.light.color(.warning), alpha: 0.14, over: Theme.light.color(.panel))
            XCTAssertEqual(pixmap.hex(2, 2), tint.premultiplied.straight.hexString)
            f.type("x")
            XCTAssertEqual(f.text, sampleJSON)
        }
    }

    func testALongFileInTheDarkThemeWithFoldsAndTheFindBar() {
        onMain {
            let text =
                sampleJSON + "\n"
                + (0..<200).map { "  \"line\($0)\": \"\(String(repeating: "long ", count: $0 % 40))\"," }.joined(
                    separator: "\n")
            let f = EditorFixture(text, width: 700, height: 420, scale: 2, theme: .dark, folds: true, tokens: true)
            f.window.rootView.layoutIfNeeded()
            f.model.toggleFold(line: 5)
            f.window.press(.character("f"), .control)
            f.type("pulse")
            f.window.press(.enter)
            let nope = offset(of: "nope", in: sampleJSON)
            f.editor.diagnostics = [CodeDiagnostic(range: nope..<(nope + 4), severity: .error, message: "bad")]
            f.window.rootView.layoutIfNeeded()
            XCTAssertFalse(f.editor.verticalBar.isHidden)
            XCTAssertFalse(f.editor.horizontalBar.isHidden)
            let pixmap = f.render(named: "dark-folds-find")
            XCTAssertEqual(pixmap.width, 1400)
        }
    }
}

/// Where squiggles go for ranges at line ends and empty ranges.
final class CodeEditorSquiggleTests: XCTestCase {
    func testAnEmptyRangeAtALineStartIsMarkedOnThatLineOnly() {
        onMain {
            let f = EditorFixture("abc\ndef")
            f.window.focus(nil)
            f.editor.diagnostics = [CodeDiagnostic(range: 4..<4, severity: .error, message: "here")]
            let pixmap = f.render(named: "squiggle-empty")
            let m = f.editor.metrics
            let left = f.editor.textLeft
            func reddish(row: Int) -> Int {
                let band = IntRect(
                    x: Int(left), y: Int(Double(row) * m.lineHeight + m.baseline), width: Int(6 * m.advance), height: 4)
                return pixmap.pixels(in: band).filter {
                    let c = PremultipliedColor(pixel: $0).straight.rgba8
                    return Int(c.red) > Int(c.green) + 60
                }.count
            }
            XCTAssertEqual(reddish(row: 0), 0)
            XCTAssertGreaterThan(reddish(row: 1), 2)
        }
    }
}
