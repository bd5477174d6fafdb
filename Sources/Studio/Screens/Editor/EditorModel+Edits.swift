import ArtworkAccessibility
import Graphics
import Localization
import LoaderKitCore

/// Inspector edits: each goes through `history` so Ctrl+Z and Ctrl+Shift+Z revert and repeat it.
/// Edits made while dragging a slider pass `dragging: true` and coalesce into one step, closed
/// by `endDrag()` when the pointer goes up.
extension EditorModel {
    /// Sets param `name` to `value`.
    package func setParam(_ name: String, _ value: Double, dragging: Bool = false) {
        guard let old = params[name], old != value else { return }
        history.perform(
            .change(EditorText.changeParam(name), coalescingKey: dragging ? "param.\(name)" : nil, from: old, to: value)
            {
                [weak self] v in self?.applyParam(name, v)
            })
    }

    /// Puts param `name` back to the spec's default.
    func resetParam(_ name: String) {
        guard let value = spec?.params[name] else { return }
        setParam(name, value)
    }

    /// Replaces the colour list (empty = automatic).
    func setColors(_ new: [Color], dragging: Bool = false, step: Message = EditorText.changeColours) {
        guard new != colors else { return }
        history.perform(
            .change(step, coalescingKey: dragging ? "colors" : nil, from: colors, to: new) {
                [weak self] v in
                self?.colors = v; self?.notify(.appearance)
            })
    }

    /// Sets the playback speed (clamped to 0.125...8).
    package func setSpeed(_ value: Double, dragging: Bool = false) {
        let new = min(max(value, PlaybackClock.speedRange.lowerBound), PlaybackClock.speedRange.upperBound)
        guard new != clock.speed else { return }
        history.perform(
            .change(EditorText.changeSpeed, coalescingKey: dragging ? "speed" : nil, from: clock.speed, to: new) {
                [weak self] v in
                self?.clock.speed = v; self?.notify(.playback)
            })
    }

    /// Sets the main preview's side, in points.
    func setSize(_ value: Double, dragging: Bool = false) {
        let new = min(max(value.rounded(), sizeRange.lowerBound), sizeRange.upperBound)
        guard new != size else { return }
        history.perform(
            .change(EditorText.changeSize, coalescingKey: dragging ? "size" : nil, from: size, to: new) {
                [weak self] v in
                self?.size = v; self?.notify(.appearance)
            })
    }

    /// Sets `hidesWhenStopped`.
    func setHidesWhenStopped(_ on: Bool) {
        toggleEdit((EditorText.hidesOn, EditorText.hidesOff), from: hidesWhenStopped, to: on) {
            $0.hidesWhenStopped = $1
        }
    }

    /// Sets `respectsReduceMotion`.
    func setRespectsReduceMotion(_ on: Bool) {
        toggleEdit((EditorText.respectsOn, EditorText.respectsOff), from: respectsReduceMotion, to: on) {
            $0.respectsReduceMotion = $1
        }
    }

    /// Sets "simulate reduced motion".
    func setSimulateReducedMotion(_ on: Bool) {
        toggleEdit((EditorText.simulatesOn, EditorText.simulatesOff), from: simulateReducedMotion, to: on) {
            $0.simulateReducedMotion = $1
        }
    }

    /// Sets the previews' background.
    /// Shows the previews as seen with `deficiency` (nil: as they are).
    func setColorVision(_ deficiency: ColorVisionDeficiency?) {
        guard deficiency != colorVision else { return }
        colorVision = deficiency
        notify(.appearance)
    }

    func setBackground(_ new: PreviewBackground) {
        backgroundFollowsTheme = false
        guard new != background else { return }
        history.perform(
            .change(EditorText.changeBackground, from: background, to: new) {
                [weak self] v in
                self?.background = v; self?.notify(.appearance)
            })
    }

    /// Light previews in the light theme and dark ones in the dark theme, until the user picks a
    /// background.
    func followTheme(dark: Bool) {
        guard backgroundFollowsTheme else { return }
        let wanted: PreviewBackground = dark ? .dark : .light
        if background != wanted {
            background = wanted
            notify(.appearance)
        }
    }

    /// Ends the coalesced step of a slider drag.
    func endDrag() { history.endCoalescing() }

    private func toggleEdit(
        _ names: (on: Message, off: Message), from old: Bool, to new: Bool,
        set: @escaping @MainActor (EditorModel, Bool) -> Void
    ) {
        guard old != new else { return }
        history.perform(
            .change(new ? names.on : names.off, from: old, to: new) { [weak self] v in
                guard let self else { return }
                set(self, v)
                notify([.appearance, .playback])
            })
    }

    /// Sets a param (nothing when the spec no longer declares it: an older step after a reload).
    private func applyParam(_ name: String, _ value: Double) {
        guard spec?.params[name] != nil else { return }
        params[name] = value
        rebuild(restart: true)
        notify(.params)
    }
}
