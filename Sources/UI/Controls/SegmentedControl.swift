import Graphics

/// A row of mutually exclusive segments; click one, or use Left and Right (Home and End: the
/// first and the last) when focused.
@MainActor
public final class SegmentedControl: Control {
    /// The segment titles.
    public var segments: [String] {
        didSet { selectedIndex = min(selectedIndex, max(0, segments.count - 1)); setNeedsDisplay() }
    }
    /// The selected segment.
    public var selectedIndex: Int { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    /// Called after the user picked a segment, with its index.
    public var onChange: (@MainActor (Int) -> Void)?

    public init(_ segments: [String], selectedIndex: Int = 0, onChange: (@MainActor (Int) -> Void)? = nil) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.onChange = onChange
        super.init()
    }

    public override var intrinsicContentSize: Size? {
        let engine = window?.textEngine ?? FallbackEngine.shared
        let widest = segments.map { engine.width(of: $0, font: .ui) }.max() ?? 0
        return Size(Double(segments.count) * (widest.rounded(.up) + 20) + 4, theme.controlHeight)
    }

    /// The rect of segment `index`, in the control's coordinates: equal widths when every title
    /// fits its share, else each title's width plus an equal share of the room left, so a long
    /// title never spills over its neighbour.
    public func segmentRect(_ index: Int) -> Rect {
        let widths = segmentWidths()
        let x = 2 + widths[..<min(index, widths.count)].reduce(0, +)
        return Rect(x: x, y: 2, width: index < widths.count ? widths[index] : 0, height: bounds.height - 4)
    }

    /// Segment widths in points (their sum is the width inside the 2-point border).
    private func segmentWidths() -> [Double] {
        let count = Double(max(segments.count, 1)), room = max(0, bounds.width - 4)
        let engine = window?.textEngine ?? FallbackEngine.shared
        let titles = segments.map { engine.width(of: $0, font: Font(.ui, weight: .medium)).rounded(.up) + 12 }
        let equal = room / count
        guard titles.contains(where: { $0 > equal }) else { return Array(repeating: equal, count: segments.count) }
        let spare = (room - titles.reduce(0, +)) / count
        return titles.map { max(0, $0 + spare) }
    }

    /// The least width at which every title fits its segment, in points.
    public var fittingWidth: Double {
        let engine = window?.textEngine ?? FallbackEngine.shared
        let titles = segments.map { engine.width(of: $0, font: Font(.ui, weight: .medium)).rounded(.up) }
        return titles.reduce(4) { $0 + $1 + 2 * Self.titleMargin }.rounded(.up)
    }

    /// Space a title keeps from its segment's edges, in points.
    static let titleMargin = 4.0

    /// The titles wider than their segment's room: drawn shortened with "…".
    public override func textsThatDoNotFit(engine: TextEngine) -> [String] {
        segments.indices.filter { !fits(segments[$0], in: segmentRect($0), engine: engine) }.map { segments[$0] }
    }

    /// True when `title` (measured in the wider, selected weight) fits `rect` with its margins.
    private func fits(_ title: String, in rect: Rect, engine: TextEngine) -> Bool {
        engine.width(of: title, font: Font(.ui, weight: .medium)) + 2 * Self.titleMargin <= rect.width + 0.01
    }

    /// `title` as drawn in `rect`: whole when it fits, else cut and ended with "…".
    private func shown(_ title: String, font: Font, in rect: Rect, engine: TextEngine) -> String {
        let room = max(0, rect.width - 2 * Self.titleMargin)
        guard engine.width(of: title, font: font) > room else { return title }
        var layout = TextLayout(
            runs: [TextRun(title)], font: font, color: .token(.textPrimary), width: 0, engine: engine)
        layout.ellipsizeFirstLine(toWidth: room, engine: engine)
        return layout.lines.first?.pieces.map(\.text).joined() ?? ""
    }

    /// Selects a segment as the user would.
    public func select(_ index: Int) {
        guard isEnabled, segments.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onChange?(index)
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        if let index = segments.indices.first(where: { segmentRect($0).contains(event.location) }) { select(index) }
        return true
    }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, !modifiers.isCommand else { return false }
        switch key {
        case .left: select(selectedIndex - 1)
        case .right: select(selectedIndex + 1)
        case .home: select(0)
        case .end: select(segments.count - 1)
        default: return false
        }
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(bounds, color: theme.color(.windowBackground), radius: cornerRadius)
        canvas.strokeInside(bounds, width: canvas.hairline, color: theme.color(.controlBorder), radius: cornerRadius)
        let metrics = canvas.textEngine.metrics(of: .ui)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        for (index, title) in segments.enumerated() {
            let rect = segmentRect(index)
            let selected = index == selectedIndex
            if selected {
                canvas.fill(rect, color: theme.color(.panel), radius: cornerRadius - 2)
                canvas.strokeInside(
                    rect, width: canvas.hairline, color: theme.color(.controlBorder), radius: cornerRadius - 2)
            }
            let font = Font(.ui, weight: selected ? .medium : .regular)
            let text = shown(title, font: font, in: rect, engine: canvas.textEngine)
            let width = canvas.textEngine.width(of: text, font: font)
            let color = theme.color(!isEnabled ? .textTertiary : selected ? .textPrimary : .textSecondary)
            canvas.pushClip(rect)
            canvas.drawText(
                text, font: font, color: color, baseline: Point((rect.midX - width / 2).rounded(), baseline))
            canvas.popClip()
        }
    }
}
