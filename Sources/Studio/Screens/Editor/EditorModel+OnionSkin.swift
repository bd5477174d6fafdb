import LoaderKitCore
import SpecLanguage

/// The onion skin of the big preview: set through here (no history step: a way of looking, like
/// the colour-vision simulation), told to the views as an appearance change, remembered by the app.
extension EditorModel {
    /// Takes `skin` (counts and spacing kept within their ranges) and tells the views.
    func setOnionSkin(_ skin: OnionSkin) {
        var next = skin
        next.ghostsBefore = min(max(next.ghostsBefore, 0), OnionSkin.ghostRange.upperBound)
        next.ghostsAfter = min(max(next.ghostsAfter, 0), OnionSkin.ghostRange.upperBound)
        next.spacing = OnionSkin.clampedSpacing(next.spacing, unit: next.unit)
        guard next != onionSkin else { return }
        onionSkin = next
        notify(.appearance)
    }

    /// Shows or hides the ghosts (Alt+O, the stage's toggle).
    func toggleOnionSkin() {
        var skin = onionSkin
        skin.enabled.toggle()
        setOnionSkin(skin)
    }

    /// Changes the spacing's unit, keeping about the same time between ghosts for the spec shown
    /// (a cycle fraction rounded to 0.001, whole frames).
    func setOnionSpacingUnit(_ unit: OnionSkin.SpacingUnit) {
        guard unit != onionSkin.unit else { return }
        let duration = spec?.duration ?? 1
        let seconds = onionSkin.spacingSeconds(duration: duration)
        var skin = onionSkin
        skin.unit = unit
        skin.spacing =
            unit == .frames
            ? (seconds / OnionSkin.frameSeconds).rounded()
            : EditPrecision.rounded(seconds / max(duration, 1e-9), .value)
        setOnionSkin(skin)
    }

    /// The ghosts the big preview draws now, farthest first: none when the onion skin is off or
    /// nothing is drawn.
    var onionGhosts: [OnionGhost] {
        guard onionSkin.enabled, let time = displayTime else { return [] }
        return onionSkin.ghosts(at: time, duration: clock.duration, cycleStart: clock.cycleStart)
    }
}
