import UI
import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The Editor's workspace in a real window: beside the source pane at 800×600 the inspector stays
/// with its actions, a pane that gives way leaves a labelled rail that reopens it, and the
/// inspector's Tune and Design tabs follow clicks, Alt+1 and Alt+2 and the selection.
final class WorkspaceJourneys: JourneyTestCase {
    /// True when the view `identifier` is shown whole (not clipped by its containers).
    private func isWhole(_ tree: ViewTree, _ identifier: String) -> Bool {
        guard let node = tree.view(identifier) else { return false }
        return node.visible == node.frame && node.frame.width > 0
    }

    func testBesideTheSourcePaneAt800x600EveryPaneIsUsableOrARailThatReopensIt() throws {
        let studio = try launch(["--mode", "editor"], window: (800, 600))
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.key("ctrl+j")
        var tree = try studio.waitForTree("the source pane beside the inspector") { tree in
            tree.view("source") != nil && tree.view("inspector") != nil
        }
        for action in ["inspector.save", "inspector.export", "inspector.code", "source.format", "source.copy"] {
            XCTAssertTrue(isWhole(tree, action), "\(action) is shown whole beside the source pane")
        }
        XCTAssertNotNil(tree.view("rail.outline"), "the outline gave way to a rail")
        XCTAssertNil(tree.view("rail.inspector"))
        XCTAssertEqual(tree.view("rail.outline")?.text, studio.text(EditorText.railOutline))
        XCTAssertEqual(try studio.layoutProblems(), [], "nothing overlaps or is cut beside the source pane")
        try studio.assertScreenIsCurrent("the source pane and the inspector at 800×600")

        // Alt+2 and Alt+1 switch the tabs with the keyboard in the text, and type nothing there.
        let text = Array(try studio.state().source.text ?? "")
        try studio.key("alt+2")
        try studio.waitForTree("Design from the text") { $0.view("inspector.tabs")?.value == 1 }
        try studio.key("alt+1")
        try studio.waitForTree("Tune from the text") { $0.view("inspector.tabs")?.value == 0 }
        try studio.type("x")
        var typed = Array(
            try studio.wait("the key typed after the chords arrived") { Array($0.source.text ?? "") != text }
                .source.text ?? "")
        let first = zip(typed, text).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? text.count
        XCTAssertEqual(typed.remove(at: first), "x", "the first change is the x typed, no 1 or 2")
        XCTAssertTrue(typed == text, "the chords typed nothing into the text")
        try studio.key("ctrl+z")
        try studio.wait("the x undone") { Array($0.source.text ?? "") == text }

        // The inspector's Export works from there.
        try studio.click("inspector.export")
        try studio.wait("the export dialog") { $0.popover == "export" }
        try studio.key("Escape")
        try studio.wait("the dialog closed") { $0.popover == nil }

        // The outline's rail reopens it; the pane asked for longest ago (the inspector) gives way.
        try studio.click("rail.outline")
        tree = try studio.waitForTree("the outline reopened") { $0.view("rail.outline") == nil }
        XCTAssertNotNil(tree.view("rail.inspector"), "the inspector gave way to a rail")
        XCTAssertEqual(tree.view("rail.inspector")?.text, studio.text(EditorText.railInspector))
        XCTAssertNotNil(tree.view("source.editor"))
        XCTAssertEqual(try studio.layoutProblems(), [])
        try studio.assertScreenIsCurrent("the outline reopened")

        // The inspector's rail brings it back with its actions; now the source pane gives way.
        try studio.click("rail.inspector")
        tree = try studio.waitForTree("the inspector reopened") { $0.view("rail.inspector") == nil }
        XCTAssertNotNil(tree.view("rail.source"), "the source pane gave way to a rail")
        XCTAssertTrue(isWhole(tree, "inspector.export"))
        XCTAssertEqual(try studio.layoutProblems(), [])

        // Back to the source from its rail, the text keeps the keyboard.
        try studio.click("rail.source")
        tree = try studio.waitForTree("the source reopened") { $0.view("rail.source") == nil }
        XCTAssertNotNil(tree.view("source.editor"))
        XCTAssertEqual(try studio.state().focused?.id, "source.editor", "the reopened pane has the keyboard")
        XCTAssertEqual(try studio.layoutProblems(), [])
        assertAlive(studio, "after the rails")
    }

    func testTheInspectorsTabsFollowClicksShortcutsAndTheSelection() throws {
        let studio = try launch(["--mode", "editor"], window: (1280, 800))
        try studio.wait("the editor") { $0.mode == "editor" }
        var tree = try studio.waitForTree("the Tune tab") { $0.view("inspector.tabs")?.value == 0 }
        XCTAssertNotNil(tree.view("inspector.speed"), "Tune shows the playback")
        XCTAssertNil(tree.view("forms"), "Tune hides the forms")

        // Alt+2 shows the Design tab, Alt+1 Tune again.
        try studio.key("alt+2")
        tree = try studio.waitForTree("the Design tab") { $0.view("inspector.tabs")?.value == 1 }
        XCTAssertNotNil(tree.view("forms"), "Design shows the forms")
        XCTAssertNil(tree.view("inspector.speed"))
        XCTAssertTrue(isWhole(tree, "inspector.export"), "the actions stay on every tab")
        // Alt+3 shows the Check tab (the artwork's checks), Alt+1 Tune again.
        try studio.key("alt+3")
        tree = try studio.waitForTree("the Check tab") { $0.view("inspector.tabs")?.value == 2 }
        XCTAssertNotNil(tree.view("check"), "Check shows the artwork's checks")
        XCTAssertNil(tree.view("forms"))
        XCTAssertTrue(isWhole(tree, "inspector.export"), "the actions stay on every tab")
        try studio.key("alt+1")
        tree = try studio.waitForTree("Tune again") { $0.view("inspector.tabs")?.value == 0 }

        // A click on Design, and on a lane's track: the selected node's forms come first.
        guard let tabs = tree.view("inspector.tabs"), let segments = tabs.segments, segments.count == 3 else {
            throw JourneyError("no three tabs")
        }
        let design = segments[1], check = segments[2]
        try studio.click(Int(check.point().x), Int(check.point().y))
        try studio.waitForTree("Check by a click") { $0.view("inspector.tabs")?.value == 2 }
        try studio.click(Int(design.point().x), Int(design.point().y))
        try studio.waitForTree("Design by a click") { $0.view("inspector.tabs")?.value == 1 }
        try studio.click(node: tabs, atFraction: 0.25)
        try studio.waitForTree("Tune by a click") { $0.view("inspector.tabs")?.value == 0 }
        let lanes = try studio.wait("the lanes") { !$0.editor.lanes.tracks.isEmpty }.editor.lanes
        guard let track = lanes.tracks.keys.sorted().first, let point = lanes.tracks[track]?.points.last else {
            throw JourneyError("no keyframe in the lanes")
        }
        try studio.click(Int(point.x.rounded()), Int(point.y.rounded()))
        tree = try studio.waitForTree("a track selected shows Design") { $0.view("inspector.tabs")?.value == 1 }
        XCTAssertNotNil(tree.view("forms.easing"), "the selected track's easing is in the Design tab")
        try studio.assertScreenIsCurrent("the Design tab for a selected track")

        // The picked tab is remembered for the next run.
        try studio.key("alt+1")
        try studio.waitForTree("Tune picked") { $0.view("inspector.tabs")?.value == 0 }
        try studio.key("alt+2")
        try studio.waitForTree("Design picked") { $0.view("inspector.tabs")?.value == 1 }
        let folder = studio.folder
        studio.close(keepFolder: true)
        let again = try launch(["--mode", "editor"], folder: folder, window: (1280, 800))
        try again.waitForTree("Design remembered") { $0.view("inspector.tabs")?.value == 1 }
        try again.key("F1")
        let help = try again.wait("the help") { $0.help != nil }.help ?? []
        let designTab = again.text(Message(HelpText.Shortcut.tabDesign.key))
        let alt = try XCTUnwrap(again.names(of: .alt).first)
        XCTAssertTrue(help.contains { $0.title == designTab && $0.keys.contains(alt) }, "\(help)")
    }

    func testTheProgressInspectorExportsFromItsOwnButtonAt800x600() throws {
        let studio = try launch(["--mode", "progress"], window: (800, 600))
        try studio.wait("progress") { $0.mode == "progress" }
        try studio.click("progress.cell.1")
        let tree = try studio.waitForTree("the inspector") { $0.view("progress.inspector") != nil }
        XCTAssertTrue(isWhole(tree, "progress.export"), "Export is shown whole under the options")
        XCTAssertTrue(isWhole(tree, "progress.code"))
        try studio.click("progress.export")
        try studio.wait("the export dialog") { $0.popover == "export" }
        try studio.assertScreenIsCurrent("the progress design's export dialog")
        try studio.key("Escape")
        try studio.wait("closed") { $0.popover == nil }
        XCTAssertEqual(try studio.layoutProblems(), [])
        assertAlive(studio, "after the progress export dialog")
    }

    func testEnterInTheGallerysFilterOpensTheFirstOfSeveralMatches() throws {
        let studio = try launch(["--mode", "gallery"], window: (1024, 700))
        try studio.wait("the gallery") { $0.mode == "gallery" && !$0.gallery.shown.isEmpty }
        try studio.type("ball")
        let state = try studio.wait("the filtered gallery") { $0.gallery.filter == "ball" }
        XCTAssertGreaterThan(state.gallery.shown.count, 1, "several built-ins match")
        try studio.key("Return")
        let opened = try studio.wait("the first match in the editor") { $0.mode == "editor" }
        XCTAssertEqual(opened.editor.document?.name, state.gallery.shown.first)
        assertAlive(studio, "after Enter in the filter")
    }

    /// One time axis: the timeline's ruler lies over the lanes, so a keyframe's diamond and the
    /// ruler's place for its time line up to the pixel, at every window width.
    func testTheRulerAndTheLanesShareOneTimeAxis() throws {
        let first = try launch()
        let pulse =
            #"{"schemaVersion":1,"name":"Pulse","duration":0.75,"layout":{"type":"row","count":3,"gap":0.05},"#
            + #""shape":{"type":"circle"},"tracks":[{"property":"scale","keyTimes":[0,0.3,1],"values":[1,0.3,1]}]}"#
        let path = try writeSpec(first, "pulse.json", pulse)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1280, 800))
        for (width, height) in [(1280, 800), (900, 700), (1600, 900)] {
            try studio.resize(width, height)
            let state = try studio.wait("the lanes at \(width)") {
                $0.window.width == Double(width) && $0.editor.lanes.tracks["tracks[0]"]?.points.count == 3
            }
            let points = try XCTUnwrap(state.editor.lanes.tracks["tracks[0]"]?.points)
            let ruler = try XCTUnwrap(try studio.view("timeline.scrubber")).frame
            let inset = 8.0
            for (keyTime, point) in zip([0, 0.3, 1.0], points) {
                let onRuler = ruler.x + inset + keyTime * (ruler.width - 2 * inset)
                XCTAssertEqual(onRuler, point.x, accuracy: 0.5, "keyTime \(keyTime) at \(width) points wide")
            }
        }
        assertAlive(studio, "after the resizes")
    }

    /// A built-in opens in the studio's format (2-space indents, short arrays on a line), as the
    /// playground shows built-ins, not as one minified line; a file's bytes stay as they are.
    func testABuiltInOpensFormattedAndAFileAsItsBytes() throws {
        let first = try launch()
        let oneLine =
            #"{"schemaVersion":1,"name":"Mine","duration":1,"layout":{"type":"single"},"#
            + #""shape":{"type":"circle"},"tracks":[{"property":"scale","keyTimes":[0,1],"values":[1,0.5]}]}"#
        let path = try writeSpec(first, "mine.json", oneLine)
        first.close(keepFolder: true)
        let studio = try launch(["--mode", "editor", "--source"], folder: first.folder, window: (1280, 800))
        let builtin = try studio.wait("a built-in in the pane") { $0.source.text?.isEmpty == false }
        let text = try XCTUnwrap(builtin.source.text)
        XCTAssertTrue(text.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"name\": \"Atom\","), text)
        XCTAssertGreaterThan(text.split(separator: "\n").count, 20, "one member a line")
        XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "no line past the format's width")
        XCTAssertEqual(builtin.source.dirty, false, "the formatted built-in is not an edit")
        try studio.assertScreenIsCurrent("a built-in formatted in the pane")
        studio.close(keepFolder: true)
        let opened = try launch([path, "--source"], folder: first.folder, window: (1280, 800))
        let file = try opened.wait("the file in the pane") { $0.editor.document?.name == "mine.json" }
        XCTAssertEqual(file.source.text, oneLine, "a file's bytes are shown as they are")
        assertAlive(opened, "after the built-in and the file")
    }
}
