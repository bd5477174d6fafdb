import LoaderKitDrawing
import Localization

/// The playback speed an indicator's animated export (a sequence, a GIF, a Lottie file, an SVG)
/// plays its cycle at, as the export dialog offers it: the speed the user tuned the preview to
/// (the Editor's playback speed, the Gallery's), or speed 1. One loop lasts the cycle / speed
/// (`LoopSpeed`): a 0.75 s cycle tuned to 1.25× loops in 0.6 s.
///
/// A tuned speed of 0 or less makes no loop. A designer who exports a paused or reversed preview
/// still wants the indicator's animation, not a refusal: the export then plays at speed 1, the
/// choice of the tuned speed is disabled, and the dialog says why (`note`). (The exporter itself
/// refuses such a speed, naming it, so nothing else can ask for an endless loop.)
package struct ExportSpeed: Equatable, Sendable {
    /// Which speed the export plays at.
    package enum Choice: Int, Sendable, CaseIterable {
        /// The speed the preview plays at.
        case tuned
        /// Speed 1: the cycle as the spec says.
        case one
    }

    /// The speed the preview plays at (1.25 for 1.25×).
    package var tuned: Double
    /// What the user chose (remembered for the session).
    package var choice: Choice

    package init(tuned: Double, choice: Choice = .tuned) {
        self.tuned = tuned
        self.choice = choice
    }

    /// Whether the tuned speed can make a loop (above 0 and finite).
    package var tunedCanLoop: Bool { LoopSpeed.canLoop(tuned) }

    /// The choice in effect: speed 1 when the tuned speed makes no loop, else the user's.
    package var effectiveChoice: Choice { tunedCanLoop ? choice : .one }

    /// The speed the export plays at: the tuned one when chosen and it can loop, else 1.
    package var effective: Double { effectiveChoice == .tuned ? tuned : 1 }

    /// The segments of the dialog's choice, in `Choice` order: "Tuned (1.25×)", "Speed 1".
    package var segmentTitles: [String] { segmentTitles(StudioCatalogue.english) }

    /// The segments in the language of `text` ("Réglée (1,25×)").
    package func segmentTitles(_ text: Localizer) -> [String] {
        [text(GalleryText.exportTuned(Self.speedText(tuned, text))), text(GalleryText.exportSpeedOne)]
    }

    /// How long one loop of a `cycleSeconds` cycle lasts at the effective speed, as the dialog
    /// shows it: "Loop 0.6 s at 1.25×".
    package func loopText(cycleSeconds: Double, _ text: Localizer = StudioCatalogue.english) -> String {
        let seconds = LoopSpeed.loopSeconds(cycleSeconds: cycleSeconds, speed: effective)
        let shown = seconds.isFinite && abs(seconds) < 1e9 ? text.number(seconds, decimals: 3) : "\(seconds)"
        return text(GalleryText.exportLoop(seconds: shown, speed: Self.speedText(effective, text)))
    }

    /// Why the export plays at speed 1 although the preview does not, or nil: "The preview's
    /// speed, 0×, makes no loop: the export plays at speed 1."
    package var note: String? { note(StudioCatalogue.english) }

    /// The note in the language of `text`.
    package func note(_ text: Localizer) -> String? {
        tunedCanLoop ? nil : text(GalleryText.exportNoLoop(Self.speedText(tuned, text)))
    }

    /// A speed as `LoopSpeed.text` writes it ("1.25×"), in the language's numbers ("1,25×").
    static func speedText(_ speed: Double, _ text: Localizer) -> String {
        speed.isFinite ? text.number(speed, decimals: 3) + "×" : LoopSpeed.text(speed)
    }
}
