import Foundation
import Graphics
import LoadingLifecycle
import LoaderKitCore
import Localization
import UI

/// Scenes mode's right panel (300 points): the scene and its device, the variants, the selected
/// variant's loading state and timing, the network the requests run on, and the exports.
@MainActor
final class ScenesInspector: InspectorColumn, LanguageAware {
    weak var screen: ScenesScreen?
    let titleLabel = Label("", font: .title)
    let kindPicker = ProgressPicker(perRow: 3)
    let devicePicker = ProgressPicker(perRow: 3)
    let landscapeToggle = Toggle("")
    let darkToggle = Toggle("")
    let variantPicker = ProgressPicker(perRow: 4)
    let addVariantButton = Button("")
    let removeVariantButton = Button("")
    let contentPicker = ProgressPicker(perRow: 2)
    let builtinField = CompletingTextField()
    let size = SliderField(value: 20, range: 4...160, step: 1, fractionDigits: 0)
    let showDelay = SliderField(value: 0, range: 0...2, step: 0.05, fractionDigits: 2)
    let minimum = SliderField(value: 0, range: 0...3, step: 0.05, fractionDigits: 2)
    let exitPicker = ProgressPicker(perRow: 3)
    let exitDuration = SliderField(value: 0.2, range: 0...1.5, step: 0.05, fractionDigits: 2)
    let entryPicker = ProgressPicker(perRow: 2)
    let entryDuration = SliderField(value: 0.25, range: 0...1.5, step: 0.05, fractionDigits: 2)
    let easingPicker = ProgressPicker(perRow: 2)
    let latencyPicker = ProgressPicker(perRow: 2)
    let fixedLatency = SliderField(value: 0.5, range: 0...15, step: 0.05, fractionDigits: 2)
    let failures = SliderField(value: 0, range: 0...100, step: 1, fractionDigits: 0)
    let requests = SliderField(value: 20, range: 1...100, step: 1, fractionDigits: 0)
    let seed = NumberField(value: 1, range: 0...999_999, step: 1, fractionDigits: 0)
    let gifRequests = SliderField(value: 5, range: 1...20, step: 1, fractionDigits: 0)
    let gifButton = Button("")
    let policyButton = Button("")
    /// The entry kinds offered (a fade, a scale or a crossfade with the exit, or none).
    static let entryKinds: [TransitionKind] = [.none, .fade, .scale, .crossfade]
    /// The exit kinds offered.
    static let exitKinds: [TransitionKind] = [.none, .fade, .scale]
    private var sections: [(ScenesText.Section, SectionHeader)] = []
    private var fieldLabels: [(ScenesText.Field, Label)] = []
    private var builtinRow: RowView!
    private(set) var fixedRow: RowView!
    private(set) var text = StudioCatalogue.english
    private var shown = SceneSettings()

    init() {
        super.init()
        identifier = "scenes.inspector"
        build()
        wire()
    }

    private func build() {
        builtinRow = labelled(.builtin, builtinField)
        fixedRow = labelled(.latency, fixedLatency)
        let variantButtons = RowView(height: theme.controlHeight, views: [addVariantButton, removeVariantButton]) {
            row in
            let w = ((row.bounds.width - 8) / 2).rounded(.down)
            row.subviews[0].frame = Rect(x: 0, y: 0, width: w, height: row.bounds.height)
            row.subviews[1].frame = Rect(x: w + 8, y: 0, width: row.bounds.width - w - 8, height: row.bounds.height)
        }
        let toggles = RowView(height: theme.controlHeight, views: [landscapeToggle, darkToggle]) { row in
            let w = ((row.bounds.width - 8) / 2).rounded(.down)
            row.subviews[0].frame = Rect(x: 0, y: 0, width: w, height: row.bounds.height)
            row.subviews[1].frame = Rect(x: w + 8, y: 0, width: row.bounds.width - w - 8, height: row.bounds.height)
        }
        let exports = RowView(height: theme.controlHeight, views: [gifButton, policyButton]) { row in
            let w = ((row.bounds.width - 8) / 2).rounded(.down)
            row.subviews[0].frame = Rect(x: 0, y: 0, width: w, height: row.bounds.height)
            row.subviews[1].frame = Rect(x: w + 8, y: 0, width: row.bounds.width - w - 8, height: row.bounds.height)
        }
        for view in [
            fullWidth(titleLabel), section(.scene), kindPicker, devicePicker, toggles, section(.variants),
            variantPicker, variantButtons, section(.loadingState), contentPicker, builtinRow!, labelled(.size, size),
            section(.timing), labelled(.showDelay, showDelay), labelled(.minimum, minimum), labelled(.exit, exitPicker),
            labelled(.exitDuration, exitDuration), caption(.entry), entryPicker,
            labelled(.entryDuration, entryDuration),
            caption(.easing), easingPicker, section(.network), latencyPicker, fixedRow!, labelled(.failures, failures),
            labelled(.requests, requests), labelled(.seed, seed), section(.export), labelled(.gifRequests, gifRequests),
            exports,
        ] as [View] {
            stack.addSubview(view)
        }
    }

    private func wire() {
        kindPicker.identifier = "scenes.kind"
        devicePicker.identifier = "scenes.device"
        landscapeToggle.identifier = "scenes.landscape"
        darkToggle.identifier = "scenes.dark"
        variantPicker.identifier = "scenes.variants"
        addVariantButton.identifier = "scenes.variant.add"
        removeVariantButton.identifier = "scenes.variant.remove"
        contentPicker.identifier = "scenes.content"
        builtinField.identifier = "scenes.builtin"
        size.identifier = "scenes.size"
        showDelay.identifier = "scenes.showDelay"
        minimum.identifier = "scenes.minimum"
        exitPicker.identifier = "scenes.exit"
        exitDuration.identifier = "scenes.exitDuration"
        entryPicker.identifier = "scenes.entry"
        entryDuration.identifier = "scenes.entryDuration"
        easingPicker.identifier = "scenes.easing"
        latencyPicker.identifier = "scenes.latency"
        fixedLatency.identifier = "scenes.fixedLatency"
        failures.identifier = "scenes.failures"
        requests.identifier = "scenes.requests"
        seed.identifier = "scenes.seed"
        gifButton.identifier = "scenes.export.gif"
        gifRequests.identifier = "scenes.gifRequests"
        slider(gifRequests, .gifRequests) { s, v in s.gifRequests = Int(v) }
        policyButton.identifier = "scenes.export.policy"
        kindPicker.onChange = { [unowned self] i in screen?.update { $0.kind = SceneKind.allCases[i] } }
        devicePicker.onChange = { [unowned self] i in screen?.update { $0.device = SceneDevice.allCases[i] } }
        landscapeToggle.onChange = { [unowned self] on in screen?.update { $0.landscape = on } }
        darkToggle.onChange = { [unowned self] on in screen?.update { $0.dark = on } }
        variantPicker.onChange = { [unowned self] i in screen?.update { $0.selected = i } }
        addVariantButton.action = { [unowned self] in screen?.addVariant() }
        removeVariantButton.action = { [unowned self] in screen?.removeVariant() }
        contentPicker.onChange = { [unowned self] i in
            let kind = SlotContent.Kind.allCases[i]
            screen?.update { s in
                switch kind {
                case .editorSpec: s.selectedVariant.content = .editorSpec
                case .builtin: s.selectedVariant.content = .builtin(Self.builtinName(self.builtinField.text))
                case .progress: s.selectedVariant.content = .progress
                case .skeleton: s.selectedVariant.content = .skeleton
                }
            }
        }
        builtinField.complete = { typed in
            let matches = IndicatorSpec.builtinNames.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
            return (matches.count == 1 ? matches[0] : typed, matches)
        }
        builtinField.onCommit = { [unowned self] name in screen?.chooseBuiltin(name) }
        slider(size, .size) { s, v in s.selectedVariant.slotSize = v }
        slider(showDelay, .showDelay) { s, v in s.selectedVariant.policy.showDelay = v }
        slider(minimum, .minimum) { s, v in s.selectedVariant.policy.minimumVisible = v }
        exitPicker.onChange = { [unowned self] i in
            screen?.update { $0.selectedVariant.policy.exit.kind = Self.exitKinds[i] }
        }
        slider(exitDuration, .exitDuration) { s, v in s.selectedVariant.policy.exit.duration = v }
        entryPicker.onChange = { [unowned self] i in
            screen?.update { $0.selectedVariant.policy.entry.kind = Self.entryKinds[i] }
        }
        slider(entryDuration, .entryDuration) { s, v in s.selectedVariant.policy.entry.duration = v }
        easingPicker.onChange = { [unowned self] i in
            screen?.update {
                $0.selectedVariant.policy.exit.easing = Easing.allCases[i]
                $0.selectedVariant.policy.entry.easing = Easing.allCases[i]
            }
        }
        latencyPicker.onChange = { [unowned self] i in
            screen?.update { s in
                // The share of failures set is kept from one network to the next.
                let failures = s.latency.failureRate
                s.latency =
                    i < LatencyPreset.allCases.count
                    ? LatencyModel.preset(LatencyPreset.allCases[i]) : LatencyModel.fixed(self.fixedLatency.value)
                s.latency.failureRate = failures
            }
        }
        slider(fixedLatency, .latency) { s, v in
            let failures = s.latency.failureRate
            s.latency = .fixed(v)
            s.latency.failureRate = failures
        }
        slider(failures, .failures) { s, v in s.latency.failureRate = v / 100 }
        slider(requests, .requests) { s, v in s.requestCount = Int(v) }
        seed.onValueCommit = { [unowned self] v in screen?.update { $0.seed = UInt64(max(0, v)) } }
        gifButton.action = { [unowned self] in screen?.onExportGIF?() }
        policyButton.action = { [unowned self] in screen?.onExportPolicy?() }
    }

    /// Wires a slider field: each change an undo step named by its field, a drag's changes one
    /// step (ended when the knob is let go or a value is typed).
    private func slider(
        _ control: SliderField, _ field: ScenesText.Field, _ set: @escaping (inout SceneSettings, Double) -> Void
    ) {
        control.onChange = { [unowned self] v in
            screen?.update(field.title, coalescingKey: "\(field)") { set(&$0, v) }
        }
        control.slider.onCommit = { [unowned self] _ in screen?.changeSettled() }
        let typed = control.field.onValueCommit
        control.field.onValueCommit = { [unowned self] v in
            typed?(v)
            screen?.changeSettled()
        }
    }

    /// The preset `latency` is, whatever its share of failures (nil: a fixed time or another).
    static func preset(of latency: LatencyModel) -> LatencyPreset? {
        LatencyPreset.allCases.first { preset in
            var model = LatencyModel.preset(preset)
            model.failureRate = latency.failureRate
            return model == latency && model.p50 != model.p95
        }
    }

    /// The built-in named `typed` in any letter case, else the first one.
    static func builtinName(_ typed: String) -> String {
        IndicatorSpecNames.match(typed.trimmingCharacters(in: .whitespaces)) ?? IndicatorSpec.builtinNames[0]
    }

    /// Shows the settings (no callbacks).
    func show(_ s: SceneSettings) {
        shown = s
        kindPicker.show(
            SceneKind.allCases.map { text(ScenesText.kind($0)) },
            selected: SceneKind.allCases.firstIndex(of: s.kind) ?? 0)
        devicePicker.show(
            SceneDevice.allCases.map { text(ScenesText.device($0)) },
            selected: SceneDevice.allCases.firstIndex(of: s.device) ?? 0)
        if landscapeToggle.isOn != s.landscape { landscapeToggle.isOn = s.landscape }
        landscapeToggle.isEnabled = s.device != .desktop
        if darkToggle.isOn != s.dark { darkToggle.isOn = s.dark }
        variantPicker.show(s.variants.indices.map(ScenesText.variantName), selected: s.selected)
        addVariantButton.isEnabled = s.variants.count < SceneSettings.maximumVariants
        removeVariantButton.isEnabled = s.variants.count > 1
        let v = s.selectedVariant
        contentPicker.show(
            SlotContent.Kind.allCases.map { text(ScenesText.content($0)) },
            selected: SlotContent.Kind.allCases.firstIndex(of: v.content.kind) ?? 0)
        if case .builtin(let name) = v.content {
            if builtinField.text != name && !builtinField.isFocused { builtinField.text = name }
            builtinRow.isHidden = false
        } else {
            builtinRow.isHidden = true
        }
        size.alpha = v.content == .skeleton ? 0.55 : 1
        set(size, v.size(in: s.kind))
        set(showDelay, v.policy.showDelay)
        set(minimum, v.policy.minimumVisible)
        exitPicker.show(
            Self.exitKinds.map { text(ScenesText.transition($0)) },
            selected: Self.exitKinds.firstIndex(of: v.policy.exit.kind) ?? 1)
        set(exitDuration, v.policy.exit.duration)
        entryPicker.show(
            Self.entryKinds.map { text(ScenesText.transition($0)) },
            selected: Self.entryKinds.firstIndex(of: v.policy.entry.kind) ?? 3)
        set(entryDuration, v.policy.entry.duration)
        easingPicker.show(
            Easing.allCases.map { text(ScenesText.easing($0)) },
            selected: Easing.allCases.firstIndex(of: v.policy.exit.easing) ?? 0)
        let preset = Self.preset(of: s.latency)
        latencyPicker.show(
            LatencyPreset.allCases.map { text(ScenesText.latency($0)) } + [text(ScenesText.fixedLatency)],
            selected: preset.flatMap { LatencyPreset.allCases.firstIndex(of: $0) } ?? LatencyPreset.allCases.count)
        fixedRow.isHidden = preset != nil
        set(fixedLatency, s.latency.p50)
        set(failures, (s.latency.failureRate * 100).rounded())
        set(requests, Double(s.requestCount))
        set(gifRequests, Double(s.gifRequests))
        if seed.value != Double(s.seed) && !seed.isFocused { seed.setValue(Double(s.seed)) }
        setNeedsLayout()
    }

    func applyLanguage(_ text: Localizer) {
        self.text = text
        titleLabel.text = text(ScenesText.title)
        for (section, header) in sections { header.label.text = text(section.title) }
        for (field, label) in fieldLabels { label.text = text(field.title) }
        landscapeToggle.title = text(ScenesText.landscape)
        darkToggle.title = text(ScenesText.dark)
        addVariantButton.title = text(ScenesText.addVariant)
        addVariantButton.tooltip = text(ScenesText.addVariantTooltip)
        removeVariantButton.title = text(ScenesText.removeVariant)
        gifButton.title = text(ScenesText.exportGIF)
        gifButton.tooltip = text(ScenesText.exportGIFTooltip)
        policyButton.title = text(ScenesText.exportPolicy)
        policyButton.tooltip = text(ScenesText.exportPolicyTooltip)
        show(shown)
    }

    private func section(_ section: ScenesText.Section) -> SectionHeader {
        let header = SectionHeader("")
        sections.append((section, header))
        return header
    }

    /// A row with a field's name alone, over a control that needs the whole width.
    private func caption(_ field: ScenesText.Field) -> RowView {
        let label = Label("")
        label.textColor = .token(.textSecondary)
        fieldLabels.append((field, label))
        return fullWidth(label, height: 18)
    }

    private func labelled(_ field: ScenesText.Field, _ control: View) -> RowView {
        let label = Label("")
        fieldLabels.append((field, label))
        return labelled(label, control)
    }
}
