import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The smaller rough edges of a first afternoon, each in the real window: the translateY graph
/// is up where the preview is up, the Skeleton's switch has a key, and the skeleton's debug tree
/// is shown in the window rather than only on stderr, and the time axis zooms and scrolls.
final class WorkspaceDetailsJourneys: JourneyTestCase {
    static let hop = """
        {
          "schemaVersion": 1,
          "name": "Hop",
          "duration": 1,
          "layout": { "type": "single" },
          "shape": { "type": "circle" },
          "tracks": [{ "property": "translateY", "keyTimes": [0, 0.5, 1], "values": [0, -0.2, 0] }]
        }

        """

    func testTheTranslateYGraphIsUpWhereThePreviewIsUp() throws {
        let first = try launch()
        let path = try writeSpec(first, "hop.json", Self.hop)
        first.close(keepFolder: true)
        // Tall enough for the lanes to show the value graph.
        let studio = try launch([path], folder: first.folder, window: (1280, 1200))
        try studio.wait("the hop") { $0.editor.document?.name == "hop.json" && $0.editor.lanes.shown }
        try studio.click(node: try reveal(studio, "forms.track.tracks.0"))
        var state = try studio.wait("the graph of translateY") {
            $0.editor.lanes.tracks["tracks[0]"]?.graphHandles.count == 3
        }
        var handles = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.graphHandles)
        XCTAssertLessThan(handles[1].y, handles[0].y - 20, "-0.2 (up in the preview) is drawn higher than 0")

        // Dragging the last handle up moves it up in the preview: a negative value.
        let end = (Int(handles[2].x.rounded()), Int(handles[2].y.rounded()))
        try studio.drag(from: end, to: (end.0, end.1 - 40))
        state = try studio.wait("the end moved") {
            $0.source.text?.contains("[0, -0.2, 0]") == false
                && $0.history.undo == studio.stepName(EditorText.changeKeyframeValue)
        }
        let spec = try XCTUnwrap(state.source.text)
        let values = try XCTUnwrap(spec.range(of: #""values": \[0, -0\.2, -0\.[0-9]+\]"#, options: .regularExpression))
        XCTAssertFalse(spec[values].isEmpty, spec)
        handles = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.graphHandles)
        XCTAssertLessThan(handles[2].y, Double(end.1) - 10, "the handle stayed where it was dragged")
        try studio.assertScreenIsCurrent("the translateY graph")
        assertAlive(studio, "after the graph")
    }

    func testSShowsAndHidesTheSkeletonAndTheDebugTreeIsShownInTheWindow() throws {
        let studio = try launch(["--mode", "skeleton"], window: (1280, 800))
        try studio.wait("Skeleton") { $0.mode == "skeleton" }
        try studio.key("s")
        try studio.wait("shown by S") { _ in
            (try? studio.view("skeleton.show"))??.text == studio.text(SkeletonText.hide)
        }
        try studio.key("s")
        try studio.wait("hidden by S") { _ in
            (try? studio.view("skeleton.show"))??.text == studio.text(SkeletonText.show)
        }
        try studio.key("F1")
        let help = try studio.wait("the help") { $0.help != nil }
        XCTAssertTrue(
            help.help?.contains {
                $0.section == studio.text(HelpText.Section.skeleton.title)
                    && $0.title == studio.text(Message(HelpText.Shortcut.skeleton.key))
            } == true,
            "the help lists S under Skeleton")
        try studio.key("Escape")
        try studio.wait("the help closed") { $0.help == nil }

        try studio.click(node: try reveal(studio, "skeleton.debugTree", in: "skeleton.inspector"))
        let tree = try studio.waitForTree("the debug tree under its button") {
            ($0.view("skeleton.debugText")?.text?.split(separator: "\n").count ?? 0) > 16
        }
        let text = try XCTUnwrap(tree.view("skeleton.debugText")?.text)
        XCTAssertFalse(text.contains("more lines on stderr"), "the whole tree is shown:\n\(text)")
        assertAlive(studio, "after the skeleton")
        studio.close()
        XCTAssertTrue(studio.stderrText().contains(text.split(separator: "\n")[0]), "and a copy is on stderr")
    }

    func testCtrlWheelZoomsTheTimeAxisAndShiftWheelScrollsIt() throws {
        let first = try launch()
        let path = try writeSpec(first, "hop.json", Self.hop)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1280, 800))
        var state = try studio.wait("the lanes") { $0.editor.document?.name == "hop.json" && $0.editor.lanes.shown }
        let whole = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.points)
        let gap = whole[1].x - whole[0].x
        // Two notches of Ctrl+wheel over the lanes, about the middle keyframe.
        try studio.x(["mousemove", "--window", studio.windowID, "\(Int(whole[1].x))", "\(Int(whole[1].y))"])
        try studio.x(["keydown", "ctrl"])
        try studio.x(["click", "--repeat", "2", "--delay", "60", "4"])
        try studio.x(["keyup", "ctrl"])
        state = try studio.wait("zoomed in") { $0.editor.lanes.axis.zoom > 2.2 }
        var points = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.points)
        XCTAssertEqual(points[1].x, whole[1].x, accuracy: 2, "the keyframe under the pointer stays there")
        XCTAssertEqual(points[1].x - points[0].x, gap * 2.25, accuracy: 2, "the keyframes spread with the zoom")
        let button = try XCTUnwrap(try studio.view("keyframes.zoomFit"))
        XCTAssertEqual(button.text, studio.text(EditorText.percent(225)))
        try studio.assertScreenIsCurrent("the time axis zoomed")

        // Shift+wheel scrolls the axis sideways (the pointer back over the lanes: the screen
        // check parked it).
        try studio.x(["mousemove", "--window", studio.windowID, "\(Int(whole[1].x))", "\(Int(whole[1].y))"])
        try studio.x(["keydown", "shift"])
        try studio.x(["click", "--repeat", "3", "--delay", "60", "5"])
        try studio.x(["keyup", "shift"])
        let startZoomed = state.editor.lanes.axis.start
        state = try studio.wait("scrolled") { $0.editor.lanes.axis.start > startZoomed + 0.01 }
        points = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.points)
        XCTAssertLessThan(points[1].x, whole[1].x - 100, "the keyframes moved left")
        try studio.assertScreenIsCurrent("the time axis scrolled")

        // The percentage shows the whole cycle again.
        try studio.click("keyframes.zoomFit")
        state = try studio.wait("the whole cycle") { $0.editor.lanes.axis.zoom == 1 }
        XCTAssertEqual(try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.points), whole)
        assertAlive(studio, "after zooming")
    }

    func testTabGoesThroughTheEditorInReadingOrder() throws {
        let studio = try launch(["--mode", "editor"], window: (1280, 800))
        try studio.wait("the editor") { $0.mode == "editor" }
        // The region of each focused control, by the pane it lies in.
        let tree = try studio.tree()
        let panes = ["editor.side", "editor.stage", "inspector", "timeline", "editor.keyframes"]
        let frames = panes.compactMap { id in tree.view(id).map { (id, $0.frame) } }
        XCTAssertEqual(frames.count, panes.count, "every pane is shown: \(frames.map(\.0))")
        var visited: [String] = []
        for _ in 0..<80 {
            try studio.key("Tab")
            usleep(30_000)
            guard let focused = try studio.state().focused else { continue }
            let c = (focused.frame.x + focused.frame.width / 2, focused.frame.y + focused.frame.height / 2)
            guard
                let pane = frames.first(where: { f in
                    c.0 >= f.1.x && c.0 <= f.1.x + f.1.width && c.1 >= f.1.y && c.1 <= f.1.y + f.1.height
                })?.0
            else { continue }
            if visited.last != pane { visited.append(pane) }
            if pane == "editor.keyframes" { break }
        }
        XCTAssertEqual(
            visited, panes, "Tab visits the outline, the previews, the inspector, the transport, then the lanes")
        assertAlive(studio, "after Tab")
    }
}
