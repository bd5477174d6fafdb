import Localization
import Foundation
import Graphics
import LoaderKitUI
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// Export (the toolbar's button and Ctrl+E) exports what the mode on screen shows, or says why
/// it cannot; an export the budget clamps says which limit and what it became.
final class ExportPerModeTests: XCTestCase {
    func testGalleryExportsTheFocusedCardNotTheEditorsDocument() throws {
        try onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            app.select(mode: .gallery)
            _ = app.user.nextFrame()
            let export = app.root.toolbar.exportButton
            XCTAssertFalse(export.isEnabled, "no card focused: nothing to export")
            XCTAssertTrue(app.startsAsMessage(export.tooltip, "status.export.focusCard"), export.tooltip ?? "")
            app.user.press(.character("e"), .control, text: "e")
            XCTAssertNil(app.user.popover, "Ctrl+E without a focused card opens nothing")
            XCTAssertEqual(app.user.lastToast, app.text(StatusText.focusACard), "and says why")

            let document = try XCTUnwrap(app.library.builtin(named: "BallBeat"))
            XCTAssertFalse(app.editorModel.document === document, "the editor shows another indicator")
            let cell = try XCTUnwrap(app.gallery.cell(for: document))
            app.window.focus(cell)
            XCTAssertTrue(export.isEnabled)
            XCTAssertEqual(
                export.tooltip,
                app.text(CommonText.withShortcut(app.text(StatusText.exportNamed("BallBeat")), "Ctrl+E")))
            app.user.press(.character("e"), .control, text: "e")
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog, "Ctrl+E works in the Gallery")
            XCTAssertTrue(dialog.pathField.text.hasSuffix("/BallBeat.png"), dialog.pathField.text)
            XCTAssertEqual(Int(dialog.sizeField.value), Int(app.gallery.indicatorSize))
            dialog.pathField.setText("/tmp/card.png")
            app.user.press(.enter)
            XCTAssertEqual(writer.pngs.map(\.path), ["/tmp/card.png"])
            let time = cell.preview.time
            let expected = ScreensRender.rasterizer(
                try XCTUnwrap(document.evaluator), time, writer.pngs[0].width,
                [app.gallery.effectiveColor(app.window.theme)])
            XCTAssertEqual(writer.pngs.first?.pixels, expected, "the focused card's indicator, as the card draws it")

            // The toolbar's Export takes the card focused last even though clicking it moves focus.
            app.user.tap(export)
            XCTAssertTrue((app.user.popover as? ExportDialog)?.pathField.text.hasSuffix("/BallBeat.png") == true)
        }
    }

    func testSkeletonModeHasNothingToExportAndSaysWhy() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .skeleton)
            let export = app.root.toolbar.exportButton
            XCTAssertFalse(export.isEnabled)
            XCTAssertTrue(
                app.startsAsMessage(export.tooltip, "status.export.skeleton"), export.tooltip ?? "")
            app.user.press(.character("e"), .control, text: "e")
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(app.user.lastToast, app.text(StatusText.skeletonHasNothing))
        }
    }

    func testEditorCtrlEStillExportsTheEditorsIndicator() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.open(try XCTUnwrap(app.library.builtin(named: "Atom")))
            XCTAssertTrue(app.root.toolbar.exportButton.isEnabled)
            app.user.press(.character("e"), .control, text: "e")
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            XCTAssertTrue(dialog.pathField.text.hasSuffix("/Atom.png"), dialog.pathField.text)
        }
    }

    func testAClampedExportSaysWhichLimitAndWhatItBecame() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("long.json")
            try Data(
                """
                {"schemaVersion":1,"name":"Long","duration":30,"layout":{"type":"single"},"shape":{"type":"circle"},
                 "tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}
                """.utf8
            ).write(to: URL(fileURLWithPath: path))
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            app.openFiles([path])
            let paths = app.export(ExportRequest(kind: .pngSequence, size: 2, fps: 100, path: dir.file("long.png")))
            XCTAssertEqual(paths.count, 2000)
            let toast = app.user.lastToast ?? ""
            XCTAssertTrue(
                toast.contains(
                    "one cycle would be 3000 frames, 1000 more than the 2000 an export may have, so it has 2000"), toast
            )
        }
    }
}
