import Graphics
import LoaderKitUI
import Localization
import StudioCommandLine
import UI

/// One palette colour of the Skeleton inspector: a small rounded square; a click, Space or
/// Enter picks it, and the arrow keys move among the palette's colours.
@MainActor
final class SkeletonSwatch: ClickControl {
    let flat: SkeletonFlatColor
    var onPick: (@MainActor (SkeletonFlatColor) -> Void)?
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    init(_ flat: SkeletonFlatColor) {
        self.flat = flat
        super.init()
        cornerRadius = 5
        identifier = "skeleton.swatch.\(flat.rawValue)"
        tooltip = "\(flat.rawValue) \(flat.hex)"
    }

    override func activate() { onPick?(flat) }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        let palette = superview?.subviews.filter { $0 is SkeletonSwatch } ?? []
        return ArrowFocus.handle(key, modifiers: modifiers, from: self, among: palette)
            || super.keyDown(key, modifiers: modifiers)
    }

    override func draw(in canvas: inout Canvas) {
        let box = bounds.insetBy(dx: 2, dy: 2)
        canvas.fill(box, color: flat.color, radius: 4)
        if isSelected {
            canvas.strokeInside(bounds, width: 1.5, color: canvas.theme.color(.accent), radius: 5)
        }
    }
}

/// The Skeleton mode's right panel (300 points): show and hide with transition and delay, the
/// look and direction, the colour, the bones and text lines, the skeleton time and the debug tree.
@MainActor
final class SkeletonInspector: InspectorColumn, LanguageAware {
    weak var screen: SkeletonScreen?
    let titleLabel = Label("", font: .title)
    let showButton = Button("", style: .primary)
    let transitionControl = SegmentedControl(["", ""], selectedIndex: 1)
    let duration = SliderField(value: 0.25, range: 0...2, step: 0.05, fractionDigits: 2)
    let delay = SliderField(value: 0, range: 0...3, step: 0.1, fractionDigits: 1)
    /// The five looks on two rows, so every title fits its segment in the 300-point panel.
    let lookControl = ProgressPicker(perRow: 3)
    let directionPicker = ProgressPicker(perRow: 3)
    let swatches = SkeletonFlatColor.allCases.map { SkeletonSwatch($0) }
    /// The chosen colour, or the theme's default (clouds in light, dark clouds in dark).
    let colorWell = ColorWell(color: SkeletonFlatColor.clouds.color)
    /// The colour chosen in the settings; nil: the theme's default.
    private var chosenColor: Color?
    let defaultColorButton = Button("")
    let boneRadius = SliderField(value: 6, range: 0...24, step: 1, fractionDigits: 0)
    let lastLineFill = SliderField(value: 70, range: 0...100, step: 1, fractionDigits: 0)
    let lineCornerRadius = SliderField(value: 4, range: 0...10, step: 1, fractionDigits: 0)
    let lineSpacing = SliderField(value: 10, range: 0...24, step: 1, fractionDigits: 0)
    let lineHeight = SliderField(value: 15, range: 4...32, step: 1, fractionDigits: 0)
    let padding = SliderField(value: 0, range: 0...16, step: 1, fractionDigits: 0)
    let followTextToggle = Toggle("", isOn: true)
    let freezeToggle = Toggle("")
    let time = SliderField(value: 0, range: 0...4, step: 0.01, fractionDigits: 2)
    let debugButton = Button("")
    let debugText = Label("", font: .mono)
    let debugRow: RowView
    /// The looks' and the directions' titles in the current language.
    private var lookTitles = SkeletonLook.allCases.map { StudioCatalogue.english(SkeletonText.look($0)) }
    private var directionTitles = SkeletonText.directions.map { StudioCatalogue.english($0) }
    /// The section headers and the sliders' labels, set by `applyLanguage`.
    private var sections: [(SkeletonText.Section, SectionHeader)] = []
    private var fieldLabels: [(SkeletonText.Field, Label)] = []
    /// The language of the texts that follow the state (the show button, the debug tree's note).
    private(set) var text = StudioCatalogue.english
    /// Whether the skeleton is shown (the show button's title).
    private var skeletonShown = false

    init() {
        debugRow = RowView(height: 0, views: [debugText]) { row in row.subviews[0].frame = row.bounds }
        super.init()
        identifier = "skeleton.inspector"
        debugText.numberOfLines = 0
        debugText.textColor = .token(.textSecondary)
        debugText.identifier = "skeleton.debugText"
        directionPicker.show(directionTitles, selected: 0)
        lookControl.show(lookTitles, selected: 0)
        build()
        wire()
    }

    private func build() {
        stack.addSubview(fullWidth(titleLabel))
        stack.addSubview(fullWidth(showButton))
        stack.addSubview(section(.transition))
        stack.addSubview(fullWidth(transitionControl))
        stack.addSubview(labelled(.duration, duration))
        stack.addSubview(labelled(.delay, delay))
        stack.addSubview(section(.look))
        stack.addSubview(lookControl)
        stack.addSubview(section(.direction))
        stack.addSubview(directionPicker)
        stack.addSubview(section(.colour))
        stack.addSubview(
            RowView(height: 3 * 26, views: swatches) { row in
                let side = (row.bounds.width / 7).rounded(.down)
                for (i, view) in row.subviews.enumerated() {
                    view.frame = Rect(x: Double(i % 7) * side, y: Double(i / 7) * 26, width: side, height: 24)
                }
            })
        stack.addSubview(
            RowView(height: theme.controlHeight, views: [colorWell, defaultColorButton]) { row in
                row.subviews[0].frame = Rect(x: 0, y: 0, width: 44, height: row.bounds.height)
                row.subviews[1].frame = Rect(x: 52, y: 0, width: row.bounds.width - 52, height: row.bounds.height)
            })
        stack.addSubview(section(.bones))
        stack.addSubview(labelled(.cornerRadius, boneRadius))
        stack.addSubview(fullWidth(followTextToggle))
        stack.addSubview(labelled(.lastLine, lastLineFill))
        stack.addSubview(labelled(.lineRadius, lineCornerRadius))
        stack.addSubview(labelled(.lineSpacing, lineSpacing))
        stack.addSubview(labelled(.lineHeight, lineHeight))
        stack.addSubview(labelled(.padding, padding))
        stack.addSubview(section(.time))
        stack.addSubview(fullWidth(freezeToggle))
        stack.addSubview(labelled(.time, time))
        stack.addSubview(section(.debug))
        stack.addSubview(fullWidth(debugButton))
        stack.addSubview(debugRow)
    }

    private func wire() {
        showButton.identifier = "skeleton.show"
        transitionControl.identifier = "skeleton.transition"
        duration.identifier = "skeleton.duration"
        delay.identifier = "skeleton.delay"
        lookControl.identifier = "skeleton.look"
        directionPicker.identifier = "skeleton.direction"
        colorWell.identifier = "skeleton.color"
        defaultColorButton.identifier = "skeleton.defaultColor"
        freezeToggle.identifier = "skeleton.freeze"
        time.identifier = "skeleton.time"
        debugButton.identifier = "skeleton.debugTree"
        showButton.action = { [unowned self] in screen?.toggleSkeleton() }
        transitionControl.onChange = { [unowned self] i in screen?.update { $0.crossfade = i == 1 } }
        duration.onChange = { [unowned self] v in screen?.update { $0.fadeDuration = v } }
        delay.onChange = { [unowned self] v in screen?.update { $0.delay = v } }
        lookControl.onChange = { [unowned self] i in screen?.update { $0.look = SkeletonLook.allCases[i] } }
        directionPicker.onChange = { [unowned self] i in screen?.update { $0.direction = GradientDirection.allCases[i] }
        }
        for swatch in swatches { swatch.onPick = { [unowned self] flat in screen?.update { $0.color = flat.color } } }
        colorWell.onChange = { [unowned self] c in screen?.update { $0.color = c } }
        defaultColorButton.action = { [unowned self] in screen?.update { $0.color = nil } }
        boneRadius.onChange = { [unowned self] v in screen?.update { $0.cornerRadius = v } }
        lastLineFill.onChange = { [unowned self] v in screen?.update { $0.lastLineFill = v } }
        lineCornerRadius.onChange = { [unowned self] v in screen?.update { $0.lineCornerRadius = v } }
        lineSpacing.onChange = { [unowned self] v in screen?.update { $0.lineSpacing = v } }
        lineHeight.onChange = { [unowned self] v in screen?.update { $0.lineHeight = v } }
        padding.onChange = { [unowned self] v in screen?.update { $0.padding = v } }
        followTextToggle.identifier = "skeleton.followText"
        followTextToggle.onChange = { [unowned self] on in screen?.update { $0.linesFollowText = on } }
        freezeToggle.onChange = { [unowned self] on in screen?.freeze(at: on ? time.value : nil) }
        time.onChange = { [unowned self] v in
            freezeToggle.isOn = true
            screen?.freeze(at: v)
        }
        debugButton.action = { [unowned self] in screen?.printDebugTree() }
    }

    /// Shows the settings (no callbacks).
    func show(_ s: SkeletonStudioSettings, shown: Bool, frozen: Double?) {
        skeletonShown = shown
        showButton.title = text(shown ? SkeletonText.hide : SkeletonText.show)
        transitionControl.selectedIndex = s.crossfade ? 1 : 0
        duration.alpha = s.crossfade ? 1 : 0.55
        set(duration, s.fadeDuration)
        set(delay, s.delay)
        lookControl.show(lookTitles, selected: SkeletonLook.allCases.firstIndex(of: s.look) ?? 0)
        directionPicker.show(
            directionTitles, selected: GradientDirection.allCases.firstIndex(of: s.direction) ?? 0)
        directionPicker.alpha = s.look == .sliding || s.look == .shimmer ? 1 : 0.55
        for swatch in swatches { swatch.isSelected = s.color == swatch.flat.color }
        chosenColor = s.color
        showColorInWell()
        set(boneRadius, s.cornerRadius)
        set(lastLineFill, s.lastLineFill)
        set(lineCornerRadius, s.lineCornerRadius)
        set(lineSpacing, s.lineSpacing)
        set(lineHeight, s.lineHeight)
        set(padding, s.padding)
        if followTextToggle.isOn != s.linesFollowText { followTextToggle.isOn = s.linesFollowText }
        // The formula settings only shape lines when the lines do not follow the text.
        for field in [lastLineFill, lineSpacing, padding] { field.alpha = s.linesFollowText ? 0.55 : 1 }
        if freezeToggle.isOn != (frozen != nil) { freezeToggle.isOn = frozen != nil }
        if let frozen { set(time, frozen) }
    }

    /// Every title, label and tooltip in the language of `text` (the show button's tooltip adds
    /// its shortcut).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        titleLabel.text = text(SkeletonText.title)
        showButton.title = text(skeletonShown ? SkeletonText.hide : SkeletonText.show)
        showButton.tooltip = text(
            CommonText.withShortcut(text(SkeletonText.showTooltip), KeyNameText.label(Shortcut(.character("s")), text)))
        transitionControl.segments = [text(SkeletonText.transitionNone), text(SkeletonText.crossfade)]
        for (section, header) in sections { header.label.text = text(section.title) }
        for (field, label) in fieldLabels { label.text = text(field.title) }
        lookTitles = SkeletonLook.allCases.map { text(SkeletonText.look($0)) }
        lookControl.show(lookTitles, selected: lookControl.selectedIndex)
        directionTitles = SkeletonText.directions.map { text($0) }
        directionPicker.show(directionTitles, selected: directionPicker.selectedIndex)
        defaultColorButton.title = text(SkeletonText.themeDefault)
        followTextToggle.title = text(SkeletonText.followText)
        followTextToggle.tooltip = text(SkeletonText.followTextTooltip)
        freezeToggle.title = text(SkeletonText.freeze)
        debugButton.title = text(SkeletonText.debugTree)
        debugButton.tooltip = text(SkeletonText.debugTreeTooltip)
        setNeedsLayout()
    }

    /// A section header whose title `applyLanguage` sets.
    private func section(_ section: SkeletonText.Section) -> SectionHeader {
        let header = SectionHeader("")
        sections.append((section, header))
        return header
    }

    /// A row with a slider under a label whose text `applyLanguage` sets.
    private func labelled(_ field: SkeletonText.Field, _ control: View) -> RowView {
        let label = Label("")
        fieldLabels.append((field, label))
        return labelled(label, control)
    }

    /// The well shows the chosen colour, else the default colour of the window's theme.
    private func showColorInWell() {
        let color = chosenColor ?? SkeletonColor.skeletonDefault.resolve(in: window?.theme ?? .light)
        if colorWell.color != color { colorWell.color = color }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        showColorInWell()
    }

    override func themeDidChange() {
        super.themeDidChange()
        showColorInWell()
    }

    /// The most lines of the debug tree shown under its button.
    static let debugLineLimit = 400

    /// Shows the debug tree under its button, whole up to `debugLineLimit` lines (the inspector
    /// scrolls); all of it also goes to stderr.
    func showDebugTree(_ tree: String) {
        let lines = tree.split(separator: "\n", omittingEmptySubsequences: false)
        let limit = Self.debugLineLimit
        let shown = lines.prefix(limit).joined(separator: "\n")
        debugText.text = lines.count > limit ? shown + "\n" + text(SkeletonText.moreLines(lines.count - limit)) : shown
        debugRow.height = Double(min(lines.count, limit + 1)) * 16 + 8
        setNeedsLayout()
    }
}
