import Graphics
import ImageExport
import Render
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// The cubic-bezier curve editor: its arithmetic, its drag, keyboard and field input, and how it
/// looks (goldens: light and dark, 1x and 2x).
final class CurveEditorTests: XCTestCase {
    func testMovingAHandleKeepsXInTheUnitRangeAndYInTheHandleRange() {
        let curve = CurveControlPoints(0.42, 0, 0.58, 1)
        XCTAssertEqual(curve.moving(handle: 0, to: Point(-0.3, 0.2)), CurveControlPoints(0, 0.2, 0.58, 1))
        XCTAssertEqual(curve.moving(handle: 1, to: Point(1.4, 3)), CurveControlPoints(0.42, 0, 1, 1.5))
        XCTAssertEqual(
            curve.moving(handle: 1, to: Point(0.123456, -2)), CurveControlPoints(0.42, 0, 0.123, -0.5),
            "rounded to 0.001, y at the bottom of the range")
        XCTAssertEqual(
            curve.moving(handle: 1, to: Point(0.123456, 0.30000000000000004), decimals: 2),
            CurveControlPoints(0.42, 0, 0.12, 0.3),
            "the owner's decimals")
        let short = curve.moving(handle: 0, to: Point(0.7000000000000001, -0.0001))
        XCTAssertEqual("\(short.x1)", "0.7", "the double nearest 0.7")
        XCTAssertEqual(short.y1.sign, .plus, "no -0")
        XCTAssertEqual(curve.setting(2, to: 7), CurveControlPoints(0.42, 0, 1, 1), "a typed x is clamped")
        XCTAssertEqual(curve.setting(3, to: 4), CurveControlPoints(0.42, 0, 0.58, 4), "a typed y may overshoot")
        XCTAssertEqual(curve.setting(1, to: .nan), curve)
    }

    func testNudgingStepsByHundredthsAndNeverPushesYFurtherOut() {
        let curve = CurveControlPoints(0.25, 0.1, 0.25, 1)
        XCTAssertEqual(curve.nudging(handle: 0, dx: 0.01, dy: 0), CurveControlPoints(0.26, 0.1, 0.25, 1))
        XCTAssertEqual(curve.nudging(handle: 1, dx: 0, dy: -0.1), CurveControlPoints(0.25, 0.1, 0.25, 0.9))
        XCTAssertEqual(
            CurveControlPoints(1, 0, 0.995, 1.495).nudging(handle: 1, dx: 0.01, dy: 0.01),
            CurveControlPoints(1, 0, 1, 1.5))
        let outside = CurveControlPoints(0, 2, 1, 1)
        XCTAssertEqual(outside.nudging(handle: 0, dx: 0, dy: 0.01), outside, "already above the range: up does nothing")
        XCTAssertEqual(outside.nudging(handle: 0, dx: 0, dy: -0.01).y1, 1.99, accuracy: 1e-12, "down comes back")
    }

    func testYAtXFollowsTheCurve() {
        let ease = CurveControlPoints(0.42, 0, 0.58, 1)
        XCTAssertEqual(ease.y(atX: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(ease.y(atX: 0.5), 0.5, accuracy: 1e-6, "symmetric")
        XCTAssertEqual(ease.y(atX: 1), 1, accuracy: 1e-9)
        XCTAssertEqual(CurveControlPoints.linear.y(atX: 0.3), 0.3, accuracy: 1e-6)
        // CSS ease at x = 0.25: 0.40851 (the value browsers give).
        XCTAssertEqual(CurveControlPoints(0.25, 0.1, 0.25, 1).y(atX: 0.25), 0.4085, accuracy: 1e-3)
        XCTAssertGreaterThan(CurveControlPoints(0.2, 0.68, 0.18, 1.08).y(atX: 0.7), 1, "an overshoot shows")
    }

    func testGeometryMapsTheUnitSquareWithRoomForOvershoot() {
        let geometry = CurvePlotGeometry(fitting: Rect(x: 0, y: 0, width: 300, height: 220))
        XCTAssertEqual(geometry.square, Rect(x: 95, y: 55, width: 110, height: 110))
        XCTAssertEqual(geometry.plot, Rect(x: 95, y: 0, width: 110, height: 220))
        XCTAssertEqual(geometry.viewPoint(Point(0, 0)), Point(95, 165))
        XCTAssertEqual(geometry.viewPoint(Point(1, 1)), Point(205, 55))
        let p = geometry.unitPoint(geometry.viewPoint(Point(0.3, 1.2)))
        XCTAssertEqual(p.x, 0.3, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1.2, accuracy: 1e-12)
        XCTAssertEqual(geometry.visibleViewPoint(Point(0.5, 9)).y, 0, "drawn at the top edge")
    }

    func testDraggingAHandleReportsEachMoveThenTheEnd() {
        onMain {
            let (window, editor) = editorWindow()
            var reports: [(CurveControlPoints, Bool)] = []
            editor.onChange = { reports.append(($0, $1)) }
            let geometry = editor.geometry
            let from = editor.convert(geometry.viewPoint(editor.curve.handle(0)), to: nil)
            let to = editor.convert(geometry.viewPoint(Point(0.1, 1.3)), to: nil)
            window.drag(from: from, to: to, steps: 4)
            XCTAssertEqual(editor.curve, CurveControlPoints(0.1, 1.3, 0.58, 1))
            XCTAssertEqual(reports.filter { !$0.1 }.count, 4, "one report a move")
            XCTAssertEqual(reports.last?.0, editor.curve)
            XCTAssertEqual(reports.last?.1, true, "the end is reported once, final")
            XCTAssertEqual(reports.filter { $0.1 }.count, 1)
            XCTAssertEqual(editor.fields[1].text, "1.30")
            XCTAssertTrue(window.focusedView === editor.handles[0], "the dragged handle has focus")
            XCTAssertEqual(editor.handles[0].frame.center, geometry.viewPoint(Point(0.1, 1.3)))
        }
    }

    func testAPressNearAHandleGrabsItAndFarFromBothDoesNothing() {
        onMain {
            let (window, editor) = editorWindow()
            var reports = 0
            editor.onChange = { _, _ in reports += 1 }
            let geometry = editor.geometry
            let near = editor.convert(geometry.viewPoint(Point(0.58, 1)) + Point(10, 0), to: nil)
            window.drag(from: near, to: editor.convert(geometry.viewPoint(Point(0.8, 0.9)), to: nil))
            XCTAssertEqual(editor.curve.x2, 0.8, accuracy: 1e-12)
            XCTAssertEqual(editor.curve.y2, 0.9, accuracy: 1e-12)
            let count = reports
            window.drag(
                from: editor.convert(geometry.viewPoint(Point(0.9, 0.1)), to: nil),
                to: editor.convert(geometry.viewPoint(Point(0.5, 0.5)), to: nil))
            XCTAssertEqual(reports, count, "a press far from both handles moves nothing")
        }
    }

    func testArrowKeysNudgeTheFocusedHandle() {
        onMain {
            let (window, editor) = editorWindow()
            var reports: [(CurveControlPoints, Bool)] = []
            editor.onChange = { reports.append(($0, $1)) }
            window.focus(editor.handles[1])
            window.press(.left)
            window.press(.up, .shift)
            XCTAssertEqual(editor.curve.x2, 0.57, accuracy: 1e-12)
            XCTAssertEqual(editor.curve.y2, 1.1, accuracy: 1e-12)
            XCTAssertEqual(reports.map(\.1), [true, true], "each nudge is one final change")
            XCTAssertEqual(editor.fields[2].text, "0.57")
        }
    }

    func testATypedNumberIsOneFinalChange() {
        onMain {
            let (window, editor) = editorWindow()
            var reports: [(CurveControlPoints, Bool)] = []
            editor.onChange = { reports.append(($0, $1)) }
            window.click(editor.fields[1])
            window.type("-0.4")
            window.press(.enter)
            XCTAssertEqual(editor.curve, CurveControlPoints(0.42, -0.4, 0.58, 1))
            XCTAssertEqual(reports.count, 1)
            XCTAssertEqual(reports.first?.1, true)
        }
    }

    func testTheOwnerSetsTheCurveWithoutACallback() {
        onMain {
            let (_, editor) = editorWindow()
            var reports = 0
            editor.onChange = { _, _ in reports += 1 }
            editor.curve = CurveControlPoints(0, 0, 0.58, 1)
            XCTAssertEqual(reports, 0)
            XCTAssertEqual(editor.fields.map(\.text), ["0.00", "0.00", "0.58", "1.00"])
        }
    }

    func testTheBallRidesATrackBesideThePlotAtTheEasedValue() throws {
        onMain {
            let (window, editor) = editorWindow()
            editor.curve = CurveControlPoints(0.34, 1.56, 0.64, 1)
            XCTAssertNil(editor.ballCenter, "no progress, no ball")
            editor.progress = 0.6
            let eased = try! XCTUnwrap(editor.easedProgress)
            XCTAssertEqual(eased, editor.curve.y(atX: 0.6), accuracy: 1e-12)
            XCTAssertGreaterThan(eased, 1, "the overshoot")
            let geometry = editor.geometry
            let ball = try! XCTUnwrap(editor.ballCenter)
            XCTAssertGreaterThan(ball.x - CurveEditor.ballRadius, geometry.plot.maxX, "beside the plot")
            XCTAssertLessThanOrEqual(ball.x + CurveEditor.ballRadius, editor.bounds.width)
            XCTAssertEqual(ball.y, geometry.viewPoint(Point(0.6, eased)).y, accuracy: 1e-9, "at the dot's height")
            XCTAssertLessThan(ball.y, geometry.square.minY, "above the square's top: past the end value")
            editor.progress = 0
            XCTAssertEqual(editor.ballCenter?.y ?? 0, geometry.square.maxY, accuracy: 1e-6, "at rest at the start")
            editor.progress = 1
            XCTAssertEqual(editor.ballCenter?.y ?? 0, geometry.square.minY, accuracy: 1e-6, "and at the end")

            // Drawn in the accent, where the window puts the editor.
            editor.progress = 0.6
            _ = window.recordFrame()
            let pixmap = window.renderAll()
            let centre = editor.convert(ball, to: nil)
            let pixel = pixmap.pixel(x: Int(centre.x), y: Int(centre.y)).straight
            XCTAssertEqual(pixel.hexString, window.theme.color(.accent).hexString)
            // The same narrow editor keeps room for the track.
            editor.frame.size.width = 140
            window.rootView.layoutIfNeeded()
            XCTAssertEqual(editor.geometry.square.width, 140 - 2 * CurveEditor.ballRoom)
            XCTAssertLessThanOrEqual((editor.ballCenter?.x ?? 999) + CurveEditor.ballRadius, 140)
        }
    }

    func testADragDrawsAGhostOfTheCurveItBeganWithUntilRelease() {
        onMain {
            let (window, editor) = editorWindow()
            let original = editor.curve
            let geometry = editor.geometry
            let from = editor.convert(geometry.viewPoint(original.handle(1)), to: nil)
            let to = editor.convert(geometry.viewPoint(Point(0.1, 0.2)), to: nil)
            // The square's middle column, where the ghost and the new curve part.
            let middle = Int(editor.convert(geometry.viewPoint(Point(0.5, 0)), to: nil).x)
            let probe = IntRect(
                minX: middle - 6, minY: Int(editor.convert(geometry.square.origin, to: nil).y) + 2, maxX: middle + 6,
                maxY: Int(editor.convert(Point(0, geometry.square.maxY), to: nil).y) - 2)
            let panel = window.theme.color(.panel)
            window.handle(.pointerMove(from))
            window.handle(.pointerDown(from))
            XCTAssertEqual(editor.ghostCurve, original, "grabbed: the ghost is the curve as it was")
            window.handle(.pointerMove(to))
            XCTAssertEqual(editor.ghostCurve, original, "it stays while the handle moves")
            XCTAssertNotEqual(editor.curve, original)
            _ = window.recordFrame()
            let during = window.renderAll().count(in: probe, notEqualTo: panel)
            window.handle(.pointerUp(to))
            XCTAssertNil(editor.ghostCurve, "released: no ghost")
            _ = window.recordFrame()
            let after = window.renderAll().count(in: probe, notEqualTo: panel)
            XCTAssertGreaterThan(during, after, "the ghost's dashes cross the middle while dragging")

            // A nudge or a typed number has no drag, and no ghost.
            window.focus(editor.handles[0])
            window.press(.up)
            XCTAssertNil(editor.ghostCurve)
        }
    }

    func testGoldens() throws {
        try onMain {
            for theme in [Theme.light, .dark] {
                for scale in [1.0, 2.0] {
                    let (window, editor) = editorWindow(theme: theme, scale: scale)
                    editor.curve = CurveControlPoints(0.2, 0.68, 0.18, 1.08)
                    editor.progress = 0.35
                    window.focus(editor.handles[1])
                    _ = window.recordFrame()
                    let rect = IntRect(
                        minX: 0, minY: 0, maxX: Int(300 * scale), maxY: Int(editor.frame.maxY * scale) + 8)
                    let pixels = window.renderAll().pixels(in: rect)
                    let image = try RGBAImage(width: rect.width, height: rect.height, premultipliedARGB32: pixels)
                    GoldenImage.assertMatches(
                        image, named: "ui/curve-editor-\(theme.appearance.rawValue)@\(Int(scale))x")
                }
            }
        }
    }
}

/// A 300-point window with an editor showing easeInOut.
@MainActor private func editorWindow(theme: Theme = .light, scale: Double = 1) -> (WindowRoot, CurveEditor) {
    let content = View()
    content.backgroundColor = .token(.panel)
    let editor = CurveEditor()
    content.addSubview(editor)
    editor.frame = Rect(x: 12, y: 12, width: 276, height: editor.sizeThatFits(Size(276, 1000)).height)
    editor.curve = CurveControlPoints(0.42, 0, 0.58, 1)
    let window = makeWindow(300, 300, scale: scale, content: content, theme: theme)
    return (window, editor)
}
