import ControlProtocol
import Foundation
import ImageExport
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// Every mode without a mouse: controls reached with Tab and Shift+Tab and worked with the
/// arrows, Space, Enter and Escape only. After each move the state's `focused` view is checked
/// to be shown whole in the window (its visible rect is its frame), so Tab never lands off
/// screen.
final class KeyboardJourneys: JourneyTestCase {
    func testTheGalleryByKeyboard() throws {
        let studio = try launch(["--mode", "gallery"], window: (1024, 640))
        try studio.wait("the gallery") { $0.mode == "gallery" }
        var focused = try press(studio, "Tab")
        XCTAssertEqual(focused.id, "mode.gallery", "the toolbar comes first")
        focused = try tab(studio) { $0.type == "GalleryCell" }
        let first = try XCTUnwrap(focused.id)
        focused = try press(studio, "Right")
        XCTAssertNotEqual(focused.id, first, "Right moves to the next card")
        let right = focused.frame
        focused = try press(studio, "Down")
        XCTAssertGreaterThan(focused.frame.y, right.y, "Down moves a row down")
        focused = try press(studio, "End")
        let names = try studio.state().gallery.shown
        XCTAssertEqual(focused.id, "cell.\(names.last!)", "End: the last card, scrolled to")
        focused = try press(studio, "Home")
        XCTAssertEqual(focused.id, first)
        try studio.assertScreenIsCurrent("the first card focused")

        // Typing on a card filters; Escape leaves the filter; Enter on a card opens it.
        try studio.type("ball")
        try studio.wait("the filter") { $0.gallery.filter == "ball" }
        focused = try tab(studio) { $0.type == "GalleryCell" }
        let card = try XCTUnwrap(focused.id)
        try studio.key("Return")
        let state = try studio.wait("the editor") { $0.mode == "editor" }
        XCTAssertEqual("cell." + (state.editor.document?.name ?? ""), card)
        try studio.assertScreenIsCurrent("opened by Enter")
    }

    func testTheEditorByKeyboardOnASmallWindow() throws {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder, window: (1024, 640))
        try studio.wait("the editor on Dots") { $0.editor.document?.name == "dots.json" }

        // Space on a focused switch flips it, not the playback.
        var focused = try tab(studio) { $0.id == "inspector.hides" }
        try studio.key("space")
        focused =
            try XCTUnwrap(try studio.wait("the switch off") { $0.focused?.on == false }.focused)
        XCTAssertEqual(try studio.state().editor.playhead.playing, true, "Space did not pause")

        // A param by arrow key, then Save params and Export below the fold.
        focused = try tab(studio, backward: true) {
            $0.type == "Slider" && self.isInside($0, "param.count.slider", studio)
        }
        try studio.key("Right")
        try studio.wait("count 4") { $0.editor.params["count"] == 4 }
        focused = try tab(studio) { $0.id == "inspector.save" }
        try studio.key("Return")
        try studio.wait("saved") { _ in
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").contains("\"count\": 4")
        }
        focused = try focusedNow(studio)
        XCTAssertEqual(focused.id, "inspector.save", "focus stays on Save params")
        focused = try press(studio, "Tab")
        XCTAssertEqual(focused.id, "inspector.export")
        try studio.key("Return")
        try studio.wait("the dialog") { $0.popover == "export" }
        focused = try tab(studio) { $0.id == "export.cancel" }
        try studio.key("Return")
        let state = try studio.wait("the dialog closed") { $0.popover == nil }
        XCTAssertEqual(
            state.focused?.id, "inspector.export", "focus back on Export")

        // The scrubber takes focus; the arrow keys step it.
        focused = try tab(studio) { $0.id == "timeline.scrubber" }
        let before = try studio.state().editor.playhead.time
        try studio.key("Right")
        let after = try studio.wait("a step") { $0.editor.playhead.playing == false }
        XCTAssertNotEqual(after.editor.playhead.time, before)
        XCTAssertEqual(files(in: studio.exportFolder), [], "nothing exported")
        try studio.assertScreenIsCurrent("the editor by keyboard")
    }

    func testProgressByKeyboard() throws {
        let studio = try launch(["--mode", "progress"], window: (1024, 640))
        try studio.wait("progress") { $0.mode == "progress" }
        var focused = try tab(studio) { $0.type == "ProgressCell" }
        focused = try press(studio, "Right")
        let design = try XCTUnwrap(focused.id)
        try studio.key("Return")
        try studio.wait("the inspector") { _ in (try? studio.view("progress.inspector")) != nil }
        focused = try focusedNow(studio)
        XCTAssertEqual(focused.id, design, "focus stays on the design's card")
        focused = try tab(studio) { $0.id == "progress.simulate" }
        try studio.key("space")
        let stop = studio.text(ProgressText.stopTask)
        try studio.wait("a task") { _ in (try? studio.view("progress.simulate"))??.text == stop }

        // The toolbar's Export exports the design: a GIF picked with the arrows.
        focused = try tab(studio, backward: true) { $0.id == "toolbar.export" }
        try studio.key("Return")
        try studio.wait("the dialog") { $0.popover == "export" }
        focused = try tab(studio) { $0.id == "export.kind" }
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
        try studio.wait("skeleton") { $0.mode == "skeleton" }
        // Into the mock feed, which scrolls to each focused control.
        for _ in 0..<10 { _ = try press(studio, "Tab") }
        var focused = try tab(studio) { $0.id == "skeleton.show" }
        try studio.key("space")
        try studio.wait("shown") { _ in (try? studio.view("skeleton.show"))??.text == studio.text(SkeletonText.hide) }

        // A flat colour by Tab, arrows and Enter: the well shows it.
        focused = try tab(studio) { $0.id == "skeleton.swatch.turquoise" }
        _ = try press(studio, "Right")
        focused = try press(studio, "Down")
        XCTAssertEqual(focused.id, "skeleton.swatch.wetAsphalt")
        try studio.key("Return")
        let well = try XCTUnwrap(try studio.view("skeleton.color"))
        let r = well.frame
        try studio.parkPointer()
        let deadline = Date().addingTimeInterval(3)
        var pixel: UInt32 = 0
        repeat {
            pixel = try studio.server.screen()[
                studio.origin.0 + Int(r.x + r.width / 2), studio.origin.1 + Int(r.y + r.height / 2)]
        } while pixel != 0x34495E && Date() < deadline
        XCTAssertEqual(String(pixel, radix: 16), "34495e", "the well shows wet asphalt")

        // Back to the mode switch and on to the gallery.
        focused = try tab(studio, backward: true) { $0.id == "mode.skeleton" }
        _ = try press(studio, "Left")
        _ = try press(studio, "Left")
        focused = try press(studio, "Left")
        XCTAssertEqual(focused.id, "mode.gallery")
        try studio.key("Return")
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.assertScreenIsCurrent("back in the gallery")
    }

    // MARK: Keys and checks

    /// Presses `key`, which moves the focus, and returns the newly focused view once the app
    /// shows it, checked to be shown whole.
    private func press(_ studio: StudioSession, _ key: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> ViewNode
    {
        let before = signature(try studio.state().focused)
        try studio.key(key)
        let state = try studio.wait("the focus to move on \(key)") { self.signature($0.focused) != before }
        return check(state, file: file, line: line)
    }

    /// The focused view now, checked to be shown whole.
    private func focusedNow(_ studio: StudioSession, file: StaticString = #filePath, line: UInt = #line) throws
        -> ViewNode
    {
        check(try studio.state(), file: file, line: line)
    }

    /// What tells focused views apart: type, identifier and frame.
    private func signature(_ focused: ViewNode?) -> String {
        guard let node = focused else { return "none" }
        return "\(node.type)|\(node.id ?? "")|\(node.frame)"
    }

    /// The state's focused view, checked to be shown whole: its visible rect is its frame,
    /// inside the window.
    private func check(_ state: StudioState, file: StaticString, line: UInt) -> ViewNode {
        guard let focused = state.focused else {
            XCTFail("nothing has focus", file: file, line: line)
            return ViewNode()
        }
        let frame = focused.frame
        let width = state.window.width, height = state.window.height
        let name = focused.id ?? focused.type
        XCTAssertNotNil(focused.visible, "\(name) is not visible at all", file: file, line: line)
        if let visible = focused.visible {
            let pairs = [
                (visible.x, frame.x), (visible.y, frame.y), (visible.width, frame.width),
                (visible.height, frame.height),
            ]
            for (shown, whole) in pairs {
                XCTAssertEqual(
                    shown, whole, accuracy: 0.5, "\(name) is cut: \(frame) shows \(visible)", file: file,
                    line: line)
            }
            XCTAssertTrue(
                frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= width && frame.y + frame.height <= height,
                "\(name) \(frame) is outside the \(width)×\(height) window", file: file, line: line)
        }
        return focused
    }

    /// Presses Tab (Shift+Tab when `backward`) until the focused view matches, at most 80 times,
    /// checking each focused view is shown.
    private func tab(
        _ studio: StudioSession, backward: Bool = false, file: StaticString = #filePath, line: UInt = #line,
        until match: (ViewNode) throws -> Bool
    ) throws -> ViewNode {
        for _ in 0..<80 {
            let focused = try press(studio, backward ? "shift+Tab" : "Tab", file: file, line: line)
            if try match(focused) { return focused }
        }
        throw JourneyError("Tab never reached the view asked for")
    }

    /// True when the node lies inside the shown view `identifier`.
    private func isInside(_ node: ViewNode, _ identifier: String, _ studio: StudioSession) -> Bool {
        guard let parent = try? studio.view(identifier) else { return false }
        let p = parent.frame, r = node.frame
        return r.x >= p.x && r.y >= p.y && r.x + r.width <= p.x + p.width && r.y + r.height <= p.y + p.height
    }
}
