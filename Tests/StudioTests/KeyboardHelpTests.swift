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
            XCTAssertEqual(keys[en(Message("help.control.next"))], "Tab Shift+Tab")
            XCTAssertEqual(keys[en(Message("help.control.press"))], "Enter Space")
            XCTAssertNotNil(keys[en(Message("help.control.escape"))])
            XCTAssertNotNil(keys[en(Message("help.grid.move"))])
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.open.key))], "Ctrl+O")
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.source.key))], "Ctrl+J")
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.saveAs.key))], "Ctrl+Shift+S")
            let section = Dictionary(zip(help.entries.map(\.title), help.sections), uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(section[en(Message(HelpText.Shortcut.play.key))], en(HelpText.Section.editor.title))
            XCTAssertEqual(section[en(Message(HelpText.Shortcut.save.key))], en(HelpText.Section.editor.title))
            XCTAssertEqual(section[en(Message(HelpText.Shortcut.theme.key))], en(HelpText.Section.everywhere.title))
            XCTAssertEqual(section[en(Message("help.grid.type"))], en(HelpText.Section.galleryAndProgress.title))
            XCTAssertEqual(section[en(Message("help.control.next"))], en(HelpText.Section.controls.title))
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
            let lanes = zip(help.entries, help.sections).filter { $1 == en(HelpText.Section.lanes.title) }.map(\.0)
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
