import Localization
import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// The forms in the Editor's inspector, in the app: each control performs one visual edit of the
/// document's text (a drag one coalesced step), a refused edit changes nothing and the control
/// says why, and the forms follow the text and the selection.
final class AuthoringFormsTests: XCTestCase, @unchecked Sendable {
    /// The history's name of a form's step: the form's message, as the studio's language (English
    /// here) words it when the step is taken.
    static func formStep(_ message: Message) -> Message { EditorText.verbatim(StudioCatalogue.english(message)) }

    /// A studio with `text` (`IndicatorSpecJSON.ballPulse` unless told) saved as pulse.json and
    /// open in the Editor, the inspector on its Design tab (Alt+2).
    @MainActor private func open(text: String = IndicatorSpecJSON.ballPulse) -> (StudioApp, String) {
        let fixture = openSpec("pulse.json", text: text)
        XCTAssertTrue(fixture.app.user.press(.character("2"), .alt))
        XCTAssertEqual(fixture.app.editor.inspector.tab, .design)
        return (fixture.app, fixture.path)
    }

    /// The view `identifier`, scrolled into view.
    @MainActor private static func reveal(_ app: StudioApp, _ identifier: String) throws -> View {
        let view = try XCTUnwrap(app.user.view(identifier), identifier)
        view.scrollIntoView()
        app.window.rootView.layoutIfNeeded()
        _ = app.user.nextFrame()
        return view
    }

    private static let pulseWithTwoSegments = IndicatorSpecJSON.ballPulse.replacingOccurrences(
        of: "\"values\": [1, { \"$param\": \"minScale\" }, 1] }",
        with: "\"values\": [1, { \"$param\": \"minScale\" }, 1], \"easing\": \"ease\" }")

    func testTheFormsShowTheFirstPartAndTheSelectedTrack() throws {
        try onMain {
            let (app, _) = open()
            let forms = app.editor.inspector.authoring
            XCTAssertTrue(forms.easing.isHidden, "no track selected: no easing form")
            XCTAssertEqual(forms.layout.typePicker.segments[forms.layout.typePicker.selectedIndex], "row")
            XCTAssertEqual(forms.layout.rows.map(\.name), ["count", "gap", "itemWidth", "itemHeight"])
            XCTAssertEqual(forms.layout.row("count")?.boundParam, "count", "a $param shows its name")
            XCTAssertEqual(forms.layout.row("gap")?.slider.value ?? 0, 0.1, accuracy: 1e-12)
            XCTAssertEqual(forms.shape.rows.map(\.name), ["startAngle", "sweep"])
            XCTAssertEqual(forms.parts.trackRows.map(\.select.title), ["scale"])
            app.editorModel.select(JSONPath(parsing: "tracks[0]"))
            XCTAssertFalse(forms.easing.isHidden)
            XCTAssertEqual(forms.easing.presets.selectedName, "linear", "no easing is linear")
            XCTAssertEqual(forms.easing.curveEditor.curve, .linear)
        }
    }

    func testAPresetAndACurveDragAreOneStepEach() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let original = app.user.sourceText
            model.select(JSONPath(parsing: "tracks[0]"))
            let preset = try Self.reveal(app, "forms.easing.preset.easeOut")
            app.user.tap(preset)
            XCTAssertEqual(model.spec?.parts[0].tracks[0].easing, .uniform(.easeOut))
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoEasing("easeOut")))
            let text = app.user.sourceText
            XCTAssertTrue(
                text.contains("1] , \"easing\": \"easeOut\" }") || text.contains("\"easing\": \"easeOut\""), text)

            let editor = app.editor.inspector.authoring.easing.curveEditor
            _ = try Self.reveal(app, "forms.easing.p2")
            let geometry = editor.geometry
            let from = editor.convert(geometry.viewPoint(editor.curve.handle(1)), to: nil)
            let to = editor.convert(geometry.viewPoint(Point(0.3, 1.2)), to: nil)
            let steps = model.history.undoCount
            app.user.drag(from: from, to: to, steps: 5)
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].easing, .uniform(.cubicBezier(x1: 0, y1: 0, x2: 0.3, y2: 1.2)))
            XCTAssertEqual(model.history.undoCount, steps + 1, "a drag is one step")
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoEasingCurve))
            model.history.undo()
            XCTAssertEqual(model.spec?.parts[0].tracks[0].easing, .uniform(.easeOut))
            XCTAssertEqual(editor.curve, CurveControlPoints(0, 0, 0.58, 1), "the form follows the undo")
            model.history.undo()
            XCTAssertEqual(app.user.sourceText, original, "undo gives back the bytes")
        }
    }

    func testPerSegmentEasingEditsTheChosenSegment() throws {
        try onMain {
            let (app, _) = open(text: Self.pulseWithTwoSegments)
            let model = app.editorModel
            model.select(JSONPath(parsing: "tracks[0].keyTimes[2]"))
            let easing = app.editor.inspector.authoring.easing
            XCTAssertEqual(easing.mode.selectedIndex, 0)
            XCTAssertTrue(easing.segmentPicker.isHidden)
            easing.mode.onChange?(1)
            XCTAssertEqual(model.spec?.parts[0].tracks[0].easing, .perSegment([.ease, .ease]))
            XCTAssertFalse(easing.segmentPicker.isHidden)
            XCTAssertEqual(easing.segmentPicker.selectedIndex, 1, "the selected keyframe ends segment 2")
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeIn"))
            XCTAssertEqual(model.spec?.parts[0].tracks[0].easing, .perSegment([.ease, .easeIn]))
        }
    }

    func testSwitchingTheLayoutTypeAndARefusedField() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let layout = app.editor.inspector.authoring.layout
            let picker = try Self.reveal(app, "forms.layout.type") as! SegmentedControl
            let ring = try XCTUnwrap(picker.segments.firstIndex(of: "ring"))
            let r = picker.segmentRect(ring)
            let p = picker.convert(Point(r.midX, r.midY), to: nil)
            app.user.tap(p.x, p.y)
            XCTAssertEqual(model.spec?.parts[0].layout.typeName, "ring")
            XCTAssertEqual(layout.rows.map(\.name), ["count", "itemSize", "itemWidth", "itemHeight", "startAngle"])
            XCTAssertNotNil(layout.orientToggle, "orient is a switch")
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoSet(.layout, "ring")))

            // A million elements are refused upstream: nothing changes and the form says why.
            let before = app.user.sourceText
            let steps = model.history.undoCount
            layout.row("itemSize")?.onChange?(0.3, false)
            XCTAssertEqual(model.history.undoCount, steps + 1)
            let accepted = app.user.sourceText
            layout.row("count")?.onChange?(1_000_000, false)
            XCTAssertEqual(app.user.sourceText, accepted)
            XCTAssertNotEqual(accepted, before)
            XCTAssertEqual(model.history.undoCount, steps + 1)
            XCTAssertFalse(layout.refusal.isHidden)
            XCTAssertTrue(layout.refusal.text.contains("elements"), layout.refusal.text)
            XCTAssertEqual(layout.row("count")?.boundParam, "count", "the form shows the document again")
            layout.row("itemSize")?.onChange?(0.35, false)
            XCTAssertTrue(layout.refusal.isHidden, "an applied edit clears the message")
        }
    }

    /// A field refused while the text was not JSON says so; once the text is JSON again (typing
    /// in the pane, or Format) the sentence goes, though no field of the form was touched.
    func testARefusalGoesOnceTheTextChanges() throws {
        try onMain {
            let (app, _) = open()
            let layout = app.editor.inspector.authoring.layout
            let good = app.user.sourceText
            app.user.editSource(good.utf8.count - 2..<good.utf8.count - 2, with: "}")
            layout.row("itemHeight")?.onChange?(0.4, false)
            XCTAssertTrue(layout.refusal.text.contains("not JSON"), layout.refusal.text)
            app.user.editSource(good.utf8.count - 2..<good.utf8.count - 1, with: "")
            XCTAssertEqual(app.user.sourceText, good)
            XCTAssertEqual(layout.refusal.text, "", "the text is JSON again: the refusal is gone")
            let minified = try XCTUnwrap(SpecFormatter.minify(good))
            app.user.editSource(0..<good.utf8.count, with: minified)
            layout.row("count")?.onChange?(1_000_000, false)
            XCTAssertFalse(layout.refusal.text.isEmpty)
            app.editor.source.formatButton.performClick()
            XCTAssertNotEqual(app.user.sourceText, minified, "Format changed the text")
            XCTAssertEqual(layout.refusal.text, "", "Format changed the text: the refusal is gone")
        }
    }

    func testBindingAFieldToAParamAndBack() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let gap = try XCTUnwrap(app.editor.inspector.authoring.layout.row("gap"))
            gap.onBind?("minScale")
            XCTAssertEqual(model.spec.map { FormFieldValue.value("gap", in: $0.parts[0].layout) }, .param("minScale"))
            XCTAssertEqual(gap.boundParam, "minScale")
            XCTAssertFalse(gap.slider.slider.isEnabled)
            app.editor.inspector.authoring.layout.row("gap")?.onBind?(nil)
            XCTAssertEqual(model.spec.map { FormFieldValue.value("gap", in: $0.parts[0].layout) }, .number(0.3))
        }
    }

    func testPartsAndTracks() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let original = app.user.sourceText
            app.user.tap(try Self.reveal(app, "forms.part.add"))
            XCTAssertEqual(model.spec?.parts.count, 2)
            XCTAssertEqual(model.selection?.description, "parts[1]", "the new part is selected")
            let parts = app.editor.inspector.authoring.parts
            XCTAssertEqual(parts.header.label.text, app.text(EditorFormsText.partOf(2, 2)))
            XCTAssertTrue(parts.upButton.isEnabled)
            XCTAssertFalse(parts.downButton.isEnabled)
            app.user.tap(try Self.reveal(app, "forms.addTrack.opacity"))
            XCTAssertEqual(model.spec?.parts[1].tracks.map(\.property), [.opacity])
            XCTAssertEqual(model.selection?.description, "parts[1].tracks[0]")
            XCTAssertFalse(parts.addPicker.titles.contains("opacity"), "only properties not animated yet")
            app.user.tap(try Self.reveal(app, "forms.part.up"))
            XCTAssertEqual(model.spec?.parts[0].tracks.map(\.property), [.opacity])
            XCTAssertEqual(model.selection?.description, "parts[0]")
            app.user.tap(try Self.reveal(app, "forms.track.tracks.0.remove"))
            XCTAssertEqual(model.spec?.parts[0].tracks.count, 0)
            while model.history.canUndo { model.history.undo() }
            XCTAssertEqual(app.user.sourceText, original)
        }
    }

    func testTheFormsFollowTypingInThePane() throws {
        try onMain {
            let (app, _) = open()
            app.toggleSource()
            let text = app.editor.source.session.model
            let range = try XCTUnwrap(text.text.range(of: "\"gap\": 0.1"))
            let start = text.text.utf8.distance(from: text.text.startIndex, to: range.lowerBound)
            text.apply(
                [TextPatch(range: start..<(start + 10), replacement: "\"gap\": 0.2")], name: "Typing",
                coalescingKey: nil)
            XCTAssertEqual(app.editor.inspector.authoring.layout.row("gap")?.slider.value ?? 0, 0.2, accuracy: 1e-12)
        }
    }

    func testStaggerAndRestValues() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let timing = app.editor.inspector.authoring.timing
            XCTAssertEqual(timing.each.slider.value, 0.12, accuracy: 1e-12)
            timing.start.onChange?(0.05, false)
            XCTAssertEqual(model.spec?.parts[0].stagger, .each(0.12, start: 0.05))
            app.user.tap(try Self.reveal(app, "forms.rest.add.opacity"))
            XCTAssertEqual(model.spec?.parts[0].rest[.opacity], .number(1))
            XCTAssertEqual(timing.restRows.map(\.name), ["opacity"])
            timing.restRows[0].onChange?(0.4, false)
            XCTAssertEqual(model.spec?.parts[0].rest[.opacity], .number(0.4))
            timing.duration.onChange?(1.5, false)
            XCTAssertEqual(model.spec?.duration, 1.5, "without parts the row edits the spec's duration")
        }
    }

    func testDraggingTheDiagramsHandleIsOneStepOfTheFieldItStandsFor() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let diagram = app.editor.inspector.authoring.diagram
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handleKind, .gap)
            XCTAssertEqual(diagram.boxes.count, 3, "the row's three elements")
            let steps = model.history.undoCount
            let from = diagram.convert(diagram.handleCenter, to: nil)
            // 16 points on a 160-point box: the gap grows by 0.1.
            app.user.drag(from: from, to: Point(from.x + 16, from.y), steps: 4)
            let gap = model.spec.flatMap { FormFieldValue.value("gap", in: $0.parts[0].layout) }
            XCTAssertEqual(gap, .number(0.2))
            XCTAssertEqual(model.history.undoCount, steps + 1, "one step for the drag")
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoSet(.layout, "gap")))

            // A single's handle is its position: x and y in one step.
            model.select(nil)
            XCTAssertNil(
                model.performVisualEdit(.setLayoutType(part: JSONPath(), type: "single"), name: "Layout single"))
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handleKind, .position)
            let centre = diagram.convert(diagram.handleCenter, to: nil)
            let before = model.history.undoCount
            app.user.drag(from: centre, to: Point(centre.x - 32, centre.y + 16), steps: 3)
            guard case .single(_, _, _, let x, let y)? = model.spec?.parts[0].layout else {
                return XCTFail("not a single")
            }
            XCTAssertEqual(x, .number(0.3))
            XCTAssertEqual(y, .number(0.6))
            XCTAssertEqual(model.history.undoCount, before + 1)
        }
    }

    func testPerElementOffsetsAndDurationsAreMadeFromTheTimingAndRemovedAgain() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let timing = app.editor.inspector.authoring.timing
            let original = app.user.sourceText
            let offsets = try XCTUnwrap(model.evaluator?.parts[0].offsets)
            XCTAssertFalse(timing.offsetsToggle.isOn)
            app.user.tap(try Self.reveal(app, "forms.stagger.perElement"))
            XCTAssertEqual(
                model.spec?.parts[0].stagger, .offsets(offsets), "one offset per element, as the stagger placed them")
            XCTAssertEqual(model.evaluator?.parts[0].offsets, offsets, "the motion stays")
            XCTAssertTrue(timing.offsetsToggle.isOn)
            XCTAssertTrue(timing.each.isHidden)
            XCTAssertEqual(timing.offsetRows.count, 3)
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoOffsetsOn))
            timing.offsetRows[2].onChange?(0.5, false)
            XCTAssertEqual(model.spec?.parts[0].stagger, .offsets([0, 0.12, 0.5]))

            app.user.tap(try Self.reveal(app, "forms.durations.perElement"))
            XCTAssertEqual(model.spec?.parts[0].durations, [0.75, 0.75, 0.75], "each element on the part's cycle")
            XCTAssertEqual(timing.durationRows.count, 3)
            timing.durationRows[1].onChange?(0, false)
            XCTAssertEqual(
                timing.refusal.text, "durations[1] must be a positive number", "LoaderKit's rule, in its words")
            XCTAssertEqual(model.spec?.parts[0].durations, [0.75, 0.75, 0.75])
            app.user.tap(try Self.reveal(app, "forms.durations.perElement"))
            XCTAssertNil(model.spec?.parts[0].durations)
            XCTAssertTrue(timing.durationRows.isEmpty)

            // Back to each and start: the first offset and the step to the second.
            app.user.tap(try Self.reveal(app, "forms.stagger.perElement"))
            XCTAssertEqual(model.spec?.parts[0].stagger, .each(0.12, start: 0))
            XCTAssertFalse(timing.each.isHidden)
            while model.history.canUndo { model.history.undo() }
            XCTAssertEqual(app.user.sourceText, original)

            // With the count tuned to 5, the lists cover the five elements the preview shows.
            model.setParam("count", 5)
            app.user.tap(try Self.reveal(app, "forms.stagger.perElement"))
            XCTAssertEqual(model.spec?.parts[0].stagger, .offsets([0, 0.12, 0.24, 0.36, 0.48]))
            app.user.tap(try Self.reveal(app, "forms.durations.perElement"))
            XCTAssertEqual(model.spec?.parts[0].durations?.count, 5)
            XCTAssertNil(model.paramsProblem, "the preview still prepares")
            XCTAssertEqual(model.evaluator?.parts[0].elements.count, 5)
        }
    }

    func testARestValueIsRemovedAndTheLastTakesRestWithIt() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let timing = app.editor.inspector.authoring.timing
            let original = app.user.sourceText
            app.user.tap(try Self.reveal(app, "forms.rest.add.opacity"))
            app.user.tap(try Self.reveal(app, "forms.rest.add.rotate"))
            XCTAssertEqual(timing.restRows.map(\.name), ["opacity", "rotate"])
            app.user.tap(try Self.reveal(app, "forms.rest.opacity.remove"))
            XCTAssertEqual(model.spec?.parts[0].rest, [.rotate: .number(0)])
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoRemoveRest("opacity")))
            XCTAssertEqual(timing.restRows.map(\.name), ["rotate"])
            app.user.tap(try Self.reveal(app, "forms.rest.rotate.remove"))
            XCTAssertEqual(model.spec?.parts[0].rest, [:])
            XCTAssertEqual(app.user.sourceText, original, "the last one takes `rest` with it")
            XCTAssertTrue(timing.addRest.titles.contains("opacity"), "and it can be added again")
        }
    }

    func testTheDiagramHasAHandleForEachLengthAndAngle() throws {
        try onMain {
            let (app, _) = open()
            let model = app.editorModel
            let diagram = app.editor.inspector.authoring.diagram
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handles.map(\.kind), [.gap, .itemWidth, .itemHeight])

            // The row's item width: the last box's right edge follows the pointer (3 boxes: each
            // grows by 2/3 of the move).
            let widthHandle = try XCTUnwrap(diagram.handle(.itemWidth))
            let from = diagram.convert(diagram.center(of: widthHandle), to: nil)
            let before = model.history.undoCount
            app.user.drag(from: from, to: Point(from.x - 24, from.y), steps: 4)
            let layout = try XCTUnwrap(model.spec?.parts[0].layout)
            XCTAssertEqual(
                FormFieldValue.value("itemWidth", in: layout), .number(0.167),
                "(1 − 0.2) / 3 − 2 · 0.15 / 3, to the 0.001 box units a handle writes")
            XCTAssertEqual(model.history.undoCount, before + 1)
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoSet(.layout, "itemWidth")))
            app.editor.inspector.refresh(.playback)
            let moved = diagram.convert(diagram.center(of: try XCTUnwrap(diagram.handle(.itemWidth))), to: nil)
            XCTAssertEqual(moved.x, from.x - 24, accuracy: 1, "the edge is under the pointer")

            // The item height: the first box's bottom edge, from the row's middle.
            let heightHandle = try XCTUnwrap(diagram.handle(.itemHeight))
            let bottom = diagram.convert(diagram.center(of: heightHandle), to: nil)
            app.user.drag(
                from: bottom, to: Point(bottom.x, diagram.convert(diagram.square.origin, to: nil).y + 0.7 * 160),
                steps: 3)
            XCTAssertEqual(
                model.spec.flatMap { FormFieldValue.value("itemHeight", in: $0.parts[0].layout) }, .number(0.4))

            // A ring: radius, start angle (the first element), item width and height.
            XCTAssertNil(model.performVisualEdit(.setLayoutType(part: JSONPath(), type: "ring"), name: "Layout ring"))
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handles.map(\.kind), [.ringRadius, .startAngle, .itemWidth, .itemHeight])
            let angle = try XCTUnwrap(diagram.handle(.startAngle))
            let first = diagram.convert(diagram.center(of: angle), to: nil)
            let centre = diagram.convert(Point(diagram.square.midX, diagram.square.midY), to: nil)
            // A quarter turn clockwise: from the right of the centre to below it.
            app.user.drag(from: first, to: Point(centre.x, centre.y + (first.x - centre.x)), steps: 4)
            XCTAssertEqual(
                model.spec.flatMap { FormFieldValue.value("startAngle", in: $0.parts[0].layout) }, .number(1.571),
                "π/2 to 0.001 rad")

            // A single: the box's edges set `size` (it has no width or height), and `width` once it has one.
            XCTAssertNil(
                model.performVisualEdit(.setLayoutType(part: JSONPath(), type: "single"), name: "Layout single"))
            _ = try Self.reveal(app, "forms.layout.diagram")
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handles.map(\.kind), [.position, .width, .height])
            XCTAssertEqual(diagram.handle(.width)?.field, "size")
            let edge = diagram.convert(diagram.center(of: try XCTUnwrap(diagram.handle(.width))), to: nil)
            let middle = diagram.convert(diagram.center(of: try XCTUnwrap(diagram.handle(.position))), to: nil)
            app.user.drag(from: edge, to: Point(middle.x + 40, edge.y), steps: 3)
            XCTAssertEqual(model.spec.flatMap { FormFieldValue.value("size", in: $0.parts[0].layout) }, .number(0.5))
            XCTAssertNil(
                model.performVisualEdit(.set(JSONPath(parsing: "layout.width")!, json: "0.5"), name: "Layout width"))
            app.editor.inspector.refresh(.playback)
            XCTAssertEqual(diagram.handle(.width)?.field, "width")
            XCTAssertEqual(diagram.handle(.height)?.field, "size")
        }
    }
}
