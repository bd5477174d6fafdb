import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import Localization
import UI

/// Shows the model in the inspector's controls and its preview.
extension ProgressInspector {
    func refresh(_ change: ProgressChange, theme: Theme) {
        guard let selected = model.selected, let design = model.selectedDesign, let options = model.selectedOptions
        else { return }
        if change.contains(.selection) || change.contains(.options) {
            titleLabel.text = model.numberedTitle(of: selected)
            preview.accessibilityLabel = design.title
            preview.updateOptions { $0 = options }
            ProgressChild.apply(design.child, to: preview, upload: text(ProgressText.upload))
            let resolved = ResolvedProgress(options)
            typePicker.show(
                ProgressType.allCases.map(\.rawValue),
                selected: ProgressType.allCases.firstIndex(of: resolved.type) ?? 0)
            variantPicker.show(
                resolved.type.variants.map(\.rawValue),
                selected: resolved.type.variants.firstIndex(of: resolved.variant) ?? 0)
            for row in optionRows { row.show(options) }
            labelToggle.isOn = resolved.showLabel
            stopToggle.isOn = resolved.stopIndicator
            capControl.selectedIndex = resolved.strokeCap == .butt ? 1 : 0
            showColors(options, theme: theme)
            stage.setNeedsLayout()
            stack.setNeedsLayout()
            setNeedsLayout()
        }
        if change.contains(.selection) {
            // A new design starts where the grid was, without a glide.
            preview.smooth = false
        } else {
            preview.smooth = model.smooth
        }
        preview.simulatesReducedMotion = model.simulateReducedMotion
        preview.value = model.indeterminate ? nil : model.value
        preview.buffer = model.buffer > 0 ? model.buffer : nil
        preview.smooth = model.smooth
        if value.value != model.value { value.value = model.value }
        if buffer.value != model.buffer { buffer.value = model.buffer }
        indeterminateToggle.isOn = model.indeterminate
        smoothToggle.isOn = model.smooth
        reducedToggle.isOn = model.simulateReducedMotion
        rhythm.selectedIndex = ProgressRhythm.allCases.firstIndex(of: model.rhythm) ?? 0
        simulateButton.title = text(model.task == nil ? ProgressText.simulate : ProgressText.stopTask)
        // A determinate design is checked at 60% (its ambient motion does not depend on the value).
        checks.check(
            ProgressCheckRequest(
                options: options, backgrounds: ProgressCheckSection.backgrounds,
                value: model.indeterminate ? nil : 0.6))
        refreshReadout()
    }

    /// Refreshes the readout of the drawn value (called each frame while the preview moves).
    func refreshReadout() {
        let reads = preview.accessibilityValueNow.map { text(ProgressText.percent(text.number(Double($0)))) }
        readout.text = text(
            ProgressText.readout(
                reads: reads ?? text(ProgressText.inProgress), drawn: ProgressInspector.percent(preview.state, text)))
    }

    /// The value drawn, to a tenth of a percent (cut, not rounded): "62.5%" in English.
    static func percent(_ state: ProgressState, _ text: Localizer = StudioCatalogue.english) -> String {
        guard !state.indeterminate else { return text(ProgressText.drawnIndeterminate) }
        guard let tenths = CheckedInt.from(state.value * 1000) else {
            return text(ProgressText.percent(text.number(state.value * 100, decimals: 3)))
        }
        return text(ProgressText.percent(text.number(Double(tenths) / 10, decimals: 1, fixed: true)))
    }

    func showColors(_ options: ProgressOptions, theme: Theme) {
        let accent = options.color?.color ?? theme.color(.accent)
        colorWell.color = accent
        trackWell.color = options.trackColor?.color ?? accent.multipliedAlpha(0.24)
        labelWell.color = options.labelColor?.color ?? theme.color(.textPrimary)
        preview.color = options.color?.color
        preview.trackColor = options.trackColor?.color
        preview.labelColor = options.labelColor?.color
    }
}
