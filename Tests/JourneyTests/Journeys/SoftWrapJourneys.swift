import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// A user's file written on one line (a minified spec): its bytes stay as they are, and the
/// source pane's wrap button (or Alt+Z) shows it whole, with nothing off to the right;
/// remembered by the next studio, listed in the help.
final class SoftWrapJourneys: JourneyTestCase {
    /// Three hopping dots on one line of about 330 bytes, a valid spec.
    static let oneLine =
        #"{"schemaVersion":1,"name":"One line","duration":1.2,"params":{"count":3,"lift":-0.25},"#
        + #""layout":{"type":"row","count":{"$param":"count"},"gap":0.12},"shape":{"type":"circle"},"#
        + #""stagger":{"each":0.15},"tracks":[{"property":"translateY","keyTimes":[0,0.3,0.6,1],"#
        + #""values":[0,{"$param":"lift"},0,0],"easing":"easeInOut"},"#
        + #"{"property":"opacity","keyTimes":[0,0.5,1],"values":[1,0.4,1]}]}"#
        + "\n"

    func testAOneLineFileWrapsInThePaneAndTheChoiceIsRemembered() throws {
        let first = try launch()
        let path = try writeSpec(first, "one-line.json", Self.oneLine)
        first.close(keepFolder: true)
        let studio = try launch([path, "--source"], folder: first.folder)
        var state = try studio.wait("the one-line file") {
            $0.source.shown == true && $0.editor.document?.name == "one-line.json" && $0.source.text != nil
        }
        XCTAssertEqual(state.source.text, Self.oneLine, "a user's file keeps its bytes")
        XCTAssertEqual(state.source.status, studio.text(SourcePaneText.valid))
        XCTAssertFalse(state.source.wraps)
        XCTAssertEqual(state.source.rows, 2, "one line and the empty line after it")

        // Unwrapped, the end of the line is off to the right.
        try studio.click("source.editor")
        try studio.key("ctrl+Home")
        try studio.key("End")
        state = try studio.wait("scrolled sideways to the end") { $0.source.scrollX > 100 }

        // The wrap button shows the whole line, from its start, and the caret stays at its end.
        try studio.click("source.wrap")
        state = try studio.wait("wrapped") { $0.source.wraps && $0.source.rows > 4 }
        XCTAssertEqual(state.source.scrollX, 0, "nothing is off to the right")
        XCTAssertEqual(state.source.caret, Self.oneLine.utf8.count - 1, "the caret did not move")
        try studio.assertScreenIsCurrent("a one-line file wrapped in the source pane")

        // Down moves along the wrapped line, a row at a time; typing edits where the caret is.
        try studio.click("source.editor")
        try studio.key("ctrl+Home")
        try studio.key("Down")
        state = try studio.wait("down one row") { $0.source.caret > 0 }
        XCTAssertLessThan(state.source.caret, Self.oneLine.utf8.count - 1, "still on the first line")
        let rows = state.source.rows

        // Alt+Z turns it off and on again; the text never changed.
        try studio.key("alt+z")
        state = try studio.wait("unwrapped by Alt+Z") { !$0.source.wraps && $0.source.rows == 2 }
        try studio.key("alt+z")
        state = try studio.wait("wrapped by Alt+Z") { $0.source.wraps && $0.source.rows == rows }
        XCTAssertEqual(state.source.text, Self.oneLine, "Alt+Z typed nothing")
        XCTAssertEqual(state.source.dirty, false)

        try studio.key("F1")
        let help = try studio.wait("the help") { $0.help != nil }
        XCTAssertTrue(
            help.help?.contains {
                $0.section == studio.text(HelpText.Section.editor.title)
                    && $0.title == studio.text(Message(HelpText.Shortcut.wrap.key))
            } == true,
            "the help lists Alt+Z under Editor")
        try studio.key("Escape")
        try studio.wait("the help closed") { $0.help == nil }
        assertAlive(studio, "after wrapping")

        // The next studio wraps too.
        studio.close(keepFolder: true)
        let again = try launch([path, "--source"], folder: first.folder)
        state = try again.wait("the file again, wrapped") {
            $0.editor.document?.name == "one-line.json" && $0.source.wraps && $0.source.rows > 4
        }
        assertAlive(again, "after the restart")
    }

    /// At 2x in the smallest window: a quick second click on the wrap button turns it back
    /// off (a toggle, nothing else changes), a third turns it on; killed at once, the next
    /// studio still wraps (the choice was saved when made), and the file was never written.
    func testAQuickDoubleClickAtScaleTwoAndACrashKeepTheChoiceAndTheFile() throws {
        let first = try launch()
        let path = try writeSpec(first, "one-line.json", Self.oneLine)
        first.close(keepFolder: true)
        let studio = try launch([path, "--source", "--scale", "2"], folder: first.folder, window: (800, 600))
        try studio.wait("the pane at 2x") { $0.source.shown == true && $0.window.scale == 2 && $0.source.text != nil }
        // Window points are 2 pixels each here.
        let centre = try studio.centre(of: "source.wrap")
        try studio.x(["mousemove", "--window", studio.windowID, "\(centre.0 * 2)", "\(centre.1 * 2)"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
        usleep(300_000)
        var state = try studio.state()
        XCTAssertFalse(state.source.wraps, "a quick second click turns it back off")
        XCTAssertEqual(state.source.text, Self.oneLine)
        try studio.x(["click", "1"])
        state = try studio.wait("wrapped at 2x") { $0.source.wraps && $0.source.rows > 6 && $0.source.scrollX == 0 }
        // The 1600x1200-pixel window overhangs the screen: the frame is checked against a full redraw.
        _ = try studio.request(.hold, as: HoldAnswer.self)
        let check = try studio.request(.redrawCheck, as: RedrawCheckAnswer.self)
        _ = try studio.request(.release, as: HoldAnswer.self)
        XCTAssertEqual(check.mismatched, 0, "the wrapped pane at 2x is drawn as a full redraw draws it")

        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let again = try launch([path, "--source"], folder: first.folder)
        state = try again.wait("wrapped after the crash") { $0.source.wraps && $0.source.text != nil }
        XCTAssertEqual(state.source.dirty, false)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), Self.oneLine, "the file was never written")
        assertAlive(again, "after the crash")
    }
}
