import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// The numbers the inspector's forms write: a slider's value and a diagram or curve handle's
/// drag rounded to their quantity's precision (box units and control points 0.001, radians
/// 0.001, seconds 0.001), a number typed into a field written as typed, and an edit of one
/// segment's easing leaving the other segments' bytes alone.
final class PrecisionFormsTests: XCTestCase, @unchecked Sendable {
    /// The history's name of a form's step: the form's message, as the studio's language (English
    /// here) words it when the step is taken.
    static func formStep(_ message: Message) -> Message { EditorText.verbatim(StudioCatalogue.english(message)) }

    /// One line, as the built-ins ship: a per-segment easing and a circle with a start angle.
    static let spec =
        #"{"schemaVersion":1,"name":"Forms","duration":0.75,"layout":{"type":"row","count":3,"gap":0.05},"shape":{"type":"circle","startAngle":0.5},"stagger":{"each":0.1},"rest":{"opacity":0.123456789},"tracks":[{"property":"scale","keyTimes":[0,0.3,1],"values":[1,0.3,1],"easing":[[0.2,0.68,0.18,1.08],[0.2,0.68,0.18,1.08]]}]}"#

    /// The spec open in the Editor, the inspector on its Design tab (Alt+2).
    @MainActor private func open(_ text: String = spec) -> StudioApp {
        let app = openSpec("forms.json", text: text).app
        XCTAssertTrue(app.user.press(.character("2"), .alt))
        return app
    }

    @MainActor private static func text(_ app: StudioApp) -> String { app.user.sourceText }

    /// The value at `path` in the pane's text, as written.
    @MainActor private static func written(_ app: StudioApp, _ path: String) -> String? {
        let tree = SpecSyntaxTree(Array(text(app).utf8))
        return tree.node(at: JSONPath(parsing: path)!).map { tree.text(of: $0) }
    }

    @MainActor private static func reveal(_ app: StudioApp, _ identifier: String) throws -> View {
        let view = try XCTUnwrap(app.user.view(identifier), identifier)
        view.scrollIntoView()
        app.window.rootView.layoutIfNeeded()
        _ = app.user.nextFrame()
        return view
    }

    func testASlidersValueIsRoundedToItsQuantitysPrecision() throws {
        try onMain {
            let app = open()
            let forms = app.editor.inspector.authoring
            // An angle: the slider steps 0.01 from −π, so its values are −π + k·0.01.
            let angle = try XCTUnwrap(forms.shape.row("startAngle"))
            XCTAssertEqual(angle.quantity, .angle)
            angle.slider.slider.userSet(-Double.pi + 0.37)
            XCTAssertEqual(Self.written(app, "shape.startAngle"), "-2.772", "−2.7715926535897933 to 0.001 rad")
            // Box units: 0.07 steps of the slider that are not short doubles.
            let gap = try XCTUnwrap(forms.layout.row("gap"))
            gap.slider.slider.userSet(0.07)
            XCTAssertEqual(Self.written(app, "layout.gap"), "0.07")
            XCTAssertEqual(gap.sliderValue(0.1 + 0.2), 0.3)
            XCTAssertEqual(gap.sliderValue(0.123456), 0.123)
            // Seconds: the stagger.
            forms.timing.each.slider.slider.userSet(0.29)
            XCTAssertEqual(Self.written(app, "stagger.each"), "0.29")
            XCTAssertEqual(forms.timing.each.sliderValue(0.6000000000000001), 0.6)
            // A count stays whole.
            let count = try XCTUnwrap(forms.layout.row("count"))
            XCTAssertEqual(count.sliderValue(4.4), 4)
            // The rest value the slider did not touch keeps its bytes.
            XCTAssertEqual(Self.written(app, "rest.opacity"), "0.123456789")
        }
    }

    func testANumberTypedIntoAFieldIsWrittenAsTyped() throws {
        try onMain {
            let app = open()
            let forms = app.editor.inspector.authoring
            for (row, path) in [
                (try XCTUnwrap(forms.layout.row("gap")), "layout.gap"),
                (try XCTUnwrap(forms.shape.row("startAngle")), "shape.startAngle"),
                (forms.timing.each, "stagger.each"),
            ] {
                let field = row.slider.field
                app.window.focus(field)
                field.text = "0.1234567"
                XCTAssertTrue(field.commit())
                XCTAssertEqual(Self.written(app, path), "0.1234567", "\(path): as typed, not rounded")
            }
            // The curve editor's fields too.
            app.editorModel.select(JSONPath(parsing: "tracks[0]"))
            _ = app.user.nextFrame()
            let x1 = app.editor.inspector.authoring.easing.curveEditor.fields[0]
            app.window.focus(x1)
            x1.text = "0.3456789"
            XCTAssertTrue(x1.commit())
            XCTAssertEqual(
                Self.written(app, "tracks[0].easing[0]")?.replacingOccurrences(of: " ", with: ""),
                "[0.3456789,0.68,0.18,1.08]")
            XCTAssertEqual(
                Self.written(app, "tracks[0].easing[1]"), "[0.2,0.68,0.18,1.08]", "the other segment keeps its bytes")
        }
    }

    func testTheCurveEditorsDragsAndNudgesAreRoundedAndTouchOnlyTheirSegment() throws {
        try onMain {
            let app = open()
            let model = app.editorModel
            model.select(JSONPath(parsing: "tracks[0].keyTimes[0]"))
            _ = app.user.nextFrame()
            let easing = app.editor.inspector.authoring.easing
            XCTAssertEqual(easing.segment, 0)
            let editor = easing.curveEditor
            XCTAssertEqual(editor.decimals, EditPrecision.decimals(.value))
            _ = try Self.reveal(app, "forms.easing.p2")
            let geometry = editor.geometry
            let from = editor.convert(geometry.viewPoint(editor.curve.handle(1)), to: nil)
            let to = editor.convert(geometry.viewPoint(Point(0.4321987, 0.8765432)), to: nil)
            app.user.drag(from: from, to: Point(to.x + 0.37, to.y - 0.29), steps: 5)
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoEasingCurve))
            let item = try XCTUnwrap(Self.written(app, "tracks[0].easing[0]")).replacingOccurrences(of: " ", with: "")
            let numbers = item.dropFirst().dropLast().split(separator: ",").map(String.init)
            XCTAssertEqual(numbers.count, 4, item)
            XCTAssertEqual(Array(numbers[0...1]), ["0.2", "0.68"], "P1 stays")
            for number in numbers[2...] {
                XCTAssertLessThanOrEqual(number.split(separator: ".").dropFirst().first?.count ?? 0, 3, item)
            }
            XCTAssertEqual(try XCTUnwrap(Double(numbers[2])), 0.432, accuracy: 0.01)
            XCTAssertEqual(
                Self.written(app, "tracks[0].easing[1]"), "[0.2,0.68,0.18,1.08]", "the other segment keeps its bytes")
            // A nudge: one 0.01 step, rounded.
            app.window.focus(editor.handles[1])
            app.user.press(.up)
            let nudged = try XCTUnwrap(Self.written(app, "tracks[0].easing[0]")).replacingOccurrences(of: " ", with: "")
            XCTAssertNotEqual(nudged, item)
            for number in nudged.dropFirst().dropLast().split(separator: ",") {
                XCTAssertLessThanOrEqual(number.split(separator: ".").dropFirst().first?.count ?? 0, 3, nudged)
            }
            XCTAssertEqual(Self.written(app, "tracks[0].easing[1]"), "[0.2,0.68,0.18,1.08]")
        }
    }

    func testTheDiagramsHandlesWriteRoundedNumbers() throws {
        try onMain {
            let app = open()
            let diagram = app.editor.inspector.authoring.diagram
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            let gap = try XCTUnwrap(diagram.handle(.gap))
            XCTAssertEqual(diagram.clickTarget(at: diagram.center(of: gap)), AnyHashable(LayoutDiagram.HandleKind.gap))
            XCTAssertNil(diagram.clickTarget(at: Point(diagram.square.minX + 2, diagram.square.minY + 2)))
            let from = diagram.convert(diagram.center(of: gap), to: nil)
            app.user.drag(from: from, to: Point(from.x + 7.3, from.y), steps: 3)
            let written = try XCTUnwrap(Self.written(app, "layout.gap"))
            XCTAssertNotEqual(written, "0.05")
            XCTAssertLessThanOrEqual(written.split(separator: ".").dropFirst().first?.count ?? 0, 3, written)
            XCTAssertEqual(try XCTUnwrap(Double(written)), 0.05 + 7.3 / LayoutDiagram.side, accuracy: 0.0005 + 1e-9)
        }
    }

    func testPerElementOffsetsFromTheSwitchAreShort() throws {
        try onMain {
            let app = open(Self.spec.replacingOccurrences(of: #""count":3,"#, with: #""count":12,"#))
            app.user.tap(try Self.reveal(app, "forms.stagger.perElement"))
            XCTAssertEqual(Self.written(app, "stagger"), "[0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1,1.1]")
        }
    }
}
