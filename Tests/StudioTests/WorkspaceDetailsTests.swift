import Graphics
import Handoff
import SpecLanguage
import LoaderKitCore
import UI
import XCTest
import TestSupport
@testable import Studio

/// The Design index, the Start from list's filter, and the timeline's time readout.
final class WorkspaceDetailsTests: XCTestCase {
    func testEachIndexButtonBringsItsSectionsHeaderToTheTopOfTheDesignTab() {
        onMain {
            let app = ScreensRender.makeApp()
            app.newSpec(text: NewSpecDialog.blankText)
            let inspector = app.editor.inspector
            _ = app.user.nextFrame()
            XCTAssertEqual(inspector.tab, .design)
            XCTAssertFalse(inspector.index.isHidden, "the index is shown on Design")
            for section in [DesignIndex.Section.timing, .layout, .shape, .tracks, .spec] {
                XCTAssertTrue(app.user.tap("inspector.index.\(section.rawValue)"), "\(section)")
                _ = app.user.nextFrame()
                let header = inspector.authoring.header(of: section).windowFrame
                let rows = inspector.scroll.windowFrame
                XCTAssertTrue(header.minY >= rows.minY && header.maxY <= rows.maxY, "\(section)'s header is shown")
                if inspector.scroll.contentOffset < inspector.scroll.maximumOffset {
                    XCTAssertEqual(header.minY, rows.minY + 4, accuracy: 1, "\(section)'s header at the top")
                }
            }
            inspector.show(tab: .tune)
            XCTAssertTrue(inspector.index.isHidden, "no index on Tune")
        }
    }

    func testTheStartFromListKeepsTheNamesThatContainTheFilter() {
        XCTAssertEqual(NewSpecDialog.names(matching: "").count, IndicatorSpec.builtinNames.count + 29)
        let ring = NewSpecDialog.names(matching: " RING ")
        XCTAssertFalse(ring.isEmpty)
        XCTAssertTrue(ring.allSatisfy { $0.lowercased().contains("ring") }, "\(ring)")
        XCTAssertTrue(ring.contains("layout-ring"))
        XCTAssertEqual(NewSpecDialog.names(matching: "nothing like this"), [])
    }

    func testTheTimeReadoutKeepsItsWidthPastAHundredSeconds() {
        XCTAssertEqual(TimelinePanel.timeText(2.5), "t   2.500 s")
        XCTAssertEqual(TimelinePanel.timeText(106.033), "t 106.033 s")
        XCTAssertEqual(TimelinePanel.timeText(12_345.6), "t 12346 s")
        onMain {
            let app = ScreensRender.makeApp()
            app.newSpec(text: NewSpecDialog.blankText)
            let timeline = app.editor.timeline
            _ = app.user.nextFrame()
            let engine = app.window.textEngine
            let widest = engine.width(of: TimelinePanel.timeText(9999.999), font: .mono)
            XCTAssertGreaterThanOrEqual(timeline.timeLabel.frame.width, widest + 8)
            XCTAssertLessThanOrEqual(timeline.timeLabel.frame.maxX + 4, timeline.progressLabel.frame.minX)
        }
    }

    func testTheColourListIsReorderedByItsButtonsAndAltArrows() {
        onMain {
            let app = ScreensRender.makeApp()
            app.newSpec(text: NewSpecDialog.blankText)
            app.editor.inspector.show(tab: .tune)
            _ = app.user.nextFrame()
            XCTAssertTrue(app.user.tap("colors.add"))
            XCTAssertTrue(app.user.tap("colors.add"))
            XCTAssertTrue(app.user.tap("colors.add"))
            _ = app.user.nextFrame()
            let palette = ColorListEditor.palette
            XCTAssertEqual(app.editorModel.colors, Array(palette.prefix(3)))
            XCTAssertTrue(app.user.tap("colors.2.up"))
            XCTAssertEqual(app.editorModel.colors, [palette[0], palette[2], palette[1]])
            let well = app.window.find("colors.0")!
            app.window.focus(well)
            app.user.press(.down, .alt)
            XCTAssertEqual(app.editorModel.colors, [palette[2], palette[0], palette[1]])
            XCTAssertTrue(app.window.focusedView === app.window.find("colors.1"), "the focus moves with the colour")
            app.user.press(.up, .alt)
            XCTAssertEqual(app.editorModel.colors, [palette[0], palette[2], palette[1]])
            app.user.press(.character("z"), .control)
            XCTAssertEqual(app.editorModel.colors, [palette[2], palette[0], palette[1]], "each move is one undo step")
            XCTAssertFalse((app.window.find("colors.0.up") as? Button)?.isEnabled ?? true)
            XCTAssertFalse((app.window.find("colors.2.down") as? Button)?.isEnabled ?? true)
        }
    }

    func testTheCodePanelScrollsLongLinesSideways() {
        onMain {
            let app = ScreensRender.makeApp()
            app.open(app.gallery.shown[0])
            app.editorModel.setColors(ColorListEditor.palette, dragging: false)
            app.settings.codePlatform = SnippetPlatform.csharp.rawValue
            app.toggleCodePanel()
            _ = app.user.nextFrame()
            let code = app.window.find("code.text") as! CodeTextView
            let engine = app.window.textEngine
            XCTAssertGreaterThan(code.maximumScrollX(engine), 0, "six colours make a line longer than the panel")
            let centre = Point(code.windowFrame.midX, code.windowFrame.minY + 20)
            app.window.handle(.wheel(dx: 0, dy: -48, at: centre, modifiers: .shift))
            XCTAssertEqual(code.scrollX, min(48, code.maximumScrollX(engine)), "Shift+wheel scrolls sideways")
            app.window.handle(.wheel(dx: 1000, dy: 0, at: centre))
            XCTAssertEqual(code.scrollX, 0, "a sideways wheel back to the lines' starts, no further")
        }
    }

    func testSelectingATrackShowsItsLineFromTheStart() throws {
        let values = (0...40).map { "0.\($0 % 10)" }.joined(separator: ", ")
        let times = (0...40).map { String(format: "%.3f", Double($0) / 40) }.joined(separator: ", ")
        let text = """
            {
              "schemaVersion": 1,
              "name": "Long",
              "duration": 1,
              "layout": { "type": "single" },
              "shape": { "type": "circle" },
              "tracks": [
                { "property": "opacity", "keyTimes": [\(times)], "values": [\(values)] }
              ]
            }

            """
        try onMain {
            let app = ScreensRender.makeApp()
            app.newSpec(text: text)
            _ = app.user.nextFrame()
            let editor = app.editor.source.editor
            // Picked elsewhere (the outline, the lanes): the focus is not in the pane.
            app.window.focus(app.editor.inspector.tabs)
            app.editorModel.select(JSONPath(parsing: "tracks[0]"))
            _ = app.user.nextFrame()
            XCTAssertFalse(editor.model.selection.range.isEmpty, "the track's text is selected")
            XCTAssertEqual(editor.scrollX, 0, "the pane shows the line from its start, not scrolled to the end")
        }
    }
}
