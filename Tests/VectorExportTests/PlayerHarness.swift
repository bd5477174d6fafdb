import Foundation
import ImageExport
import TestSupport

/// The real players the exports are checked in: rlottie and ThorVG through the test-only Python
/// environment `make deps` creates (`.venv-players/`), and headless Chromium.
enum PlayerHarness {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static let root = GoldenImage.packageRoot
    static var python: String { root.appendingPathComponent(".venv-players/bin/python").path }
    static var lottieScript: String {
        root.appendingPathComponent("Tests/VectorExportTests/Players/render_lottie.py").path
    }

    /// The path of Chromium, or an error telling how to install it.
    static func chromium() throws -> String {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw Missing(description: "chromium is not installed; run `make deps`")
    }

    /// The venv's Python, or an error telling how to create it.
    static func playerPython() throws -> String {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Missing(
                description: "\(python) is missing; run `make deps` to install rlottie-python and thorvg-python")
        }
        return python
    }

    /// Starts `executable` with `arguments`; the returned closure waits and throws on failure.
    /// Plays the manifest's Lottie files in rlottie and ThorVG and screenshots `page` in headless
    /// Chromium in a `window` (width, height in CSS px) at scale 1, the three side by side, and
    /// waits for all of them.
    static func playAll(
        python: String, chromium: String, manifestPath: String, size: Int, page: URL,
        screenshot: String, window: (Int, Int), profile: String
    ) throws {
        let waits = try [
            start(python, [lottieScript, "rlottie", manifestPath + ".rlottie", "\(size)"]),
            start(python, [lottieScript, "thorvg", manifestPath + ".thorvg", "\(size)"]),
            start(
                chromium,
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=1", "--user-data-dir=\(profile)",
                    "--window-size=\(window.0),\(window.1)", "--screenshot=\(screenshot)", page.absoluteString,
                ]),
        ]
        for wait in waits { try wait() }
    }

    static func start(_ executable: String, _ arguments: [String]) throws -> () throws -> Void {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Missing(
                    description:
                        "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text.suffix(2000))"
                )
            }
        }
    }

    /// PSNR of the RGB channels of two images of the same size, in dB (infinity when equal).
    static func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0.0
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 {
                let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
                sum += d * d
                count += 1
            }
        }
        let mse = sum / Double(count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The `width` × `height` tile at (`x`, `y`) of `image`.
    static func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) throws -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height where y + row < image.height {
            for column in 0..<width where x + column < image.width {
                let from = ((y + row) * image.width + x + column) * 4
                let to = (row * width + column) * 4
                for c in 0..<4 { pixels[to + c] = image.pixels[from + c] }
            }
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A page of `size`-px tiles, each an inline SVG with its animations paused at the tile's time
    /// (the page's script only: the SVG itself has none).
    static func pageHTML(_ tiles: String, size: Int) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><style>
        html, body { margin: 0; padding: 0; background: #fff; }
        .tile { width: \(size)px; height: \(size)px; float: left; overflow: hidden; }
        .tile svg { display: block; }
        </style></head><body>
        \(tiles)<script>
        for (const tile of document.querySelectorAll(".tile")) {
          for (const animation of tile.getAnimations({ subtree: true })) {
            animation.pause();
            animation.currentTime = Number(tile.dataset.ms);
          }
        }
        </script></body></html>
        """
    }
}
