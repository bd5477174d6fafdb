import Foundation
import Render

/// Measures a sequence of rendered frames against WCAG 2.2 SC 2.3.1, "Three Flashes or Below Threshold" (the
/// general flash and red flash thresholds; see `FlashReference` for the definitions and where they come from).
///
/// Feed it the frames in order with `add(_:)`, then read `report()`. It keeps a few bytes of state per pixel, not
/// the frames: for each pixel and each measure (relative luminance, and the red measure) the extreme reached since
/// the pixel's last transition, that transition's direction, its transition count in the last second, and one bit
/// per pixel for each frame of the last second (which pixels made a transition in that frame).
///
/// **Per pixel**, from each frame:
/// - the relative luminance, 0...1: each 8-bit sRGB channel c/255 made linear (c/12.92 at or below 0.04045, else
///   ((c + 0.055)/1.055)^2.4), then 0.2126 R + 0.7152 G + 0.0722 B;
/// - the red measure, 0...320: (R − G − B) × 320 of the same linear channels, negative values set to 0, and
///   whether the state is a saturated red, R / (R + G + B) ≥ 0.8.
///
/// Frames are meant to be opaque; a pixel with alpha is composited over black, which for the premultiplied
/// pixels of a `Pixmap` is the colour channels as they are (each clamped to the alpha).
///
/// **Transitions.** A transition is a change between a peak and a valley. Per pixel the analyser keeps the extreme
/// since the last counted transition (the highest value after a rise, the lowest after a fall; before the first
/// transition, both) and counts a transition at the frame where the value has moved from that extreme, the other
/// way than the last transition:
/// - general: by 0.1 or more (`FlashReference.luminanceChange`), with the darker of the two states below 0.80
///   (`FlashReference.darkerBelow`);
/// - red: by more than 20 (`FlashReference.redChange`), with either state a saturated red
///   (`FlashReference.redRatio`).
/// Each counted transition starts the tracking of a new extreme from the value it reached. Transitions so counted
/// alternate, so any two in a row are a pair of opposing transitions: a flash.
///
/// **Windows.** A window is one second: every run of `round(framesPerSecond)` consecutive frames, sliding by one
/// frame (a transition belongs to the frame where it completes); a sequence shorter than a second is one window.
/// A pixel with `t` transitions in a window flashes `t / 2` times there (rounded down: 7 transitions are 3
/// flashes).
///
/// **Area.** A pixel covers `pointsPerPixel²` square points. When the image is larger than the 341 × 256-point
/// field (`FlashReference.fieldWidth`, `fieldHeight`) in either direction, an area is the most that any placement
/// of the field's rectangle holds (a summed-area table; the rectangle is the whole pixels that fit in the field,
/// `floor(341 / pointsPerPixel)` × `floor(256 / pointsPerPixel)`, and never larger than the image); otherwise it
/// is over the whole image. Render large artwork at a reduced resolution (a larger `pointsPerPixel`).
///
/// Not modelled: the exception for fine, balanced patterns (squares smaller than 0.1° of visual field).
public struct FlashAnalyzer: Sendable {
    private let width: Int
    private let height: Int
    private let framesPerSecond: Double
    /// Frames per one-second window: `round(framesPerSecond)`, at least 1.
    private let framesPerWindow: Int
    private let meter: FlashAreaMeter
    private var frameCount = 0
    private var generalTrack: FlashTrack
    private var redTrack: FlashTrack
    private var generalRates = FlashRates()
    private var redRates = FlashRates()
    /// The current frame's measures per pixel: relative luminance, the red measure, 1 when a saturated red.
    private var luminance: [Float]
    private var redness: [Float]
    private var saturation: [UInt8]
    /// The summed-area table's storage, kept between windows.
    private var summedArea: [Int32] = []

    /// Creates an analyser of frames of `width` × `height` pixels (each at least 1) shown at `framesPerSecond`
    /// frames per second (more than 0; a window is `round(framesPerSecond)` frames, at most 65,535), each pixel
    /// covering `pointsPerPixel` × `pointsPerPixel` square points (more than 0: 1 for artwork rendered at 1×,
    /// 0.5 at 2×, 4 for artwork rendered at a quarter of its size).
    public init(width: Int, height: Int, framesPerSecond: Double, pointsPerPixel: Double) {
        precondition(width >= 1 && height >= 1, "FlashAnalyzer: an image of \(width)x\(height) pixels")
        precondition(framesPerSecond.isFinite && framesPerSecond > 0, "FlashAnalyzer: \(framesPerSecond) fps")
        precondition(pointsPerPixel.isFinite && pointsPerPixel > 0, "FlashAnalyzer: \(pointsPerPixel) pt/px")
        let window = max(1, Int(framesPerSecond.rounded()))
        precondition(window <= Int(UInt16.max), "FlashAnalyzer: \(framesPerSecond) fps")
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.framesPerWindow = window
        self.meter = FlashAreaMeter(width: width, height: height, pointsPerPixel: pointsPerPixel)
        let pixels = width * height
        generalTrack = FlashTrack(pixels: pixels, window: window)
        redTrack = FlashTrack(pixels: pixels, window: window)
        luminance = [Float](repeating: 0, count: pixels)
        redness = [Float](repeating: 0, count: pixels)
        saturation = [UInt8](repeating: 0, count: pixels)
    }

    /// Adds the next frame: a `Pixmap` of the analyser's size (premultiplied 0xAARRGGBB pixels, row by row; alpha
    /// composited over black). Updates each pixel's transitions and, once a second of frames is in, the rates and
    /// areas of the window that ends at this frame.
    public mutating func add(_ frame: Pixmap) {
        precondition(
            frame.width == width && frame.height == height,
            "FlashAnalyzer: a \(frame.width)x\(frame.height) frame for \(width)x\(height)")
        measure(frame)
        let slot = frameCount % framesPerWindow
        if frameCount == 0 {
            generalTrack.start(luminance, saturation: nil)
            redTrack.start(redness, saturation: saturation)
        } else {
            if frameCount >= framesPerWindow {
                generalTrack.forget(slot: slot)
                redTrack.forget(slot: slot)
            }
            generalTrack.stepLuminance(luminance, slot: slot)
            redTrack.stepRed(redness, saturation: saturation, slot: slot)
        }
        frameCount += 1
        if frameCount >= framesPerWindow {
            var scratch = summedArea
            summedArea = []
            generalRates.absorb(generalTrack.counts, meter: meter, scratch: &scratch)
            redRates.absorb(redTrack.counts, meter: meter, scratch: &scratch)
            summedArea = scratch
        }
    }

    /// The rates and areas of the frames added so far (all zero before any); `seconds` is their number over the
    /// frame rate. A sequence shorter than one window is measured as one window.
    public func report() -> FlashReport {
        var general = generalRates, red = redRates
        if frameCount > 0 && frameCount < framesPerWindow {
            var scratch: [Int32] = []
            general.absorb(generalTrack.counts, meter: meter, scratch: &scratch)
            red.absorb(redTrack.counts, meter: meter, scratch: &scratch)
        }
        return FlashReport(
            generalPeakRate: general.peakRate, generalPeakArea: meter.points(general.peakArea),
            generalAreaOverLimitRate: meter.points(general.overLimitArea), generalDecisiveRate: general.decisiveRate,
            redPeakRate: red.peakRate, redPeakArea: meter.points(red.peakArea),
            redAreaOverLimitRate: meter.points(red.overLimitArea), redDecisiveRate: red.decisiveRate,
            framesPerSecond: framesPerSecond, seconds: Double(frameCount) / framesPerSecond)
    }

    /// Each sRGB byte made linear (0...1), the relative luminance definition's transfer function.
    private static let linear: [Float] = (0...255).map { byte in
        let c = Double(byte) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// Fills `luminance`, `redness` and `saturation` from a frame.
    private mutating func measure(_ frame: Pixmap) {
        let scale = Float(FlashReference.redScale), ratio = Float(FlashReference.redRatio)
        Self.linear.withUnsafeBufferPointer { linear in
            frame.pixels.withUnsafeBufferPointer { pixels in
                luminance.withUnsafeMutableBufferPointer { luminance in
                    redness.withUnsafeMutableBufferPointer { redness in
                        saturation.withUnsafeMutableBufferPointer { saturation in
                            for i in 0..<pixels.count {
                                let pixel = pixels[i]
                                let alpha = pixel >> 24
                                let r = linear[Int(min((pixel >> 16) & 0xFF, alpha))]
                                let g = linear[Int(min((pixel >> 8) & 0xFF, alpha))]
                                let b = linear[Int(min(pixel & 0xFF, alpha))]
                                luminance[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b
                                redness[i] = max(0, r - g - b) * scale
                                let sum = r + g + b
                                saturation[i] = sum > 0 && r >= ratio * sum ? 1 : 0
                            }
                        }
                    }
                }
            }
        }
    }
}
