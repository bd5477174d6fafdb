import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Tab shows what it focuses: a scroll view around the focused control scrolls to it, in
/// every mode, on a small window; the Tab order follows reading order, the toolbar first.
final class KeyboardScrollTests: XCTestCase {
    func testEveryTabStopIsShownWhenFocusedInEveryMode() {
        onMain {
            for mode in StudioMode.allCases {
                let app = ScreensRender.makeApp(size: Size(1024, 640))
                if mode == .editor {
                    app.open(app.library.builtin(named: "BallPulse")!)
                } else {
                    app.select(mode: mode)
                }
                if mode == .progress { app.progress.select(3) }
                let count = app.window.focusOrder.count
                XCTAssertGreaterThan(count, 7, "\(mode)")
                for step in 0..<count + 1 {
                    app.user.press(.tab)
                    XCTAssertTrue(
                        app.window.focusIsShown, "\(mode), Tab \(step + 1): \(app.window.focusName) is not shown whole")
                }
            }
        }
    }

    func testTabInTheEditorReachesSideSaveAndExportOnASmallWindow() {
        onMain {
            let app = ScreensRender.makeApp(size: Size(1024, 640))
            app.open(app.library.builtin(named: "BallPulse")!)
            XCTAssertTrue(app.user.tab { $0 === app.editor.inspector.size.slider }, "the Side slider")
            XCTAssertTrue(app.window.focusIsShown)
            XCTAssertTrue(app.user.tab(to: "inspector.export"))
            XCTAssertTrue(app.window.focusIsShown)
            XCTAssertGreaterThan(app.editor.inspector.scroll.contentOffset, 0, "the inspector scrolled")
        }
    }

    func testTheSkeletonsFeedScrollsToTheFocusedCard() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            let last = app.skeleton.mock.cards.last!
            XCTAssertTrue(app.user.tab { $0 === last.field })
            XCTAssertTrue(app.window.focusIsShown)
            XCTAssertGreaterThan(app.skeleton.mock.feed.contentOffset, 0)
        }
    }

    func testTheToolbarComesFirstAndAddColourAfterItsSwatches() {
        onMain {
            let app = ScreensRender.makeApp()
            for mode in StudioMode.allCases {
                app.select(mode: mode)
                let order = app.window.focusOrder
                XCTAssertEqual(order.first?.identifier, "mode.gallery", "\(mode): the toolbar comes first")
                let toolbar = order.prefix { $0.isDescendant(of: app.root.toolbar) }
                XCTAssertEqual(toolbar.last?.identifier, "toolbar.help", "\(mode): then the screen")
            }
            app.select(mode: .editor)
            app.user.tap(app.editor.inspector.colorEditor.addButton)
            app.user.tap(app.editor.inspector.colorEditor.addButton)
            _ = app.user.nextFrame()
            let ids = app.window.focusOrder.compactMap(\.identifier)
            let well0 = ids.firstIndex(of: "colors.0"), well1 = ids.firstIndex(of: "colors.1"),
                add = ids.firstIndex(of: "colors.add")
            XCTAssertNotNil(well0)
            XCTAssertLessThan(well0 ?? 99, well1 ?? -1)
            XCTAssertLessThan(well1 ?? 99, add ?? -1, "Add colour comes after the swatches it made")
        }
    }
}
