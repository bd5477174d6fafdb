import Foundation
import Graphics

/// The studio's icons: vector paths in a 16×16 point box, filled (non-zero rule) in the text
/// secondary colour by `Button` (DESIGN.md: no bitmaps, no icon fonts).
package enum Icons {
    /// Play: a right-pointing triangle.
    package static let play = Path.polygon([Point(4.5, 2.5), Point(13.5, 8), Point(4.5, 13.5)])
    /// Pause: two bars.
    package static let pause: Path = {
        var p = Path.roundedRect(Rect(x: 3.5, y: 3, width: 3, height: 10), radius: 1)
        p.append(.roundedRect(Rect(x: 9.5, y: 3, width: 3, height: 10), radius: 1))
        return p
    }()
    /// Stop: a rounded square.
    package static let stop = Path.roundedRect(Rect(x: 3.5, y: 3.5, width: 9, height: 9), radius: 1.5)
    /// Step back one frame: a bar and a left triangle.
    static let stepBack: Path = {
        var p = Path.rect(Rect(x: 3, y: 3, width: 2, height: 10))
        p.append(.polygon([Point(13, 3), Point(13, 13), Point(6, 8)]))
        return p
    }()
    /// Step forward one frame.
    static let stepForward = stepBack.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 16, ty: 0))
    /// Loop: an open ring with an arrowhead.
    package static let loop: Path = {
        var p = band(center: Point(8, 8), radius: 5, width: 1.6, start: -.pi * 0.35, sweep: .pi * 1.65)
        p.append(.polygon([Point(10.4, 1.2), Point(13.8, 4.6), Point(9.3, 5.6)]))
        return p
    }()
    /// Ping-pong: arrows pointing left and right.
    package static let pingPong: Path = {
        var p = Path.rect(Rect(x: 4, y: 4.2, width: 7, height: 1.6))
        p.append(.polygon([Point(10.5, 1.8), Point(14.5, 5), Point(10.5, 8.2)]))
        p.append(.rect(Rect(x: 5, y: 10.2, width: 7, height: 1.6)))
        p.append(.polygon([Point(5.5, 7.8), Point(1.5, 11), Point(5.5, 14.2)]))
        return p
    }()
    /// Source: the angle brackets of code, `< >`.
    package static let source: Path = {
        var p = Path.polygon([Point(6, 3), Point(7.4, 4.4), Point(3.8, 8), Point(7.4, 11.6), Point(6, 13), Point(1, 8)])
        p.append(
            .polygon([Point(10, 3), Point(15, 8), Point(10, 13), Point(8.6, 11.6), Point(12.2, 8), Point(8.6, 4.4)]))
        return p
    }()
    /// Undo: a curved arrow turning left.
    package static let undo: Path = {
        var p = band(center: Point(9, 9.5), radius: 4.2, width: 1.6, start: -.pi / 2, sweep: .pi * 1.25)
        p.append(.polygon([Point(3.2, 5.3), Point(9.4, 1.4), Point(9.4, 9.2)]))
        return p
    }()
    /// Redo: undo mirrored.
    package static let redo = undo.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 16, ty: 0))
    /// Reset a value: a circular arrow.
    static let reset: Path = {
        var p = band(center: Point(8, 8.5), radius: 4.5, width: 1.5, start: -.pi * 0.15, sweep: .pi * 1.6)
        p.append(.polygon([Point(9.6, 1.6), Point(13.9, 4.4), Point(9.4, 6.6)]))
        return p
    }()
    /// Export: an arrow out of a tray.
    package static let export: Path = {
        var p = Path.polygon([Point(8, 1.5), Point(12, 5.5), Point(4, 5.5)])
        p.append(.rect(Rect(x: 7.2, y: 5, width: 1.6, height: 6)))
        p.append(
            .polygon([
                Point(2, 9), Point(3.6, 9), Point(3.6, 12.9), Point(12.4, 12.9), Point(12.4, 9),
                Point(14, 9), Point(14, 14.5), Point(2, 14.5),
            ]))
        return p
    }()
    /// Theme: a circle half filled.
    package static let theme: Path = {
        var p = band(center: Point(8, 8), radius: 6, width: 1.5, start: 0, sweep: 2 * .pi)
        var half = Path()
        half.move(to: Point(8, 2.75))
        half.arc(center: Point(8, 8), radius: 5.25, start: -.pi / 2, sweep: .pi)
        half.closeSubpath()
        p.append(half)
        return p
    }()
    /// Help: a question mark in a ring.
    package static let help: Path = {
        var p = band(center: Point(8, 8), radius: 6.5, width: 1.4, start: 0, sweep: 2 * .pi)
        p.append(band(center: Point(8, 6.4), radius: 2.1, width: 1.4, start: -.pi, sweep: .pi * 1.45))
        p.append(.rect(Rect(x: 7.3, y: 8.2, width: 1.4, height: 1.6)))
        p.append(.circle(center: Point(8, 11.4), radius: 0.9))
        return p
    }()
    /// Plus.
    package static let plus: Path = {
        var p = Path.rect(Rect(x: 7.25, y: 3, width: 1.5, height: 10))
        p.append(.rect(Rect(x: 3, y: 7.25, width: 10, height: 1.5)))
        return p
    }()
    /// Minus.
    static let minus = Path.rect(Rect(x: 3, y: 7.25, width: 10, height: 1.5))
    /// Close: a diagonal cross.
    package static let close = plus.transformed(
        by: Transform.translation(-8, -8)
            .concatenating(.rotation(.pi / 4)).concatenating(.translation(8, 8)))
    /// Search: a magnifier.
    package static let search: Path = {
        var p = band(center: Point(7, 7), radius: 4.2, width: 1.5, start: 0, sweep: 2 * .pi)
        p.append(
            Path.rect(Rect(x: -0.75, y: 0, width: 1.5, height: 4.6))
                .transformed(by: Transform.rotation(-.pi / 4).concatenating(.translation(10, 10))))
        return p
    }()
    /// Snowflake-like freeze mark: three crossing bars.
    package static let freeze: Path = {
        var p = Path()
        for k in 0..<3 {
            p.append(
                Path.rect(Rect(x: -0.75, y: -6, width: 1.5, height: 12))
                    .transformed(by: Transform.rotation(Double(k) * .pi / 3).concatenating(.translation(8, 8))))
        }
        return p
    }()

    /// A ring segment `width` thick around a circle of `radius` (the band's middle), as a closed
    /// outline (outer arc forward, inner arc back).
    static func band(center: Point, radius: Double, width: Double, start: Double, sweep: Double) -> Path {
        let outer = radius + width / 2, inner = radius - width / 2
        var p = Path()
        p.move(to: Point(center.x + outer * cos(start), center.y + outer * sin(start)))
        p.arc(center: center, radius: outer, start: start, sweep: sweep)
        p.line(to: Point(center.x + inner * cos(start + sweep), center.y + inner * sin(start + sweep)))
        p.arc(center: center, radius: inner, start: start + sweep, sweep: -sweep)
        p.closeSubpath()
        return p
    }
}

extension Icons {
    /// To the start: a bar and two left triangles.
    package static let home: Path = {
        var p = Path.rect(Rect(x: 2, y: 3, width: 1.8, height: 10))
        p.append(.polygon([Point(9, 3), Point(9, 13), Point(4, 8)]))
        p.append(.polygon([Point(14.5, 3), Point(14.5, 13), Point(9.5, 8)]))
        return p
    }()
}

extension Icons {
    /// Open (a section shown): a triangle pointing down.
    /// An arrow pointing up (move earlier), and one pointing down.
    static let arrowUp = Path.polygon([
        Point(8, 2.5), Point(13, 8), Point(9.25, 8), Point(9.25, 13.5), Point(6.75, 13.5), Point(6.75, 8), Point(3, 8),
    ])
    static let arrowDown = arrowUp.transformed(by: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 16))
    static let disclosureOpen = Path.polygon([Point(3.5, 5.5), Point(12.5, 5.5), Point(8, 11)])
    /// Closed (a section collapsed): a triangle pointing right.
    static let disclosureClosed = Path.polygon([Point(5.5, 3.5), Point(11, 8), Point(5.5, 12.5)])
}

extension Icons {
    /// Wrap long lines: two lines of text, the second turning back under itself onto a third.
    static let wrap: Path = {
        var p = Path.rect(Rect(x: 1.5, y: 3, width: 13, height: 1.6))
        p.append(.rect(Rect(x: 1.5, y: 7.2, width: 10, height: 1.6)))
        p.append(band(center: Point(11.5, 10.2), radius: 2.2, width: 1.6, start: -.pi / 2, sweep: .pi))
        p.append(.polygon([Point(7.6, 12.4), Point(11, 9.8), Point(11, 15)]))
        p.append(.rect(Rect(x: 1.5, y: 11.6, width: 4.5, height: 1.6)))
        return p
    }()
    /// Copy: a page in front of another.
    static let copy: Path = {
        func frame(_ r: Rect, sides: [Int] = [0, 1, 2, 3]) -> Path {
            let t = 1.5
            let bars = [
                Rect(x: r.minX, y: r.minY, width: r.width, height: t),
                Rect(x: r.minX, y: r.minY, width: t, height: r.height),
                Rect(x: r.maxX - t, y: r.minY, width: t, height: r.height),
                Rect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
            ]
            var p = Path()
            for side in sides { p.append(.rect(bars[side])) }
            return p
        }
        var p = frame(Rect(x: 2, y: 2, width: 8.5, height: 8.5), sides: [0, 1])
        p.append(frame(Rect(x: 5.5, y: 5.5, width: 8.5, height: 8.5)))
        return p
    }()
}

extension Icons {
    /// Onion skin: two rings trailing a disc (the frames before the one shown), left to right.
    static let onionSkin: Path = {
        /// A ring: the outer circle, and the inner one mirrored so it winds the other way (a hole).
        func ring(_ x: Double) -> Path {
            var p = Path.circle(center: Point(x, 8), radius: 3.2)
            p.append(
                Path.circle(center: Point(x, 8), radius: 2).transformed(
                    by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * x, ty: 0)))
            return p
        }
        var p = ring(3.4)
        p.append(ring(8))
        p.append(.circle(center: Point(12.6, 8), radius: 3.2))
        return p
    }()
    /// Settings of a feature: two sliders, each a bar and a knob.
    static let tune: Path = {
        var p = Path.rect(Rect(x: 1.5, y: 4.25, width: 13, height: 1.5))
        p.append(.circle(center: Point(5, 5), radius: 2.3))
        p.append(.rect(Rect(x: 1.5, y: 10.25, width: 13, height: 1.5)))
        p.append(.circle(center: Point(11, 11), radius: 2.3))
        return p
    }()
}
