/// An axis-aligned rectangle with Double coordinates (y-down), in pixels or user units.
public struct Rect: Hashable, Sendable {
    /// Top-left corner.
    public var origin: Point
    /// Width and height; a rect with a negative side is empty.
    public var size: Size

    /// Creates a rect from its origin and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from its left, top, width and height.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x, y)
        self.size = Size(width, height)
    }

    /// The smallest rect that holds both corners.
    @inlinable public init(corner a: Point, corner b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// A rect of the given size centred on `center`.
    @inlinable public init(center: Point, size: Size) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(midX, midY) }
    /// True when the rect has no area.
    @inlinable public var isEmpty: Bool { size.isEmpty }

    /// The largest square centred in this rect.
    public var centeredSquare: Rect {
        let side = max(0, min(width, height))
        return Rect(center: center, size: Size(side, side))
    }

    /// The rect grown by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rects, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect holding both rects.
    public func union(_ other: Rect) -> Rect {
        Rect(
            corner: Point(min(minX, other.minX), min(minY, other.minY)),
            corner: Point(max(maxX, other.maxX), max(maxY, other.maxY)))
    }

    /// True when `point` lies inside (left and top edges included).
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest pixel rect that holds this rect.
    public var enclosingIntRect: IntRect {
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
