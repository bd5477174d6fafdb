import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// The editor by mouse and keyboard: a param by slider and by field (one value in the field,
/// the preview and the file), Save params as a text step and its undo, scrubbing, freezing, a loop region
/// kept across Loop off and on, ping-pong.
final class EditorJourneys: JourneyTestCase {
    func testAParamBySliderAndFieldIsOneValueEverywhere() throws {
        let studio = try launch()
        let path = try writeSpec(studio, "dots.json", JourneySpecs.dots(count: 3))
        studio.close(keepFolder: true)
        let editor = try launch([path], folder: studio.folder)
        try editor.wait("the editor on Dots") {
            $0.editor.document?.name == "dots.json" && $0.mode == "editor"
        }

        let slider = try editor.child(of: "param.count.slider", type: "Slider")
        let r = slider.frame
        try editor.drag(
            from: (Int(r.x + 4), Int(r.y + r.height / 2)), to: (Int(r.x + r.width - 2), Int(r.y + r.height / 2)))
        var state = try editor.wait("count dragged up") { ($0.editor.params["count"] ?? 0) > 3 }
        XCTAssertEqual(
            state.editor.elements.map(Double.init), state.editor.params["count"], "the preview draws the dragged count")

        try assertField(editor, typing: "15", shows: 15)
        try assertField(editor, typing: "40", shows: 40)

        // The file's default changes on disk: the field, the preview and the params still agree.
        try JourneySpecs.dots(count: 4).write(toFile: path, atomically: false, encoding: .utf8)
        state = try editor.wait("the reload") { ($0.editor.document?.revision ?? 0) >= 1 }
        let count = try XCTUnwrap(state.editor.params["count"])
        XCTAssertEqual(state.editor.elements.map(Double.init), count)
        XCTAssertEqual(try fieldText(editor), String(Int(count)))
        try editor.assertScreenIsCurrent("after the reload")

        // Save params writes the value shown as a patch of the text: the file differs only in
        // that value. Ctrl+Z outside the pane puts the text back (unsaved again); the file stays.
        let before = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(before, JourneySpecs.dots(count: 4))
        try editor.key("ctrl+s")
        state = try editor.wait("the save toast") {
            $0.toasts.contains(editor.text(EditorText.savedParams("dots.json")))
        }
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(saved, JourneySpecs.dots(count: Int(count)), "only the value's bytes change")
        XCTAssertEqual(state.source.text, saved, "the text holds what the file holds")
        XCTAssertEqual(state.source.dirty, false)
        XCTAssertEqual(state.history.undo, editor.stepName(EditorText.saveParamsStep))
        XCTAssertFalse(
            state.focused?.id?.hasPrefix("source") ?? false, "the key goes to the window, not the pane")
        try editor.key("ctrl+z")
        state = try editor.wait("the undone save") { $0.source.text == before }
        XCTAssertEqual(state.source.dirty, true, "the text is unsaved again")
        XCTAssertEqual(state.history.redo, "Save params")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), saved, "undo never writes the file")
        XCTAssertEqual(state.editor.params["count"], count, "the tuning stays")
        try editor.key("ctrl+shift+z")
        state = try editor.wait("the redone save") { $0.source.text == saved }
        XCTAssertEqual(state.source.dirty, false)
        assertAlive(editor, "after undoing the save")
    }

    /// Clicks the count field, types `text` and Enter; the field, the params and the preview
    /// show `value`.
    private func assertField(
        _ editor: StudioSession, typing text: String, shows value: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try editor.click(node: try editor.child(of: "param.count.slider", type: "NumberField"))
        try editor.key("ctrl+a")
        try editor.type(text)
        try editor.key("Return")
        let state = try editor.wait("count \(value)") { $0.editor.params["count"] == value }
        XCTAssertEqual(
            state.editor.elements.map(Double.init), value, "the preview draws \(value) elements", file: file, line: line
        )
        XCTAssertEqual(try fieldText(editor), text, "the field keeps the typed \(text)", file: file, line: line)
        try editor.assertScreenIsCurrent("count \(text)", file: file, line: line)
    }

    private func fieldText(_ editor: StudioSession) throws -> String? {
        try editor.child(of: "param.count.slider", type: "NumberField").text
    }

    func testScrubFreezeLoopRegionAndPingPong() throws {
        let studio = try launch(["--mode", "editor"])
        try studio.wait("the editor") { $0.mode == "editor" }
        try studio.click("timeline.play")
        try studio.wait("paused") { $0.editor.playhead.playing == false }

        let scrubber = (try XCTUnwrap(try studio.views { $0.type == "TimelineScrubber" }.first)).frame
        func x(_ p: Double) -> Int { Int(scrubber.x + 8 + p * (scrubber.width - 16)) }
        let y = Int(scrubber.y + scrubber.height / 2)
        try studio.drag(from: (x(0.1), y), to: (x(0.6), y))
        var state = try studio.wait("scrubbed to 0.6") {
            abs(($0.editor.playhead.cycleProgress) - 0.6) < 0.02
        }

        try studio.key("f")
        state = try studio.wait("frozen") { $0.editor.playhead.frozen == true }
        try studio.key("f")
        try studio.wait("unfrozen") { $0.editor.playhead.frozen == false }

        try studio.drag(from: (x(0.5), y), to: (x(0.2), y))
        try studio.wait("at 0.2") { abs(($0.editor.playhead.cycleProgress) - 0.2) < 0.02 }
        try studio.key("i")
        try studio.drag(from: (x(0.5), y), to: (x(0.7), y))
        try studio.wait("at 0.7") { abs(($0.editor.playhead.cycleProgress) - 0.7) < 0.02 }
        try studio.key("o")
        state = try studio.wait("a loop region") { ($0.editor.playhead.inOut)?.count == 2 }
        let region = try XCTUnwrap(state.editor.playhead.inOut)
        XCTAssertEqual(region[0], 0.2, accuracy: 0.02)
        XCTAssertEqual(region[1], 0.7, accuracy: 0.02)

        let loopingBefore = state.editor.playhead.looping
        try studio.click("timeline.loop")
        state = try studio.wait("loop toggled") { $0.editor.playhead.looping == !loopingBefore }
        try studio.click("timeline.loop")
        state = try studio.wait("loop toggled back") { $0.editor.playhead.looping == loopingBefore }
        if state.editor.playhead.looping == false {
            try studio.click("timeline.loop")
            state = try studio.wait("looping") { $0.editor.playhead.looping == true }
        }
        XCTAssertEqual(state.editor.playhead.inOut, region, "Loop off and on keeps the region")

        try studio.click("timeline.pingpong")
        try studio.click("timeline.play")
        try studio.wait("playing ping-pong") {
            $0.editor.playhead.playing == true && $0.editor.playhead.pingPong == true
        }
        // Every sample stays in the region, until playback has come to its out point and gone
        // back, step by step (not a loop's jump), to its in point; at least ten samples.
        var samples = 0, previous: Double?, reachedOut = false, wentBack = false, backAtIn = false
        try studio.wait("ping-pong from the out point back to the in point", timeout: 10) { state in
            let p = state.editor.playhead.cycleProgress
            samples += 1
            XCTAssertTrue(p >= region[0] - 0.02 && p <= region[1] + 0.02, "playback stays in the region: \(p)")
            if p >= region[1] - 0.1 { reachedOut = true }
            if reachedOut, let previous, previous - p > 0.002, previous - p < (region[1] - region[0]) / 2 {
                wentBack = true
            }
            if wentBack && p <= region[0] + 0.1 { backAtIn = true }
            previous = p
            return backAtIn && samples >= 10
        }
        try studio.assertScreenIsCurrent("ping-pong in the region")
    }
}
