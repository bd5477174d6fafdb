/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct IntRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Number of columns; zero or negative means empty.
    public var width: Int
    /// Number of rows; zero or negative means empty.
    public var height: Int

    /// Creates a pixel rect from its left, top, width and height.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a pixel rect from its edges: columns `minX ..< maxX`, rows `minY ..< maxY`.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    @inlinable public var minX: Int { x }
    @inlinable public var minY: Int { y }
    /// One past the right column.
    @inlinable public var maxX: Int { x + width }
    /// One past the bottom row.
    @inlinable public var maxY: Int { y + height }
    /// True when the rect holds no pixel.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Number of pixels.
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The pixels in both rects, or nil when they share none.
    public func intersection(_ other: IntRect) -> IntRect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return IntRect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The smallest rect holding both rects; an empty rect does not count.
    public func union(_ other: IntRect) -> IntRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return IntRect(
            minX: min(minX, other.minX), minY: min(minY, other.minY),
            maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// True when pixel (px, py) lies inside.
    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// True when every pixel of `other` lies inside.
    public func contains(_ other: IntRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The same pixels as a Double rect.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public var description: String { "IntRect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
