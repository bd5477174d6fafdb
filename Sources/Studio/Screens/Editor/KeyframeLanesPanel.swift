import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// Under the timeline: a header with the toggle that shows or collapses the lanes (Ctrl+K) and
/// the selected keyframe's value (a field that takes a number or `$name` for a param, and a
/// button that switches it between a number and a param) and the time axis's zoom (out, the
/// zoom shown as a percentage that fits the whole cycle again, in) over the scrolling keyframe
/// lanes and value graph. Collapsed, only the header shows.
@MainActor
final class KeyframeLanesPanel: View, LanguageAware {
    let model: EditorModel
    let lanes: KeyframeLanesView
    let scroll = ScrollView()
    let title = Label("Keyframes", font: Font(.ui, weight: .semibold))
    let hint = Label("Select a track or a keyframe", font: .uiSmall)
    let valueField = TextField(placeholder: "value")
    let paramButton = Button("Use param")
    /// Shown instead of the value field while several keyframes are selected.
    let selectionBar: KeyframeSelectionBar
    let toggleButton: Button
    let zoomOutButton: Button
    let zoomInButton: Button
    /// The zoom as a percentage; a click shows the whole cycle again.
    let zoomFitButton = Button("100%", style: .plain)
    /// The language of the header and the toasts.
    private var text = StudioCatalogue.english
    /// Called when the toggle is pressed.
    var onToggle: (@MainActor () -> Void)?
    /// True while only the header shows.
    var isCollapsed = false {
        didSet {
            guard isCollapsed != oldValue else { return }
            scroll.isHidden = isCollapsed
            for button in [zoomOutButton, zoomFitButton, zoomInButton] { button.isHidden = isCollapsed }
            toggleButton.icon = isCollapsed ? Icons.disclosureClosed : Icons.disclosureOpen
            showSelected()
        }
    }
    /// Height of the header, in points.
    static let headerHeight = LanesSplit.headerHeight
    /// The command that shows or collapses the lanes, and its key.
    static let toggleTitle = Message(HelpText.Shortcut.lanes.key)
    static let toggleShortcut = Shortcut(.character("k"), modifiers: .control)

    init(model: EditorModel) {
        self.model = model
        lanes = KeyframeLanesView(model: model)
        selectionBar = KeyframeSelectionBar(model: model)
        toggleButton = iconButton(Icons.disclosureOpen, tooltip: "", identifier: "keyframes.toggle") {}
        zoomOutButton = iconButton(Icons.minus, tooltip: "", identifier: "keyframes.zoomOut") {}
        zoomInButton = iconButton(Icons.plus, tooltip: "", identifier: "keyframes.zoomIn") {}
        super.init()
        identifier = "editor.keyframes"
        backgroundColor = .token(.panel)
        hint.textColor = .token(.textSecondary)
        valueField.identifier = "keyframes.value"
        paramButton.identifier = "keyframes.param"
        zoomFitButton.identifier = "keyframes.zoomFit"
        zoomOutButton.action = { [unowned self] in model.zoomTimeAxis(by: 1 / TimeAxisWindow.step) }
        zoomInButton.action = { [unowned self] in model.zoomTimeAxis(by: TimeAxisWindow.step) }
        zoomFitButton.action = { [unowned self] in model.setTimeAxis(.whole) }
        let views: [View] = [
            toggleButton, title, hint, valueField, paramButton, selectionBar, zoomOutButton, zoomFitButton,
            zoomInButton, scroll,
        ]
        for view in views { addSubview(view) }
        toggleButton.action = { [unowned self] in onToggle?() }
        scroll.documentView.addSubview(lanes)
        valueField.onCommit = { [unowned self] text in commitValue(text) }
        paramButton.action = { [unowned self] in toggleParam() }
        selectionBar.lanes = lanes
        selectionBar.playheadKeyTime = { [unowned self] in
            (lanes.selectedKeyframe?.track).flatMap { lanes.layout.lane(of: $0) }.map {
                lanes.playheadKeyTime(lane: $0)
            }
        }
        applyLanguage(text)
    }

    /// Sets the header's texts and tooltips in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        title.text = text(EditorText.keyframes)
        valueField.placeholder = text(EditorText.valuePlaceholder)
        toggleButton.tooltip = CommonText.tooltip(Self.toggleTitle, [Self.toggleShortcut], text)
        let ctrl = KeyNameText.modifiers(.control, text).joined()
        let shift = KeyNameText.modifiers(.shift, text).joined()
        zoomOutButton.tooltip = text(EditorText.zoomOutTip(ctrl: ctrl))
        zoomInButton.tooltip = text(EditorText.zoomInTip(ctrl: ctrl, shift: shift))
        zoomFitButton.tooltip = text(EditorText.zoomFitTip)
        zoomFitButton.title = text(EditorText.percent(model.timeAxis.percent))
        selectionBar.applyLanguage(text)
        showSelected()
        setNeedsLayout()
    }

    /// The selected keyframe and its value in the spec shown.
    private var selected: (keyframe: KeyframeReference, value: Num)? {
        guard let keyframe = lanes.selectedKeyframe, let lane = lanes.layout.lane(of: keyframe.track) else {
            return nil
        }
        let values = lanes.layout.lanes[lane].values
        return keyframe.index < values.count ? (keyframe, values[keyframe.index]) : nil
    }

    /// Shows the model (after any change of the document, the selection or the clock).
    func refresh(_ change: EditorChange) {
        if change.contains(.document) || change.contains(.timeAxis) {
            let axis = model.timeAxis
            zoomFitButton.title = text(EditorText.percent(axis.percent))
            zoomFitButton.isEnabled = !axis.showsAll
            zoomOutButton.isEnabled = !axis.showsAll
            zoomInButton.isEnabled = axis.zoom < TimeAxisWindow.zoomRange.upperBound
        }
        if change.contains(.document) || change.contains(.selection) || change.contains(.params)
            || change.contains(.timeAxis)
        {
            lanes.rebuild(width: bounds.width)
            setNeedsLayout()
            showSelected()
        }
        if change.subtracting(.playback).isEmpty { lanes.playheadDidMove() } else { lanes.setNeedsDisplay() }
    }

    private func showSelected() {
        let many = model.selectedKeyframes.count > 1 && !isCollapsed
        selectionBar.isHidden = !many
        if many { selectionBar.refresh() }
        let current = many ? nil : selected
        valueField.isHidden = current == nil
        paramButton.isHidden = current == nil
        hint.isHidden = current != nil || many
        let lanesCount = lanes.layout.lanes.count
        hint.text = text(
            isCollapsed && lanesCount > 0
                ? EditorText.lanesHidden(lanesCount, shortcut: KeyNameText.label(Self.toggleShortcut, text))
                : EditorText.selectHint)
        guard let current else { return }
        switch current.value {
        case .number(let x):
            if !valueField.isFocused { valueField.text = SpecNumber.json(x) }
            paramButton.title = text(EditorText.useParam)
            paramButton.isEnabled = !(model.spec?.paramNames.isEmpty ?? true)
        case .param(let name):
            if !valueField.isFocused { valueField.text = "$" + name }
            paramButton.title = text(EditorText.useNumber)
            paramButton.isEnabled = true
        }
    }

    /// The field's text: a number, or `$name` for a param.
    private func commitValue(_ text: String) {
        guard let current = selected else { return }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let json: String
        if trimmed.hasPrefix("$") {
            json = SpecNumber.json(.param(String(trimmed.dropFirst())))
        } else if let x = Double(trimmed), x.isFinite {
            json = SpecNumber.json(x)
        } else {
            window?.showToast(self.text(EditorText.typeNumber), kind: .warning, duration: 4)
            showSelected()
            return
        }
        perform(
            .setKeyframeValue(track: current.keyframe.track, index: current.keyframe.index, json: json),
            message: EditorText.changeKeyframeValue)
    }

    /// A number becomes the first param whose value is nearest; a param becomes its current value.
    private func toggleParam() {
        guard let current = selected, let spec = model.spec else { return }
        let json: String
        switch current.value {
        case .param(let name):
            json = SpecNumber.json(model.params[name] ?? spec.params[name] ?? 0)
        case .number(let x):
            guard
                let name = spec.paramNames.min(by: {
                    abs((model.params[$0] ?? 0) - x) < abs((model.params[$1] ?? 0) - x)
                })
            else { return }
            json = SpecNumber.json(.param(name))
        }
        perform(
            .setKeyframeValue(track: current.keyframe.track, index: current.keyframe.index, json: json),
            message: EditorText.changeKeyframeValue)
    }

    private func perform(_ operation: SpecOperation, message: Message) {
        toastRefusal(model.performVisualEdit(operation, message: message))
        showSelected()
    }

    /// The height that shows every lane, the ghost rows and the graph (header included), in points.
    var neededHeight: Double {
        Self.headerHeight
            + max(
                KeyframeLaneLayout.laneHeight * 2,
                lanes.layout.height
                    + (lanes.graphFrame == .zero ? 0 : KeyframeLanesView.graphHeight + 10))
    }

    override func layoutSubviews() {
        let pad = theme.panelPadding
        toggleButton.frame = Rect(x: pad - 6, y: 5, width: 24, height: 24)
        let x = pad + 22
        title.frame = Rect(x: x, y: 6, width: 90, height: 24)
        hint.frame = Rect(x: x + 96, y: 6, width: 260, height: 24)
        valueField.frame = Rect(x: x + 96, y: 5, width: 140, height: 24)
        paramButton.frame = Rect(x: x + 244, y: 5, width: 104, height: 24)
        selectionBar.frame = Rect(
            x: x + 96, y: 5, width: max(0, bounds.width - pad - 28 - 56 - 28 - 8 - x - 96), height: 24)
        // The zoom at the right end of the header.
        let right = bounds.width - pad
        zoomInButton.frame = Rect(x: right - 28, y: 5, width: 28, height: 24)
        zoomFitButton.frame = Rect(x: right - 28 - 56, y: 5, width: 56, height: 24)
        zoomOutButton.frame = Rect(x: right - 28 - 56 - 28, y: 5, width: 28, height: 24)
        scroll.frame = Rect(
            x: 0, y: Self.headerHeight, width: bounds.width, height: max(0, bounds.height - Self.headerHeight))
        let height = lanes.rebuild(width: bounds.width)
        lanes.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        scroll.contentHeight = height
        showSelected()
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: canvas.hairline), color: canvas.theme.color(.border))
    }
}
