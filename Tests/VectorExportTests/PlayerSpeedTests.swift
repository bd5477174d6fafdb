import Export
import Foundation
import Graphics
import ImageExport
import LoaderKitCore
import LoaderStudioCLI
import Render
import TestSupport
import VectorExport
import XCTest

/// Exports at a playback speed in real players: a few built-ins (keyframed and baked) at 1.25×
/// and 0.5×, their Lottie frames drawn by rlottie and ThorVG, their SVGs by headless Chromium at
/// the loop's own time (frame k at k × loop / frames seconds: 0.6 s a loop for BallPulse at
/// 1.25×), each against our render of that frame's cycle progress.
final class PlayerSpeedTests: XCTestCase {
    static let size = 96
    static let cases: [(name: String, speed: Double)] = [
        ("BallPulse", 1.25), ("BallSpinFadeLoader", 1.25), ("SquareSpin", 0.5),
        ("LineScale", 0.5),
    ]
    static let progresses = [0.25, 0.5, 0.75]

    func testExportsAtASpeedMatchOurRenderInRlottieThorVGAndChromium() throws {
        let python = try PlayerHarness.playerPython()
        let chromium = try PlayerHarness.chromium()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vector-speed-players-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer {
            if ProcessInfo.processInfo.environment["KEEP_PLAYER_FILES"] == nil {
                try? FileManager.default.removeItem(at: dir)
            }
        }

        var references: [(label: String, image: RGBAImage)] = []
        var manifest: [[String: Any]] = []
        var tiles = ""
        for (index, c) in Self.cases.enumerated() {
            let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: c.name)))
            var exporter = VectorExporter(format: .lottie, size: Self.size, color: IndicatorRasterizer.defaultColor)
            exporter.speed = c.speed
            let lottie = dir.appendingPathComponent("\(c.name).json").path
            try Data(exporter.export(evaluator)).write(to: URL(fileURLWithPath: lottie))
            exporter.format = .svg
            exporter.classPrefix = "s\(index)"
            let svg = String(decoding: try exporter.export(evaluator), as: UTF8.self)
            let timing = exporter.timing(for: evaluator)
            XCTAssertEqual(timing.duration, evaluator.spec.duration / c.speed, accuracy: 1e-12, c.name)
            let rasterizer = IndicatorRasterizer(evaluator: evaluator, size: Self.size, background: .white)
            for progress in Self.progresses {
                let frame = timing.frame(nearestTo: progress)
                let pixmap = rasterizer.frame(at: evaluator.timeForCycleProgress(timing.cycleProgress(ofFrame: frame)))
                let out = dir.appendingPathComponent("\(references.count)").path
                references.append(
                    (
                        "\(c.name) at \(c.speed)× frame \(frame)",
                        try RGBAImage(width: Self.size, height: Self.size, premultipliedARGB32: pixmap.pixels)
                    ))
                manifest.append(["lottie": lottie, "frame": frame, "out": out])
                let loopMilliseconds = Double(frame) * timing.duration / Double(timing.frameCount) * 1000
                tiles += "<div class=\"tile\" data-ms=\"\(loopMilliseconds)\">\(svg)</div>\n"
            }
        }
        let manifestPath = dir.appendingPathComponent("manifest.json").path
        for player in ["rlottie", "thorvg"] {
            let outputs = manifest.map { $0.merging(["out": "\($0["out"]!)-\(player).png"]) { $1 } }
            try JSONSerialization.data(withJSONObject: outputs).write(
                to: URL(fileURLWithPath: manifestPath + ".\(player)"))
        }
        let page = dir.appendingPathComponent("page.html")
        // One row a case, one column a progress, in a window larger than them (a headless window
        // too small for its page draws it cut).
        let grid = "<div style=\"width: \(Self.progresses.count * Self.size)px\">\n\(tiles)</div>\n"
        try PlayerHarness.pageHTML(grid, size: Self.size).write(to: page, atomically: true, encoding: .utf8)
        let screenshot = dir.appendingPathComponent("chromium.png").path
        try PlayerHarness.playAll(
            python: python, chromium: chromium, manifestPath: manifestPath, size: Self.size, page: page,
            screenshot: screenshot, window: (800, 600), profile: "\(dir.path)/chromium-profile")

        let shot = try PNGFile.read(screenshot)
        for (index, reference) in references.enumerated() {
            let players: [(String, RGBAImage)] = [
                ("rlottie", try PNGFile.read("\(manifest[index]["out"]!)-rlottie.png")),
                ("thorvg", try PNGFile.read("\(manifest[index]["out"]!)-thorvg.png")),
                (
                    "chromium",
                    try PlayerHarness.crop(
                        shot, x: index % Self.progresses.count * Self.size,
                        y: index / Self.progresses.count * Self.size, width: Self.size, height: Self.size)
                ),
            ]
            for (player, image) in players {
                let psnr = PlayerHarness.psnr(image, reference.image)
                XCTAssertGreaterThanOrEqual(
                    psnr, PlayerConformanceTests.minimumPSNR,
                    "\(reference.label) in \(player): PSNR \(String(format: "%.1f", psnr)) dB")
            }
        }
    }
}
