import Graphics
import Localization
import UI
import XCTest
import TestSupport
@testable import Studio

/// The help (F1) says what the keyboard does: the keys of the controls, of the grids, and which
/// shortcuts belong to which mode.
final class KeyboardHelpTests: XCTestCase {

    func testHelpListsTheControlsKeysAndTheModesOfTheShortcuts() throws {
        try onMain {
            let en = StudioCatalogue.english
            let app = ScreensRender.makeApp()
            app.user.press(.function(1))
            let help = try XCTUnwrap(app.user.popover as? ShortcutHelpView)
            let keys = Dictionary(help.entries.map { ($0.title, $0.keys) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(keys["Next or previous control"], "Tab Shift+Tab")
            XCTAssertEqual(keys["Press the focused button or switch"], "Enter Space")
            XCTAssertNotNil(keys["Close a dialog; undo typing in a field"])
            XCTAssertNotNil(keys["Move between the cards"])
            XCTAssertEqual(keys["Open a file or folder"], "Ctrl+O")
            XCTAssertEqual(keys["Show or hide the source pane"], "Ctrl+J")
            XCTAssertEqual(keys["Save as a new file"], "Ctrl+Shift+S")
            let section = Dictionary(zip(help.entries.map(\.title), help.sections), uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(section["Play or pause"], "Editor")
            XCTAssertEqual(section["Save the text, or the tuned params, to the file"], "Editor")
            XCTAssertEqual(section["Light or dark theme"], "Everywhere")
            XCTAssertEqual(section["Type to filter (Gallery, Progress)"], "Gallery and Progress")
            XCTAssertEqual(section["Next or previous control"], "Controls")
            XCTAssertEqual(
                help.sections,
                HelpText.Section.allCases.map { en($0.title) }.flatMap { s in help.sections.filter { $0 == s } },
                "sections in order")
        }
    }

    func testHelpListsTheKeyframeLanesKeysFromTheDeclarationsTheLanesUse() throws {
        try onMain {
            let en = StudioCatalogue.english
            let app = ScreensRender.makeApp()
            app.user.press(.function(1))
            let help = try XCTUnwrap(app.user.popover as? ShortcutHelpView)
            let lanes = zip(help.entries, help.sections).filter { $1 == "Keyframe lanes" }.map(\.0)
            var titles: [String] = []
            for input in KeyframeLaneInput.allCases where !titles.contains(en(input.title)) {
                titles.append(en(input.title))
            }
            XCTAssertEqual(lanes.map(\.title), titles, "every input of the lanes, once, in their order")
            let keys = Dictionary(lanes.map { ($0.title, $0.keys) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(keys[en(KeyframeLaneInput.deleteKeyframe.title)], "Delete Backspace")
            XCTAssertEqual(keys[en(KeyframeLaneInput.copyKeyframe.title)], "Ctrl+C")
            XCTAssertEqual(keys[en(KeyframeLaneInput.pasteKeyframe.title)], "Ctrl+V")
            XCTAssertEqual(keys[en(KeyframeLaneInput.nextKeyframe.title)], "Alt+← Alt+→")
            XCTAssertEqual(keys[en(KeyframeLaneInput.moveSelection.title)], "← →")
            XCTAssertEqual(keys[en(KeyframeLaneInput.rubberBand.title)], "Drag on empty lane")
            XCTAssertEqual(keys[en(KeyframeLaneInput.addKeyframe.title)], "Double-click")
            XCTAssertEqual(keys[en(KeyframeLaneInput.dragFreely.title)], "Shift+Drag")
            let all = Dictionary(
                zip(help.entries.map(\.title), help.entries.map(\.keys)), uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(all[en(Message(HelpText.Shortcut.lanes.key))], "Ctrl+K")
            XCTAssertEqual(KeyframeLaneInput.matching(.backspace, modifiers: []), .deleteKeyframe)
            XCTAssertEqual(KeyframeLaneInput.matching(.character("C"), modifiers: .control), .copyKeyframe)
            XCTAssertEqual(
                KeyframeLaneInput.matching(.left, modifiers: .shift), .moveSelectionFar,
                "Shift+Left: ten frames (the playhead steps when no keyframe is selected)")
            XCTAssertTrue(KeyframeLaneInput.dragFreely.isHeld(in: [.shift, .control]))
            XCTAssertFalse(KeyframeLaneInput.dragFreely.isHeld(in: .control))
            XCTAssertFalse(KeyframeLaneInput.dragKeyframe.isHeld(in: .shift))
        }
    }

    func testOnASmallWindowTheHelpFitsAndScrollsByKeyboard() throws {
        try onMain {
            let app = ScreensRender.makeApp(size: Size(800, 600))
            app.user.press(.function(1))
            let help = try XCTUnwrap(app.user.popover as? ShortcutHelpView)
            XCTAssertEqual(
                Rect(origin: .zero, size: app.window.size).intersection(help.frame), help.frame,
                "the help fits the window")
            XCTAssertGreaterThan(help.scrollRange, 0)
            app.user.press(.pageDown)
            XCTAssertGreaterThan(help.scrollOffset, 0, "Page Down scrolls the list")
            app.user.press(.end)
            XCTAssertEqual(help.scrollOffset, help.scrollRange)
            app.user.press(.home)
            XCTAssertEqual(help.scrollOffset, 0)
            XCTAssertEqual(app.gallery.filterText, "", "keys stay with the help")
            app.user.press(.escape)
            XCTAssertNil(app.user.popover)
        }
    }
}
