import Localization
import Foundation
import Graphics
import StudioCommandLine
import XCTest
@testable import Studio
import TestSupport
@testable import UI

/// Frames drawn incrementally (dirty rects only, as the host draws them) equal a full redraw
/// after each step that once left stale or clipped pixels. The text engine measures like a real
/// font, so text that is placed or invalidated by a wrong width shows here.
final class StalePixelTests: XCTestCase {
    func testTheFilterCountIsRedrawnWhole() {
        onMain {
            let app = FrameCheckApp.make()
            let frames = IncrementalFrames(app.window)
            var steps: [IncrementalFrames.FrameStep] = []
            for c in "ba" { steps.append(("typing \(c)", { app.user.type(String(c)) })) }
            for _ in 0..<2 { steps.append(("Backspace", { app.user.press(.backspace) })) }
            for c in "s" { steps.append(("typing \(c)", { app.user.type(String(c)) })) }
            frames.assertMatchesFullRedraw(after: steps)
            let count = app.gallery.header.countLabel
            XCTAssertLessThanOrEqual(count.layout(engine: app.window.textEngine).size.width, count.bounds.width)
        }
    }

    func testTheSkeletonStatusIsWholeAndLeavesNothingBehind() {
        onMain {
            let app = FrameCheckApp.make()
            let frames = IncrementalFrames(app.window)
            let status = app.root.toolbar.statusLabel
            frames.assertMatchesFullRedraw(after: [
                ("Skeleton mode", { app.select(mode: .skeleton) }),
                ("an expose", { app.window.handle(.expose) }),
                ("Gallery mode", { app.select(mode: .gallery) }),
                ("Skeleton mode again", { app.select(mode: .skeleton) }),
                ("Editor mode", { app.select(mode: .editor) }),
            ])
            app.select(mode: .skeleton)
            _ = app.user.nextFrame()
            let layout = status.layout(engine: app.window.textEngine)
            XCTAssertEqual(layout.lines.map { $0.pieces.map(\.text).joined() }, [app.text(StatusText.skeleton)])
            XCTAssertLessThanOrEqual(layout.size.width, status.bounds.width, "the title fits its label")
        }
    }

    func testTheColourPickerKnobLeavesNoGhost() {
        onMain {
            // The Skeleton inspector's well: with the skeleton hidden, its colour changes nothing
            // else on screen, so only the picker redraws.
            let app = FrameCheckApp.make()
            app.select(mode: .skeleton)
            let well = app.skeleton.inspector.colorWell
            app.user.tap(well)
            let picker = try! XCTUnwrap(well.picker)
            let frames = IncrementalFrames(app.window)
            let area = picker.area.windowFrame, hue = picker.hueBar.windowFrame, alpha = picker.alphaBar.windowFrame
            /// A press in the middle of `plane`, moves through `points` (beyond its edges), a release.
            func drag(_ plane: Rect, _ points: [Point]) -> [IncrementalFrames.FrameStep] {
                var steps: [IncrementalFrames.FrameStep] = [
                    ("press", { app.window.handle(.pointerDown(plane.center)) })
                ]
                for p in points { steps.append(("drag to \(p)", { app.window.handle(.pointerMove(p)) })) }
                steps.append(("release", { app.window.handle(.pointerUp(points.last!)) }))
                return steps
            }
            frames.assertMatchesFullRedraw(
                after: drag(
                    area,
                    [
                        Point(area.maxX + 20, area.maxY + 20),
                        Point(area.minX - 20, area.minY - 20), area.center,
                    ]), "area")
            frames.assertMatchesFullRedraw(after: drag(hue, [Point(hue.maxX + 30, hue.midY), hue.center]), "hue")
            frames.assertMatchesFullRedraw(
                after: drag(alpha, [Point(alpha.minX - 30, alpha.midY), alpha.center]), "alpha")
            frames.assertMatchesFullRedraw(after: [("Escape", { app.user.press(.escape) })], "closing")
        }
    }

    func testTheHelpTextStaysInsideItsDialog() {
        onMain {
            for scale in [1.0, 2.0] {
                let app = FrameCheckApp.make(scale: scale)
                let frames = IncrementalFrames(app.window)
                frames.assertMatchesFullRedraw(after: [("F1", { app.user.press(.function(1)) })], "scale \(scale)")
                let help = try! XCTUnwrap(app.user.popover as? ShortcutHelpView)
                let card = help.cardRect
                let engine = app.window.textEngine
                for (i, entry) in help.entries.enumerated() {
                    let place = help.placement(of: i, engine: engine)
                    XCTAssertLessThanOrEqual(
                        place.titleX + engine.width(of: entry.title, font: .ui), card.maxX - 20,
                        "\(entry.title) at scale \(scale)")
                    XCTAssertGreaterThanOrEqual(place.titleX, place.x + engine.width(of: entry.keys, font: .mono) + 12)
                }
                // The footnote wraps within the card: every line of it fits, none of it lost.
                XCTAssertFalse(help.footnoteLines.isEmpty)
                for line in help.footnoteLines { XCTAssertLessThanOrEqual(line.width, card.width - 40) }
                XCTAssertEqual(
                    help.footnoteLines.flatMap(\.pieces).map(\.text).joined(separator: " "), help.footnote)
                XCTAssertEqual(
                    Rect(origin: .zero, size: app.window.size).intersection(help.frame), help.frame,
                    "the dialog fits the window")
                frames.assertMatchesFullRedraw(after: [("Escape", { app.user.press(.escape) })], "scale \(scale)")
            }
        }
    }

    func testLongFileNamesAreShortenedWithTheFullNameInTheirTooltip() throws {
        let dir = temporaryFolder()
        try onMain {
            let name = "BallPulse-tuned-for-the-upload-dialog-of-the-settings-screen.json"
            let path = dir.file(name)
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = FrameCheckApp.make(motion: .reduced)
            app.openFiles([path])
            app.select(mode: .gallery)
            app.gallery.setFilter("ballpulse")
            _ = app.user.nextFrame()
            let document = try XCTUnwrap(app.library.document(atPath: path))
            let cell = try XCTUnwrap(app.gallery.cell(for: document))
            let neighbours = app.gallery.grid.visibleCells.values.compactMap { $0 as? GalleryCell }.filter {
                $0 !== cell
            }
            XCTAssertFalse(neighbours.isEmpty)
            let frames = IncrementalFrames(app.window)
            var steps: [IncrementalFrames.FrameStep] = []
            for neighbour in neighbours {
                let c = neighbour.windowFrame.center
                steps.append(("hovering \(neighbour.identifier ?? "")", { app.window.handle(.pointerMove(c)) }))
            }
            frames.assertMatchesFullRedraw(after: steps)
            XCTAssertTrue(cell.nameLabel.isTruncated, "the name is shortened")
            XCTAssertTrue(
                cell.nameLabel.layout(engine: app.window.textEngine).lines[0].pieces.last!.text.hasSuffix("…"))
            XCTAssertLessThanOrEqual(
                cell.nameLabel.layout(engine: app.window.textEngine).size.width, cell.nameLabel.bounds.width)
            // The tooltip shows the whole name, wrapped inside its box.
            let c = cell.windowFrame.center
            frames.assertMatchesFullRedraw(after: [
                ("hovering the card", { app.window.handle(.pointerMove(c)) }),
                ("resting", { app.tick(dt: 1) }),
            ])
            let tooltip = try XCTUnwrap(app.window.visibleTooltip)
            XCTAssertTrue(tooltip.text.contains(name), tooltip.text)
            XCTAssertFalse(tooltip.isTruncated)
            let size = tooltip.sizeThatFits(Size(tooltip.bounds.width, 1000))
            XCTAssertLessThanOrEqual(size.height, tooltip.bounds.height)
            XCTAssertLessThanOrEqual(
                tooltip.layout(engine: app.window.textEngine).size.width,
                tooltip.bounds.width - tooltip.insets.horizontal)
            frames.assertMatchesFullRedraw(after: [("leaving", { app.window.handle(.pointerExit) })])
        }
    }
}
