import Foundation
import Graphics
import LoaderKitCore
import SpecLanguage
import StudioCommandLine
import TestSupport
import UI
import UITestSupport
import XCTest
@testable import Studio

/// The line between the Editor's previews and its keyframe lanes: the heights `LanesSplit`
/// gives, the divider dragged in the window, the collapsed header row (the toggle, Ctrl+K, a
/// short Editor), what the settings remember, and ghost rows for every element of a part.
final class LanesSplitTests: XCTestCase {
    private typealias Split = LanesSplit

    func testHeightsStayBetweenTheLanesAndThePreviewsMinimums() {
        let tall = Split(editorHeight: 800, preferredHeight: nil, expanded: nil)
        XCTAssertFalse(tall.isCollapsed)
        XCTAssertEqual(tall.maximumLanesHeight, 800 - Split.timelineHeight - Split.minimumPreviewHeight)
        XCTAssertEqual(tall.lanesHeight(needed: 150), 150, "what they need")
        XCTAssertEqual(tall.lanesHeight(needed: 600), 224, "up to 28% of the Editor")
        XCTAssertEqual(tall.lanesHeight(needed: 40), Split.minimumLanesHeight, "at least a header and two lanes")
        var dragged = tall
        dragged.preferredHeight = 5000
        XCTAssertEqual(dragged.lanesHeight(needed: 150), 424, "the previews keep 280 points")
        XCTAssertEqual(dragged.previewHeight(needed: 150), Split.minimumPreviewHeight)
        dragged.preferredHeight = 300
        XCTAssertEqual(dragged.lanesHeight(needed: 150), 300, "a dragged height beats what they need")
        dragged.preferredHeight = 10
        XCTAssertEqual(dragged.lanesHeight(needed: 150), Split.minimumLanesHeight)
        dragged.editorHeight = 380
        dragged.expanded = true
        dragged.preferredHeight = 300
        XCTAssertEqual(
            dragged.lanesHeight(needed: 150), Split.shortestLanesHeight,
            "an Editor too short for both minimums keeps a header and one lane, the previews the rest")
        XCTAssertEqual(dragged.previewHeight(needed: 150), 380 - Split.timelineHeight - Split.shortestLanesHeight)
    }

    func testAShortEditorStartsCollapsedUntilTheUserShowsTheLanes() {
        var short = Split(editorHeight: 556, preferredHeight: nil, expanded: nil)
        XCTAssertTrue(short.isCollapsed)
        XCTAssertEqual(short.lanesHeight(needed: 150), Split.headerHeight, "the header row stays")
        XCTAssertEqual(short.previewHeight(needed: 150), 556 - Split.timelineHeight - Split.headerHeight)
        short.expanded = true
        XCTAssertEqual(short.lanesHeight(needed: 150), 150)
        var tall = Split(editorHeight: 900, preferredHeight: 300, expanded: false)
        XCTAssertEqual(tall.lanesHeight(needed: 150), Split.headerHeight, "collapsed by the user in a tall Editor")
        tall.expanded = true
        XCTAssertEqual(tall.lanesHeight(needed: 150), 300, "shown again at the dragged height")
    }

    func testDraggingTheDividerResizesCollapsesAndShowsAgain() {
        let split = Split(editorHeight: 800, preferredHeight: nil, expanded: nil)
        let up = split.dragged(from: 150, by: -100)
        XCTAssertEqual(up.preferredHeight, 250)
        XCTAssertEqual(up.expanded, true)
        XCTAssertEqual(split.dragged(from: 150, by: -2000).preferredHeight, split.maximumLanesHeight, "clamped")
        XCTAssertEqual(
            split.dragged(from: 150, by: 80).preferredHeight, Split.minimumLanesHeight,
            "down to the minimum, still shown")
        let down = up.dragged(from: 250, by: 200)
        XCTAssertEqual(down.expanded, false, "past the middle between the header and the minimum: collapsed")
        XCTAssertEqual(down.preferredHeight, 250, "the height comes back when shown again")
        let again = down.dragged(from: Split.headerHeight, by: -120)
        XCTAssertEqual(again.expanded, true)
        XCTAssertEqual(again.preferredHeight, Split.headerHeight + 120)
    }

    func testTheSettingsRememberTheHeightAndTheChoiceWithinRange() throws {
        var settings = StudioSettings()
        XCTAssertNil(settings.lanesHeight)
        XCTAssertNil(settings.lanesExpanded)
        settings.lanesHeight = 260
        settings.lanesExpanded = false
        let data = try JSONEncoder().encode(settings)
        XCTAssertEqual(try JSONDecoder().decode(StudioSettings.self, from: data), settings)
        for bad in [#"{"lanesHeight": 3}"#, #"{"lanesHeight": 1e9}"#, #"{"lanesHeight": "tall"}"#] {
            XCTAssertNil(try JSONDecoder().decode(StudioSettings.self, from: Data(bad.utf8)).lanesHeight, bad)
        }
        let decoded = try JSONDecoder().decode(StudioSettings.self, from: Data(#"{"lanesExpanded": true}"#.utf8))
        XCTAssertEqual(decoded.lanesExpanded, true)
    }

    @MainActor private static func editor(
        _ dir: TemporaryFolder, size: Size, settings: StudioSettings = StudioSettings(),
        text: String = KeyframeLanesTests.twoTracks
    ) -> StudioApp {
        let path = dir.file("two.json")
        Disk.writeInPlace(Array(text.utf8), to: path)
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings,
            settingsStore: SettingsStore(directory: dir.file("config")), rasterize: ScreensRender.rasterizer,
            imageWriter: ScreensImageWriter())
        app.window.layout(size: size, scale: 1)
        app.openFiles([path])
        _ = app.user.nextFrame()
        return app
    }

    func testTheDividerDraggedInTheWindowResizesTheLanesAndIsRemembered() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = Self.editor(dir, size: Size(1280, 800))
            let editor = app.editor
            let panel = editor.keyframes
            let before = panel.frame.height
            let divider = editor.lanesDivider.windowFrame
            XCTAssertEqual(divider.midY, editor.timeline.windowFrame.minY, "on the timeline's top edge")
            let start = Point(divider.midX, divider.midY)
            let window = app.window
            window.handle(.pointerMove(start))
            window.handle(.pointerDown(start))
            for step in 1...4 { window.handle(.pointerMove(Point(start.x, start.y - Double(step) * 30))) }
            window.handle(.pointerUp(Point(start.x, start.y - 120)))
            _ = window.recordFrame()
            XCTAssertEqual(panel.frame.height, before + 120)
            XCTAssertEqual(
                editor.timeline.windowFrame.minY, divider.midY - 120, "the timeline moved up with the divider")
            XCTAssertEqual(app.settings.lanesHeight, before + 120)
            XCTAssertEqual(app.settings.lanesExpanded, true)
            let stored = SettingsStore(directory: dir.file("config")).load().settings
            XCTAssertEqual(stored.lanesHeight, before + 120, "saved when the drag ended")

            // Far up: the previews keep their minimum.
            let higher = editor.lanesDivider.windowFrame
            window.handle(.pointerMove(Point(higher.midX, higher.midY)))
            window.handle(.pointerDown(Point(higher.midX, higher.midY)))
            window.handle(.pointerMove(Point(higher.midX, 0)))
            window.handle(.pointerUp(Point(higher.midX, 0)))
            _ = window.recordFrame()
            XCTAssertEqual(
                editor.stage.frame.height, max(LanesSplit.minimumPreviewHeight, editor.lanesSplit.previewMinimum))

            // Down past the lanes' minimum, in steps: collapsed, and shown again at the height from
            // before the drag.
            let shown = panel.frame.height
            let top = editor.lanesDivider.windowFrame
            window.handle(.pointerMove(Point(top.midX, top.midY)))
            window.handle(.pointerDown(Point(top.midX, top.midY)))
            for y in stride(from: top.midY, through: 790, by: 40) { window.handle(.pointerMove(Point(top.midX, y))) }
            window.handle(.pointerUp(Point(top.midX, 790)))
            _ = window.recordFrame()
            XCTAssertTrue(editor.lanesCollapsed)
            XCTAssertEqual(panel.frame.height, LanesSplit.headerHeight)
            XCTAssertEqual(app.settings.lanesExpanded, false)
            window.key(.character("k"), .control, text: "k")
            _ = window.recordFrame()
            XCTAssertEqual(panel.frame.height, shown)

            // A new studio with these settings lays the lanes out the same.
            let again = Self.editor(dir, size: Size(1280, 800), settings: app.settings)
            XCTAssertEqual(again.editor.keyframes.frame.height, panel.frame.height)
        }
    }

    func testOnAShortEditorTheLanesKeepTheirHeaderAndShowWithTheToggleOrCtrlK() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = Self.editor(dir, size: Size(1000, 600))
            let editor = app.editor
            let panel = editor.keyframes
            XCTAssertTrue(editor.lanesCollapsed)
            XCTAssertFalse(panel.isHidden, "not hidden: the header row shows")
            XCTAssertEqual(panel.frame.height, LanesSplit.headerHeight)
            XCTAssertTrue(panel.scroll.isHidden)
            XCTAssertTrue(panel.toggleButton.isVisibleInWindow)

            // Tab reaches the toggle (the window's last Tab stop: Shift+Tab from nothing); Space
            // shows the lanes.
            let window = app.window
            var tabs = 0
            while window.focusedView !== panel.toggleButton, tabs < 200 {
                window.key(.tab)
                tabs += 1
            }
            XCTAssertTrue(window.focusedView === panel.toggleButton, "the toggle is a Tab stop")
            window.focus(nil)
            window.key(.tab, .shift)
            XCTAssertTrue(window.focusedView === panel.toggleButton, "the last Tab stop")
            window.key(.space, text: " ")
            _ = window.recordFrame()
            XCTAssertFalse(editor.lanesCollapsed)
            XCTAssertFalse(panel.scroll.isHidden)
            XCTAssertGreaterThan(panel.frame.height, LanesSplit.headerHeight)
            XCTAssertEqual(app.settings.lanesExpanded, true, "remembered")
            XCTAssertEqual(editor.model.clock.isPlaying, true, "Space went to the toggle, not to play and pause")

            // Ctrl+K collapses them again; the focus in the lanes goes to the toggle.
            window.focus(panel.lanes)
            window.key(.character("k"), .control, text: "k")
            _ = window.recordFrame()
            XCTAssertTrue(editor.lanesCollapsed)
            XCTAssertEqual(panel.frame.height, LanesSplit.headerHeight)
            XCTAssertTrue(window.focusedView === panel.toggleButton)
            XCTAssertEqual(app.settings.lanesExpanded, false)

            // Ctrl+K from the gallery opens the Editor with the lanes shown.
            app.select(mode: .gallery)
            window.key(.character("k"), .control, text: "k")
            XCTAssertEqual(app.mode, .editor)
            XCTAssertFalse(editor.lanesCollapsed)
        }
    }

    /// A row of 30 circles with a stagger.
    static let thirty = """
        {
          "schemaVersion": 1,
          "name": "Thirty",
          "duration": 1.5,
          "layout": { "type": "row", "count": 30, "gap": 0.01 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.04 },
          "tracks": [ { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.2, 1] } ]
        }
        """

    func testTheFocusedDividerMovesWithTheArrowKeys() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = Self.editor(dir, size: Size(1280, 800))
            let editor = app.editor, window = app.window
            XCTAssertTrue(window.focusOrder.contains { $0 === editor.lanesDivider }, "Tab reaches the divider")
            window.focus(editor.lanesDivider)
            let before = editor.keyframes.frame.height
            window.press(.up)
            XCTAssertEqual(editor.keyframes.frame.height, before + SplitHandle.keyStep)
            window.press(.up, [.shift])
            XCTAssertEqual(editor.keyframes.frame.height, before + 5 * SplitHandle.keyStep)
            XCTAssertEqual(app.settings.lanesHeight, before + 5 * SplitHandle.keyStep, "remembered as a drag is")
            window.press(.down)
            XCTAssertEqual(editor.keyframes.frame.height, before + 4 * SplitHandle.keyStep)
            window.press(.left)
            XCTAssertEqual(editor.keyframes.frame.height, before + 4 * SplitHandle.keyStep, "across its axis: nothing")
            // The source pane's divider moves left and right.
            editor.setShowsSource(true)
            _ = window.recordFrame()
            let pane = editor.source.frame.width
            window.focus(editor.split)
            window.press(.right)
            XCTAssertEqual(editor.source.frame.width, pane - SplitHandle.keyStep, "the pane narrows to the right")
            window.press(.left)
            XCTAssertEqual(editor.source.frame.width, pane, "and widens back")
        }
    }

    func testOnANarrowStageTheLanesLeaveThePreviewsTheirCaptions() throws {
        let dir = temporaryFolder()
        try onMain {
            var settings = StudioSettings()
            settings.lanesExpanded = true
            settings.lanesHeight = 2400
            // 800 by 600: the 48 and 24 point previews go under the big one, which needs more than
            // the 280 points every stage keeps.
            let app = Self.editor(dir, size: Size(800, 600), settings: settings)
            let editor = app.editor
            XCTAssertFalse(editor.lanesCollapsed)
            XCTAssertGreaterThan(editor.lanesSplit.previewMinimum, LanesSplit.minimumPreviewHeight)
            XCTAssertEqual(editor.stage.frame.height, editor.lanesSplit.previewMinimum)
            for label in editor.stage.sizeCaptions {
                XCTAssertLessThanOrEqual(
                    label.frame.maxY, editor.stage.bounds.height, "caption \(label.text) shown whole")
            }
            XCTAssertGreaterThanOrEqual(editor.keyframes.frame.height, LanesSplit.shortestLanesHeight)
        }
    }

    func testEveryElementOfThePartHasAGhostRowNarrowerBeyondTwelve() throws {
        try onMain {
            let spec = try IndicatorSpec(json: Self.thirty)
            let evaluator = try IndicatorEvaluator(spec: spec)
            let selected = JSONPath(parsing: "tracks[0]")!
            let layout = KeyframeLaneLayout(spec: spec, evaluator: evaluator, width: 1142, selectedTrack: selected)
            XCTAssertEqual(layout.ghosts.map(\.element), Array(0..<30), "every element, not the first 12")
            XCTAssertEqual(layout.ghosts.last?.offset ?? 0, 29 * 0.04, accuracy: 1e-9)
            let row = KeyframeLaneLayout.ghostRowHeight(elements: 30)
            XCTAssertEqual(row, 4.5, "144 points shared by 30, to the half point")
            XCTAssertEqual(layout.ghosts.map(\.frame.height), Array(repeating: row, count: 30))
            XCTAssertEqual(layout.height, KeyframeLaneLayout.laneHeight + 30 * row)
            for (a, b) in zip(layout.ghosts, layout.ghosts.dropFirst()) {
                XCTAssertEqual(a.frame.maxY, b.frame.minY, "rows follow each other")
            }
            XCTAssertEqual(KeyframeLaneLayout.ghostRowHeight(elements: 12), KeyframeLaneLayout.ghostHeight)
            XCTAssertEqual(
                KeyframeLaneLayout.ghostRowHeight(elements: 1000), KeyframeLaneLayout.minimumGhostHeight,
                "never thinner than the minimum: the lanes scroll")
        }
    }

    func testManyGhostRowsRedrawOnlyThePlayheadWhileAnimatingAndMatchAFullRedraw() throws {
        let dir = temporaryFolder()
        try onMain {
            let app = Self.editor(dir, size: Size(1280, 800), text: Self.thirty)
            let model = app.editorModel
            model.select(JSONPath(parsing: "tracks[0]")!)
            _ = app.user.nextFrame()
            let lanes = app.editor.keyframes.lanes
            XCTAssertEqual(lanes.layout.ghosts.count, 30)
            model.updateClock { $0.seek(toProgress: 0.2) }
            _ = app.user.nextFrame()
            model.updateClock { $0.seek(toProgress: 0.25) }
            let dirty = app.user.nextFrame().dirty
            let panel = app.editor.keyframes.windowFrame
            let inLanes = dirty.filter {
                $0.intersection(
                    IntRect(
                        minX: Int(panel.minX), minY: Int(panel.minY),
                        maxX: Int(panel.maxX), maxY: Int(panel.maxY))) != nil
            }
            XCTAssertFalse(inLanes.isEmpty)
            XCTAssertLessThanOrEqual(inLanes.map(\.width).reduce(0, +), 12, "in the lanes only the two playhead strips")

            let frames = IncrementalFrames(app.window)
            frames.assertMatchesFullRedraw(after: [
                ("move the playhead", { model.updateClock { $0.seek(toProgress: 0.6) } }),
                ("move it again", { model.updateClock { $0.seek(toProgress: 0.61) } }),
                (
                    "scroll the lanes",
                    {
                        let scroll = app.editor.keyframes.scroll
                        XCTAssertGreaterThan(scroll.maximumOffset, 0, "30 rows and the graph are taller than the lanes")
                        app.window.handle(.wheel(dx: 0, dy: -80, at: scroll.windowFrame.center))
                        XCTAssertGreaterThan(scroll.contentOffset, 0)
                    }
                ),
                ("move it after scrolling", { model.updateClock { $0.seek(toProgress: 0.9) } }),
            ])
        }
    }
}
