/// A width and height, in pixels or in any user unit.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from unlabelled width and height.
    @inlinable public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero.
    public static let zero = Size(0, 0)

    /// The smaller of width and height.
    @inlinable var shorterSide: Double { min(width, height) }

    /// True when either side is zero or negative.
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }
}
