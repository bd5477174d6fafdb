import Localization
import Foundation
import Graphics
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The shortcut rule of the screens with type-to-filter: letters, digits and other printable
/// keys without Ctrl or Alt are typing; modes and theme are Ctrl+1…5 and Ctrl+T everywhere.
/// Keys are sent as the SDL host sends them: key down, then the text input, then key up.
final class TypeToFilterTests: XCTestCase {
    static let typed = ["timer", "200", "150", "T", "ball 2", "x[f]o?", "Zz9"]

    func testEveryPrintableKeyTypedInTheGalleryGoesToTheFilter() {
        onMain {
            for text in Self.typed {
                let app = ScreensRender.makeApp()
                app.user.type(text)
                XCTAssertEqual(app.gallery.filterText, text, "typed \(text)")
                XCTAssertEqual(app.mode, .gallery, "typed \(text)")
                XCTAssertEqual(app.theme, .light, "typed \(text)")
                XCTAssertFalse(app.isShowingHelp, "typed \(text)")
            }
        }
    }

    func testEveryPrintableKeyTypedInProgressGoesToTheFilter() {
        onMain {
            for text in Self.typed {
                let app = ScreensRender.makeApp()
                app.select(mode: .progress)
                app.user.type(text)
                XCTAssertEqual(app.progress.filterText, text, "typed \(text)")
                XCTAssertEqual(app.mode, .progress, "typed \(text)")
                XCTAssertEqual(app.theme, .light, "typed \(text)")
            }
        }
    }

    func testTypingAfterLeavingTheFieldStartsTheFilterAgain() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("ball")
            app.user.press(.escape)
            XCTAssertEqual(app.gallery.filterText, "")
            XCTAssertFalse(app.user.focused === app.gallery.header.search, "Esc clears and leaves the field")
            app.user.type("t2")
            XCTAssertEqual(app.gallery.filterText, "t2")
            XCTAssertEqual(app.theme, .light)
        }
    }

    func testModesAndThemeTakeControlEverywhere() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.type("ball")
            // X11 sends the text "1" after Ctrl+1 (and nothing printable for Ctrl+T or Ctrl+3).
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.mode, .gallery)
            XCTAssertEqual(app.gallery.filterText, "ball", "the text of a shortcut is not typed")
            app.user.press(.character("2"), .control)
            XCTAssertEqual(app.mode, .editor)
            app.user.press(.character("t"), .control)
            XCTAssertEqual(app.theme, .dark)
            app.user.press(.character("3"), .control)
            XCTAssertEqual(app.mode, .progress)
            app.user.press(.character("4"), .control)
            XCTAssertEqual(app.mode, .skeleton)
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.mode, .gallery)
            XCTAssertEqual(app.gallery.filterText, "ball")
            app.user.press(.character("/"), text: "/")
            XCTAssertTrue(app.user.focused === app.gallery.header.search, "/ goes to the filter")
            XCTAssertEqual(app.gallery.filterText, "ball", "and is not typed")
            app.user.press(.escape)
            app.user.press(.character("1"), .control, text: "1")
            XCTAssertEqual(app.gallery.filterText, "", "nor started from outside the field")
            app.user.type("1")
            XCTAssertEqual(app.gallery.filterText, "1", "the same key without Ctrl types")
            app.user.press(.character("t"), .control)
            XCTAssertEqual(app.theme, .light)
            XCTAssertEqual(app.gallery.filterText, "1")
        }
    }

    func testHelpListsTheKeysThatWork() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.function(1))
            let help = app.user.popover as! ShortcutHelpView
            let keys = Dictionary(help.entries.map { ($0.title, $0.keys) }, uniquingKeysWith: { a, _ in a })
            let en = StudioCatalogue.english
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.modeGallery.key))], "Ctrl+1")
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.modeSkeleton.key))], "Ctrl+4")
            XCTAssertEqual(keys[en(Message(HelpText.Shortcut.theme.key))], "Ctrl+T")
            XCTAssertNotNil(help.entries.first { $0.title == en(Message("help.grid.type")) })
            for entry in help.entries {
                let chips = entry.keys.split(separator: " ")
                XCTAssertFalse(
                    chips.contains { $0 == "T" || $0.count == 1 && $0.first!.isNumber },
                    "\(entry.keys): a bare T or digit would be typed in the Gallery and Progress filters")
            }
            XCTAssertTrue(help.footnote.contains("Editor"), "single letters are the Editor's")
            XCTAssertEqual(
                app.root.toolbar.themeButton.tooltip,
                en(CommonText.withShortcut(en(ToolbarText.theme), "Ctrl+T")))
            XCTAssertEqual(
                app.root.toolbar.modeBar.segments.map { $0.tooltip ?? "" },
                [StudioMode.gallery, .editor, .progress, .skeleton, .scenes].enumerated().map { index, mode in
                    en(CommonText.withShortcut(en(ModeText.title(mode)), "Ctrl+\(index + 1)"))
                })
        }
    }
}
