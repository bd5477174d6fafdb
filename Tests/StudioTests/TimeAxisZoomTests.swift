import Graphics
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// The one time axis zoomed and scrolled: the window's arithmetic, and the ruler and the lanes
/// mapping a time to the same x at every zoom.
final class TimeAxisZoomTests: XCTestCase {
    func testZoomKeepsTheAnchorAndStaysInsideTheSpan() {
        let whole = TimeAxisWindow.whole
        XCTAssertTrue(whole.showsAll)
        let zoomed = whole.zoomed(by: 4, anchor: 0.5, span: 2)
        XCTAssertEqual(zoomed.zoom, 4)
        XCTAssertEqual(zoomed.visibleSpan(of: 2), 0.5)
        XCTAssertEqual(zoomed.start, 0.75, accuracy: 1e-12, "the middle (1 s) stays in the middle")
        let atLeft = whole.zoomed(by: 2, anchor: 0, span: 2)
        XCTAssertEqual(atLeft.start, 0, "zooming about the left end keeps 0 there")
        XCTAssertEqual(zoomed.scrolled(by: 10, span: 2).start, 1.5, "no further than the end")
        XCTAssertEqual(zoomed.scrolled(by: -10, span: 2).start, 0)
        XCTAssertEqual(whole.zoomed(by: 1000, anchor: 0.5, span: 2).zoom, TimeAxisWindow.zoomRange.upperBound)
        XCTAssertEqual(zoomed.zoomed(by: 0.001, anchor: 0.5, span: 2), whole, "out to the whole span, from 0")
        XCTAssertEqual(zoomed.zoomed(by: .nan, anchor: 0.5, span: 2), zoomed)
        XCTAssertEqual(zoomed.percentText, "400%")
    }

    func testTheRulerAndTheLanesShareTheAxisAtEveryZoom() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(app.gallery.shown[2])
            _ = app.user.nextFrame()
            let model = app.editorModel
            let lanes = app.editor.keyframes.lanes, scrubber = app.editor.timeline.scrubber
            let duration = try XCTUnwrap(model.spec?.duration)
            @MainActor func check(_ context: String) {
                _ = app.user.nextFrame()
                for p in [0.0, 0.25, 0.5, 0.9, 1] {
                    let ruler = scrubber.windowOrigin.x + scrubber.x(of: p)
                    let lane = lanes.windowOrigin.x + lanes.layout.x(seconds: p * duration)
                    XCTAssertEqual(ruler, lane, accuracy: 0.01, "\(context): progress \(p)")
                }
            }
            check("the whole span")
            let centre = Point(lanes.windowFrame.midX, lanes.windowFrame.minY + 8)
            app.window.handle(.wheel(dx: 0, dy: 96, at: centre, modifiers: .control))
            XCTAssertEqual(model.timeAxis.zoom, 2.25, accuracy: 1e-9, "two notches of Ctrl+wheel: 1.5 × 1.5")
            check("zoomed in")
            let zoomedStart = model.timeAxis.start
            app.window.handle(.wheel(dx: 0, dy: -48, at: centre, modifiers: .shift))
            XCTAssertEqual(
                model.timeAxis.start, zoomedStart + model.timeAxis.visibleSpan(of: model.timeAxisSpan) / 10,
                accuracy: 1e-9, "a notch of Shift+wheel scrolls a tenth of the shown span later")
            check("zoomed and scrolled")
            let before = model.clock.time
            app.window.handle(.wheel(dx: 0, dy: -48, at: centre))
            XCTAssertEqual(model.clock.time, before, "the plain wheel leaves the axis and the clock")
            XCTAssertTrue(app.user.tap("keyframes.zoomFit"))
            XCTAssertTrue(model.timeAxis.showsAll)
            XCTAssertTrue(app.user.tap("keyframes.zoomIn"))
            XCTAssertEqual(model.timeAxis.zoom, 1.5)
            app.open(app.gallery.shown[3])
            XCTAssertTrue(model.timeAxis.showsAll, "another document shows its whole cycle")
        }
    }
}
