/// Which points a fill covers, from the winding number of the path around them.
public enum FillRule: Hashable, Sendable {
    /// Covered when the winding number is not zero.
    case nonZero
    /// Covered when the winding number is odd.
    case evenOdd
}
