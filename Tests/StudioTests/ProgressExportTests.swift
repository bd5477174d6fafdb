import Localization
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Progress mode's Export (the toolbar button, Ctrl+E) exports the selected design, not the
/// Editor's indicator: a PNG of what its preview shows, or a GIF of the glide to its value or
/// of one indeterminate loop, through the injected progress rasterizer and image writer.
final class ProgressExportTests: XCTestCase {
    /// What the fake rasterizer was asked to draw.
    @MainActor final class Drawn {
        var made: [(options: ProgressOptions, child: ProgressDesign.Child, scale: Double, background: Color?)] = []
        var states: [ProgressState] = []
    }

    @MainActor private static func app(_ writer: ScreensImageWriter, _ drawn: Drawn) -> StudioApp {
        let rasterize: ProgressImageSourceMaker = { options, child, scale, _, background in
            drawn.made.append((options, child, scale, background))
            let (w, h) = (Int(12 * scale), Int(5 * scale))
            return ProgressImageSource(width: w, height: h) { state in
                drawn.states.append(state)
                return [UInt32](repeating: 0xFF00_00FF, count: w * h)
            }
        }
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
            progressRasterize: rasterize, imageWriter: writer)
        app.window.layout(size: Size(1280, 800), scale: 1)
        app.select(mode: .progress)
        _ = app.user.nextFrame()
        return app
    }

    func testExportWritesTheSelectedDesignAsAPNG() throws {
        try onMain {
            let writer = ScreensImageWriter(), drawn = Drawn()
            let app = Self.app(writer, drawn)
            XCTAssertFalse(app.root.toolbar.exportButton.isEnabled, "no design selected, nothing to export")
            app.progress.select(7)
            XCTAssertTrue(app.root.toolbar.exportButton.isEnabled)
            app.user.tap(app.root.toolbar.exportButton)
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            XCTAssertEqual(dialog.kindControl.segments, [app.text(DialogText.pngFrame), "GIF"])
            XCTAssertTrue(dialog.pathField.text.contains("progress-8"), dialog.pathField.text)
            dialog.pathField.setText("/tmp/design.png")
            app.user.press(.enter)
            XCTAssertEqual(writer.pngs.map(\.path), ["/tmp/design.png"])
            XCTAssertEqual(writer.pngs.first?.width, 24, "drawn at the default scale of 2")
            XCTAssertTrue(writer.gifs.isEmpty)
            let design = app.progress.model.designs[7]
            XCTAssertEqual(drawn.made.first?.options.type, design.type)
            XCTAssertEqual(drawn.made.first?.child, design.child)
            XCTAssertEqual(
                drawn.states.last, app.progress.inspector.preview.state, "the PNG shows what the preview shows")
        }
    }

    func testControlEExportsAGIFOfTheGlideOrOfOneIndeterminateLoop() throws {
        try onMain {
            let writer = ScreensImageWriter(), drawn = Drawn()
            let app = Self.app(writer, drawn)
            app.progress.select(0)
            app.progress.model.setValue(0.8)
            app.user.press(.character("e"), .control)
            var dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(1)
            dialog.pathField.setText("/tmp/glide.gif")
            dialog.exportButton.performClick()
            XCTAssertEqual(writer.gifs.map(\.path), ["/tmp/glide.gif"])
            XCTAssertEqual(writer.gifs.first?.frames, ProgressFrames.glideFrameCount(fps: 30))
            XCTAssertEqual(drawn.states.last?.value ?? 0, 0.8, accuracy: 0.05, "the glide ends at the value")

            app.progress.model.setIndeterminate(true)
            app.user.press(.character("e"), .control)
            dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(1)
            dialog.pathField.setText("/tmp/loop.gif")
            dialog.exportButton.performClick()
            let resolved = ResolvedProgress(app.progress.model.selectedOptions!)
            let loop = LoopTiming.atFrameRate(
                30, seconds: ProgressFrames.indeterminateLoopSeconds(resolved), limit: 2000)!
            XCTAssertEqual(writer.gifs.last?.frames, loop.frameCount)
            XCTAssertTrue(drawn.states.suffix(loop.frameCount).allSatisfy(\.indeterminate))
            XCTAssertTrue(writer.pngs.isEmpty, "the Editor's indicator was not exported")
        }
    }
}
