import Graphics
import Render
import XCTest

/// Sum of a coverage array (pixel area units).
func totalCoverage(_ values: [Double]) -> Double { values.reduce(0, +) }

/// A transparent pixmap of the given size (fails the test when the size is invalid).
func makePixmap(_ width: Int, _ height: Int, file: StaticString = #filePath, line: UInt = #line) -> Pixmap {
    guard let pixmap = Pixmap(width: width, height: height) else {
        XCTFail("cannot make a \(width)x\(height) pixmap", file: file, line: line)
        return Pixmap(width: 1, height: 1)!
    }
    return pixmap
}

/// A closed regular star polygon with `points` tips that joins every second tip (self-intersecting).
func pentagram(center: Point, radius: Double) -> Path {
    let tips = (0..<5).map { k -> Point in
        let angle = -Double.pi / 2 + Double(k) * 2 * Double.pi / 5
        return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
    }
    return Path.polygon([tips[0], tips[2], tips[4], tips[1], tips[3]])
}

/// A scene of mixed fills, strokes, gradients, clips and alpha for comparisons.
func mixedScene() -> DisplayList {
    var list = DisplayList()
    list.fill(.circle(center: Point(20.3, 18.7), radius: 12.4), color: Color(hex: "#3366CC")!)
    list.fill(
        .roundedRect(Rect(x: 8.5, y: 30.25, width: 50, height: 22.5), radius: 6),
        with: .linearGradient(
            start: Point(8, 0), end: Point(58, 0),
            stops: [GradientStop(0, .white), GradientStop(1, Color(hex: "#FF000080")!)]))
    list.stroke(
        .arc(center: Point(45, 20), radius: 11, start: -1, sweep: 4),
        style: StrokeStyle(width: 4.5, cap: .butt), color: Color(hex: "#22AA44C0")!)
    list.pushAlpha(0.6)
    list.fill(.polygon([Point(5, 70), Point(40, 55.5), Point(62, 78.2)]), color: .black)
    list.popAlpha()
    list.pushClip(IntRect(x: 50, y: 40, width: 25, height: 30))
    list.fill(
        .circle(center: Point(60, 55), radius: 14.6),
        with: .radialGradient(
            center: Point(60, 55), radius: 14.6,
            stops: [GradientStop(0, .black), GradientStop(1, Color(hex: "#FFCC00")!)]))
    list.popClip()
    list.fill(
        pentagram(center: Point(60, 66), radius: 12),
        with: .conicGradient(
            center: Point(60, 66), startAngle: 0.3, stops: [GradientStop(0, .black), GradientStop(1, .white)]),
        rule: .evenOdd)
    var path = Path()
    path.move(to: Point(4, 4))
    path.line(to: Point(30, 9.5))
    path.cubic(to: Point(70, 4), control1: Point(40, 40), control2: Point(55, -10))
    list.stroke(path, style: StrokeStyle(width: 3, cap: .round, join: .round), color: Color(hex: "#8844FFE0")!)
    list.fill(
        .ellipse(in: Rect(x: -10, y: 60, width: 30, height: 40)), color: Color(hex: "#00000060")!,
        transform: Transform.rotation(0.3).translatedBy(0, 0))
    return list
}
