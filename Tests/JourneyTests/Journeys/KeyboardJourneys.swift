import Foundation
import ImageExport
import XCTest
import XSession

/// Every mode without a mouse: controls reached with Tab and Shift+Tab and worked with the
/// arrows, Space, Enter and Escape only. After each move the state's `focused` view is checked
/// to be shown whole in the window (its visible rect is its frame), so Tab never lands off
/// screen.
final class KeyboardJourneys: JourneyTestCase {
    func testTheGalleryByKeyboard() throws {
        let studio = try launch(["--mode", "gallery"], window: (1024, 640))
        try studio.wait("the gallery") { $0.string("mode") == "gallery" }
        var focused = try press(studio, "Tab")
        XCTAssertEqual(focused["id"] as? String, "mode.gallery", "the toolbar comes first")
        focused = try tab(studio) { $0["type"] as? String == "GalleryCell" }
        let first = try XCTUnwrap(focused["id"] as? String)
        focused = try press(studio, "Right")
        XCTAssertNotEqual(focused["id"] as? String, first, "Right moves to the next card")
        let right = JSONTree.frame(focused)
        focused = try press(studio, "Down")
        XCTAssertGreaterThan(JSONTree.frame(focused)[1], right[1], "Down moves a row down")
        focused = try press(studio, "End")
        let names = try XCTUnwrap(try studio.state()[path: "gallery.shown"] as? [String])
        XCTAssertEqual(focused["id"] as? String, "cell.\(names.last!)", "End: the last card, scrolled to")
        focused = try press(studio, "Home")
        XCTAssertEqual(focused["id"] as? String, first)
        try studio.assertScreenIsCurrent("the first card focused")

        // Typing on a card filters; Escape leaves the filter; Enter on a card opens it.
        try studio.type("ball")
        try studio.wait("the filter") { $0.string("gallery.filter") == "ball" }
        focused = try tab(studio) { $0["type"] as? String == "GalleryCell" }
        let card = try XCTUnwrap(focused["id"] as? String)
        try studio.key("Return")
        let state = try studio.wait("the editor") { $0.string("mode") == "editor" }
        XCTAssertEqual("cell." + (state.string("editor.document.name") ?? ""), card)
        try studio.assertScreenIsCurrent("opened by Enter")
    }

    func testTheEditorByKeyboardOnASmallWindow() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1024, 640))
        try studio.wait("the editor on Dots") { $0.string("editor.document.name") == "dots.json" }

        // Space on a focused switch flips it, not the playback.
        var focused = try tab(studio) { $0["id"] as? String == "inspector.hides" }
        try studio.key("space")
        focused =
            try studio.wait("the switch off") { ($0["focused"] as? [String: Any])?["value"] as? Bool == false }[
                "focused"] as! [String: Any]
        XCTAssertEqual(try studio.state().bool("editor.playhead.playing"), true, "Space did not pause")

        // A param by arrow key, then Save params and Export below the fold.
        focused = try tab(studio, backward: true) {
            $0["type"] as? String == "Slider" && self.isInside($0, "param.count.slider", studio)
        }
        try studio.key("Right")
        try studio.wait("count 4") { $0.double("editor.params.count") == 4 }
        focused = try tab(studio) { $0["id"] as? String == "inspector.save" }
        try studio.key("Return")
        try studio.wait("saved") { _ in
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("\"count\": 4")
        }
        focused = try focusedNow(studio)
        XCTAssertEqual(focused["id"] as? String, "inspector.save", "focus stays on Save params")
        focused = try press(studio, "Tab")
        XCTAssertEqual(focused["id"] as? String, "inspector.export")
        try studio.key("Return")
        try studio.wait("the dialog") { $0.string("popover") == "export" }
        focused = try tab(studio) { $0["id"] as? String == "export.cancel" }
        try studio.key("Return")
        let state = try studio.wait("the dialog closed") { $0["popover"] == nil }
        XCTAssertEqual(
            (state["focused"] as? [String: Any])?["id"] as? String, "inspector.export", "focus back on Export")

        // The scrubber takes focus; the arrow keys step it.
        focused = try tab(studio) { $0["id"] as? String == "timeline.scrubber" }
        let before = try XCTUnwrap(try studio.state().double("editor.playhead.time"))
        try studio.key("Right")
        let after = try studio.wait("a step") { $0.bool("editor.playhead.playing") == false }
        XCTAssertNotEqual(after.double("editor.playhead.time"), before)
        XCTAssertEqual(files(in: studio.exportFolder), [], "nothing exported")
        try studio.assertScreenIsCurrent("the editor by keyboard")
    }

    func testProgressByKeyboard() throws {
        let studio = try launch(["--mode", "progress"], window: (1024, 640))
        try studio.wait("progress") { $0.string("mode") == "progress" }
        var focused = try tab(studio) { $0["type"] as? String == "ProgressCell" }
        focused = try press(studio, "Right")
        let design = try XCTUnwrap(focused["id"] as? String)
        try studio.key("Return")
        try studio.wait("the inspector") { _ in (try? studio.view("progress.inspector")) != nil }
        focused = try focusedNow(studio)
        XCTAssertEqual(focused["id"] as? String, design, "focus stays on the design's card")
        focused = try tab(studio) { $0["id"] as? String == "progress.simulate" }
        try studio.key("space")
        try studio.wait("a task") { _ in (try? studio.view("progress.simulate"))??["text"] as? String == "Stop the task"
        }

        // The toolbar's Export exports the design: a GIF picked with the arrows.
        focused = try tab(studio, backward: true) { $0["id"] as? String == "toolbar.export" }
        try studio.key("Return")
        try studio.wait("the dialog") { $0.string("popover") == "export" }
        focused = try tab(studio) { $0["id"] as? String == "export.kind" }
        try studio.key("Right")
        try studio.key("Return")
        try studio.wait("the GIF") { _ in self.files(in: studio.exportFolder).contains { $0.hasSuffix(".gif") } }
        let name = try XCTUnwrap(files(in: studio.exportFolder).first)
        XCTAssertTrue(name.hasPrefix("progress-"), name)
        let gif = try GIFFile.read(studio.exportFolder + "/" + name)
        XCTAssertGreaterThan(gif.frames.count, 2)
        try studio.assertScreenIsCurrent("after the export")
    }

    func testTheSkeletonByKeyboard() throws {
        let studio = try launch(["--mode", "skeleton"], window: (1024, 640))
        try studio.wait("skeleton") { $0.string("mode") == "skeleton" }
        // Into the mock feed, which scrolls to each focused control.
        for _ in 0..<10 { _ = try press(studio, "Tab") }
        var focused = try tab(studio) { $0["id"] as? String == "skeleton.show" }
        try studio.key("space")
        try studio.wait("shown") { _ in (try? studio.view("skeleton.show"))??["text"] as? String == "Hide skeleton" }

        // A flat colour by Tab, arrows and Enter: the well shows it.
        focused = try tab(studio) { $0["id"] as? String == "skeleton.swatch.turquoise" }
        _ = try press(studio, "Right")
        focused = try press(studio, "Down")
        XCTAssertEqual(focused["id"] as? String, "skeleton.swatch.wetAsphalt")
        try studio.key("Return")
        let well = try XCTUnwrap(try studio.view("skeleton.color"))
        let r = JSONTree.frame(well)
        try studio.parkPointer()
        let deadline = Date().addingTimeInterval(3)
        var pixel: UInt32 = 0
        repeat {
            pixel = try studio.server.screen()[
                studio.origin.0 + Int(r[0] + r[2] / 2), studio.origin.1 + Int(r[1] + r[3] / 2)]
        } while pixel != 0x34495E && Date() < deadline
        XCTAssertEqual(String(pixel, radix: 16), "34495e", "the well shows wet asphalt")

        // Back to the mode switch and on to the gallery.
        focused = try tab(studio, backward: true) { $0["id"] as? String == "mode.skeleton" }
        _ = try press(studio, "Left")
        _ = try press(studio, "Left")
        focused = try press(studio, "Left")
        XCTAssertEqual(focused["id"] as? String, "mode.gallery")
        try studio.key("Return")
        try studio.wait("the gallery") { $0.string("mode") == "gallery" }
        try studio.assertScreenIsCurrent("back in the gallery")
    }

    // MARK: Keys and checks

    /// Presses `key`, which moves the focus, and returns the newly focused view once the app
    /// shows it, checked to be shown whole.
    private func press(_ studio: StudioSession, _ key: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> [String: Any]
    {
        let before = signature(try studio.state()["focused"])
        try studio.key(key)
        let state = try studio.wait("the focus to move on \(key)") { self.signature($0["focused"]) != before }
        return check(state, file: file, line: line)
    }

    /// The focused view now, checked to be shown whole.
    private func focusedNow(_ studio: StudioSession, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        check(try studio.state(), file: file, line: line)
    }

    /// What tells focused views apart: type, identifier and frame.
    private func signature(_ focused: Any?) -> String {
        guard let node = focused as? [String: Any] else { return "none" }
        return "\(node["type"] ?? "")|\(node["id"] ?? "")|\(JSONTree.frame(node))"
    }

    /// The state's focused view, checked to be shown whole: its visible rect is its frame,
    /// inside the window.
    private func check(_ state: [String: Any], file: StaticString, line: UInt) -> [String: Any] {
        guard let focused = state["focused"] as? [String: Any] else {
            XCTFail("nothing has focus", file: file, line: line)
            return [:]
        }
        let frame = JSONTree.frame(focused)
        let visible = (focused["visible"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
        let width = state.double("window.width") ?? 0, height = state.double("window.height") ?? 0
        let name = focused["id"] as? String ?? focused["type"] as? String ?? "?"
        XCTAssertEqual(visible.count, 4, "\(name) is not visible at all", file: file, line: line)
        if visible.count == 4 {
            for i in 0..<4 {
                XCTAssertEqual(
                    visible[i], frame[i], accuracy: 0.5, "\(name) is cut: \(frame) shows \(visible)", file: file,
                    line: line)
            }
            XCTAssertTrue(
                frame[0] >= 0 && frame[1] >= 0 && frame[0] + frame[2] <= width && frame[1] + frame[3] <= height,
                "\(name) \(frame) is outside the \(width)×\(height) window", file: file, line: line)
        }
        return focused
    }

    /// Presses Tab (Shift+Tab when `backward`) until the focused view matches, at most 80 times,
    /// checking each focused view is shown.
    private func tab(
        _ studio: StudioSession, backward: Bool = false, file: StaticString = #filePath, line: UInt = #line,
        until match: ([String: Any]) throws -> Bool
    ) throws -> [String: Any] {
        for _ in 0..<80 {
            let focused = try press(studio, backward ? "shift+Tab" : "Tab", file: file, line: line)
            if try match(focused) { return focused }
        }
        throw JourneyError("Tab never reached the view asked for")
    }

    /// True when the node lies inside the shown view `identifier`.
    private func isInside(_ node: [String: Any], _ identifier: String, _ studio: StudioSession) -> Bool {
        guard let parent = try? studio.view(identifier) else { return false }
        let p = JSONTree.frame(parent), r = JSONTree.frame(node)
        return r[0] >= p[0] && r[1] >= p[1] && r[0] + r[2] <= p[0] + p[2] && r[1] + r[3] <= p[1] + p[3]
    }
}
