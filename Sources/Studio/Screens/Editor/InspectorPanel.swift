import ArtworkAccessibility
import Graphics
import LoaderKitCore
import Localization
import UI

/// The editor's right panel (300 points), by task: the **Tune** tab (params, colour, playback,
/// size) and the **Design** tab (the selected node's forms), under tabs pinned at the top, with
/// the actions (Save params, Export, Code) pinned at the bottom so no scroll hides them.
/// Every change goes to the model as an undoable edit; `refresh` shows the model's values.
@MainActor
final class InspectorPanel: InspectorColumn, LanguageAware {
    let model: EditorModel
    private(set) var paramRows: [ParamRow] = []
    private var showsPlaying = true
    /// The language of the panel's texts (and of the param rows it builds).
    private(set) var text = StudioCatalogue.english
    let paramsHeader = SectionHeader("PARAMS")
    let colourHeader = SectionHeader("COLOUR")
    let playbackHeader = SectionHeader("PLAYBACK")
    let sizeHeader = SectionHeader("SIZE")
    let speedLabel = Label("Speed")
    let sideLabel = Label("Side")
    let noParams = caption("This spec declares no params", tone: .textTertiary)
    let colorEditor = ColorListEditor()
    let speed = SliderField(value: 1, range: 0.125...8, step: 0.125, fractionDigits: 3)
    let playButton: Button
    let stopButton: Button
    let hidesToggle = Toggle("Hide when stopped", isOn: true)
    let reduceToggle = Toggle("Respect reduce motion", isOn: true)
    let simulateToggle = Toggle("Simulate reduced motion", isOn: false)
    let size = SliderField(value: 160, range: 16...320, step: 1, fractionDigits: 0)
    let saveButton = Button("Save params", style: .primary)
    let exportButton = Button("Export…")
    let codeButton = Button("Code…")
    /// The forms of the selected node (easing, layout and shape, parts and tracks, timing).
    let authoring: AuthoringSection
    /// The Check tab: the artwork's accessibility checks.
    let checks = IndicatorCheckSection()
    /// The tabs, pinned above the rows.
    let tabs = SegmentedControl(InspectorTab.allCases.map { StudioCatalogue.english($0.title) })
    /// The Design tab's index of sections, pinned under the tabs.
    let index = DesignIndex()
    /// The tab shown.
    private(set) var tab: InspectorTab = .tune
    /// Called when the user picks a tab (to remember it).
    var onTabChange: (@MainActor (InspectorTab) -> Void)?
    /// The Tune tab's rows (the Design tab's is `authoring`).
    private var tuneRows: [View] = []
    /// Called by the actions.
    var onSave: (@MainActor () -> Void)?
    var onExport: (@MainActor () -> Void)?
    /// Shows the Code panel.
    var onCode: (@MainActor () -> Void)?
    /// The surface of Scenes mode's app (its light or dark palette), offered to the Check tab.
    var sceneSurface: (@MainActor () -> Color?)?

    init(model: EditorModel) {
        self.model = model
        playButton = iconButton(Icons.pause, tooltip: "", identifier: "inspector.play") {}
        stopButton = iconButton(Icons.stop, tooltip: "", identifier: "inspector.stop") {}
        authoring = AuthoringSection(
            editing: AuthoringEditing(
                perform: { [weak model] operation, name, coalescing in
                    guard let model else { return StudioCatalogue.english(EditorText.openFirst) }
                    return model.performVisualEdit(operation, name: name, coalescing: coalescing)
                },
                endCoalescing: { [weak model] in model?.endVisualEditCoalescing() },
                select: { [weak model] path in model?.select(path) }))
        super.init(topPadding: 4)
        identifier = "inspector"
        tabs.identifier = "inspector.tabs"
        tabs.onChange = { [unowned self] index in
            show(tab: InspectorTab.allCases[index])
            onTabChange?(tab)
        }
        index.onJump = { [unowned self] section in jump(to: section) }
        pinnedTop = pinnedBar([fullWidth(tabs), index], identifier: "inspector.tabBar")
        pinnedBottom = pinnedBar(
            [
                RowView(height: theme.controlHeight, views: [saveButton, exportButton]) { row in
                    let half = ((row.bounds.width - 8) / 2).rounded(.down)
                    row.subviews[0].frame = Rect(x: 0, y: 0, width: half, height: row.bounds.height)
                    row.subviews[1].frame = Rect(
                        x: half + 8, y: 0, width: row.bounds.width - half - 8, height: row.bounds.height)
                },
                fullWidth(codeButton),
            ], identifier: "inspector.actions")
        wire()
        stack.addSubview(paramsHeader)
        stack.addSubview(noParams)
        rebuildParams()
    }

    private func wire() {
        speed.identifier = "inspector.speed"
        size.identifier = "inspector.size"
        hidesToggle.identifier = "inspector.hides"
        reduceToggle.identifier = "inspector.respectsReduceMotion"
        simulateToggle.identifier = "inspector.simulateReducedMotion"
        saveButton.identifier = "inspector.save"
        exportButton.identifier = "inspector.export"
        exportButton.icon = Icons.export
        colorEditor.onChange = { [unowned self] list, live in model.setColors(list, dragging: live) }
        colorEditor.onSessionStart = { [unowned self] in model.endDrag() }
        speed.onChange = { [unowned self] v in model.setSpeed(v, dragging: speed.slider.isPressed) }
        speed.slider.onCommit = { [unowned self] _ in model.endDrag() }
        size.onChange = { [unowned self] v in model.setSize(v, dragging: size.slider.isPressed) }
        size.slider.onCommit = { [unowned self] _ in model.endDrag() }
        playButton.action = { [unowned self] in model.updateClock { $0.togglePlay() } }
        stopButton.action = { [unowned self] in model.updateClock { $0.stop() } }
        hidesToggle.onChange = { [unowned self] on in model.setHidesWhenStopped(on) }
        reduceToggle.onChange = { [unowned self] on in model.setRespectsReduceMotion(on) }
        simulateToggle.onChange = { [unowned self] on in model.setSimulateReducedMotion(on) }
        saveButton.action = { [unowned self] in onSave?() }
        exportButton.action = { [unowned self] in onExport?() }
        codeButton.identifier = "inspector.code"
        codeButton.action = { [unowned self] in onCode?() }
        checks.onShow = { [unowned self] progress, background in
            model.updateClock { $0.seek(toProgress: progress) }
            if let background { model.setBackground(background) }
        }
        checks.onFix = { [unowned self] colors in model.setColors(colors, step: CheckText.fixStep) }
        checks.onSimulate = { [unowned self] deficiency in model.setColorVision(deficiency) }
        checks.onBackgroundsChange = { [unowned self] in refreshChecks() }
        for label in [speedLabel, sideLabel] { label.textColor = .token(.textSecondary) }
        applyLanguage(text)
    }

    /// Sets the panel's texts in the language of `text` (the param rows and the save state too).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        tabs.segments = InspectorTab.allCases.map { text($0.title) }
        tabs.tooltip = CommonText.tooltip(EditorText.tabsTip, InspectorTab.allCases.map(\.shortcut), text)
        paramsHeader.label.text = text(EditorText.params)
        colourHeader.label.text = text(EditorText.colour)
        playbackHeader.label.text = text(EditorText.playback)
        sizeHeader.label.text = text(EditorText.size)
        speedLabel.text = text(EditorText.speed)
        sideLabel.text = text(EditorText.side)
        playButton.tooltip = CommonText.tooltip(Message(HelpText.Shortcut.play.key), [Shortcut(.space)], text)
        stopButton.tooltip = text(EditorText.stop)
        hidesToggle.title = text(EditorText.hides)
        reduceToggle.title = text(EditorText.respects)
        simulateToggle.title = text(EditorText.simulates)
        saveButton.title = text(EditorText.saveParams)
        exportButton.title = text(EditorText.export)
        exportButton.tooltip = CommonText.tooltip(
            EditorText.exportTip, [Shortcut(.character("e"), modifiers: .control)], text)
        codeButton.title = text(EditorText.code)
        codeButton.tooltip = CommonText.tooltip(
            EditorText.codeTip, [Shortcut(.character("c"), modifiers: [.control, .shift])], text)
        showSaveState()
        stack.setNeedsLayout()
        setNeedsLayout()
    }

    /// Rebuilds the param rows for the model's spec. Focus stays where it was: on the same
    /// control, or on the one in its place (a new param row's slider).
    func rebuildParams() {
        let focused = window?.focusedView.flatMap { $0.isDescendant(of: stack) ? $0 : nil }
        let place = focused.map { Self.indexPath(of: $0, in: stack) }
        defer { if let focused, let place { keepFocus(focused, place: place) } }
        for view in stack.subviews { view.removeFromSuperview() }
        paramRows = []
        stack.addSubview(paramsHeader)
        if let spec = model.spec {
            for entry in ParamRange.ranges(for: spec) {
                let row = ParamRow(name: entry.name, defaultValue: entry.default, range: entry.range, text: text)
                row.onChange = { [unowned self] v, dragging in model.setParam(entry.name, v, dragging: dragging) }
                row.onDragEnd = { [unowned self] in model.endDrag() }
                row.onReset = { [unowned self] in model.resetParam(entry.name) }
                paramRows.append(row)
                stack.addSubview(row)
            }
        }
        stack.addSubview(noParams)
        // The Tune tab: params, then the preview's own settings. The Design tab: the forms.
        stack.addSubview(colourHeader)
        stack.addSubview(colorEditor)
        stack.addSubview(playbackHeader)
        stack.addSubview(labelled(speedLabel, speed, labelWidth: 56))
        stack.addSubview(
            RowView(height: theme.controlHeight, views: [playButton, stopButton]) { row in
                row.subviews[0].frame = Rect(x: 0, y: 0, width: 36, height: row.bounds.height)
                row.subviews[1].frame = Rect(x: 40, y: 0, width: 36, height: row.bounds.height)
            })
        for toggle in [hidesToggle, reduceToggle, simulateToggle] { stack.addSubview(fullWidth(toggle)) }
        stack.addSubview(sizeHeader)
        stack.addSubview(labelled(sideLabel, size, labelWidth: 56))
        tuneRows = stack.subviews
        stack.addSubview(authoring)
        stack.addSubview(checks)
        show(tab: tab)
    }

    /// Shows `tab`'s rows (and selects it in the tabs), from the top when it changes.
    func show(tab: InspectorTab) {
        let changed = tab != self.tab
        self.tab = tab
        tabs.selectedIndex = InspectorTab.allCases.firstIndex(of: tab) ?? 0
        for row in tuneRows { row.isHidden = tab != .tune }
        noParams.isHidden = tab != .tune || !paramRows.isEmpty
        authoring.isHidden = tab != .design
        checks.isHidden = tab != .check
        index.isHidden = tab != .design
        if let focused = window?.focusedView, focused.isDescendant(of: stack), !focused.isVisibleInWindow {
            window?.focus(tabs)
        }
        if changed { scroll.setContentOffset(0) }
        stack.setNeedsLayout()
        setNeedsLayout()
        if tab == .design {
            authoring.showPlayhead(time: model.displayTime, evaluator: model.evaluator)
        }
        if tab == .check { refreshChecks() }
    }

    /// Asks the Check tab to check the indicator as tuned (when the tab shows).
    func refreshChecks() {
        guard tab == .check else { return }
        if case .custom(let color) = model.background, color != checks.sceneColor { checks.offerCustom(color) }
        checks.offerScene(sceneSurface?())
        checks.simulated = model.colorVision
        let theme = window?.theme ?? .light
        let backgrounds = checks.chosenBackgrounds
        let request = model.evaluator.map { evaluator in
            let (color, colors) = model.drawingColors(automatic: model.background.automaticIndicatorColor(theme))
            return IndicatorCheckRequest(
                evaluator: evaluator, color: color, colors: colors,
                backgrounds: backgrounds.map { background in
                    CheckBackground(
                        name: "", color: background.solidColor ?? .white,
                        automaticColor: model.colors.isEmpty ? background.automaticIndicatorColor(theme) : nil)
                }, sizes: [40, model.size], speed: model.clock.speed)
        }
        checks.check(request, backgrounds: backgrounds, colors: model.colors)
    }

    /// Scrolls `section`'s header to the top of the rows.
    private func jump(to section: DesignIndex.Section) {
        window?.rootView.layoutIfNeeded()
        let header = authoring.header(of: section)
        scroll.setContentOffset(header.windowFrame.minY - scroll.documentView.windowOrigin.y - 4)
    }

    private func keepFocus(_ view: View, place: [Int]) {
        var target: View? = stack
        if view.isDescendant(of: stack) {
            target = view
        } else {
            for index in place {
                target = target.flatMap { $0.subviews.indices.contains(index) ? $0.subviews[index] : nil }
            }
        }
        window?.focus(target)
    }

    /// The indices leading from `root` down to `view`.
    private static func indexPath(of view: View, in root: View) -> [Int] {
        var path: [Int] = []
        var current = view
        while current !== root, let parent = current.superview {
            path.insert(parent.subviews.firstIndex { $0 === current } ?? 0, at: 0)
            current = parent
        }
        return path
    }

    /// Shows the model's values (only the playback controls for a clock change).
    func refresh(_ change: EditorChange) {
        // Under reduced motion the preview holds still, so the button offers play.
        let playing = model.clock.isRunning(reduceMotion: model.reducesMotion)
        if playing != showsPlaying {
            showsPlaying = playing
            playButton.icon = playing ? Icons.pause : Icons.play
        }
        if speed.value != model.clock.speed { speed.value = model.clock.speed }
        if change.contains(.selection), !change.contains(.document), model.selection != nil, tab != .design {
            show(tab: .design)
        }
        if change.contains(.document) { authoring.clearRefusals() }
        if change.contains(.document) || change.contains(.selection) || change.contains(.params) {
            authoring.show(
                spec: model.spec, selection: model.selection, params: model.params, evaluator: model.evaluator)
        }
        if authoring.isVisibleInWindow { authoring.showPlayhead(time: model.displayTime, evaluator: model.evaluator) }
        if !change.isDisjoint(with: [.document, .params, .appearance])
            || (tab == .check && checks.request != nil && checks.request?.speed != model.clock.speed)
        {
            refreshChecks()
        }
        guard change != .playback else { return }
        let wanted = model.spec.map { ParamRange.ranges(for: $0).map { "\($0.name)=\($0.default)" } } ?? []
        if change.contains(.document) && paramRows.map({ "\($0.name)=\($0.defaultValue)" }) != wanted {
            rebuildParams()
        }
        for row in paramRows { row.show(model.params[row.name] ?? row.defaultValue) }
        colorEditor.show(model.colors)
        if size.value != model.size { size.value = model.size }
        hidesToggle.isOn = model.hidesWhenStopped
        reduceToggle.isOn = model.respectsReduceMotion
        simulateToggle.isOn = model.simulateReducedMotion
        showSaveState()
        if change.contains(.document) || change.contains(.appearance) { stack.setNeedsLayout(); setNeedsLayout() }
    }

    /// Save params' state and tooltip, and the note shown when there are no params.
    private func showSaveState() {
        let hasFile = model.document?.path != nil
        let fileIsValid = model.document.map { $0.spec != nil && !$0.isStale && $0.problems.isEmpty } ?? false
        saveButton.isEnabled = model.canSaveParams
        let loading = model.document?.isLoading == true
        saveButton.tooltip =
            !hasFile
            ? text(EditorText.saveBuiltin)
            : loading
                ? text(DocumentText.loading)
                : !fileIsValid
                    ? text(EditorText.saveFixFirst)
                    : model.spec?.params.isEmpty == true
                        ? text(EditorText.saveNothing)
                        : CommonText.tooltip(EditorText.saveTip, [Shortcut(.character("s"), modifiers: .control)], text)
        noParams.text =
            loading
            ? text(DocumentText.loading)
            : model.spec == nil
                ? text(EditorText.paramsLater)
                : text(EditorText.noParams)
    }
}
