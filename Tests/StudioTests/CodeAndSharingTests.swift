import Localization
import Foundation
import Graphics
import Handoff
import LoaderKitCore
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The Code panel follows the Editor's state and copies; share links and pasted JSON open as
/// drafts through `openShared`, a malformed one opens nothing.
final class CodeAndSharingTests: XCTestCase {
    func testTheCodePanelShowsTheTunedStateAndCopiesIt() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(app.library.builtin(named: "BallPulse")!)
            app.editorModel.setParam("count", 5)
            app.editorModel.setSpeed(1.5)
            app.user.press(.character("c"), [.control, .shift])
            let panel = try XCTUnwrap(app.codePanel)
            XCTAssertEqual(app.user.popover?.identifier, "code")
            let expected = IndicatorSnippet(
                source: .builtin("BallPulse"), spec: IndicatorSpec.builtin(named: "BallPulse")!,
                params: ["count": 5, "minScale": 0.3], speed: 1.5, size: app.editorModel.size)
            XCTAssertEqual(panel.shownCode, expected.code(for: .react), "React, the playground's first tab, by default")

            panel.picker.onChange?(SnippetPlatform.allCases.firstIndex(of: .swiftui)!)
            XCTAssertEqual(panel.shownCode, expected.code(for: .swiftui))
            XCTAssertEqual(app.settings.codePlatform, "swiftui", "the platform is remembered")
            panel.copyButton.action?()
            XCTAssertEqual(app.user.clipboard, expected.code(for: .swiftui))
            XCTAssertTrue(app.user.toasts.contains(app.text(CodeText.copiedCode("SwiftUI"))), "\(app.user.toasts)")

            app.editorModel.setParam("count", 7)
            XCTAssertTrue(panel.shownCode.contains(#"["count": 7]"#), "the code follows the state")

            panel.copyJSONButton.action?()
            XCTAssertEqual(
                app.user.clipboard, SpecDocument.builtinText(named: "BallPulse"), "the text as the pane shows it")
            panel.copyLinkButton.action?()
            let link = try XCTUnwrap(app.user.clipboard)
            XCTAssertTrue(link.hasPrefix(ShareLink.playgroundAddress + "#spec="), "tuned params travel in the spec")
            XCTAssertEqual(try IndicatorSpec(json: SharedSpec.read(link).json).params["count"], 7)
        }
    }

    func testTheProgressCodePanelShowsTheSelectedDesign() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .progress)
            app.user.press(.character("c"), [.control, .shift])
            XCTAssertEqual(app.codePanel?.shownCode, "", "no design selected: no code")
            app.window.dismissPopover()
            app.progress.model.select(2)
            app.user.press(.character("c"), [.control, .shift])
            let design = ProgressDesign.all[2]
            let options = try XCTUnwrap(app.progress.model.selectedOptions)
            XCTAssertEqual(
                app.codePanel?.shownCode,
                ProgressSnippet(
                    design: design, options: options, indeterminate: false, smooth: true,
                    buffer: false
                ).code(for: .react))
            app.progress.model.update { $0.thickness = 9 }
            XCTAssertTrue(app.codePanel?.shownCode.contains("thickness={9}") ?? false, "the code follows the options")
            app.progress.model.setIndeterminate(true)
            XCTAssertFalse(app.codePanel?.shownCode.contains("value={progress}") ?? true, "indeterminate: no value")
        }
    }

    func testALinkOpensAsAnUnsavedDraftAndABadOneOpensNothing() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            let json = try String(
                contentsOfFile: GoldenImage.packageRoot.appendingPathComponent(
                    "Tests/Fixtures/examples/first-params.json"
                ).path,
                encoding: .utf8)
            XCTAssertNil(app.openShared(ShareLink.spec(json: json)))
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.displayName, "FirstParams")
            XCTAssertNil(app.editorModel.document?.path, "nothing on disk")
            XCTAssertEqual(app.editorModel.document?.text, json)
            XCTAssertEqual(app.editorModel.evaluator?.elementCount, 3)
            XCTAssertFalse(app.editorModel.canSaveParams, "a draft has no file to save params into")

            let before = app.editorModel.document
            let problem = app.openShared(ShareLink.playgroundAddress + "#spec=%%%")
            XCTAssertEqual(problem, SharedSpecError.badBase64.message)
            XCTAssertTrue(app.user.toasts.contains(SharedSpecError.badBase64.message))
            XCTAssertTrue(app.editorModel.document === before, "the last good state is kept")

            XCTAssertNil(app.openShared(ShareLink.builtin("Orbit")))
            XCTAssertTrue(app.editorModel.document === app.library.builtin(named: "Orbit"))
        }
    }

    func testPastingALinkOrJSONIntoTheGalleryOpensIt() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .gallery)
            app.window.clipboard.text = IndicatorSpec.builtinJSON(named: "Radar")
            app.user.press(.character("v"), .control)
            XCTAssertEqual(app.mode, .editor)
            XCTAssertEqual(app.editorModel.document?.displayName, "Radar")
            XCTAssertNil(app.editorModel.document?.path)

            app.select(mode: .gallery)
            app.window.clipboard.text = "\(ShareLink.playgroundAddress)#example=shape-ring"
            app.user.press(.character("v"), .control)
            XCTAssertEqual(app.editorModel.document?.displayName, "shape-ring", "an example is titled by its id")
        }
    }

    func testTheOpenDialogTakesALinkAndShowsItsProblem() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.character("o"), .control)
            app.user.type(ShareLink.playgroundAddress + "#indicator=Nope")
            app.user.press(.enter)
            XCTAssertEqual(app.user.popover?.identifier, "open")
            XCTAssertEqual(
                (app.user.view("open.error") as? Label)?.text, SharedSpecError.unknownIndicator("Nope").message)
            app.user.press(.character("a"), .control)
            app.user.type(ShareLink.builtin("Pacman"))
            app.user.press(.enter)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.editorModel.document?.displayName, "Pacman")
        }
    }

    func testALinkOnTheCommandLineOpens() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            XCTAssertTrue(
                app.apply(
                    StudioLaunchOptions(paths: [ShareLink.spec(json: IndicatorSpec.builtinJSON(named: "Timer")!)])
                ).isEmpty)
            XCTAssertEqual(app.editorModel.document?.displayName, "Timer")
            XCTAssertEqual(
                app.apply(StudioLaunchOptions(paths: [ShareLink.playgroundAddress + "#example=nope"])),
                [SharedSpecError.unknownExample("nope").message])
        }
    }
}
