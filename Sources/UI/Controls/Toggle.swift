import Graphics

/// An on/off switch with an optional title to its right; click, Space or Enter flips it.
@MainActor
public final class Toggle: ClickControl {
    /// The state.
    public var isOn: Bool { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The title beside the switch.
    public var title: String { didSet { setNeedsDisplay() } }
    /// Called after the user flipped the switch, with the new state.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Switch track size, in points.
    static let trackSize = Size(32, 18)

    public init(_ title: String = "", isOn: Bool = false, onChange: (@MainActor (Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.onChange = onChange
        super.init()
        cornerRadius = 9
    }

    public override var intrinsicContentSize: Size? {
        let engine = window?.textEngine ?? FallbackEngine.shared
        let text = title.isEmpty ? 0 : engine.width(of: title, font: .ui).rounded(.up) + 8
        return Size(Toggle.trackSize.width + text, theme.controlHeight)
    }

    public override func textsThatDoNotFit(engine: TextEngine) -> [String] {
        let needed = Toggle.trackSize.width + 8 + engine.width(of: title, font: .ui)
        return !title.isEmpty && needed > bounds.width + 0.01 ? [title] : []
    }

    /// Flips the switch as the user would.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        onChange?(isOn)
    }

    public override func activate() { toggle() }

    /// The track, at the left edge, is the accent when on: the focus ring keeps a gap.
    public override var focusRingGap: Double { 2 }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let track = Rect(
            x: 0, y: ((bounds.height - Toggle.trackSize.height) / 2).rounded(),
            width: Toggle.trackSize.width, height: Toggle.trackSize.height)
        let on = theme.color(isPointerInside ? .accentHover : .accent)
        canvas.fill(
            track, color: isOn ? (isEnabled ? on : theme.color(.textTertiary)) : theme.color(.controlTrack),
            radius: track.height / 2)
        let knobSize = track.height - 4
        let knobX = isOn ? track.maxX - 2 - knobSize : track.minX + 2
        canvas.fill(
            Rect(x: knobX, y: track.minY + 2, width: knobSize, height: knobSize), color: .white,
            radius: knobSize / 2)
        guard !title.isEmpty else { return }
        let metrics = canvas.textEngine.metrics(of: .ui)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        canvas.drawText(title, font: .ui, color: labelColor(theme), baseline: Point(track.maxX + 8, baseline))
    }
}
