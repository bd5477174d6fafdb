import ArtworkAccessibility
import Foundation
import Graphics
import Render

/// Synthetic frames for the flash tests: full-screen or partial areas switching between colours.
enum FlashFrames {
    /// The reference screen, 1024 × 768 points, at 64 × 48 pixels of 16 points.
    static let screenWidth = 64, screenHeight = 48, screenPointsPerPixel = 16.0

    /// A grey of relative luminance `luminance` (0...1): the linear value encoded with the sRGB curve.
    static func grey(luminance: Double) -> Color {
        let c = luminance <= 0.0031308 ? 12.92 * luminance : 1.055 * pow(luminance, 1 / 2.4) - 0.055
        return Color(red: c, green: c, blue: c)
    }

    /// A frame of one colour.
    static func frame(width: Int, height: Int, _ color: Color) -> Pixmap {
        var frame = Pixmap(width: width, height: height)!
        frame.clear(color)
        return frame
    }

    /// A frame of `background` with `color` over each of `rects` (pixels).
    static func frame(width: Int, height: Int, _ background: Color, _ color: Color, in rects: [IntRect]) -> Pixmap {
        var frame = Pixmap(width: width, height: height)!
        frame.clear(background)
        for rect in rects { frame.clear(color.premultiplied, in: rect) }
        return frame
    }

    /// Whether a square wave of `hertz` cycles per second is in its first half-cycle at `frame` (`fps` frames per
    /// second): on for the first half of each cycle, off for the second.
    static func isOn(frame: Int, hertz: Double, fps: Double) -> Bool {
        (Double(frame) * hertz / fps).truncatingRemainder(dividingBy: 1) < 0.5
    }

    /// The report of `count` frames of `width` × `height` pixels made by `make` from each frame's index.
    static func analyse(
        width: Int, height: Int, fps: Double = 60, pointsPerPixel: Double, count: Int, _ make: (Int) -> Pixmap
    ) -> FlashReport {
        var analyzer = FlashAnalyzer(
            width: width, height: height, framesPerSecond: fps, pointsPerPixel: pointsPerPixel)
        for index in 0..<count { analyzer.add(make(index)) }
        return analyzer.report()
    }

    /// The report of the whole reference screen switching between `on` and `off` as a square wave of `hertz`,
    /// for `seconds` seconds at `fps`.
    static func screenSquareWave(
        hertz: Double, on: Color = .white, off: Color = .black, seconds: Double = 3, fps: Double = 60
    ) -> FlashReport {
        analyse(
            width: screenWidth, height: screenHeight, fps: fps, pointsPerPixel: screenPointsPerPixel,
            count: Int(seconds * fps)
        ) { index in
            frame(width: screenWidth, height: screenHeight, isOn(frame: index, hertz: hertz, fps: fps) ? on : off)
        }
    }

    /// The report of the whole reference screen, a grey whose relative luminance oscillates smoothly (a sine)
    /// between `low` and `high` at `hertz`, for 3 seconds at 60 fps.
    static func screenOscillation(hertz: Double, low: Double, high: Double) -> FlashReport {
        let fps = 60.0
        return analyse(
            width: screenWidth, height: screenHeight, fps: fps, pointsPerPixel: screenPointsPerPixel,
            count: Int(3 * fps)
        ) { index in
            let phase = 2 * Double.pi * hertz * Double(index) / fps
            let luminance = (low + high) / 2 + (high - low) / 2 * sin(phase)
            return frame(width: screenWidth, height: screenHeight, grey(luminance: luminance))
        }
    }
}
