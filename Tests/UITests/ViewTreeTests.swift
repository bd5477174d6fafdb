import Graphics
import Render
import UITestSupport
import XCTest
import TestSupport
@testable import UI

final class ViewTreeTests: XCTestCase {
    func testStackLaysOutWithSpacingPaddingAndFlexibleViews() {
        onMain {
            let a = View(), b = View(), c = View()
            let stack = StackView(
                axis: .horizontal, spacing: 8, alignment: .fill,
                padding: EdgeInsets(all: 12), views: [a])
            stack.addFlexible(b)
            stack.addSubview(c)
            a.frame.size = Size(50, 10)
            final class Fixed: View { override var intrinsicContentSize: Size? { Size(30, 20) } }
            let fixedA = Fixed(), fixedC = Fixed()
            stack.removeAllSubviews()
            stack.addSubview(fixedA)
            stack.addFlexible(b)
            stack.addSubview(fixedC)
            let window = makeWindow(300, 100, content: stack)
            _ = window.recordFrame()
            XCTAssertEqual(fixedA.frame, Rect(x: 12, y: 12, width: 30, height: 76))
            XCTAssertEqual(b.frame, Rect(x: 50, y: 12, width: 300 - 24 - 60 - 16, height: 76))
            XCTAssertEqual(fixedC.frame.minX, 300 - 12 - 30)
            stack.alignment = .center
            stack.axis = .vertical
            _ = window.recordFrame()
            XCTAssertEqual(fixedA.frame, Rect(x: 12 + ((276.0 - 30) / 2).rounded(), y: 12, width: 30, height: 20))
            XCTAssertEqual(fixedC.frame.maxY, 88)
        }
    }

    func testGridLayoutPlacesCellsAndFindsVisibleRange() {
        onMain {
            let layout = GridLayout(columns: 3, rowHeight: 50, spacing: 10, padding: EdgeInsets(all: 5))
            XCTAssertEqual(layout.frame(of: 4, width: 210), Rect(x: 5 + 70, y: 65, width: 60, height: 50))
            XCTAssertEqual(layout.contentHeight(count: 7), 10 + 150 + 20)
            XCTAssertEqual(layout.indices(inVerticalSpan: 0, 60, count: 100), 0..<3)
            XCTAssertEqual(layout.indices(inVerticalSpan: 60, 130, count: 100), 3..<9)
            XCTAssertEqual(
                GridLayout.columns(fitting: 200, minimumWidth: 60, spacing: 10, padding: EdgeInsets(all: 5)), 2)
        }
    }

    func testHitTestingFindsFrontmostVisibleViewAndSkipsHiddenAndPassThrough() {
        onMain {
            let root = View()
            let back = ProbeView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            let front = ProbeView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
            let child = ProbeView(frame: Rect(x: 5, y: 5, width: 20, height: 20))
            root.addSubview(back)
            root.addSubview(front)
            front.addSubview(child)
            let window = makeWindow(content: root)
            XCTAssertTrue(window.rootView.hitTest(Point(60, 60)) === child)
            XCTAssertTrue(window.rootView.hitTest(Point(80, 80)) === front)
            XCTAssertTrue(window.rootView.hitTest(Point(20, 20)) === back)
            front.isHidden = true
            XCTAssertTrue(window.rootView.hitTest(Point(60, 60)) === back)
            front.isHidden = false
            front.receivesPointer = false
            XCTAssertTrue(
                window.rootView.hitTest(Point(80, 80)) === back, "pass-through view lets the pointer reach below")
            XCTAssertTrue(window.rootView.hitTest(Point(60, 60)) === child, "its subviews are still hit")
            XCTAssertEqual(child.convert(Point(1, 2), to: nil), Point(56, 57))
        }
    }

    func testTabAndShiftTabFollowTreeOrderSkippingHiddenAndDisabled() {
        onMain {
            let root = View()
            let a = TextField(), b = Button("B"), c = Slider(), d = Toggle("D")
            let hiddenBox = View()
            let e = Button("E")
            hiddenBox.addSubview(e)
            hiddenBox.isHidden = true
            for (i, v) in [a, b, c, d].enumerated() {
                v.frame = Rect(x: 10, y: 10 + Double(i) * 40, width: 120, height: 28)
                root.addSubview(v)
            }
            root.addSubview(hiddenBox)
            c.isEnabled = false
            let window = makeWindow(content: root)
            window.press(.tab)
            XCTAssertTrue(window.focusedView === a)
            window.press(.tab)
            XCTAssertTrue(window.focusedView === b)
            window.press(.tab)
            XCTAssertTrue(window.focusedView === d, "disabled slider skipped")
            window.press(.tab)
            XCTAssertTrue(window.focusedView === a, "wraps around; hidden button skipped")
            window.press(.tab, .shift)
            XCTAssertTrue(window.focusedView === d)
            window.press(.tab, .shift)
            XCTAssertTrue(window.focusedView === b)
            window.click(300, 250)
            XCTAssertNil(window.focusedView, "clicking empty space clears focus")
            window.click(d)
            XCTAssertTrue(window.focusedView === d, "a click focuses")
        }
    }

    func testFocusRingIsDrawnInAccentAroundTheFocusedView() {
        onMain {
            let root = View()
            let button = Button("OK")
            button.frame = Rect(x: 40, y: 40, width: 80, height: 28)
            root.addSubview(button)
            let window = makeWindow(content: root)
            let before = window.renderAll()
            XCTAssertNotEqual(before.hex(39, 54), Theme.light.color(.focusRing).hexString)
            window.press(.tab)
            let frame = window.recordFrame()
            XCTAssertFalse(frame.dirty.isEmpty)
            XCTAssertTrue(frame.dirty.contains { $0.contains(IntRect(x: 38, y: 38, width: 84, height: 32)) })
            let after = window.renderAll()
            XCTAssertEqual(after.hex(38, 54), Theme.light.color(.focusRing).hexString)
            XCTAssertEqual(after.hex(39, 54), Theme.light.color(.focusRing).hexString)
            XCTAssertNotEqual(after.hex(36, 54), Theme.light.color(.focusRing).hexString)
        }
    }

    func testInvalidationYieldsDirtyRectsInDevicePixelsClippedByClippingAncestors() {
        onMain {
            let root = View()
            let box = ProbeView(frame: Rect(x: 10.5, y: 20, width: 30, height: 10))
            let clipper = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            clipper.clipsToBounds = true
            let inner = ProbeView(frame: Rect(x: 40, y: 40, width: 30, height: 30))
            clipper.addSubview(inner)
            root.addSubview(box)
            root.addSubview(clipper)
            let window = makeWindow(400, 300, scale: 2, content: root)
            XCTAssertTrue(window.recordFrame().dirty.isEmpty, "nothing dirty after the first frame")
            box.setNeedsDisplay()
            XCTAssertEqual(window.dirty.rects, [IntRect(x: 21, y: 40, width: 60, height: 20)])
            inner.setNeedsDisplay()
            XCTAssertEqual(window.dirty.rects.last, IntRect(x: 280, y: 280, width: 20, height: 20))
            let drawsBefore = (box.draws, inner.draws)
            let frame = window.recordFrame()
            XCTAssertEqual(frame.dirty.count, 2)
            XCTAssertEqual(box.draws, drawsBefore.0 + 1)
            XCTAssertEqual(inner.draws, drawsBefore.1 + 1)
            inner.frame.origin = Point(100, 100)
            inner.setNeedsDisplay()
            XCTAssertEqual(
                window.dirty.rects, [IntRect(x: 280, y: 280, width: 20, height: 20)],
                "only the old, visible position; the moved view is clipped away entirely")
        }
    }

    func testUntouchedViewsAreNotRecordedAgain() {
        onMain {
            let root = View()
            let a = ProbeView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let b = ProbeView(frame: Rect(x: 200, y: 200, width: 50, height: 50))
            root.addSubview(a)
            root.addSubview(b)
            let window = makeWindow(content: root)
            a.setNeedsDisplay()
            _ = window.recordFrame()
            XCTAssertEqual(a.draws, 2)
            XCTAssertEqual(b.draws, 1)
            XCTAssertFalse(window.needsDisplay)
        }
    }

    func testDirtyRegionMergesOverlapsAndKeepsCapacity() {
        onMain {
            var region = DirtyRegion(bounds: IntRect(x: 0, y: 0, width: 1000, height: 1000), capacity: 3)
            region.add(IntRect(x: 0, y: 0, width: 10, height: 10))
            region.add(IntRect(x: 5, y: 5, width: 10, height: 10))
            XCTAssertEqual(region.rects, [IntRect(x: 0, y: 0, width: 15, height: 15)])
            region.add(IntRect(x: 2, y: 2, width: 3, height: 3))
            XCTAssertEqual(region.rects.count, 1, "contained rects add nothing")
            region.add(IntRect(x: 500, y: 500, width: 10, height: 10))
            region.add(IntRect(x: 900, y: 0, width: 10, height: 10))
            region.add(IntRect(x: 0, y: 900, width: 10, height: 10))
            XCTAssertEqual(region.rects.count, 3)
            region.add(IntRect(x: -50, y: 990, width: 100, height: 100))
            XCTAssertTrue(region.rects.allSatisfy { IntRect(x: 0, y: 0, width: 1000, height: 1000).contains($0) })
        }
    }

    func testThemeSwitchRedrawsEverythingInTheNewColours() {
        onMain {
            let root = View()
            let panel = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
            panel.backgroundColor = .token(.panel)
            let label = Label("Hello")
            label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
            panel.addSubview(label)
            root.addSubview(panel)
            let window = makeWindow(200, 150, content: root)
            let light = window.renderAll()
            XCTAssertEqual(light.hex(50, 90), "#FFFFFFFF")
            XCTAssertEqual(light.hex(150, 140), "#F5F5F7FF")
            window.theme = .dark
            let frame = window.recordFrame()
            XCTAssertEqual(frame.dirty, [IntRect(x: 0, y: 0, width: 200, height: 150)])
            var pixmap = Pixmap(width: 200, height: 150)!
            Renderer().render(frame.list, into: &pixmap)
            XCTAssertEqual(pixmap.hex(50, 90), "#1A1D23FF")
            XCTAssertEqual(pixmap.hex(150, 140), "#111318FF")
            let glyphs = pixmap.pixels(in: IntRect(x: 10, y: 10, width: 100, height: 20))
            XCTAssertTrue(glyphs.contains(Color(hex: "#ECEDEE")!.premultiplied.pixel), "text primary of the dark theme")
        }
    }

    func testHiDPIRecordsInDevicePixels() {
        onMain {
            let root = View()
            let box = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
            box.backgroundColor = .fixed(Color(hex: "#FF0000")!)
            root.addSubview(box)
            let window = makeWindow(100, 80, scale: 2, content: root)
            XCTAssertEqual(window.pixelSize.width, 200)
            let pixmap = window.renderAll()
            XCTAssertEqual(pixmap.hex(20, 20), "#FF0000FF")
            XCTAssertEqual(pixmap.hex(59, 59), "#FF0000FF")
            XCTAssertEqual(pixmap.hex(60, 60), "#F5F5F7FF")
            XCTAssertEqual(pixmap.hex(19, 19), "#F5F5F7FF")
        }
    }

    func testHoverEnterExitAndPointerCapture() {
        onMain {
            let root = View()
            let a = ProbeView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let b = ProbeView(frame: Rect(x: 100, y: 0, width: 50, height: 50))
            a.handlesPointer = true
            root.addSubview(a)
            root.addSubview(b)
            let window = makeWindow(content: root)
            window.handle(.pointerMove(Point(10, 10)))
            XCTAssertEqual(a.entered, 1)
            window.handle(.pointerMove(Point(110, 10)))
            XCTAssertEqual(a.exited, 1)
            XCTAssertEqual(b.entered, 1)
            window.handle(.pointerMove(Point(10, 10)))
            window.handle(.pointerDown(Point(10, 10)))
            window.handle(.pointerMove(Point(120, 20)))
            XCTAssertEqual(a.drags, [Point(120, 20)], "the capture gets drags outside its frame")
            XCTAssertEqual(b.entered, 1, "no hover changes while captured")
            window.handle(.pointerUp(Point(120, 20)))
            XCTAssertNil(window.captureView)
            XCTAssertEqual(b.entered, 2, "hover follows the pointer after release")
        }
    }

    func testShortcutsRunBeforeOrAfterTheFocusedView() {
        onMain {
            let root = View()
            let probe = ProbeView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            probe.focusable = true
            root.addSubview(probe)
            let window = makeWindow(content: root)
            var fired: [String] = []
            window.shortcuts.register(Shortcut(.character("e"), modifiers: .control)) { fired.append("export") }
            window.shortcuts.register(Shortcut(.function(1)), priority: .beforeFocus) { fired.append("help") }
            XCTAssertTrue(window.press(.character("E"), .control))
            XCTAssertEqual(fired, ["export"])
            window.focus(probe)
            XCTAssertTrue(window.press(.character("e"), .control))
            XCTAssertEqual(fired, ["export"], "the focused view handled it first")
            XCTAssertTrue(window.press(.function(1)))
            XCTAssertEqual(fired, ["export", "help"])
            XCTAssertEqual(probe.keys, [.character("e")], "a before-focus shortcut never reaches the view")
            XCTAssertEqual(Shortcut(.character("e"), modifiers: [.control, .shift]).description, "Ctrl+Shift+E")
        }
    }

    /// X11 sends a chord's character as text after its key down: a shortcut that ran on Alt+2
    /// keeps the "2" out of the focused field, and the next plain "2" is typed.
    func testAChordsTextIsNotTypedAfterItsShortcutRan() {
        onMain {
            let root = View()
            let field = TextField()
            field.frame = Rect(x: 0, y: 0, width: 120, height: 28)
            root.addSubview(field)
            let window = makeWindow(content: root)
            var fired = 0
            window.shortcuts.register(Shortcut(.character("2"), modifiers: .alt), priority: .beforeFocus) { fired += 1 }
            window.focus(field)
            XCTAssertTrue(window.press(.character("2"), .alt))
            window.type("2")
            XCTAssertEqual(fired, 1)
            XCTAssertEqual(field.text, "", "the chord's text is not typed")
            _ = window.press(.character("2"))
            window.type("2")
            XCTAssertEqual(field.text, "2", "a plain key's text is")
            XCTAssertTrue(window.press(.character("2"), .alt))
            _ = window.press(.character("3"))
            window.type("3")
            XCTAssertEqual(field.text, "23", "a later key down forgets the chord's text")
        }
    }

    func testResizeLaysOutAgainAndRedrawsAll() {
        onMain {
            let root = ProbeView()
            let window = makeWindow(content: root)
            let layouts = root.layouts
            window.handle(.resize(Size(640, 480), scale: 1.5))
            XCTAssertEqual(window.pixelSize.width, 960)
            let frame = window.recordFrame()
            XCTAssertEqual(root.layouts, layouts + 1)
            XCTAssertEqual(root.frame.size, Size(640, 480))
            XCTAssertEqual(frame.dirty, [IntRect(x: 0, y: 0, width: 960, height: 720)])
        }
    }
}
