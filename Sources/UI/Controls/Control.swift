import Graphics

/// A view the user operates: it can be disabled, takes focus, and tracks hover and press.
@MainActor
open class Control: View {
    /// A disabled control ignores input, cannot take focus and draws in the tertiary colour.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFocused { window?.focus(nil) }
            setNeedsDisplay()
        }
    }
    /// True while the primary button is down on the control.
    public var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    /// True while the pointer is over the control.
    public private(set) var isPointerInside = false

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = theme.controlRadius
    }

    open override var canBecomeFocused: Bool { isEnabled }
    open override var cursor: Cursor { isEnabled ? .hand : .arrow }

    open override func pointerEntered() {
        isPointerInside = true
        setNeedsDisplay()
    }

    open override func pointerExited() {
        isPointerInside = false
        setNeedsDisplay()
    }

    /// The fill of a control surface for its state: panel, darker when pressed.
    public func surfaceColor(_ theme: Theme) -> Color {
        let base = theme.appearance == .light ? Color(hex: "#FFFFFF")! : Color(hex: "#23272F")!
        if !isEnabled { return base }
        if isPressed { return theme.appearance == .light ? Color(hex: "#E4E4E7")! : Color(hex: "#343A45")! }
        if isPointerInside { return theme.appearance == .light ? Color(hex: "#F4F4F5")! : Color(hex: "#2C313A")! }
        return base
    }

    /// The texts the control draws that do not fit the room it gives them (clipped, or shortened
    /// with "…"), measured with `engine`; empty when every one fits. `LayoutAudit` reports them.
    open func textsThatDoNotFit(engine: TextEngine) -> [String] { [] }

    /// The text colour for the state.
    public func labelColor(_ theme: Theme) -> Color {
        isEnabled ? theme.color(.textPrimary) : Self.disabledColor(theme)
    }

    /// The text and icons of a disabled control: the tertiary text at half strength, so they
    /// read as unavailable beside enabled ones (WCAG's contrast minimum exempts inactive
    /// controls).
    static func disabledColor(_ theme: Theme) -> Color { theme.color(.textTertiary).multipliedAlpha(0.5) }
}
