import ArtworkAccessibility
import Graphics
import LoaderKitCore

/// What the Editor's Check tab checks: the indicator as tuned, on the backgrounds chosen, at the
/// preview's size and LoaderKit's own (40 points), at the playback speed.
struct IndicatorCheckRequest: Sendable, Equatable {
    let evaluator: IndicatorEvaluator
    let color: Color
    let colors: [Color]
    let backgrounds: [CheckBackground]
    let sizes: [Double]
    let speed: Double

    static func == (a: IndicatorCheckRequest, b: IndicatorCheckRequest) -> Bool {
        a.evaluator.spec == b.evaluator.spec && a.evaluator.params == b.evaluator.params && a.color == b.color
            && a.colors == b.colors && a.backgrounds == b.backgrounds && a.sizes == b.sizes && a.speed == b.speed
    }

    /// Runs every check (off the main actor).
    func run() -> IndicatorArtworkReport {
        IndicatorArtworkReport(
            evaluator: evaluator, color: color, colors: colors, backgrounds: backgrounds, sizes: sizes, speed: speed)
    }
}
