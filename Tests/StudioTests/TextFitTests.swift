import Foundation
import Graphics
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// Text that does not fit where it is drawn: the layout audit finds it in controls and in
/// labels that drop lines, and the studio's screens give their texts room (the Skeleton looks,
/// the mock card's body, the editor's preview caption).
final class TextFitTests: XCTestCase {
    func testTheAuditFindsTextThatDoesNotFitItsControlOrDropsLines() {
        onMain {
            let window = WindowRoot(contentView: View())
            window.layout(size: Size(600, 300), scale: 1)
            let button = Button("A title far too long")
            button.frame = Rect(x: 10, y: 10, width: 60, height: 28)
            let segments = SegmentedControl(["Solid", "Gradient", "Shimmer"])
            segments.frame = Rect(x: 10, y: 50, width: 120, height: 28)
            let toggle = Toggle("Lines follow the real text")
            toggle.frame = Rect(x: 10, y: 90, width: 100, height: 28)
            let body = Label("Three words wrap onto more lines than the label shows")
            body.numberOfLines = 2
            body.frame = Rect(x: 10, y: 130, width: 80, height: 100)
            let fitting = [Button("OK"), SegmentedControl(["A", "B"]), Toggle("On")]
            for (i, view) in fitting.enumerated() {
                view.frame = Rect(x: 300, y: 10 + Double(i) * 40, width: 120, height: 28)
            }
            for view in [button, segments, toggle, body] + fitting as [View] { window.contentView.addSubview(view) }
            let problems = LayoutAudit.problems(in: window)
            let joined = problems.joined(separator: "\n")
            XCTAssertTrue(
                problems.contains { $0.contains("\"A title far too long\" does not fit the control") }, joined)
            // 120 points are too few for the three titles: each is shortened.
            for title in ["Solid", "Gradient", "Shimmer"] {
                XCTAssertTrue(problems.contains { $0.contains("\"\(title)\" does not fit the control") }, joined)
            }
            XCTAssertTrue(
                problems.contains { $0.contains("\"Lines follow the real text\" does not fit the control") }, joined)
            XCTAssertTrue(
                problems.contains { $0.contains("Label \"Three words") && $0.contains("does not fit") }, joined)
            XCTAssertEqual(problems.count, 6, "\n" + joined)
        }
    }

    /// Fixed-width text that remembers what it drew.
    @MainActor
    private final class RecordingEngine: TextEngine {
        let measure = FixedWidthTextEngine()
        var drawn: [(text: String, x: Double)] = []
        func metrics(of font: Font) -> FontMetrics { measure.metrics(of: font) }
        func width(of text: String, font: Font) -> Double { measure.width(of: text, font: font) }
        func draw(
            _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double, into list: inout DisplayList
        ) {
            drawn.append((text, baselineOrigin.x))
            measure.draw(text, font: font, color: color, baselineOrigin: baselineOrigin, scale: scale, into: &list)
        }
    }

    func testAShortenedSegmentEndsInAnEllipsisInsideItsSegment() {
        onMain {
            let engine = RecordingEngine()
            let window = WindowRoot(textEngine: engine, contentView: View())
            window.layout(size: Size(300, 100), scale: 1)
            let segments = SegmentedControl(["Solid", "Gradient", "Shimmer"])
            segments.frame = Rect(x: 0, y: 0, width: 120, height: 28)
            window.contentView.addSubview(segments)
            _ = window.recordFullFrame()
            XCTAssertEqual(engine.drawn.count, 3, "\(engine.drawn)")
            for (index, drawn) in engine.drawn.enumerated() {
                let rect = segments.segmentRect(index)
                XCTAssertGreaterThanOrEqual(drawn.x, rect.minX, "\(drawn.text)")
                XCTAssertLessThanOrEqual(drawn.x + engine.width(of: drawn.text, font: .ui), rect.maxX, "\(drawn.text)")
            }
            XCTAssertTrue(engine.drawn.contains { $0.text.hasSuffix("…") }, "\(engine.drawn)")
            XCTAssertFalse(engine.drawn.contains { $0.text == "Shimmer" }, "\(engine.drawn)")
        }
    }

    func testEveryLookTitleFitsItsSegmentInTheSkeletonInspector() {
        onMain {
            let app = ScreensSkeletonTests.skeletonApp()
            let picker = app.skeleton.inspector.lookControl
            XCTAssertEqual(picker.titles, SkeletonLook.allCases.map(\.title))
            for row in picker.rows {
                XCTAssertEqual(row.textsThatDoNotFit(engine: app.window.textEngine), [], "\(row.segments)")
            }
            picker.choose(SkeletonLook.allCases.firstIndex(of: .shimmer)!)
            XCTAssertEqual(app.skeleton.settings.look, .shimmer)
        }
    }

    func testTheMockCardShowsEveryLineOfItsBodyAtEveryWidth() {
        onMain {
            let window = WindowRoot(contentView: View())
            window.layout(size: Size(800, 400), scale: 1)
            let card = SkeletonMockCard(index: 0)
            window.contentView.addSubview(card)
            for width in stride(from: 260.0, through: 600, by: 10) {
                card.frame = Rect(x: 0, y: 0, width: width, height: 360)
                card.layoutIfNeeded()
                XCTAssertFalse(card.body.isTruncated, "the body at a card \(width) points wide")
                XCTAssertLessThanOrEqual(card.body.frame.maxY, card.image.frame.minY, "\(width)")
                XCTAssertGreaterThan(card.image.frame.height, 40, "\(width)")
                XCTAssertLessThanOrEqual(card.image.frame.maxY, card.button.frame.minY, "\(width)")
            }
        }
    }

    func testTheEditorCaptionNeverRunsUnderTheBackgroundSwitch() {
        onMain {
            let captions = [
                "Atom · 1.50 s cycle", "ballClipRotateMultiple · 0.75 s cycle",
                "my-very-own-loading-indicator · 12.5 s cycle",
            ]
            for width in [800.0, 1024, 1100, 1280, 1920] {
                let app = ScreensRender.makeApp(size: Size(width, 700))
                app.select(mode: .editor)
                let stage = app.editor.stage
                for caption in captions {
                    stage.showCaption(caption)
                    _ = app.user.nextFrame()
                    let label = stage.nameLabel.windowFrame, control = stage.backgroundControl.windowFrame
                    XCTAssertNil(
                        label.intersection(control).flatMap { $0.isEmpty ? nil : $0 }, "\(caption) at \(width)")
                    XCTAssertNil(
                        label.intersection(stage.onionButton.windowFrame).flatMap { $0.isEmpty ? nil : $0 },
                        "\(caption) at \(width): the onion skin's switch")
                    // A caption too long for the stage is shortened, with the whole of it in a
                    // tooltip; it has the whole row but the onion skin's two buttons.
                    if stage.nameLabel.isTruncated {
                        XCTAssertEqual(stage.nameLabel.tooltip, caption)
                        XCTAssertGreaterThan(
                            stage.nameLabel.frame.width, stage.bounds.width - 40 - 2 * 28 - 12,
                            "\(caption) has the whole row at \(width)")
                    }
                    // The narrowest stage (800 points) shows a short name whole, from 1024 up a long one.
                    if caption == captions[0] || (caption != captions.last && width >= 1024) {
                        XCTAssertFalse(stage.nameLabel.isTruncated, "\(caption) shows whole at \(width)")
                    }
                }
            }
        }
    }
}
