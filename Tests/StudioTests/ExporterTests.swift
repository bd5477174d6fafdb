import Graphics
import LoaderKitCore
import LoaderKitDrawing
import TestSupport
import XCTest
@testable import Studio

/// An `ImageWriting` that keeps what it is given.
final class RecordingWriter: ImageWriting {
    var pngs: [(path: String, pixels: [UInt32])] = []
    var gifs: [(path: String, frames: [[UInt32]], delays: [Int])] = []
    /// The delays of each GIF, one per frame, in centiseconds.
    var gifDelays: [[Int]] { gifs.map(\.delays) }

    func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws {
        pngs.append((path, premultipliedARGB32))
    }

    func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
        gifs.append((path, frames, delaysCentiseconds))
    }
}

final class ExporterTests: XCTestCase {
    let evaluator = try! IndicatorEvaluator(spec: IndicatorSpec.builtin(named: "BallPulse")!)

    func testPNGDrawsTheRequestedTimeOverTheBackground() throws {
        let writer = RecordingWriter()
        var asked: [Double] = []
        let request = ExportRequest(kind: .png, size: 2, background: .white, path: "/tmp/x.png", time: 0.4)
        let paths = try Exporter.export(
            request, evaluator: evaluator,
            frame: { t in
                asked.append(t)
                return [0, 0xFF00_00FF, 0x8080_0000, 0x0000_0000]
            }, writer: writer
        ).paths
        XCTAssertEqual(paths, ["/tmp/x.png"])
        XCTAssertEqual(asked, [0.4])
        XCTAssertEqual(writer.pngs.first?.pixels, [0xFFFF_FFFF, 0xFF00_00FF, 0xFFFF_7F7F, 0xFFFF_FFFF])
    }

    func testSequenceAndGIFCoverOneCycle() throws {
        let writer = RecordingWriter()
        var asked: [Double] = []
        let frame: Exporter.FrameFunction = { t in
            asked.append(t); return [UInt32](repeating: 0, count: 16)
        }
        let sequence = ExportRequest(kind: .pngSequence, size: 4, fps: 20, path: "/tmp/seq.png")
        let outcome = try Exporter.export(sequence, evaluator: evaluator, frame: frame, writer: writer)
        let paths = outcome.paths
        XCTAssertNil(outcome.clamp, "within the budget")
        XCTAssertEqual(paths.count, 15, "0.75 s at 20 fps")
        XCTAssertEqual(paths.prefix(2), ["/tmp/seq-0000.png", "/tmp/seq-0001.png"])
        XCTAssertEqual(asked.first, evaluator.timeForCycleProgress(0))
        XCTAssertEqual(asked[1] - asked[0], 0.05, accuracy: 1e-9)
        XCTAssertNil(writer.pngs.first?.pixels.first { $0 != 0 }, "no background: transparent")

        let gif = ExportRequest(kind: .gif, size: 4, fps: 25, background: Color(hex: "#102030"), path: "/tmp/a.gif")
        _ = try Exporter.export(gif, evaluator: evaluator, frame: frame, writer: writer)
        XCTAssertEqual(writer.gifs.first?.frames.count, 19)
        GIFDelayCheck.assertFollowsLoop(try XCTUnwrap(writer.gifs.first?.delays), seconds: 0.75, "BallPulse at 25 fps")
        XCTAssertEqual(writer.gifs.first?.frames[0][0], 0xFF10_2030)
    }

    /// A GIF export lasts one cycle within 1 cs at any frame rate, with no delay below 2 cs.
    func testGIFDelaysFollowTheCycle() throws {
        let cases: [(name: String, fps: Double)] = [
            ("BallSpinFadeLoader", 30), ("BallSpinFadeLoader", 60), ("BallSpinFadeLoader", 100),
            ("BallBeat", 30), ("Atom", 24), ("BallPulse", 25),
        ]
        for c in cases {
            let evaluator = try IndicatorEvaluator(spec: IndicatorSpec.builtin(named: c.name)!)
            let writer = RecordingWriter()
            let request = ExportRequest(kind: .gif, size: 2, fps: c.fps, path: "/tmp/a.gif")
            _ = try Exporter.export(request, evaluator: evaluator, frame: { _ in [0, 0, 0, 0] }, writer: writer)
            let delays = try XCTUnwrap(writer.gifDelays.first)
            XCTAssertEqual(delays.count, writer.gifs.first?.frames.count)
            GIFDelayCheck.assertFollowsLoop(delays, seconds: evaluator.spec.duration, "\(c.name) at \(c.fps) fps")
        }
    }

    func testBadRequestsAndFramesThrow() {
        let writer = RecordingWriter()
        XCTAssertThrowsError(
            try Exporter.export(
                ExportRequest(kind: .png, size: 0, path: "/tmp/x.png"), evaluator: evaluator,
                frame: { _ in [] }, writer: writer))
        XCTAssertThrowsError(
            try Exporter.export(
                ExportRequest(kind: .png, size: 2, path: "/tmp/x.png"), evaluator: evaluator,
                frame: { _ in [1] }, writer: writer))
        XCTAssertTrue(writer.pngs.isEmpty)
        XCTAssertEqual(
            ExportBudget.gifTiming(seconds: 1, fps: 100).timing.delaysCentiseconds.min(), 2,
            "GIF delays are at least 2 cs")
        XCTAssertEqual(ExportBudget.sequenceFrames(seconds: 1000, fps: 100).count, ExportBudget.maximumFrames)
    }

    /// A GIF whose frames would hold more than 1 GiB is refused before any frame is drawn; a long
    /// PNG sequence draws and writes one frame at a time.
    func testLargeGIFIsRefusedBeforeDrawing() throws {
        let writer = RecordingWriter()
        let long = try IndicatorEvaluator(
            spec: IndicatorSpec(
                json: """
                    {"schemaVersion":1,"name":"Long","duration":1e308,"layout":{"type":"single"},"shape":{"type":"circle"},
                     "tracks":[{"property":"opacity","keyTimes":[0,1],"values":[1,0]}]}
                    """))
        XCTAssertEqual(ExportBudget.sequenceFrames(seconds: 1e308, fps: 30).count, ExportBudget.maximumFrames)
        var drawn = 0
        let request = ExportRequest(kind: .gif, size: 4096, fps: 30, path: "/tmp/huge.gif")
        XCTAssertThrowsError(
            try Exporter.export(
                request, evaluator: long,
                frame: { _ in
                    drawn += 1; return []
                }, writer: writer)
        ) { error in
            XCTAssertTrue("\(error)".contains("would hold 128000 MB"), "\(error)")
        }
        XCTAssertEqual(drawn, 0)
        XCTAssertTrue(writer.gifs.isEmpty)

        var alive = 0
        final class CountingWriter: ImageWriting {
            var onPNG: () -> Void = {}
            func writePNG(width: Int, height: Int, premultipliedARGB32: [UInt32], path: String) throws { onPNG() }
            func writeGIF(frames: [[UInt32]], width: Int, height: Int, delaysCentiseconds: [Int], path: String) throws {
            }
        }
        let counting = CountingWriter()
        var peak = 0
        counting.onPNG = {
            peak = max(peak, alive); alive = 0
        }
        let sequence = ExportRequest(kind: .pngSequence, size: 2, fps: 30, path: "/tmp/seq.png")
        let outcome = try Exporter.export(
            sequence, evaluator: long,
            frame: { _ in
                alive += 1; return [0, 0, 0, 0]
            }, writer: counting)
        XCTAssertEqual(outcome.paths.count, ExportBudget.maximumFrames)
        XCTAssertEqual(outcome.clamp?.became, ExportBudget.maximumFrames, "the export says it met the frame limit")
        XCTAssertTrue(outcome.clamp?.message.contains("more than the 2000 an export may have") == true)
        XCTAssertEqual(peak, 1, "each frame is written before the next is drawn")
    }
}
