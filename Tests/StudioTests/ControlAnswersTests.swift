import ControlProtocol
import Foundation
import StudioInspection
import TestSupport
import UI
import XCTest
@testable import Studio

/// The studio's answers on the control channel decode as the types the journeys read, with
/// the values the app holds; the host's requests are left to the host.
final class ControlAnswersTests: XCTestCase, @unchecked Sendable {
    func testTheStateDecodesWithTheAppsValues() throws {
        try onMain {
            let fixture = openSpec("dots.json", text: Self.dots, showingSource: true)
            let app = fixture.app
            let line = try XCTUnwrap(app.answer(.state))
            XCTAssertFalse(line.contains("\n"), "one line")
            let state = try ControlJSON.decode(StudioState.self, from: line)
            XCTAssertEqual(state, app.inspectionState(), "what is sent is what the app says")
            XCTAssertEqual(state.mode, "editor")
            XCTAssertEqual(state.editor.document?.name, "dots.json")
            XCTAssertEqual(state.editor.document?.path, fixture.path)
            XCTAssertEqual(state.editor.params, ["count": 3])
            XCTAssertEqual(state.editor.elements, 3)
            XCTAssertEqual(state.source.shown, true)
            XCTAssertEqual(state.source.text, Self.dots)
            XCTAssertEqual(state.source.bytes, Self.dots.utf8.count)
            XCTAssertEqual(state.window.width, 1280)
            XCTAssertEqual(state.history.canUndo, false)
        }
    }

    func testTheTreeAndTheLayoutDecode() throws {
        try onMain {
            let app = openSpec("dots.json", text: Self.dots).app
            let tree = try ControlJSON.decode(ViewTree.self, from: try XCTUnwrap(app.answer(.tree)))
            let export = try XCTUnwrap(tree.view("toolbar.export"), "the toolbar's Export is shown")
            XCTAssertEqual(export.type, "Button")
            XCTAssertGreaterThan(export.frame.width, 0)
            let layout = try ControlJSON.decode(LayoutAnswer.self, from: try XCTUnwrap(app.answer(.layout)))
            XCTAssertEqual(layout.problems, [])
            XCTAssertEqual(try ControlJSON.decode(PingAnswer.self, from: try XCTUnwrap(app.answer(.ping))).ok, true)
        }
    }

    func testTheHostsRequestsAreNotTheStudios() {
        onMain {
            let app = ScreensRender.makeApp()
            for request: ControlRequest in [
                .present, .hold, .release, .redrawCheck, .pixels(x: 0, y: 0, width: 1, height: 1),
            ] {
                XCTAssertNil(app.answer(request), request.line)
            }
        }
    }

    static let dots = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1,
          "params": { "count": 3 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
          "shape": { "type": "circle" },
          "tracks": [{ "property": "opacity", "keyTimes": [0, 1], "values": [1, 0.3] }]
        }

        """
}
