/// An ordered list of draw commands: what the host hands to a renderer.
///
/// Unbalanced pops are ignored by the renderer, and pushes left open end with the list.
public struct DisplayList: Hashable, Sendable {
    /// The commands in drawing order.
    public var commands: [DrawCommand] = []

    /// Creates an empty list.
    public init() {}

    /// Creates an empty list with room for `capacity` commands.
    public init(capacity: Int) { commands.reserveCapacity(capacity) }

    /// Creates a list from commands.
    public init(_ commands: [DrawCommand]) { self.commands = commands }

    /// True when there is no command.
    public var isEmpty: Bool { commands.isEmpty }

    /// Appends a fill.
    public mutating func fill(
        _ path: Path, with paint: Paint, rule: FillRule = .nonZero,
        transform: Transform = .identity
    ) {
        commands.append(.fill(path, paint: paint, rule: rule, transform: transform))
    }

    /// Appends a solid fill.
    public mutating func fill(
        _ path: Path, color: Color, rule: FillRule = .nonZero,
        transform: Transform = .identity
    ) {
        fill(path, with: .solid(color), rule: rule, transform: transform)
    }

    /// Appends a stroke.
    public mutating func stroke(
        _ path: Path, style: StrokeStyle, with paint: Paint,
        transform: Transform = .identity
    ) {
        commands.append(.stroke(path, style: style, paint: paint, transform: transform))
    }

    /// Appends a solid stroke.
    public mutating func stroke(
        _ path: Path, style: StrokeStyle, color: Color,
        transform: Transform = .identity
    ) {
        stroke(path, style: style, with: .solid(color), transform: transform)
    }

    /// Appends a clip push.
    public mutating func pushClip(_ rect: IntRect) { commands.append(.pushClip(rect)) }
    /// Appends a clip pop.
    public mutating func popClip() { commands.append(.popClip) }
    /// Appends an alpha push (factor 0...1).
    public mutating func pushAlpha(_ alpha: Double) { commands.append(.pushAlpha(alpha)) }
    /// Appends an alpha pop.
    public mutating func popAlpha() { commands.append(.popAlpha) }

    /// Appends a mask drawn in `color` with its top-left pixel at `origin` (device pixels).
    public mutating func drawMask(_ mask: AlphaMask, at origin: Point, color: Color) {
        commands.append(.drawMask(mask, at: origin, color: color))
    }

    /// Appends every command of another list.
    public mutating func append(_ other: DisplayList) { commands.append(contentsOf: other.commands) }
}
