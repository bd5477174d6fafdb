/// Horizontal alignment of a label run relative to its anchor.
public enum ProgressTextAlignment: String, Sendable, Hashable {
    /// The anchor is the centre of the text.
    case center
    /// The anchor is the right edge of the text.
    case right
}
