import Foundation
import Graphics
import LoaderKitCore
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// The problems panel, Save params and export.
final class ScreensProblemsAndExportTests: XCTestCase {
    func testProblemsPanelShowsLineAndColumnAndTheLine() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("bad.json")
            try Data(IndicatorSpecJSON.mismatched.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            XCTAssertEqual(app.mode, .editor)
            _ = app.user.nextFrame()
            let document = app.library.document(atPath: path)!
            XCTAssertFalse(document.problems.isEmpty)
            let panel = app.editor.side.problems
            XCTAssertEqual(panel.rows.count, document.problems.count)
            let first = document.problems[0]
            XCTAssertGreaterThan(first.line, 0)
            XCTAssertEqual(panel.rows[0].location.text, "\(first.line):\(first.column)")
            XCTAssertEqual(panel.rows[0].message.text, first.message)
            XCTAssertEqual(first.line, 9, "the values of line 9")
            app.user.tap(panel.rows[0])
            XCTAssertEqual(panel.selectedIndex, 0)
            let shown = try XCTUnwrap(panel.source.shown)
            let visible = shown.text.hasPrefix("…") ? String(shown.text.dropFirst()) : shown.text
            let lineText = try XCTUnwrap(first.lineText(in: document.bytes ?? []))
            XCTAssertTrue(lineText.contains(visible), "a piece of the problem's line")
            XCTAssertEqual(Array(shown.text)[shown.caret], Array(lineText)[first.column - 1])
            XCTAssertTrue(app.root.toolbar.statusLabel.text.contains("bad.json"))
            XCTAssertFalse(app.root.toolbar.statusBadge.isHidden)
        }
    }

    func testStalePreviewKeepsTheLastGoodSpec() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("live.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            let document = app.library.document(atPath: path)!
            try Data(IndicatorSpecJSON.mismatched.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(document.reload())
            app.documentsDidReload([document])
            XCTAssertTrue(document.isStale)
            XCTAssertFalse(app.editor.stage.staleBadge.isHidden)
            XCTAssertNotNil(app.editorModel.evaluator, "the last good spec keeps animating")
            XCTAssertEqual(app.editorModel.spec?.name, "Mine")
            XCTAssertEqual(app.editor.side.problems.rows.count, document.problems.count)
        }
    }

    func testSaveParamsWritesTheFileAndSaysSo() throws {
        let dir = temporaryFolder()
        try onMain {
            let path = dir.file("tune.json")
            try Data(IndicatorSpecJSON.ballPulse.utf8).write(to: URL(fileURLWithPath: path))
            let app = ScreensRender.makeApp()
            app.openFiles([path])
            app.editorModel.setParam("count", 5)
            app.user.press(.character("s"), .control)
            XCTAssertEqual(app.user.lastToast, "Saved params to tune.json")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains("\"count\": 5"))
            app.open(app.library.builtin(named: "BallPulse")!)
            app.user.press(.character("s"), .control)
            XCTAssertTrue(app.user.lastToast?.contains("built-in") ?? false)
        }
    }

    func testExportDialogWritesThroughTheInjectedRasterizer() {
        onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            app.open(app.library.builtin(named: "BallPulse")!)
            app.user.press(.character("e"), .control)
            let dialog = app.user.popover as! ExportDialog
            dialog.sizeField.setValue(48)
            dialog.pathField.setText("/tmp/studio-export-test.png")
            app.user.tap(dialog.exportButton)
            XCTAssertNil(app.user.popover)
            XCTAssertEqual(writer.pngs.count, 1)
            XCTAssertEqual(writer.pngs[0].path, "/tmp/studio-export-test.png")
            XCTAssertEqual(writer.pngs[0].pixels.count, 48 * 48)
            XCTAssertTrue(writer.pngs[0].pixels.contains { $0 >> 24 != 0 }, "the indicator is drawn")
            XCTAssertTrue(app.user.lastToast?.hasPrefix("Exported") ?? false)
            let paths = app.export(ExportRequest(kind: .gif, size: 32, fps: 20, path: "/tmp/x.gif"))
            XCTAssertEqual(paths, ["/tmp/x.gif"])
            XCTAssertEqual(writer.gifs.first?.frames, 15)
        }
    }
}
