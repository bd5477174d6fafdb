import Localization
import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// An indicator's animated exports play at the speed its preview was tuned to (one loop lasts
/// the cycle / speed), or at speed 1 when the dialog says so; a speed of 0 or less makes no loop.
/// BallPulse's cycle is 0.75 s: at 1.25× it loops in 0.6 s.
final class ExportSpeedTests: XCTestCase {
    static let en = StudioCatalogue.english

    /// The dialog's loop line for a loop of `seconds` at `speed` ("1.25×"), as the catalogue words it.
    static func loop(_ seconds: String, _ speed: String) -> String {
        en(GalleryText.exportLoop(seconds: seconds, speed: speed))
    }

    let ballPulse = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallPulse")!)
    let blank: Exporter.FrameFunction = { _ in [UInt32](repeating: 0, count: 4) }

    // MARK: The exporter

    func testAGIFLoopsInTheCycleOverTheSpeed() throws {
        for (speed, centiseconds, frames) in [(1.25, 60, 18), (1, 75, 23), (0.5, 150, 45)] {
            let writer = RecordingWriter()
            let request = ExportRequest(kind: .gif, size: 2, fps: 30, path: "/tmp/a.gif", speed: speed)
            _ = try Exporter.export(request, evaluator: ballPulse, frame: blank, writer: writer)
            let delays = try XCTUnwrap(writer.gifDelays.first)
            XCTAssertEqual(delays.reduce(0, +), centiseconds, "the loop at \(speed)×, in centiseconds")
            XCTAssertEqual(delays.count, frames, "round(0.75 / \(speed) s × 30 fps) frames")
            GIFDelayCheck.assertFollowsLoop(delays, seconds: 0.75 / speed, "BallPulse at \(speed)×")
        }
    }

    func testASequenceHasTheFramesOfTheLoopAndStillCoversOneCycle() throws {
        var asked: [Double] = []
        let writer = RecordingWriter()
        let request = ExportRequest(kind: .pngSequence, size: 2, fps: 20, path: "/tmp/seq.png", speed: 1.25)
        let outcome = try Exporter.export(
            request, evaluator: ballPulse,
            frame: { t in
                asked.append(t); return [0, 0, 0, 0]
            },
            writer: writer)
        XCTAssertEqual(outcome.paths.count, 12, "0.6 s at 20 fps (15 at speed 1)")
        XCTAssertEqual(
            Exporter.targets(for: request, evaluator: ballPulse).paths, outcome.paths, "the files asked about first")
        XCTAssertEqual(asked.first, ballPulse.timeForCycleProgress(0))
        XCTAssertEqual(asked[1] - asked[0], 0.75 / 12, accuracy: 1e-9, "frame k is cycle progress k / 12")
        let untuned = try Exporter.export(
            ExportRequest(kind: .pngSequence, size: 2, fps: 20, path: "/tmp/seq.png"),
            evaluator: ballPulse, frame: blank, writer: RecordingWriter())
        XCTAssertEqual(untuned.paths.count, 15, "speed 1: the untuned loop")
    }

    func testLottieAndSVGCarryTheLoopLength() throws {
        let writer = InMemoryFiles()
        let lottie = ExportRequest(kind: .lottie, size: 48, fps: 60, path: "/tmp/a.lottie.json", speed: 1.25)
        _ = try Exporter.export(lottie, evaluator: ballPulse, frame: blank, writer: writer)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(writer.files["/tmp/a.lottie.json"] ?? [])) as? [String: Any])
        let op = try XCTUnwrap(json["op"] as? Double), fr = try XCTUnwrap(json["fr"] as? Double)
        XCTAssertEqual(op, 36, "0.6 s at 60 fps")
        XCTAssertEqual(op / fr, 0.6, accuracy: 1e-6, "the loop, in seconds")

        _ = try Exporter.export(
            ExportRequest(kind: .lottie, size: 48, fps: 60, path: "/tmp/b.lottie.json"),
            evaluator: ballPulse, frame: blank, writer: writer)
        let untuned = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(writer.files["/tmp/b.lottie.json"] ?? [])) as? [String: Any])
        XCTAssertEqual(untuned["op"] as? Double, 45)
        XCTAssertEqual(
            try XCTUnwrap(untuned["op"] as? Double) / XCTUnwrap(untuned["fr"] as? Double), 0.75, accuracy: 1e-6)

        _ = try Exporter.export(
            ExportRequest(kind: .svg, size: 48, fps: 30, path: "/tmp/a.svg", speed: 1.25),
            evaluator: ballPulse, frame: blank, writer: writer)
        let svg = String(decoding: writer.files["/tmp/a.svg"] ?? [], as: UTF8.self)
        XCTAssertEqual(SVGDurations.all(in: svg), ["0.6"], "every animation lasts the loop")
        _ = try Exporter.export(
            ExportRequest(kind: .svg, size: 48, fps: 30, path: "/tmp/b.svg"),
            evaluator: ballPulse, frame: blank, writer: writer)
        XCTAssertEqual(
            SVGDurations.all(in: String(decoding: writer.files["/tmp/b.svg"] ?? [], as: UTF8.self)), ["0.75"])
    }

    func testASpeedOfZeroOrLessIsRefusedNamingTheSpeedAndWritesNothing() {
        for kind in [ExportRequest.Kind.pngSequence, .gif, .lottie, .svg] {
            for speed in [0, -1, Double.nan] {
                let writer = InMemoryFiles()
                let request = ExportRequest(kind: kind, size: 2, fps: 30, path: "/tmp/a", speed: speed)
                XCTAssertThrowsError(try Exporter.export(request, evaluator: ballPulse, frame: blank, writer: writer)) {
                    error in
                    XCTAssertTrue(
                        "\(error)".hasPrefix("cannot export a loop: a speed of \(LoopSpeed.text(speed)) makes no loop"),
                        "\(error)")
                }
                XCTAssertTrue(
                    writer.files.isEmpty && writer.pngCount == 0 && writer.gifCount == 0, "\(kind) at \(speed)")
            }
        }
        // One PNG frame has no loop: the speed does not matter.
        XCTAssertNoThrow(
            try Exporter.export(
                ExportRequest(kind: .png, size: 2, path: "/tmp/a.png", speed: 0), evaluator: ballPulse,
                frame: blank, writer: RecordingWriter()))
    }

    func testASlowSpeedStillMeetsTheFrameLimit() throws {
        let long = try IndicatorEvaluator(
            spec: IndicatorSpec(
                json: """
                    {"schemaVersion":1,"name":"Slow","duration":40,"layout":{"type":"stack","count":1,"size":0.1},
                     "shape":{"type":"circle"},"tracks":[{"property":"opacity","keyTimes":[0,1],"values":[0,1]}]}
                    """))
        // 40 s at 0.125× is a 320 s loop: 9600 frames at 30 fps, cut to the 2000 an export may have.
        let sequence = ExportRequest(kind: .pngSequence, size: 1, fps: 30, path: "/tmp/slow.png", speed: 0.125)
        let (times, clamp) = Exporter.frameTimes(for: sequence, evaluator: long)
        XCTAssertEqual(times.count, ExportBudget.maximumFrames)
        XCTAssertEqual(
            clamp?.message,
            "one cycle would be 9600 frames, 7600 more than the 2000 an export may have, so it has 2000, each shown longer"
        )
        let gif = ExportRequest(kind: .gif, size: 1, fps: 30, path: "/tmp/slow.gif", speed: 0.125)
        let writer = RecordingWriter()
        let outcome = try Exporter.export(gif, evaluator: long, frame: { _ in [0] }, writer: writer)
        XCTAssertNotNil(outcome.clamp)
        XCTAssertEqual(writer.gifs.first?.frames.count, 2000)
        XCTAssertEqual(writer.gifDelays.first?.reduce(0, +), 32_000, "the loop still lasts 320 s")
        XCTAssertThrowsError(
            try Exporter.export(
                ExportRequest(kind: .lottie, size: 8, fps: 30, path: "/tmp/slow.json", speed: 0.125),
                evaluator: long, frame: blank, writer: InMemoryFiles())
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "one 40 s cycle at 0.125× (a loop of 320 s) at 30 fps is 9600 frames, 7600 more than the "
                    + "2000 an export may have; pass a lower --fps")
        }
    }

    // MARK: The choice

    func testTheChoiceGivesTheTunedSpeedOrSpeedOne() {
        var speed = ExportSpeed(tuned: 1.25)
        XCTAssertEqual(speed.effective, 1.25)
        XCTAssertEqual(speed.loopText(cycleSeconds: 0.75), Self.loop("0.6", "1.25×"))
        XCTAssertEqual(
            speed.segmentTitles, [Self.en(GalleryText.exportTuned("1.25×")), Self.en(GalleryText.exportSpeedOne)])
        XCTAssertNil(speed.note)
        speed.choice = .one
        XCTAssertEqual(speed.effective, 1)
        XCTAssertEqual(speed.loopText(cycleSeconds: 0.75), Self.loop("0.75", "1×"))
        XCTAssertEqual(ExportSpeed(tuned: 0.125).loopText(cycleSeconds: 0.75), Self.loop("6", "0.125×"))
    }

    /// A designer who exports a paused preview still wants the animation: speed 1, said so.
    func testATunedSpeedOfZeroExportsAtSpeedOneAndSaysWhy() {
        for tuned in [0, -0.5] {
            let speed = ExportSpeed(tuned: tuned, choice: .tuned)
            XCTAssertFalse(speed.tunedCanLoop)
            XCTAssertEqual(speed.effectiveChoice, .one)
            XCTAssertEqual(speed.effective, 1)
            XCTAssertEqual(speed.loopText(cycleSeconds: 0.75), Self.loop("0.75", "1×"))
            XCTAssertEqual(speed.note, Self.en(GalleryText.exportNoLoop(LoopSpeed.text(tuned))))
        }
    }

    // MARK: The dialog

    func testTheDialogShowsTheLoopAndLetsTheUserChooseSpeedOne() {
        onMain {
            let dialog = ExportDialog(
                name: "BallPulse", directory: "/tmp/out", size: 160, time: 0, previewBackground: nil,
                cycleSeconds: 0.75, speed: ExportSpeed(tuned: 1.25))
            var heard: [ExportSpeed.Choice] = []
            dialog.onSpeedChoice = { heard.append($0) }
            XCTAssertEqual(
                dialog.speedControl.segments,
                [Self.en(GalleryText.exportTuned("1.25×")), Self.en(GalleryText.exportSpeedOne)])
            XCTAssertEqual(dialog.loopLabel.text, "", "one PNG frame has no loop")
            XCTAssertFalse(dialog.speedControl.isEnabled)
            XCTAssertEqual(dialog.makeRequest().speed, 1.25)
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.6", "1.25×"))
            XCTAssertTrue(dialog.speedControl.isEnabled)
            XCTAssertEqual(dialog.makeRequest().speed, 1.25, "a GIF at the tuned speed")
            dialog.speedControl.select(1)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.75", "1×"))
            XCTAssertEqual(dialog.makeRequest().speed, 1, "speed 1: the untuned loop")
            XCTAssertEqual(heard, [.one], "the app hears the choice to remember it")
            dialog.kindControl.select(3)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.75", "1×"), "the choice holds across formats")
            dialog.speedControl.select(0)
            XCTAssertEqual(dialog.makeRequest().speed, 1.25)
            XCTAssertEqual(dialog.makeRequest().kind, .lottie)
        }
    }

    func testTheDialogExportsAPausedPreviewAtSpeedOneAndSaysWhy() {
        onMain {
            let dialog = ExportDialog(
                name: "BallPulse", directory: "/tmp/out", size: 160, time: 0, previewBackground: nil,
                cycleSeconds: 0.75, speed: ExportSpeed(tuned: 0))
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.speedControl.selectedIndex, 1, "speed 1 shown chosen")
            XCTAssertFalse(dialog.speedControl.isEnabled, "the tuned speed cannot be chosen")
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.75", "1×"))
            XCTAssertEqual(
                dialog.noteLabel.text, Self.en(GalleryText.exportNoLoop("0×")))
            XCTAssertEqual(dialog.makeRequest().speed, 1)
        }
    }

    func testTheDialogSaysWhatTheFrameLimitDoes() {
        onMain {
            let dialog = ExportDialog(
                name: "Slow", directory: "/tmp/out", size: 160, time: 0, previewBackground: nil,
                cycleSeconds: 40, speed: ExportSpeed(tuned: 0.125))
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("320", "0.125×"))
            XCTAssertEqual(
                dialog.noteLabel.text,
                Self.en(
                    GalleryText.loopCut(
                        Self.en(GalleryText.loopAt("320", fps: "30")),
                        frames: Self.en(GalleryText.framesBeyond(9600, over: 7600, maximum: 2000)), became: 2000)))
            dialog.kindControl.select(4)
            XCTAssertEqual(
                dialog.noteLabel.text,
                Self.en(
                    GalleryText.loopRefused(
                        Self.en(GalleryText.loopAt("320", fps: "60")),
                        frames: Self.en(GalleryText.framesBeyond(19200, over: 17200, maximum: 2000)),
                        offerSpeedOne: true)))
            dialog.speedControl.select(1)
            XCTAssertEqual(
                dialog.noteLabel.text,
                Self.en(
                    GalleryText.loopRefused(
                        Self.en(GalleryText.loopAt("40", fps: "60")),
                        frames: Self.en(GalleryText.framesBeyond(2400, over: 400, maximum: 2000)), offerSpeedOne: false)
                ))
        }
    }

    /// The dialog, one row taller for the speed, fits a small window beside the preview.
    func testTheDialogWithItsSpeedRowFitsSmallWindows() throws {
        try onMain {
            for size in [Size(800, 600), Size(1024, 700)] {
                let app = ScreensRender.makeApp(size: size)
                app.open(app.library.builtin(named: "BallPulse")!)
                app.editorModel.setSpeed(1.25)
                app.user.press(.character("e"), .control)
                let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
                dialog.kindControl.select(2)
                _ = app.user.nextFrame()
                XCTAssertEqual(LayoutAudit.problems(in: app.window), [], "\(size)")
                let card = dialog.windowFrame, window = Rect(x: 0, y: 0, width: size.width, height: size.height)
                XCTAssertEqual(card.intersection(window), card, "the dialog is on screen whole at \(size)")
                XCTAssertLessThanOrEqual(
                    dialog.speedControl.windowFrame.maxY, dialog.backgroundControl.windowFrame.minY, "rows apart")
            }
        }
    }

    // MARK: The app

    func testTheEditorExportsAtItsSpeedAndTheChoiceIsRememberedForTheSession() throws {
        try onMain {
            let app = ScreensRender.makeApp(size: Size(1280, 800))
            app.open(app.library.builtin(named: "BallPulse")!)
            app.editorModel.setSpeed(1.25)
            app.user.press(.character("e"), .control)
            var dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.6", "1.25×"))
            XCTAssertEqual(dialog.makeRequest().speed, 1.25)
            _ = app.user.nextFrame()
            XCTAssertEqual(LayoutAudit.problems(in: app.window), [])
            dialog.speedControl.select(1)
            app.window.dismissPopover()

            app.user.press(.character("e"), .control)
            dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(2)
            XCTAssertEqual(dialog.speedControl.selectedIndex, 1, "speed 1, as chosen last")
            XCTAssertEqual(dialog.makeRequest().speed, 1)
        }
    }

    /// Enter in the dialog writes a GIF of the loop at the tuned speed, through the app.
    func testTheEditorsGIFHasTheFramesOfTheTunedLoop() throws {
        try onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            app.open(app.library.builtin(named: "BallPulse")!)
            app.editorModel.setSpeed(1.25)
            app.user.press(.character("e"), .control)
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(2)
            dialog.sizeField.setValue(8)
            dialog.pathField.setText("/tmp/export-speed-\(getpid()).gif")
            app.user.press(.enter)
            XCTAssertNil(app.user.popover, "exported")
            XCTAssertEqual(writer.gifs.first?.frames, 18, "0.6 s at 30 fps (23 at speed 1)")
        }
    }

    /// The Gallery's cards play at the Gallery's speed: so does the focused card's export.
    func testTheGalleryExportsAtTheGallerysSpeed() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .gallery)
            app.gallery.setSpeed(2)
            let document = try XCTUnwrap(app.library.builtin(named: "BallPulse"))
            app.window.focus(try XCTUnwrap(app.gallery.cell(for: document)))
            app.user.press(.character("e"), .control, text: "e")
            let dialog = try XCTUnwrap(app.user.popover as? ExportDialog)
            dialog.kindControl.select(4)
            XCTAssertEqual(dialog.loopLabel.text, Self.loop("0.375", "2×"))
            XCTAssertEqual(dialog.makeRequest().speed, 2)
        }
    }
}

/// The `animation-duration`s of an SVG's CSS (`animation:name 0.6s linear infinite`), in seconds,
/// each once.
enum SVGDurations {
    static func all(in svg: String) -> [String] {
        var found: [String] = []
        var rest = Substring(svg)
        while let start = rest.range(of: "animation:") {
            let rule = rest[start.upperBound...].prefix { $0 != "}" && $0 != ";" }
            let parts = rule.split(separator: " ")
            if parts.count >= 2, parts[1].hasSuffix("s") {
                let seconds = String(parts[1].dropLast())
                if !found.contains(seconds) { found.append(seconds) }
            }
            rest = rest[start.upperBound...]
        }
        return found
    }
}

/// An `ImageWriting` that keeps whole files in memory and counts the images it was asked for.
final class InMemoryFiles: ImageWriting {
    var files: [String: [UInt8]] = [:]
    var pngCount = 0, gifCount = 0

    func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws { pngCount += 1 }
    func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
        gifCount += 1
    }
    func writeFile(_ bytes: [UInt8], path: String) throws { files[path] = bytes }
}
