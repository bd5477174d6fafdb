import Foundation
import Graphics
import ImageExport
import LoaderKitCore
import Render
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// Golden images of the forms for a few selections (light and dark): a per-segment easing with
/// the dot at the playhead, a part of a two-part spec with a ring shape, a ring layout. The
/// section stands alone here, editing a text of its own (tolerance and record mode: `GoldenImage`).
final class AuthoringSectionGoldenTests: XCTestCase {
    /// The section over a spec's text: edits go through `SpecEditor.perform` and are refused
    /// when they have problems, as the Editor's are.
    @MainActor final class Harness {
        var bytes: [UInt8]
        var selection: JSONPath?
        var refusals: [String] = []
        private(set) var section: AuthoringSection!

        init(json: String, selected: String?) {
            bytes = Array(json.utf8)
            selection = selected.flatMap(JSONPath.init(parsing:))
            section = AuthoringSection(
                editing: AuthoringEditing(
                    perform: { [unowned self] operation, _, _ in
                        do {
                            let result = try SpecEditor.perform(operation, on: bytes)
                            if let problem = result.problems.first {
                                refusals.append(problem)
                                return problem
                            }
                            bytes = result.bytes
                            show()
                            return nil
                        } catch let error as SpecEditError {
                            return error.message
                        } catch {
                            return "\(error)"
                        }
                    },
                    endCoalescing: {},
                    select: { [unowned self] path in
                        selection = path
                        show()
                    }))
            show()
        }

        var spec: IndicatorSpec? { IndicatorSpec.checkAndPrepare(bytes: bytes).spec }

        func show() {
            let prepared = IndicatorSpec.checkAndPrepare(bytes: bytes)
            section.show(
                spec: prepared.spec, selection: selection, params: prepared.spec?.params ?? [:],
                evaluator: prepared.evaluator)
        }
    }

    func testTheSectionForAFewSelections() throws {
        try onMain {
            let cases: [(name: String, builtin: String, selection: String?, time: Double)] = [
                ("easing-per-segment", "BallPulse", "tracks[0].keyTimes[1]", 0.5),
                ("pacman-part-2", "Pacman", "parts[1]", 0.3),
                ("ring-layout", "BallSpinFadeLoader", nil, 0),
            ]
            for theme in [Theme.light, .dark] {
                for entry in cases {
                    let json = try XCTUnwrap(IndicatorSpec.builtinJSON(named: entry.builtin))
                    let harness = Harness(json: json, selected: entry.selection)
                    let section = harness.section!
                    let content = View()
                    content.backgroundColor = .token(.panel)
                    content.addSubview(section)
                    let height = section.sizeThatFits(Size(276, .infinity)).height
                    section.frame = Rect(x: 12, y: 12, width: 276, height: height)
                    let window = WindowRoot(textEngine: FixedWidthTextEngine(), theme: theme, contentView: content)
                    window.layout(size: Size(300, height + 24), scale: 1)
                    let spec = try XCTUnwrap(harness.spec)
                    section.showPlayhead(time: entry.time, evaluator: try IndicatorEvaluator(spec: spec))
                    _ = window.recordFrame()
                    let (w, h) = window.pixelSize
                    var pixmap = try XCTUnwrap(Pixmap(width: w, height: h))
                    Renderer().render(window.recordFullFrame(), into: &pixmap)
                    let image = try RGBAImage(width: w, height: h, premultipliedARGB32: pixmap.pixels)
                    GoldenImage.assertMatches(image, named: "studio/forms-\(entry.name)-\(theme.appearance.rawValue)")
                }
            }
        }
    }

    func testARefusedEditChangesNothingAndIsShown() throws {
        try onMain {
            let json = try XCTUnwrap(IndicatorSpec.builtinJSON(named: "BallPulse"))
            let harness = Harness(json: json, selected: nil)
            let before = harness.bytes
            harness.section.timing.duration.onChange?(-1, false)
            XCTAssertEqual(harness.bytes, before)
            XCTAssertEqual(harness.refusals, ["duration must be a positive number"])
            XCTAssertEqual(harness.section.timing.refusal.text, "duration must be a positive number")
            XCTAssertEqual(
                harness.section.timing.duration.slider.value, 0.75, accuracy: 1e-12, "the form shows the document again"
            )
        }
    }

    func testOffsetsAndDurationsAreOneFieldAnElement() throws {
        try onMain {
            let json = """
                {"schemaVersion":1,"name":"Lists","duration":1,"layout":{"type":"row","count":3,"gap":0.1},"shape":{"type":"circle"},
                "stagger":[0,0.1,0.3],"durations":[1,0.8,0.6],"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}
                """
            let harness = Harness(json: json, selected: nil)
            let timing = harness.section.timing
            XCTAssertTrue(timing.each.isHidden, "offsets instead of each and start")
            XCTAssertEqual(timing.offsetRows.map(\.slider.field.value), [0, 0.1, 0.3])
            XCTAssertEqual(timing.durationRows.map(\.slider.field.value), [1, 0.8, 0.6])
            timing.durationRows[2].onChange?(0.5, false)
            XCTAssertTrue(String(decoding: harness.bytes, as: UTF8.self).contains("\"durations\":[1,0.8,0.5]"))
            timing.offsetRows[1].onChange?(0.2, false)
            XCTAssertTrue(String(decoding: harness.bytes, as: UTF8.self).contains("\"stagger\":[0,0.2,0.3]"))
            timing.durationRows[0].onChange?(0, false)
            XCTAssertEqual(harness.refusals, ["durations[0] must be a positive number"])
        }
    }
}
