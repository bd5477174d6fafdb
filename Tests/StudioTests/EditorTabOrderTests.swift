import Graphics
import UI
import XCTest
import TestSupport
@testable import Studio

/// Tab goes through the Editor in reading order: the toolbar, the outline, the previews (the onion
/// skin's switch first), the source pane, the inspector, then the transport and the lanes
/// below them.
final class EditorTabOrderTests: XCTestCase {
    func testTabVisitsTheEditorsPanesInReadingOrder() {
        onMain {
            for showsSource in [false, true] {
                let app = ScreensRender.makeApp()
                app.open(app.gallery.shown[10])
                app.editor.setShowsSource(showsSource, focus: false)
                _ = app.user.nextFrame()
                let editor = app.editor
                let regions: [(String, View)] = [
                    ("toolbar", app.root.toolbar), ("outline", editor.side), ("previews", editor.stage),
                    ("source", editor.source), ("inspector", editor.inspector), ("transport", editor.timeline),
                    ("lanes", editor.keyframes),
                ]
                let visited = app.window.focusOrder.compactMap { view in
                    regions.firstIndex { $0.1 === view || view.isDescendant(of: $0.1) }
                }
                let names = visited.map { regions[$0].0 }
                XCTAssertEqual(visited, visited.sorted(), "source \(showsSource): \(names)")
                var expected = ["toolbar", "outline", "previews", "inspector", "transport"]
                if showsSource { expected.insert("source", at: 3) }
                for region in expected {
                    XCTAssertTrue(names.contains(region), "source \(showsSource): \(region) has a Tab stop: \(names)")
                }
                // The previews' first stops are the onion skin's switch and settings at the end of
                // the caption's row, then their background's picker or its custom colour.
                let inStage = app.window.focusOrder.filter { $0.isDescendant(of: editor.stage) }
                XCTAssertTrue(inStage.first === editor.stage.onionButton, "\(inStage)")
                XCTAssertTrue(inStage.dropFirst().first === editor.stage.onionSettingsButton, "\(inStage)")
                XCTAssertTrue(
                    [editor.stage.backgroundControl, editor.stage.customWell].contains {
                        $0 === inStage.dropFirst(2).first
                    },
                    "\(inStage)")
            }
        }
    }
}
