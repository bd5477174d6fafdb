/// A piece of rich text with its own font and colour.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// The run's font; nil takes the label's.
    public var font: Font?
    /// The run's colour; nil takes the label's.
    public var color: ThemedColor?

    public init(_ text: String, font: Font? = nil, color: ThemedColor? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }

    /// A run in the label's font at another weight.
    public static func weighted(
        _ text: String, _ weight: FontWeight, role: FontRole = .ui,
        color: ThemedColor? = nil
    ) -> TextRun {
        TextRun(text, font: Font(role, weight: weight), color: color)
    }
}

/// How lines sit between the left and right edges.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
