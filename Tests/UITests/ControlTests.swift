import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

final class ControlTests: XCTestCase {
    func testSliderDragSetsValueAndItsField() {
        onMain {
            let (window, pair) = sliderWindow()
            var reported: [Double] = []
            pair.onChange = { reported.append($0) }
            let slider = pair.slider
            XCTAssertEqual(slider.frame.width, 260 - 64 - 8)
            let knob = slider.convert(Point(slider.knobX, 14), to: nil)
            let trackStart = slider.convert(Point(Slider.knobSize / 2, 14), to: nil).x
            let trackLength = slider.bounds.width - Slider.knobSize
            window.drag(from: knob, to: Point(trackStart + 0.8 * trackLength, knob.y + 30))
            XCTAssertEqual(slider.value, 0.8, accuracy: 1e-12)
            XCTAssertEqual(pair.field.text, "0.80")
            XCTAssertEqual(pair.field.value, 0.8, accuracy: 1e-12)
            XCTAssertEqual(reported.last ?? -1, 0.8, accuracy: 1e-12)
            window.drag(from: Point(trackStart + 0.8 * trackLength, knob.y), to: Point(-100, knob.y))
            XCTAssertEqual(slider.value, 0, "clamped at the start")
            XCTAssertEqual(pair.field.text, "0.00")
        }
    }

    func testSliderClickJumpsAndArrowKeysStep() {
        onMain {
            let (window, pair) = sliderWindow()
            let slider = pair.slider
            let trackStart = slider.convert(Point(Slider.knobSize / 2, 14), to: nil).x
            let trackLength = slider.bounds.width - Slider.knobSize
            window.click(trackStart + 0.25 * trackLength, 34)
            XCTAssertEqual(slider.value, 0.25, accuracy: 1e-12)
            XCTAssertTrue(window.focusedView === slider)
            window.press(.right)
            XCTAssertEqual(slider.value, 0.26, accuracy: 1e-12)
            window.press(.left, .shift)
            XCTAssertEqual(slider.value, 0.16, accuracy: 1e-12)
            window.press(.end)
            XCTAssertEqual(slider.value, 1)
            XCTAssertEqual(pair.field.text, "1.00")
        }
    }

    func testNumberFieldBesideSliderMovesIt() {
        onMain {
            let (window, pair) = sliderWindow()
            window.click(pair.field)
            XCTAssertTrue(window.focusedView === pair.field)
            XCTAssertEqual(pair.field.selectedText, "0.50", "focus selects all")
            window.type("0.3")
            window.press(.enter)
            XCTAssertEqual(pair.slider.value, 0.3, accuracy: 1e-12)
            window.press(.character("a"), .control)
            window.type("7")
            window.press(.enter)
            XCTAssertEqual(pair.field.text, "1.00", "clamped to the range")
            XCTAssertEqual(pair.slider.value, 1)
        }
    }

    func testTextFieldEnterCommitsAndEscapeReverts() {
        onMain {
            let (window, field) = fieldWindow("alpha")
            var commits: [String] = []
            field.onCommit = { commits.append($0) }
            window.press(.end)
            window.type(" beta")
            XCTAssertEqual(field.text, "alpha beta")
            window.press(.enter)
            XCTAssertEqual(field.committedText, "alpha beta")
            XCTAssertEqual(commits, ["alpha beta"])
            window.type("!!")
            XCTAssertEqual(field.text, "alpha beta!!")
            XCTAssertTrue(window.press(.escape))
            XCTAssertEqual(field.text, "alpha beta")
            XCTAssertEqual(commits, ["alpha beta"], "Escape does not commit")
            XCTAssertFalse(window.press(.escape), "nothing to revert: Escape goes on to the window")
        }
    }

    func testTextFieldRejectsInvalidInputVisibly() {
        onMain {
            let (window, field) = fieldWindow("#FF0000")
            field.validator = { Color(hex: $0) != nil }
            window.press(.backspace)
            XCTAssertEqual(field.text, "", "focus selected everything; backspace cleared it")
            window.type("#12")
            window.press(.enter)
            XCTAssertTrue(field.isInvalid)
            XCTAssertEqual(field.committedText, "#FF0000")
            let pixmap = window.renderAll()
            XCTAssertEqual(pixmap.hex(100, 10), Theme.light.color(.error).hexString, "error border")
            window.type("3456")
            XCTAssertFalse(field.isInvalid, "an accepted edit clears the error")
            window.press(.enter)
            XCTAssertEqual(field.committedText, "#123456")
            XCTAssertNotEqual(window.renderAll().hex(100, 10), Theme.light.color(.error).hexString)
        }
    }

    func testNumberFieldRejectsLettersAndNonNumbers() {
        onMain {
            let root = View()
            let field = NumberField(value: 2, range: 0...10, step: 0.5, fractionDigits: 1)
            field.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            root.addSubview(field)
            let window = makeWindow(content: root)
            window.focus(field)
            window.type("abc")
            XCTAssertTrue(field.isInvalid)
            XCTAssertEqual(field.text, "2.0", "rejected characters are not inserted")
            window.type("1-")
            window.press(.enter)
            XCTAssertTrue(field.isInvalid)
            XCTAssertEqual(field.value, 2)
            window.press(.escape)
            XCTAssertEqual(field.text, "2.0")
            XCTAssertFalse(field.isInvalid)
            window.press(.up)
            XCTAssertEqual(field.value, 2.5)
            window.press(.down, .shift)
            XCTAssertEqual(field.value, 0, "clamped")
        }
    }

    /// A rejected character marks the field; once focus moves on with the committed value still
    /// shown, the red border goes.
    func testARejectedCharacterStopsShowingOnceFocusMovesOnFromAValidValue() {
        onMain {
            let root = View()
            let field = NumberField(value: 2, range: 0...10, step: 0.5, fractionDigits: 1)
            field.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            let other = NumberField(value: 1, range: 0...10, step: 0.5, fractionDigits: 1)
            other.frame = Rect(x: 10, y: 50, width: 80, height: 28)
            root.addSubview(field)
            root.addSubview(other)
            let window = makeWindow(content: root)
            window.focus(field)
            window.type("x")
            XCTAssertTrue(field.isInvalid, "the rejected character shows")
            XCTAssertEqual(field.text, "2.0")
            window.focus(other)
            XCTAssertFalse(field.isInvalid, "the shown value is valid and focus moved on")
            XCTAssertEqual(field.value, 2)
        }
    }

    func testCaretSelectionCopyAndPaste() {
        onMain {
            let (window, field) = fieldWindow("hello world")
            window.press(.home)
            window.press(.right, .shift)
            window.press(.right, .shift)
            XCTAssertEqual(field.selectedText, "he")
            window.press(.character("c"), .control)
            XCTAssertEqual(window.clipboard.text, "he")
            window.press(.end)
            window.press(.character("v"), .control)
            XCTAssertEqual(field.text, "hello worldhe")
            window.press(.character("a"), .control)
            window.press(.character("x"), .control)
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(window.clipboard.text, "hello worldhe")
            window.type("ab")
            let engine = window.textEngine as! FixedWidthTextEngine
            let x = field.windowFrame.minX + TextField.padding + engine.advance(.ui) * 1.2
            window.click(x, 24)
            XCTAssertEqual(field.caret, 1, "a click puts the caret at the nearest boundary")
        }
    }

    func testButtonToggleAndSegmentedControl() {
        onMain {
            let root = View()
            var clicks = 0
            let button = Button("Go") { clicks += 1 }
            button.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            let toggle = Toggle("Loop")
            toggle.frame = Rect(x: 10, y: 50, width: 100, height: 28)
            let segments = SegmentedControl(["Light", "Dark", "Checker"])
            segments.frame = Rect(x: 10, y: 90, width: 240, height: 28)
            for v in [button, toggle, segments] as [View] { root.addSubview(v) }
            let window = makeWindow(content: root)
            window.click(button)
            XCTAssertEqual(clicks, 1)
            window.drag(from: Point(20, 20), to: Point(200, 200))
            XCTAssertEqual(clicks, 1, "released outside: no click")
            window.press(.space)
            XCTAssertEqual(clicks, 2)
            window.click(toggle)
            XCTAssertTrue(toggle.isOn)
            window.press(.enter)
            XCTAssertFalse(toggle.isOn)
            window.click(segments.convert(segments.segmentRect(2).center, to: nil).x, 104)
            XCTAssertEqual(segments.selectedIndex, 2)
            window.press(.left)
            XCTAssertEqual(segments.selectedIndex, 1)
            XCTAssertEqual(window.cursor, .hand)
        }
    }

    func testLabelWrapsAlignsAndKeepsRunColours() {
        onMain {
            let label = Label(runs: [
                TextRun("Hello "),
                TextRun(
                    "bold world", font: Font(.ui, weight: .bold),
                    color: .token(.error)),
            ])
            label.numberOfLines = 0
            let root = View()
            root.addSubview(label)
            let window = makeWindow(content: root)
            let advance = (window.textEngine as! FixedWidthTextEngine).advance(.ui)
            label.frame = Rect(x: 0, y: 0, width: advance * 11, height: 60)
            let layout = label.layout(engine: window.textEngine)
            XCTAssertEqual(layout.lines.map { $0.pieces.map(\.text).joined() }, ["Hello bold", "world"])
            XCTAssertEqual(layout.lines[0].pieces.map(\.text), ["Hello ", "bold"])
            XCTAssertEqual(layout.lines[0].pieces[1].font.weight, .bold)
            XCTAssertEqual(layout.lines[1].pieces[0].color, .token(.error))
            XCTAssertEqual(label.sizeThatFits(Size(advance * 11, 100)).height, 2 * 13 * 1.25)
            label.alignment = .trailing
            let pixmap = window.renderAll()
            let lastColumn = Int(advance * 11) - 2
            XCTAssertEqual(pixmap.hex(lastColumn, 5), Theme.light.color(.error).hexString)
            label.numberOfLines = 1
            XCTAssertEqual(label.layout(engine: window.textEngine).lines.count, 1)
            XCTAssertEqual(
                TextLayout(
                    runs: [TextRun("abcdefgh")], font: .ui, color: .token(.textPrimary),
                    width: advance * 3, engine: window.textEngine
                ).lines.count, 3,
                "a word longer than the line breaks at characters")
        }
    }

    func testTooltipAppearsAfterRestAndToastsExpire() {
        onMain {
            let root = View()
            let button = Button("Save")
            button.tooltip = "Save params (Ctrl+S)"
            button.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            root.addSubview(button)
            let window = makeWindow(content: root)
            XCTAssertFalse(window.isAnimating)
            window.handle(.pointerMove(Point(20, 20)))
            XCTAssertTrue(window.isAnimating, "the tooltip timer needs ticks")
            window.tick(dt: 0.3)
            XCTAssertNil(window.visibleTooltip)
            window.tick(dt: 0.4)
            XCTAssertEqual(window.visibleTooltip?.text, "Save params (Ctrl+S)")
            XCTAssertFalse(window.isAnimating)
            window.handle(.pointerMove(Point(300, 200)))
            XCTAssertNil(window.visibleTooltip)
            window.showToast("Exported 60 frames")
            XCTAssertEqual(window.visibleToasts, ["Exported 60 frames"])
            XCTAssertTrue(window.isAnimating)
            window.tick(dt: 3.1)
            XCTAssertEqual(window.visibleToasts, [])
            XCTAssertFalse(window.isAnimating)
        }
    }
}

@MainActor private func sliderWindow() -> (WindowRoot, SliderField) {
    let root = View()
    let pair = SliderField(value: 0.5, range: 0...1, step: 0.01)
    pair.frame = Rect(x: 20, y: 20, width: 260, height: 28)
    root.addSubview(pair)
    return (makeWindow(content: root), pair)
}

@MainActor private func fieldWindow(_ text: String) -> (WindowRoot, TextField) {
    let root = View()
    let field = TextField(text: text)
    field.frame = Rect(x: 10, y: 10, width: 200, height: 28)
    root.addSubview(field)
    let window = makeWindow(content: root)
    window.focus(field)
    return (window, field)
}
