import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// What Ctrl+E exports.
package struct ExportRequest: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// The current frame as one PNG.
        case png
        /// One cycle as numbered PNGs: `stem-0000.png`, `stem-0001.png`, ... (as `render
        /// --frames` numbers them).
        case pngSequence
        /// One cycle as a looping GIF.
        case gif
        /// One cycle as a Lottie (Bodymovin JSON) file.
        case lottie
        /// One cycle as an SVG animated by CSS keyframes.
        case svg

        /// Whether the kind writes vector outlines rather than pixels (no background, no PNG codec).
        package var isVector: Bool { self == .lottie || self == .svg }

        /// The extension of the file written, without the first dot: a Lottie file's is double
        /// (`lottie.json`), so its name never is a spec's (`BallPulse.json`).
        package var fileExtension: String {
            switch self {
            case .png, .pngSequence: return "png"
            case .gif: return "gif"
            case .lottie: return "lottie.json"
            case .svg: return "svg"
            }
        }
    }

    package var kind: Kind
    /// Side of the square image, in pixels (`ExportBudget.sizeRange`); for a progress design, its scale in
    /// pixels per unit (1 to 8).
    package var size: Int
    /// Frames per second of a sequence, GIF, Lottie file or SVG (above 0, at most 100; a GIF keeps
    /// at most 50, as its delays are whole hundredths of a second and at least 2).
    package var fps: Double
    /// Opaque colour under the indicator, or nil for a transparent background (raster kinds only).
    package var background: Color?
    /// The output file; for a sequence, the `.png` path whose stem numbers the frames.
    package var path: String
    /// The spec time of the frame a `.png` export draws, in seconds (the editor's current t).
    package var time: Double
    /// The playback speed a sequence, GIF, Lottie file or SVG plays the cycle at (`LoopSpeed`):
    /// one loop lasts the spec's duration / speed seconds, so 1.25 plays a 0.75 s cycle in 0.6 s.
    /// Above 0 (the exporter refuses 0 or less: no loop); a `.png` ignores it.
    package var speed: Double

    package init(
        kind: Kind, size: Int = 160, fps: Double = 30, background: Color? = nil, path: String, time: Double = 0,
        speed: Double = 1
    ) {
        self.kind = kind
        self.size = size
        self.fps = fps
        self.background = background
        self.path = path
        self.time = time
        self.speed = speed
    }

    /// Seconds one loop of `evaluator`'s cycle lasts at `speed`.
    func loopSeconds(of evaluator: IndicatorEvaluator) -> Double {
        LoopSpeed.loopSeconds(cycleSeconds: evaluator.spec.duration, speed: speed)
    }

}
