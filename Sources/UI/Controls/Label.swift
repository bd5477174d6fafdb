import Graphics

/// Static text: one line or wrapped, aligned, plain or rich (runs with their own colour and
/// weight). The text never draws outside the bounds: one line that does not fit ends in "…"
/// (`isTruncated`), wrapped text taller than the bounds is clipped to them, and lines past
/// `numberOfLines` are dropped (`isTruncated` too).
@MainActor
public final class Label: View {
    /// The plain text (setting it replaces the runs with one run).
    public var text: String {
        get { runs.map(\.text).joined() }
        set { runs = [TextRun(newValue)] }
    }
    /// The rich text.
    public var runs: [TextRun] { didSet { if runs != oldValue { textDidChange() } } }
    /// The default font of the runs.
    public var font: Font { didSet { if font != oldValue { textDidChange() } } }
    /// The default colour of the runs.
    public var textColor: ThemedColor = .token(.textPrimary) {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// Horizontal alignment of the lines.
    public var alignment: TextAlignment = .leading { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// Most lines shown; 0 for any number, 1 (the default) for no wrapping.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// Space around the text, in points.
    public var insets: EdgeInsets = .zero { didSet { if insets != oldValue { textDidChange() } } }

    /// True when the superview places this label without reading its text (a readout in a frame
    /// of its own width, as a clock's): a new text then redraws the label without laying the
    /// superview out again.
    public var layoutIgnoresText = false

    private var cachedLayout: (width: Double, layout: TextLayout)?
    /// The last `sizeThatFits` answer: a panel that lays out every frame measures its labels
    /// once per text, wrap width (points), text engine and pixel scale.
    private var measuredSize: (key: MeasureKey, size: Size)?
    private struct MeasureKey: Equatable {
        var width: Double
        var engine: ObjectIdentifier
        var scale: Double
    }

    /// Creates a label with plain text.
    public init(_ text: String = "", font: Font = .ui) {
        self.runs = [TextRun(text)]
        self.font = font
        super.init()
        receivesPointer = false
    }

    /// Creates a label with rich text.
    public init(runs: [TextRun], font: Font = .ui) {
        self.runs = runs
        self.font = font
        super.init()
        receivesPointer = false
    }

    /// One line of the whole text plus the insets, in points.
    public override var intrinsicContentSize: Size? {
        guard let engine = window?.textEngine ?? Label.fallbackEngine else { return nil }
        let layout = TextLayout(runs: runs, font: font, color: textColor, width: 0, engine: engine)
        return Size(layout.size.width.rounded(.up) + insets.horizontal, layout.size.height + insets.vertical)
    }

    /// The wrapped height for a width, in points.
    public override func sizeThatFits(_ size: Size) -> Size {
        let width = numberOfLines == 1 ? 0 : max(1, size.width - insets.horizontal)
        guard let engine = window?.textEngine ?? Label.fallbackEngine else { return size }
        let key = MeasureKey(width: width, engine: ObjectIdentifier(engine), scale: window?.scale ?? 1)
        if let measured = measuredSize, measured.key == key { return measured.size }
        let layout = TextLayout(
            runs: runs, font: font, color: textColor, width: width,
            maxLines: numberOfLines, engine: engine)
        let fitted = Size(layout.size.width.rounded(.up) + insets.horizontal, layout.size.height + insets.vertical)
        measuredSize = (key, fitted)
        return fitted
    }

    /// True when the text does not fit the bounds: shortened with "…", lines dropped, or clipped.
    public var isTruncated: Bool {
        guard let engine = window?.textEngine else { return false }
        let layout = layout(engine: engine)
        return layout.isTruncated || overflows(layout)
    }

    /// The laid-out lines for the current width: wrapped to it, or one line ended with "…" when
    /// it does not fit.
    public func layout(engine: TextEngine) -> TextLayout {
        let room = max(0, bounds.width - insets.horizontal)
        let width = numberOfLines == 1 ? 0 : max(1, room)
        if let cached = cachedLayout, cached.width == room { return cached.layout }
        var layout = TextLayout(
            runs: runs, font: font, color: textColor, width: width,
            maxLines: numberOfLines, engine: engine)
        if numberOfLines == 1 { layout.ellipsizeFirstLine(toWidth: room, engine: engine) }
        cachedLayout = (room, layout)
        return layout
    }

    /// True when `layout` reaches outside the text area (points, a hair of rounding allowed):
    /// wider, or for wrapped text taller (one line is centred and may overhang a short label).
    private func overflows(_ layout: TextLayout) -> Bool {
        let area = bounds.inset(by: insets), size = layout.size
        return size.width > area.width + 0.01 || numberOfLines != 1 && size.height > area.height + 0.01
    }

    public override func draw(in canvas: inout Canvas) {
        let layout = layout(engine: canvas.textEngine)
        let clipped = overflows(layout)
        if clipped { canvas.pushClip(bounds) }
        defer { if clipped { canvas.popClip() } }
        let area = bounds.inset(by: insets)
        var y = area.minY
        if numberOfLines == 1 { y += ((area.height - layout.size.height) / 2) }
        for line in layout.lines {
            let x: Double
            switch alignment {
            case .leading: x = area.minX
            case .center: x = area.minX + (area.width - line.width) / 2
            case .trailing: x = area.maxX - line.width
            }
            for piece in line.pieces {
                canvas.drawText(
                    piece.text, font: piece.font, color: canvas.theme.resolve(piece.color),
                    baseline: Point(x + piece.x, y + line.ascent))
            }
            y += line.height
        }
    }

    private func textDidChange() {
        cachedLayout = nil
        measuredSize = nil
        setNeedsDisplay()
        if !layoutIgnoresText { superview?.setNeedsLayout() }
    }

    /// Used for measuring before the label is in a window.
    static var fallbackEngine: TextEngine? { FallbackEngine.shared }
}

/// The measuring engine for views not yet in a window.
@MainActor
enum FallbackEngine {
    static let shared: TextEngine = FixedWidthTextEngine()
}
