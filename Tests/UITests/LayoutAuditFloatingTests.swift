import Graphics
import TestSupport
import UITestSupport
import XCTest

@testable import UI

/// `LayoutAudit` and a layer that floats over the content by design (a panel over a scrim): what
/// is in it is not an overlap with what it covers, but two texts inside it still are.
final class LayoutAuditFloatingTests: XCTestCase {
    func testAFloatingLayerCoversTheContentWithoutAFault() {
        onMain {
            let root = View()
            let page = Label("A line of the page")
            page.frame = Rect(x: 20, y: 20, width: 200, height: 20)
            let layer = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let panel = Label("Saving…")
            panel.frame = Rect(x: 40, y: 22, width: 100, height: 20)
            layer.addSubview(panel)
            root.addSubview(page)
            root.addSubview(layer)
            let window = makeWindow(400, 300, content: root)
            XCTAssertEqual(LayoutAudit.problems(in: window).count, 1, "an overlap while the layer is content")
            layer.floatsOverContent = true
            XCTAssertEqual(LayoutAudit.problems(in: window), [], "a floating layer covers the page by design")
            let second = Label("Another")
            second.frame = Rect(x: 60, y: 24, width: 100, height: 20)
            layer.addSubview(second)
            XCTAssertEqual(LayoutAudit.problems(in: window).count, 1, "two texts in the layer still overlap")
        }
    }
}
