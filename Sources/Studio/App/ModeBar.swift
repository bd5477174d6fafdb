import Graphics
import Localization
import StudioCommandLine
import UI

/// The toolbar's mode switch: a segmented row in which each segment carries its own tooltip (the
/// toolkit's `SegmentedControl` has none per segment). Each segment is a Tab stop: Space or
/// Enter picks it, Left and Right move to its neighbours.
@MainActor
final class ModeBar: View, LanguageAware {
    /// One segment: a title that can be picked.
    final class Segment: ClickControl {
        let mode: StudioMode
        /// The mode's name in the current language.
        var title = "" { didSet { if title != oldValue { setNeedsDisplay() } } }
        var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
        var onPick: (@MainActor (StudioMode) -> Void)?

        init(mode: StudioMode) {
            self.mode = mode
            super.init()
            cornerRadius = theme.controlRadius - 2
            identifier = "mode.\(mode.rawValue)"
        }

        override func activate() { onPick?(mode) }

        override func textsThatDoNotFit(engine: TextEngine) -> [String] {
            engine.width(of: title, font: Font(.ui, weight: .medium)) + 8 > bounds.width + 0.01 ? [title] : []
        }

        override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
            if key == .left || key == .right,
                ArrowFocus.handle(key, modifiers: modifiers, from: self, among: superview?.subviews ?? [])
            {
                return true
            }
            return super.keyDown(key, modifiers: modifiers)
        }

        override func draw(in canvas: inout Canvas) {
            let theme = canvas.theme
            if isSelected {
                canvas.fill(bounds, color: theme.color(.panel), radius: cornerRadius)
                canvas.strokeInside(
                    bounds, width: canvas.hairline, color: theme.color(.controlBorder), radius: cornerRadius)
            } else if isPointerInside {
                canvas.fill(bounds, color: surfaceColor(theme).multipliedAlpha(0.6), radius: cornerRadius)
            }
            let token: ThemeColor = isSelected ? .textPrimary : .textSecondary
            let font = Font(.ui, weight: isSelected ? .medium : .regular)
            let metrics = canvas.textEngine.metrics(of: font)
            let width = canvas.textEngine.width(of: title, font: font)
            let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
            canvas.drawText(
                title, font: font, color: theme.color(token),
                baseline: Point(((bounds.width - width) / 2).rounded(), baseline))
        }
    }

    private(set) var segments: [Segment] = []
    /// Called when the user picks a mode.
    var onPick: (@MainActor (StudioMode) -> Void)?

    init() {
        super.init()
        cornerRadius = theme.controlRadius
        backgroundColor = .token(.windowBackground)
        borderColor = .token(.controlBorder)
        for mode in StudioMode.allCases {
            let segment = Segment(mode: mode)
            segment.onPick = { [unowned self] mode in onPick?(mode) }
            segments.append(segment)
            addSubview(segment)
        }
    }

    /// Names each mode, its tooltip adding its shortcut (Ctrl+1…4).
    func applyLanguage(_ text: Localizer) {
        defer {
            superview?.setNeedsLayout()
            setNeedsLayout()
        }
        for segment in segments {
            segment.title = text(ModeText.title(segment.mode))
            let shortcut = KeyNameText.label(
                Shortcut(.character(segment.mode.shortcutDigit), modifiers: .control), text)
            segment.tooltip = text(CommonText.withShortcut(segment.title, shortcut))
        }
    }

    /// Marks `mode` as the selected segment.
    func select(_ mode: StudioMode) {
        for segment in segments { segment.isSelected = segment.mode == mode }
    }

    override var intrinsicContentSize: Size? { Size(Double(segments.count) * 68 + 4, theme.controlHeight) }

    /// The points segment `segment` needs: its title in the selected (medium) weight and 10
    /// points either side, 64 at least.
    private func need(_ segment: Segment, _ engine: TextEngine) -> Double {
        max(64, (engine.width(of: segment.title, font: Font(.ui, weight: .medium)) + 20).rounded(.up))
    }

    /// The width every title needs, with the 2-point rim either side.
    func preferredWidth(engine: TextEngine) -> Double { segments.reduce(4) { $0 + need($1, engine) } }

    /// Each segment as wide as its title needs, the spare width shared out evenly (or, in a bar
    /// narrower than the titles, each shrunk in proportion).
    override func layoutSubviews() {
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        let needs = segments.map { need($0, engine) }
        let total = needs.reduce(0, +), available = max(0, bounds.width - 4)
        let spare = (available - total) / Double(max(1, segments.count))
        var x = 2.0
        for (i, segment) in segments.enumerated() {
            let width = (spare >= 0 ? needs[i] + spare : needs[i] * available / max(1, total)).rounded(.down)
            segment.frame = Rect(x: x, y: 2, width: width, height: bounds.height - 4)
            x += width
        }
    }
}
