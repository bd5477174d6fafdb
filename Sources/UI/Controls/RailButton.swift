import Graphics

/// The narrow strip a collapsed pane leaves behind: its title written downwards one letter per
/// line (small semibold capitals) under a chevron, on the panel surface with a hairline on the
/// side that faces the content. A click, or Space or Enter while focused, reopens the pane.
@MainActor
public final class RailButton: ClickControl {
    /// Which side of the window the rail sits on: its hairline and chevron face the content.
    public enum Edge: Sendable { case leading, trailing }

    /// The collapsed pane's name, as the user reads it elsewhere ("Inspector").
    public var title: String { didSet { if title != oldValue { setNeedsDisplay() } } }
    public let edge: Edge
    /// Called on a click.
    public var action: (@MainActor () -> Void)?

    /// The rail's width, in points.
    public nonisolated static let width = 28.0
    /// The height of one letter's line, in points.
    static let letterHeight = 13.0
    /// The room above the first letter (the chevron's), in points.
    static let lettersTop = 36.0

    /// A rail showing `title`, with `tooltip` saying what a click does ("Show the inspector").
    public init(_ title: String, tooltip: String, edge: Edge, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.edge = edge
        self.action = action
        super.init()
        cornerRadius = 0
        backgroundColor = .token(.panel)
        self.tooltip = tooltip
    }

    public override func activate() { action?() }

    /// The height every letter needs, in points (the chevron's room included).
    public var neededHeight: Double { Self.lettersTop + Double(title.count) * Self.letterHeight + 8 }

    public override func textsThatDoNotFit(engine: TextEngine) -> [String] {
        neededHeight > bounds.height + 0.01 ? [title] : []
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        if isPressed || isPointerInside { canvas.fill(bounds, color: surfaceColor(theme)) }
        let lineX = edge == .leading ? bounds.width - canvas.hairline : 0
        canvas.fill(Rect(x: lineX, y: 0, width: canvas.hairline, height: bounds.height), color: theme.color(.border))
        // A chevron pointing where the pane opens: right for a leading rail, left for a trailing one.
        let midX = bounds.width / 2, top = 14.0
        let tip = edge == .leading ? midX + 3 : midX - 3, tail = edge == .leading ? midX - 2 : midX + 2
        var chevron = Path()
        chevron.move(to: Point(tail, top))
        chevron.line(to: Point(tip, top + 5))
        chevron.line(to: Point(tail, top + 10))
        canvas.stroke(chevron, width: 1.5, color: labelColor(theme), cap: .round)
        let font = Font(.uiSmall, weight: .semibold)
        let engine = canvas.textEngine
        let metrics = engine.metrics(of: font)
        for (index, letter) in title.uppercased().enumerated() {
            let text = String(letter)
            let x = ((bounds.width - engine.width(of: text, font: font)) / 2).rounded()
            let baseline = Self.lettersTop + Double(index) * Self.letterHeight + metrics.ascent
            canvas.drawText(text, font: font, color: theme.color(.textSecondary), baseline: Point(x, baseline))
        }
    }
}
