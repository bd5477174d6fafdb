import Foundation

extension Path {
    /// Adds a closed ellipse inscribed in `rect`, drawn clockwise on screen from its rightmost point.
    mutating func addEllipse(in rect: Rect) {
        appendClosedEllipse(center: rect.center, radiusX: rect.width / 2, radiusY: rect.height / 2)
    }

    /// Adds a closed circle of `radius` (pixels or user units).
    mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(center: center, size: Size(2 * radius, 2 * radius)))
    }

    /// Adds a closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(rect.minX, rect.minY))
        line(to: Point(rect.maxX, rect.minY))
        line(to: Point(rect.maxX, rect.maxY))
        line(to: Point(rect.minX, rect.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners of `radius`, clamped to half the shorter side.
    mutating func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = min(max(radius.isNaN ? 0 : radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else { return addRect(rect) }
        let quarter = Double.pi / 2
        move(to: Point(rect.minX + r, rect.minY))
        arc(center: Point(rect.maxX - r, rect.minY + r), radius: r, start: -quarter, sweep: quarter)
        arc(center: Point(rect.maxX - r, rect.maxY - r), radius: r, start: 0, sweep: quarter)
        arc(center: Point(rect.minX + r, rect.maxY - r), radius: r, start: quarter, sweep: quarter)
        arc(center: Point(rect.minX + r, rect.minY + r), radius: r, start: 2 * quarter, sweep: quarter)
        closeSubpath()
    }

    /// Adds a closed polygon through `points` (nothing when there are none).
    public mutating func addPolygon(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        closeSubpath()
    }

    /// A closed circle.
    public static func circle(center: Point, radius: Double) -> Path {
        var path = Path(capacity: 3)
        path.addCircle(center: center, radius: radius)
        return path
    }

    /// A closed ellipse inscribed in `rect`.
    public static func ellipse(in rect: Rect) -> Path {
        var path = Path(capacity: 3)
        path.addEllipse(in: rect)
        return path
    }

    /// A closed rectangle.
    public static func rect(_ rect: Rect) -> Path {
        var path = Path(capacity: 5)
        path.addRect(rect)
        return path
    }

    /// A closed rounded rectangle (corner radius clamped to half the shorter side).
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        var path = Path(capacity: 10)
        path.addRoundedRect(rect, radius: radius)
        return path
    }

    /// A closed polygon.
    public static func polygon(_ points: [Point]) -> Path {
        var path = Path(capacity: points.count + 1)
        path.addPolygon(points)
        return path
    }

    /// An open circular arc (radians, positive clockwise on screen).
    public static func arc(center: Point, radius: Double, start: Double, sweep: Double) -> Path {
        var path = Path(capacity: 2)
        path.arc(center: center, radius: radius, start: start, sweep: sweep)
        return path
    }

    /// A circular arc closed by its chord (the region cut off by the chord).
    public static func chordArc(center: Point, radius: Double, start: Double, sweep: Double) -> Path {
        var path = arc(center: center, radius: radius, start: start, sweep: sweep)
        path.closeSubpath()
        return path
    }
}
