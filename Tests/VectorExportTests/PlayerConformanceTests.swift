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

/// Every built-in exported to Lottie and to animated SVG, drawn by real players (rlottie, ThorVG,
/// headless Chromium) on white at 96 px at cycle progress 0, 0.25, 0.5 and 0.75, against our own
/// render of the same frame. The players are installed by `make deps`; a missing one fails.
final class PlayerConformanceTests: XCTestCase {
    static let size = 96
    static let progresses = [0, 0.25, 0.5, 0.75]
    static let minimumPSNR = 30.0
    static let tileColumns = 20

    /// One frame to compare: a built-in at the frame nearest a cycle progress.
    struct Sample {
        let name: String
        let frame: Int
        let seconds: Double
        let reference: RGBAImage
    }

    func testBuiltinsMatchOurRenderInRlottieThorVGAndChromium() throws {
        let python = try PlayerHarness.playerPython()
        let chromium = try PlayerHarness.chromium()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vector-players-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer {
            if ProcessInfo.processInfo.environment["KEEP_PLAYER_FILES"] == nil {
                try? FileManager.default.removeItem(at: dir)
            }
        }

        var samples: [Sample] = []
        var manifest: [[String: Any]] = []
        var tiles = ""
        for (builtin, name) in IndicatorSpec.builtinNames.enumerated() {
            let evaluator = try IndicatorEvaluator(spec: XCTUnwrap(IndicatorSpec.builtin(named: name)))
            var exporter = VectorExporter(format: .lottie, size: Self.size, color: IndicatorRasterizer.defaultColor)
            let lottie = dir.appendingPathComponent("\(name).json").path
            try Data(exporter.export(evaluator)).write(to: URL(fileURLWithPath: lottie))
            exporter.format = .svg
            exporter.classPrefix = "b\(builtin)"
            let svg = String(decoding: try exporter.export(evaluator), as: UTF8.self)
            let timing = exporter.timing(for: evaluator)
            let rasterizer = IndicatorRasterizer(evaluator: evaluator, size: Self.size, background: .white)
            for progress in Self.progresses {
                let frame = timing.frame(nearestTo: progress)
                let pixmap = rasterizer.frame(at: evaluator.timeForCycleProgress(timing.cycleProgress(ofFrame: frame)))
                let reference = try RGBAImage(width: Self.size, height: Self.size, premultipliedARGB32: pixmap.pixels)
                let index = samples.count
                let seconds = Double(frame) * timing.duration / Double(timing.frameCount)
                samples.append(Sample(name: name, frame: frame, seconds: seconds, reference: reference))
                manifest.append(["lottie": lottie, "frame": frame, "out": dir.appendingPathComponent("\(index)").path])
                tiles += "<div class=\"tile\" data-ms=\"\(seconds * 1000)\">\(svg)</div>\n"
            }
        }
        let manifestPath = dir.appendingPathComponent("manifest.json").path
        try JSONSerialization.data(withJSONObject: manifest).write(to: URL(fileURLWithPath: manifestPath))
        for player in ["rlottie", "thorvg"] {
            let outputs = manifest.map { ($0 as [String: Any]).merging(["out": "\($0["out"]!)-\(player).png"]) { $1 } }
            try JSONSerialization.data(withJSONObject: outputs).write(
                to: URL(fileURLWithPath: manifestPath + ".\(player)"))
        }
        let page = dir.appendingPathComponent("page.html")
        try PlayerHarness.pageHTML(tiles, size: Self.size).write(to: page, atomically: true, encoding: .utf8)
        let rows = (samples.count + Self.tileColumns - 1) / Self.tileColumns
        let screenshot = dir.appendingPathComponent("chromium.png").path
        try PlayerHarness.playAll(
            python: python, chromium: chromium, manifestPath: manifestPath, size: Self.size, page: page,
            screenshot: screenshot, window: (Self.tileColumns * Self.size, rows * Self.size),
            profile: "\(dir.path)/chromium-profile")

        let shot = try PNGFile.read(screenshot)
        var worst: [String: [String: Double]] = [:]
        for (index, sample) in samples.enumerated() {
            let tile = try PlayerHarness.crop(
                shot, x: (index % Self.tileColumns) * Self.size, y: (index / Self.tileColumns) * Self.size,
                width: Self.size, height: Self.size)
            let players: [(String, RGBAImage)] = [
                ("rlottie", try PNGFile.read("\(manifest[index]["out"]!)-rlottie.png")),
                ("thorvg", try PNGFile.read("\(manifest[index]["out"]!)-thorvg.png")),
                ("chromium", tile),
            ]
            for (player, image) in players {
                let psnr = PlayerHarness.psnr(image, sample.reference)
                worst[sample.name, default: [:]][player] = min(worst[sample.name]?[player] ?? .infinity, psnr)
                if psnr < Self.minimumPSNR {
                    let diffs = GoldenImage.packageRoot.appendingPathComponent(".build/player-diffs")
                    try? FileManager.default.createDirectory(at: diffs, withIntermediateDirectories: true)
                    let stem = diffs.appendingPathComponent("\(sample.name)-\(sample.frame)").path
                    try? PNGFile.write(image, to: "\(stem)-\(player).png")
                    try? PNGFile.write(sample.reference, to: "\(stem)-ours.png")
                    XCTFail(
                        "\(sample.name) frame \(sample.frame) in \(player): PSNR \(String(format: "%.1f", psnr)) dB, "
                            + "below \(Self.minimumPSNR) dB; images in \(diffs.path)")
                }
            }
        }
        for name in IndicatorSpec.builtinNames {
            let row = ["rlottie", "thorvg", "chromium"].map { player in
                "\(player) \(String(format: "%.1f", worst[name]?[player] ?? 0)) dB"
            }
            print("worst PSNR \(name): \(row.joined(separator: ", "))")
        }
        XCTAssertEqual(worst.count, IndicatorSpec.builtinNames.count)
    }
}
