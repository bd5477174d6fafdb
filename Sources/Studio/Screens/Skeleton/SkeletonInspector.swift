import Graphics
import LoaderKitUI
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
final class SkeletonInspector: InspectorColumn {
    weak var screen: SkeletonScreen?
    let titleLabel = Label("Skeleton", font: .title)
    let showButton = Button("Show skeleton", style: .primary)
    let transitionControl = SegmentedControl(["None", "Crossfade"], selectedIndex: 1)
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
    let defaultColorButton = Button("Theme default")
    let boneRadius = SliderField(value: 6, range: 0...24, step: 1, fractionDigits: 0)
    let lastLineFill = SliderField(value: 70, range: 0...100, step: 1, fractionDigits: 0)
    let lineCornerRadius = SliderField(value: 4, range: 0...10, step: 1, fractionDigits: 0)
    let lineSpacing = SliderField(value: 10, range: 0...24, step: 1, fractionDigits: 0)
    let lineHeight = SliderField(value: 15, range: 4...32, step: 1, fractionDigits: 0)
    let padding = SliderField(value: 0, range: 0...16, step: 1, fractionDigits: 0)
    let followTextToggle = Toggle("Lines follow the real text", isOn: true)
    let freezeToggle = Toggle("Freeze at the time below")
    let time = SliderField(value: 0, range: 0...4, step: 0.01, fractionDigits: 2)
    let debugButton = Button("Show debug tree")
    let debugText = Label("", font: .mono)
    let debugRow: RowView
    static let directionTitles = ["left-right", "right-left", "top-bottom", "bottom-top", "TL-BR", "BR-TL"]

    init() {
        debugRow = RowView(height: 0, views: [debugText]) { row in row.subviews[0].frame = row.bounds }
        super.init()
        identifier = "skeleton.inspector"
        debugText.numberOfLines = 0
        debugText.textColor = .token(.textSecondary)
        debugText.identifier = "skeleton.debugText"
        directionPicker.show(Self.directionTitles, selected: 0)
        lookControl.show(SkeletonLook.allCases.map(\.title), selected: 0)
        build()
        wire()
    }

    private func build() {
        stack.addSubview(fullWidth(titleLabel))
        stack.addSubview(fullWidth(showButton))
        stack.addSubview(SectionHeader("TRANSITION"))
        stack.addSubview(fullWidth(transitionControl))
        stack.addSubview(labelled("Duration", duration))
        stack.addSubview(labelled("Delay", delay))
        stack.addSubview(SectionHeader("LOOK"))
        stack.addSubview(lookControl)
        stack.addSubview(SectionHeader("DIRECTION"))
        stack.addSubview(directionPicker)
        stack.addSubview(SectionHeader("COLOUR"))
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
        stack.addSubview(SectionHeader("BONES AND LINES"))
        stack.addSubview(labelled("Corner radius", boneRadius))
        stack.addSubview(fullWidth(followTextToggle))
        stack.addSubview(labelled("Last line %", lastLineFill))
        stack.addSubview(labelled("Line radius", lineCornerRadius))
        stack.addSubview(labelled("Line spacing", lineSpacing))
        stack.addSubview(labelled("Line height", lineHeight))
        stack.addSubview(labelled("Padding", padding))
        stack.addSubview(SectionHeader("SKELETON TIME"))
        stack.addSubview(fullWidth(freezeToggle))
        stack.addSubview(labelled("Time (s)", time))
        stack.addSubview(SectionHeader("DEBUG"))
        stack.addSubview(fullWidth(debugButton))
        stack.addSubview(debugRow)
    }

    private func wire() {
        showButton.identifier = "skeleton.show"
        showButton.tooltip = "Show the skeleton in place of the content, or the content again (S)"
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
        debugButton.tooltip = "Show the skeleton tree under this button (a copy goes to stderr, for tests and scripts)"
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
        followTextToggle.tooltip = "On: bars where the text's lines are. Off: SkeletonView's line formulas"
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
        showButton.title = shown ? "Hide skeleton" : "Show skeleton"
        transitionControl.selectedIndex = s.crossfade ? 1 : 0
        duration.alpha = s.crossfade ? 1 : 0.55
        set(duration, s.fadeDuration)
        set(delay, s.delay)
        lookControl.show(
            SkeletonLook.allCases.map(\.title), selected: SkeletonLook.allCases.firstIndex(of: s.look) ?? 0)
        directionPicker.show(
            Self.directionTitles, selected: GradientDirection.allCases.firstIndex(of: s.direction) ?? 0)
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
        debugText.text = lines.count > limit ? shown + "\n… \(lines.count - limit) more lines on stderr" : shown
        debugRow.height = Double(min(lines.count, limit + 1)) * 16 + 8
        setNeedsLayout()
    }
}
