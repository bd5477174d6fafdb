import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import Localization
import UI

/// The Progress mode's right panel (300 points) for the selected design: a large preview, the
/// value (slider, indeterminate, buffer, smooth, reduced-motion simulation), "simulate a task"
/// at a chosen rhythm, the type and variant, every option and the colours.
@MainActor
final class ProgressInspector: InspectorColumn, LanguageAware {
    let model: ProgressModel
    let titleLabel = Label("", font: .title)
    let closeButton: Button
    let preview = LoaderKitProgressView()
    let stage: RowView
    let readout = Label("", font: .mono)
    let value = SliderField(value: 0.4, range: 0...1, step: 0.01, fractionDigits: 2)
    let indeterminateToggle = Toggle("")
    let buffer = SliderField(value: 0, range: 0...1, step: 0.01, fractionDigits: 2)
    let smoothToggle = Toggle("", isOn: true)
    let reducedToggle = Toggle("")
    let rhythm = SegmentedControl(ProgressRhythm.allCases.filter { $0 != .download }.map { _ in "" })
    let simulateButton = Button("", style: .primary)
    let typePicker = ProgressPicker(perRow: 4)
    let variantPicker = ProgressPicker(perRow: 4)
    let optionRows: [ProgressOptionRow]
    let labelToggle = Toggle("")
    let stopToggle = Toggle("", isOn: true)
    let capControl = SegmentedControl(["", ""])
    let colorWell = ColorWell(color: .black)
    let trackWell = ColorWell(color: .black)
    let labelWell = ColorWell(color: .black)
    let resetButton = Button("")
    let exportButton = Button("")
    let codeButton = Button("")
    /// The Accessibility section: the artwork's checks of the selected design.
    let checks = ProgressCheckSection()
    /// The section headers, the rows' labels and the colours' caption, set by `applyLanguage`.
    private var sections: [(ProgressText.Section, SectionHeader)] = []
    private let valueLabel = Label(""), bufferLabel = Label("")
    private let coloursCaption = caption("")
    /// The language of the texts the model's changes set (the simulate button, the readout).
    private(set) var text = StudioCatalogue.english
    var onClose: (@MainActor () -> Void)?
    /// Shows the Code panel.
    var onCode: (@MainActor () -> Void)?
    /// Shows the export dialog for the design.
    var onExport: (@MainActor () -> Void)?

    init(model: ProgressModel) {
        self.model = model
        optionRows = ProgressOptionRow.Option.allCases.map { ProgressOptionRow($0) }
        closeButton = iconButton(Icons.close, tooltip: "", identifier: "progress.close") {}
        stage = RowView(height: 150, views: [preview]) { row in
            guard let view = row.subviews.first else { return }
            let area = row.bounds.insetBy(dx: 16, dy: 16)
            let fit = view.sizeThatFits(area.size)
            let w = min(fit.width, area.width), h = min(fit.height, area.height)
            view.frame = Rect(
                x: (row.bounds.midX - w / 2).rounded(), y: (row.bounds.midY - h / 2).rounded(), width: w, height: h)
        }
        super.init()
        identifier = "progress.inspector"
        stage.backgroundColor = .token(.windowBackground)
        stage.cornerRadius = theme.cardRadius
        preview.identifier = "progress.preview"
        readout.textColor = .token(.textSecondary)
        build()
        wire()
    }

    private func build() {
        stack.addSubview(
            RowView(height: theme.controlHeight, views: [titleLabel, closeButton]) { row in
                // The close button is a square icon button.
                let h = row.bounds.height
                row.subviews[0].frame = Rect(x: 0, y: 0, width: row.bounds.width - h - 4, height: h)
                row.subviews[1].frame = Rect(x: row.bounds.width - h, y: 0, width: h, height: h)
            })
        stack.addSubview(stage)
        stack.addSubview(fullWidth(readout, height: 20))
        stack.addSubview(section(.value))
        stack.addSubview(labelled(valueLabel, value))
        stack.addSubview(fullWidth(indeterminateToggle))
        stack.addSubview(labelled(bufferLabel, buffer))
        stack.addSubview(fullWidth(smoothToggle))
        stack.addSubview(fullWidth(reducedToggle))
        stack.addSubview(section(.simulate))
        stack.addSubview(fullWidth(rhythm))
        stack.addSubview(fullWidth(simulateButton))
        stack.addSubview(section(.type))
        stack.addSubview(typePicker)
        stack.addSubview(section(.variant))
        stack.addSubview(variantPicker)
        stack.addSubview(section(.options))
        for row in optionRows { stack.addSubview(row) }
        stack.addSubview(fullWidth(labelToggle))
        stack.addSubview(fullWidth(stopToggle))
        stack.addSubview(fullWidth(capControl))
        stack.addSubview(section(.colours))
        stack.addSubview(
            RowView(
                height: theme.controlHeight,
                views: [colorWell, trackWell, labelWell, coloursCaption]
            ) { row in
                for i in 0..<3 {
                    row.subviews[i].frame = Rect(x: Double(i) * 52, y: 0, width: 44, height: row.bounds.height)
                }
                row.subviews[3].frame = Rect(x: 160, y: 0, width: row.bounds.width - 160, height: row.bounds.height)
            })
        stack.addSubview(fullWidth(resetButton))
        stack.addSubview(checks)
        // The actions, pinned below the rows as in the Editor's inspector.
        pinnedBottom = pinnedBar(
            [
                RowView(height: theme.controlHeight, views: [exportButton, codeButton]) { row in
                    let half = ((row.bounds.width - 8) / 2).rounded(.down)
                    row.subviews[0].frame = Rect(x: 0, y: 0, width: half, height: row.bounds.height)
                    row.subviews[1].frame = Rect(
                        x: half + 8, y: 0, width: row.bounds.width - half - 8, height: row.bounds.height)
                }
            ], identifier: "progress.actions")
    }

    private func wire() {
        value.identifier = "progress.value"
        indeterminateToggle.identifier = "progress.indeterminate"
        buffer.identifier = "progress.buffer"
        smoothToggle.identifier = "progress.smooth"
        reducedToggle.identifier = "progress.reducedMotion"
        rhythm.identifier = "progress.rhythm"
        simulateButton.identifier = "progress.simulate"
        typePicker.identifier = "progress.type"
        variantPicker.identifier = "progress.variant"
        labelToggle.identifier = "progress.showLabel"
        stopToggle.identifier = "progress.stopIndicator"
        capControl.identifier = "progress.strokeCap"
        colorWell.identifier = "progress.color"
        trackWell.identifier = "progress.trackColor"
        labelWell.identifier = "progress.labelColor"
        resetButton.identifier = "progress.reset"
        closeButton.action = { [unowned self] in onClose?() }
        value.onChange = { [unowned self] v in model.setValue(v) }
        indeterminateToggle.onChange = { [unowned self] on in model.setIndeterminate(on) }
        buffer.onChange = { [unowned self] v in model.setBuffer(v) }
        smoothToggle.onChange = { [unowned self] on in model.setSmooth(on) }
        reducedToggle.onChange = { [unowned self] on in model.setSimulateReducedMotion(on) }
        rhythm.onChange = { [unowned self] i in model.setRhythm(ProgressRhythm.allCases[i]) }
        simulateButton.action = { [unowned self] in
            if model.task == nil { model.startTask() } else { model.stopTask() }
        }
        typePicker.onChange = { [unowned self] i in
            let type = ProgressType.allCases[i]
            model.update {
                $0.type = type; $0.variant = type.defaultVariant
            }
        }
        variantPicker.onChange = { [unowned self] i in
            guard let type = model.selectedOptions?.type else { return }
            let variant = type.variants[i]
            model.update { $0.variant = variant }
        }
        for row in optionRows {
            row.onChange = { [unowned self] option, v in
                model.update({ option.set(v, in: &$0) }, coalescingKey: "option.\(option)")
            }
            row.onDragEnd = { [unowned self] in model.history.endCoalescing() }
        }
        labelToggle.onChange = { [unowned self] on in model.update { $0.showLabel = on } }
        stopToggle.onChange = { [unowned self] on in model.update { $0.stopIndicator = on } }
        capControl.onChange = { [unowned self] i in model.update { $0.strokeCap = i == 1 ? .butt : .round } }
        colorWell.onChange = { [unowned self] c in
            model.update({ $0.color = ProgressColor(c) }, coalescingKey: "color")
        }
        trackWell.onChange = { [unowned self] c in
            model.update({ $0.trackColor = ProgressColor(c) }, coalescingKey: "trackColor")
        }
        checks.onFix = { [unowned self] c in model.update({ $0.color = ProgressColor(c) }, step: CheckText.fixStep) }
        labelWell.onChange = { [unowned self] c in
            model.update({ $0.labelColor = ProgressColor(c) }, coalescingKey: "labelColor")
        }
        resetButton.action = { [unowned self] in model.resetOptions() }
        exportButton.identifier = "progress.export"
        exportButton.icon = Icons.export
        exportButton.action = { [unowned self] in onExport?() }
        codeButton.identifier = "progress.code"
        codeButton.action = { [unowned self] in onCode?() }
    }

    /// A section header whose title `applyLanguage` sets.
    private func section(_ section: ProgressText.Section) -> SectionHeader {
        let header = SectionHeader("")
        sections.append((section, header))
        return header
    }

    /// Every title, label and tooltip in the language of `text` (the tooltips of Export and Code
    /// add their shortcuts).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        for (section, header) in sections { header.label.text = text(section.title) }
        valueLabel.text = text(ProgressText.value)
        bufferLabel.text = text(ProgressText.buffer)
        coloursCaption.text = text(ProgressText.coloursCaption)
        // The caption may be cut in the 112 points beside the wells: the tooltip has it whole.
        coloursCaption.tooltip = coloursCaption.text
        indeterminateToggle.title = text(ProgressText.indeterminate)
        smoothToggle.title = text(ProgressText.smooth)
        reducedToggle.title = text(ProgressText.reducedMotion)
        rhythm.segments = ProgressRhythm.allCases.filter { $0 != .download }.map { text(ProgressText.rhythm($0)) }
        simulateButton.title = text(model.task == nil ? ProgressText.simulate : ProgressText.stopTask)
        simulateButton.tooltip = text(ProgressText.simulateTooltip)
        labelToggle.title = text(ProgressText.showLabel)
        stopToggle.title = text(ProgressText.stopIndicator)
        capControl.segments = [text(ProgressText.roundCaps), text(ProgressText.buttCaps)]
        resetButton.title = text(ProgressText.reset)
        exportButton.title = text(ProgressText.export)
        codeButton.title = text(ProgressText.code)
        func tip(_ action: Message, _ shortcut: Shortcut) -> String { CommonText.tooltip(action, [shortcut], text) }
        exportButton.tooltip = tip(ProgressText.exportTooltip, Shortcut(.character("e"), modifiers: .control))
        codeButton.tooltip = tip(ProgressText.codeTooltip, Shortcut(.character("c"), modifiers: [.control, .shift]))
        closeButton.tooltip = text(ProgressText.close)
        for row in optionRows { row.text = text }
        if let options = model.selectedOptions { for row in optionRows { row.show(options) } }
        if let design = model.selectedDesign {
            ProgressChild.apply(design.child, to: preview, upload: text(ProgressText.upload))
        }
        refreshReadout()
        setNeedsLayout()
    }
}
