import Localization
import Foundation
import Graphics
import LoaderKitCore
import TestSupport
import UI
import XCTest
@testable import Studio

/// The Export dialog offers Lottie and SVG, and the exporter writes them through the writer.
final class VectorExportDialogTests: XCTestCase {
    func testTheDialogOffersLottieAndSVGWithTheirExtensionsAndFrameRate() {
        onMain {
            let dialog = ExportDialog(
                name: "BallPulse", directory: "/tmp/out", size: 160, time: 0, previewBackground: .white)
            XCTAssertEqual(
                dialog.kindControl.segments,
                ["PNG", StudioCatalogue.english(DialogText.sequence), "GIF", "Lottie", "SVG"],
                "format names stay as they are")
            dialog.kindControl.select(3)
            XCTAssertEqual(dialog.kind, .lottie)
            XCTAssertEqual(
                dialog.pathField.text, "/tmp/out/BallPulse.lottie.json", "a double extension: never a spec's name")
            XCTAssertEqual(dialog.fpsField.value, 60, "a vector export starts at 60 fps")
            XCTAssertFalse(dialog.backgroundControl.isEnabled, "a player draws the file over its own background")
            dialog.kindControl.select(4)
            XCTAssertEqual(dialog.pathField.text, "/tmp/out/BallPulse.svg")
            let request = dialog.makeRequest()
            XCTAssertEqual(request.kind, .svg)
            XCTAssertNil(request.background)
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.pathField.text, "/tmp/out/BallPulse.gif")
            XCTAssertEqual(dialog.fpsField.value, 30)
            XCTAssertTrue(dialog.backgroundControl.isEnabled)
        }
    }

    func testEveryKindFitsAndThePreviewStaysVisible() {
        onMain {
            for size in [Size(1024, 700), Size(1280, 800)] {
                let app = ScreensRender.makeApp(size: size)
                app.open(app.library.builtin(named: "BallPulse")!)
                app.user.press(.character("e"), .control)
                _ = app.user.nextFrame()
                XCTAssertEqual(LayoutAudit.problems(in: app.window), [], "\(size)")
                let preview = app.user.view("editor.preview")!.windowFrame
                XCTAssertNil(app.user.popover!.windowFrame.intersection(preview), "\(size)")
            }
        }
    }

    func testTheExporterWritesLottieAndSVGAtomically() throws {
        let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse")))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vector-dialog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = RecordingWriter()
        let noFrames: Exporter.FrameFunction = { _ in
            XCTFail("a vector export draws no pixels"); return []
        }
        let colors = [Color(hex: "#7C3AED")!, Color(hex: "#06B6D4")!]
        let lottie = dir.appendingPathComponent("a.json").path
        let outcome = try Exporter.export(
            ExportRequest(kind: .lottie, size: 96, fps: 60, path: lottie), evaluator: evaluator,
            frame: noFrames, colors: colors, writer: writer)
        XCTAssertEqual(outcome.paths, [lottie])
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lottie))) as? [String: Any])
        XCTAssertEqual(json["op"] as? Int, 45)
        XCTAssertEqual(json["w"] as? Int, 96)
        let svg = dir.appendingPathComponent("a.svg").path
        _ = try Exporter.export(
            ExportRequest(kind: .svg, size: 96, fps: 30, path: svg), evaluator: evaluator,
            frame: noFrames, colors: colors, writer: writer)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertTrue(text.contains("#06b6d4"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted(), ["a.json", "a.svg"],
            "no temporary file is left")
        XCTAssertTrue(writer.pngs.isEmpty && writer.gifs.isEmpty)
    }

    func testKindsKnowTheirExtensions() {
        XCTAssertEqual(ExportRequest.Kind.allCases.map(\.fileExtension), ["png", "png", "gif", "lottie.json", "svg"])
        XCTAssertEqual(ExportRequest.Kind.allCases.filter(\.isVector), [.lottie, .svg])
    }
}
