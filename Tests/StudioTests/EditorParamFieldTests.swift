import Foundation
import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// A param's field, the preview and Save params agree on one value, also outside the slider's
/// range and across a reload that changes the default.
final class EditorParamFieldTests: XCTestCase {
    @MainActor private static func type(_ text: String, into row: ParamRow, _ app: StudioApp) {
        app.user.tap(row.slider.field)
        app.user.type(text)
        app.user.press(.enter)
    }

    @MainActor private static func row(_ name: String, _ app: StudioApp) -> ParamRow {
        app.editor.inspector.paramRows.first { $0.name == name }!
    }

    func testATypedValueOutsideTheSliderIsKeptShownDrawnAndSaved() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("tune.json")
            try Data(SpecText.valid(1, count: 12).utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            _ = app.user.nextFrame()
            XCTAssertEqual(Self.row("count", app).range.maximum, 24)

            Self.type("40", into: Self.row("count", app), app)
            XCTAssertEqual(app.editorModel.params["count"], 40, "not clamped to the slider's 24")
            XCTAssertEqual(app.editorModel.evaluator?.elementCount, 40)
            XCTAssertEqual(Self.row("count", app).slider.field.text, "40")
            XCTAssertEqual(Self.row("count", app).slider.slider.value, 40, "the slider widens to show it")

            Self.type("-3", into: Self.row("minScale", app), app)
            XCTAssertEqual(app.editorModel.params["minScale"], -3)
            XCTAssertEqual(Self.row("minScale", app).slider.field.text, "-3.00")

            // The file's default changes: the row is rebuilt around the new default and still
            // shows the tuned value the preview draws.
            try Data(SpecText.valid(1, count: 4).utf8).write(to: URL(fileURLWithPath: path))
            let document = app.library.document(atPath: path)!
            XCTAssertTrue(document.reload())
            app.documentsDidReload([document])
            _ = app.user.nextFrame()
            XCTAssertEqual(Self.row("count", app).defaultValue, 4)
            XCTAssertEqual(app.editorModel.params["count"], 40)
            XCTAssertEqual(app.editorModel.evaluator?.elementCount, 40)
            XCTAssertEqual(Self.row("count", app).slider.field.text, "40")
            XCTAssertEqual(Self.row("count", app).slider.slider.value, 40)
            XCTAssertEqual(Self.row("minScale", app).slider.field.text, "-3.00")

            app.user.press(.character("s"), .control)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains("\"count\": 40"), text)
            XCTAssertEqual(Self.row("count", app).slider.field.text, "40")
        }
    }

    func testAWholeNumberIsTypedForACount() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            _ = app.user.nextFrame()
            Self.type("7.6", into: Self.row("count", app), app)
            XCTAssertEqual(app.editorModel.params["count"], 8)
            XCTAssertEqual(Self.row("count", app).slider.field.text, "8")
        }
    }

    func testARangeWidensToHoldAValue() {
        let count = ParamRange.guess(default: 3, isCount: true)
        XCTAssertEqual(count.including(7), count)
        XCTAssertEqual(count.including(40.2), ParamRange(minimum: 1, maximum: 41, step: 1, isCount: true))
        XCTAssertEqual(count.including(0), ParamRange(minimum: 0, maximum: 12, step: 1, isCount: true))
        let scale = ParamRange.guess(default: 0.3, isCount: false)
        XCTAssertEqual(scale.including(-3), ParamRange(minimum: -3, maximum: 1, step: 0.01, isCount: false))
        XCTAssertEqual(scale.including(.nan), scale)
    }
}
