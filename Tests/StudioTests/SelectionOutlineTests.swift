import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import UI
import XCTest
@testable import Studio

/// A selected node outlines the elements it drives in the preview: one element for an item of
/// `stagger` offsets or `durations`, the part's elements for its other nodes (group tracks
/// included), none for the spec's own members (name, params).
final class SelectionOutlineTests: XCTestCase {
    /// Two parts: three elements with per-element offsets and durations, then four with a group
    /// track and an offset beyond its element count.
    static let parts = """
        {
          "schemaVersion": 1,
          "name": "Parts",
          "duration": 1,
          "params": { "count": 3 },
          "parts": [
            {
              "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
              "shape": { "type": "circle" },
              "stagger": [0, 0.1, 0.2],
              "durations": [1, 0.8, 0.6],
              "tracks": [{ "property": "scale", "keyTimes": [0, 1], "values": [1, 0.5] }]
            },
            {
              "layout": { "type": "ring", "count": 4, "itemSize": 0.2 },
              "shape": { "type": "circle" },
              "stagger": [0, 0.1, 0.2, 0.3, 0.4],
              "groupTracks": [{ "property": "rotate", "keyTimes": [0, 1], "values": [0, 6.28] }]
            }
          ]
        }
        """

    /// A spec without `parts`: its part's members sit at the root.
    static let inline = """
        {
          "schemaVersion": 1,
          "name": "Inline",
          "duration": 1,
          "params": { "gap": 0.1 },
          "layout": { "type": "row", "count": 3, "gap": { "$param": "gap" } },
          "shape": { "type": "circle" },
          "stagger": [0, 0.2, 0.4],
          "durations": [1, 1, 0.5],
          "groupTracks": [{ "property": "scale", "keyTimes": [0, 1], "values": [1, 0.8] }]
        }
        """

    @MainActor private static func open(_ text: String, in dir: TemporaryFolder) throws -> StudioApp {
        let path = dir.file("spec.json")
        Disk.writeInPlace(Array(text.utf8), to: path)
        let app = ScreensRender.makeApp()
        app.openFiles([path])
        XCTAssertEqual(app.editorModel.document?.problems, [], "the fixture is valid")
        return app
    }

    /// What selecting `path` outlines, in the model and in the preview's overlay.
    @MainActor private static func outlined(_ app: StudioApp, _ path: String?) -> (
        model: Range<Int>, overlay: Range<Int>
    ) {
        app.editorModel.select(path.map { JSONPath(parsing: $0)! })
        return (app.editorModel.selectedElements, app.editor.stage.overlay.highlighted)
    }

    func testItemsOfOffsetsAndDurationsOutlineTheirElementOnly() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = try Self.open(Self.parts, in: dir)
            XCTAssertEqual(app.editorModel.evaluator?.parts.map(\.elements.count), [3, 4])
            let expected: [(String, Range<Int>)] = [
                ("parts[0].stagger[1]", 1..<2),
                ("parts[0].durations[2]", 2..<3),
                ("parts[0].stagger", 0..<3),
                ("parts[0].durations", 0..<3),
                ("parts[0].tracks[0].keyTimes[1]", 0..<3),
                ("parts[0].layout.count", 0..<3),
                ("parts[1].stagger[0]", 3..<4),
                ("parts[1].stagger[3]", 6..<7),
                ("parts[1].stagger[4]", 0..<0),
                ("parts[1].groupTracks[0]", 3..<7),
                ("parts[1].groupTracks[0].values[1]", 3..<7),
                ("parts[1]", 3..<7),
                ("name", 0..<0),
                ("params", 0..<0),
                ("params.count", 0..<0),
                ("duration", 0..<0),
            ]
            for (path, range) in expected {
                let shown = Self.outlined(app, path)
                XCTAssertEqual(shown.model, range, path)
                XCTAssertEqual(shown.overlay, range, "the preview outlines what the model says: \(path)")
            }
        }
    }

    func testAPartAtTheRootAndTheCaretInTheText() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = try Self.open(Self.inline, in: dir)
            XCTAssertEqual(Self.outlined(app, "stagger[2]").overlay, 2..<3)
            XCTAssertEqual(Self.outlined(app, "durations[0]").overlay, 0..<1)
            XCTAssertEqual(Self.outlined(app, "groupTracks[0].keyTimes[0]").overlay, 0..<3)
            XCTAssertEqual(Self.outlined(app, "layout").overlay, 0..<3)
            XCTAssertEqual(Self.outlined(app, "params.gap").overlay, 0..<0)
            XCTAssertEqual(Self.outlined(app, "name").overlay, 0..<0)

            // The caret on the second offset in the pane selects it and outlines element 1.
            app.toggleSource()
            let text = app.editor.source.session.model
            app.window.focus(app.editor.source.editor)
            let offsets = try XCTUnwrap(text.text.range(of: "[0, 0.2, 0.4]"))
            let second = text.text.utf8.distance(from: text.text.startIndex, to: offsets.lowerBound) + 4
            text.moveCaret(to: second + 1, extend: false)
            XCTAssertEqual(app.editorModel.selection?.description, "stagger[1]")
            XCTAssertEqual(app.editor.stage.overlay.highlighted, 1..<2)
        }
    }
}
