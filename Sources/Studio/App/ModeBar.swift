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

    override var intrinsicContentSize: Size? { Size(Double(segments.count) * 84 + 4, theme.controlHeight) }

    override func layoutSubviews() {
        let width = ((bounds.width - 4) / Double(max(1, segments.count))).rounded(.down)
        for (i, segment) in segments.enumerated() {
            segment.frame = Rect(x: 2 + Double(i) * width, y: 2, width: width, height: bounds.height - 4)
        }
    }
}
