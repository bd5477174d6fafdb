import Graphics
import LoaderKitCore
import LoaderKitUI
import UI

extension ProgressColor {
    init(_ c: Color) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
    var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}

/// Shows the model in the inspector's controls and its preview.
extension ProgressInspector {
    func refresh(_ change: ProgressChange, theme: Theme) {
        guard let selected = model.selected, let design = model.selectedDesign, let options = model.selectedOptions
        else { return }
        if change.contains(.selection) || change.contains(.options) {
            titleLabel.text = model.numberedTitle(of: selected)
            preview.accessibilityLabel = design.title
            preview.updateOptions { $0 = options }
            ProgressChild.apply(design.child, to: preview)
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
        simulateButton.title = model.task == nil ? "Simulate a task" : "Stop the task"
        readout.text = "reads \"\(preview.accessibilityValue)\" · drawn \(ProgressInspector.percent(preview.state))"
    }

    /// Refreshes the readout of the drawn value (called each frame while the preview moves).
    func refreshReadout() {
        readout.text = "reads \"\(preview.accessibilityValue)\" · drawn \(ProgressInspector.percent(preview.state))"
    }

    static func percent(_ state: ProgressState) -> String {
        guard !state.indeterminate else { return "indeterminate" }
        guard let tenths = CheckedInt.from(state.value * 1000) else { return "\(state.value * 100)%" }
        return "\(tenths / 10).\(abs(tenths % 10))%"
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
