import Graphics

/// Where a curve editor draws: the unit square of the timing curve inside a plot that shows y
/// from `visibleY`, so overshoots stay on screen. Points are view points, y grows downward on
/// screen and upward in the curve.
public struct CurvePlotGeometry: Hashable, Sendable {
    /// The y values the plot shows (the handles' range).
    static let visibleY = CurveControlPoints.handleYRange
    /// The largest side of the unit square, in points.
    static let maximumSide = 110.0

    /// The unit square, in view points.
    public let square: Rect
    /// The whole plot (the square with the margins for overshoot), in view points.
    public let plot: Rect

    /// The plot centred horizontally at the top of `area` (points), as large as fits.
    public init(fitting area: Rect) {
        let span = Self.visibleY.upperBound - Self.visibleY.lowerBound
        let side = max(0, min(area.width, area.height / span, Self.maximumSide))
        let x = area.minX + ((area.width - side) / 2).rounded()
        let top = area.minY
        let squareTop = top + (Self.visibleY.upperBound - 1) * side
        square = Rect(x: x, y: squareTop, width: side, height: side)
        plot = Rect(x: x, y: top, width: side, height: span * side)
    }

    /// The plot's height for a side of the unit square, in points.
    static func plotHeight(side: Double) -> Double { (visibleY.upperBound - visibleY.lowerBound) * side }

    /// A unit point (x time, y change) in view points.
    public func viewPoint(_ unit: Point) -> Point {
        Point(square.minX + unit.x * square.width, square.maxY - unit.y * square.height)
    }

    /// A unit point drawn on the plot: y limited to the visible range.
    public func visibleViewPoint(_ unit: Point) -> Point {
        viewPoint(Point(unit.x, min(max(unit.y, Self.visibleY.lowerBound), Self.visibleY.upperBound)))
    }

    /// The unit point at a view point.
    public func unitPoint(_ view: Point) -> Point {
        guard square.width > 0 else { return .zero }
        return Point((view.x - square.minX) / square.width, (square.maxY - view.y) / square.height)
    }
}
