import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

/// A toast may offer one action beside its message: a button reached by the pointer and by Tab,
/// that closes the toast once used; the toast waits while the user is on it.
final class ToastActionTests: XCTestCase {
    func testTheActionsButtonStandsBesideTheMessageAndClosesTheToast() {
        onMain {
            let window = makeWindow(800, 600)
            var performed = 0
            let label = window.showToast(
                "Exported a.png to /tmp", kind: .success, duration: 5,
                action: ToastAction("Show in folder", identifier: "toast.show") { performed += 1 })
            _ = window.recordFrame()
            XCTAssertEqual(window.visibleToasts, ["Exported a.png to /tmp"])
            let button = try! XCTUnwrap(window.overlayView.descendant(identifier: "toast.show") as? Button)
            XCTAssertEqual(button.title, "Show in folder")
            let surface = try! XCTUnwrap(window.overlayView.descendant(identifier: "toast"))
            XCTAssertTrue(label.isDescendant(of: surface) && button.isDescendant(of: surface))
            XCTAssertLessThanOrEqual(label.windowFrame.maxX, button.windowFrame.minX, "side by side")
            XCTAssertFalse(label.isTruncated)
            XCTAssertLessThanOrEqual(surface.windowFrame.maxY, 600 - 24, "above the window's bottom edge")
            XCTAssertEqual(surface.windowFrame.midX, 400, accuracy: 1, "centred")
            window.click(button)
            XCTAssertEqual(performed, 1)
            XCTAssertEqual(window.visibleToasts, [], "used: the toast closed")
            XCTAssertNil(window.overlayView.descendant(identifier: "toast.show"))
        }
    }

    func testTabReachesTheButtonAndEnterUsesIt() {
        onMain {
            let root = View()
            let first = Button("First")
            first.frame = Rect(x: 10, y: 10, width: 80, height: 28)
            root.addSubview(first)
            let window = makeWindow(600, 400, content: root)
            var performed = false
            window.showToast("Copied", action: ToastAction("Undo", identifier: "toast.undo") { performed = true })
            window.press(.tab)
            XCTAssertTrue(window.focusedView === first, "the content first")
            window.press(.tab)
            XCTAssertEqual(window.focusedView?.identifier, "toast.undo", "then the toast's button")
            window.press(.enter)
            XCTAssertTrue(performed)
            XCTAssertTrue(window.visibleToasts.isEmpty)
        }
    }

    func testTheToastWaitsWhileItsButtonHasFocusOrThePointerIsOnIt() {
        onMain {
            let window = makeWindow(600, 400)
            window.showToast("Plain", duration: 1)
            window.showToast("With action", duration: 1, action: ToastAction("Open") {})
            _ = window.recordFrame()
            let button = try! XCTUnwrap(window.overlayView.selfAndDescendants.compactMap { $0 as? Button }.first)
            window.focus(button)
            window.tick(dt: 2)
            XCTAssertEqual(window.visibleToasts, ["With action"], "the plain one went, the focused one waits")
            window.focus(nil)
            let surface = try! XCTUnwrap(button.superview)
            window.handle(.pointerMove(surface.windowFrame.center))
            window.tick(dt: 2)
            XCTAssertEqual(window.visibleToasts, ["With action"], "the pointer on it holds it too")
            window.handle(.pointerMove(Point(5, 5)))
            window.tick(dt: 0.5)
            XCTAssertEqual(window.visibleToasts, ["With action"], "its time runs on from where it stopped")
            window.tick(dt: 0.6)
            XCTAssertEqual(window.visibleToasts, [])
        }
    }

    func testAClickOnTheSurfaceStaysThereAndAPlainToastLetsItThrough() {
        onMain {
            final class Catcher: View {
                var downs = 0
                override func pointerDown(_ event: PointerEvent) -> Bool { downs += 1; return true }
            }
            let probe = Catcher()
            let window = makeWindow(600, 400, content: probe)
            window.showToast("Plain", duration: 10)
            _ = window.recordFrame()
            let plain = try! XCTUnwrap(window.overlayView.subviews.last)
            window.click(plain.windowFrame.minX + 4, plain.windowFrame.midY)
            XCTAssertEqual(probe.downs, 1, "a plain toast does not take the pointer")
            window.showToast("With action", duration: 10, action: ToastAction("Go") {})
            _ = window.recordFrame()
            let surface = try! XCTUnwrap(window.overlayView.descendant(identifier: "toast"))
            window.click(surface.windowFrame.minX + 4, surface.windowFrame.midY)
            XCTAssertEqual(probe.downs, 1, "the action's surface does")
        }
    }

    func testALongMessageWrapsInsideTheWindowWithTheButtonOnScreen() {
        onMain {
            let window = makeWindow(400, 300)
            let long =
                "Exported 2000 frames, BallPulse-0000.png to BallPulse-1999.png, to /home/someone/Pictures/loaders/exports"
            let label = window.showToast(long, action: ToastAction("Show in folder", identifier: "toast.show") {})
            _ = window.recordFrame()
            let surface = try! XCTUnwrap(window.overlayView.descendant(identifier: "toast")).windowFrame
            let button = try! XCTUnwrap(window.overlayView.descendant(identifier: "toast.show")).windowFrame
            XCTAssertGreaterThanOrEqual(surface.minX, 24)
            XCTAssertLessThanOrEqual(surface.maxX, 376)
            XCTAssertLessThanOrEqual(button.maxX, surface.maxX)
            XCTAssertGreaterThan(label.frame.height, 40, "wrapped to more than one line")
            XCTAssertTrue(label.windowFrame.minY >= surface.minY && label.windowFrame.maxY <= surface.maxY)
        }
    }
}
