import Foundation
import Graphics
import UI

/// A mock app's part that paints itself from the mock app's palette.
@MainActor
protocol MockPainted: AnyObject {
    func applyPalette(_ palette: SceneMockPalette)
}

/// The ink a mock app's label is written in.
enum MockInkKey: ViewAttachmentKey {
    static var defaultValue: MockInk? { nil }
}

extension View {
    /// Gives `palette` to every part of the mock app under this view (labels by their ink).
    @MainActor func applyMockPalette(_ palette: SceneMockPalette) {
        if let label = self as? Label, let ink = attachments[MockInkKey.self] {
            label.textColor = .fixed(palette[ink])
        }
        (self as? MockPainted)?.applyPalette(palette)
        for view in subviews { view.applyMockPalette(palette) }
    }
}

/// A label of the mock app in `ink` (its text is set with the language).
@MainActor
func mockLabel(_ ink: MockInk = .text, font: Font = .ui, lines: Int = 1, align: TextAlignment = .leading) -> Label {
    let label = Label("", font: font)
    label.attachments[MockInkKey.self] = ink
    label.numberOfLines = lines
    label.alignment = align
    return label
}

/// A rectangle of the mock app: a fill and a border of the palette, rounded.
@MainActor
class MockBox: View, MockPainted {
    var fill: MockInk?
    var border: MockInk?
    /// The fill's opacity (a tint of the ink).
    var fillOpacity = 1.0

    init(fill: MockInk?, border: MockInk? = nil, radius: Double = 0) {
        self.fill = fill
        self.border = border
        super.init()
        cornerRadius = radius
    }

    func applyPalette(_ palette: SceneMockPalette) {
        backgroundColor = fill.map { ink in .fixed(palette[ink].withAlpha(palette[ink].alpha * fillOpacity)) }
        borderColor = border.map { .fixed(palette[$0]) }
    }
}

extension Color {
    /// The colour with another alpha.
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}

/// A person's picture: a coloured circle with their initials.
@MainActor
final class MockAvatar: View, MockPainted {
    /// The initials (from the name, in the current language).
    var initials = "" { didSet { if initials != oldValue { setNeedsDisplay() } } }
    /// Which of the palette's swatches fills it.
    let swatch: Int
    private var color = Color.black

    init(swatch: Int) {
        self.swatch = swatch
        super.init()
    }

    func applyPalette(_ palette: SceneMockPalette) {
        color = palette.swatches[swatch % palette.swatches.count]
        setNeedsDisplay()
    }

    /// The first letters of a name's first and last words (one character for a name written
    /// without spaces, such as a Chinese name: its surname).
    static func initials(of name: String) -> String {
        let words = name.split(separator: " ")
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first) }
        return String(first) + String(last)
    }

    override func draw(in canvas: inout Canvas) {
        let d = min(bounds.width, bounds.height)
        canvas.fill(Path.circle(center: bounds.center, radius: d / 2), with: .solid(color))
        guard !initials.isEmpty else { return }
        let font = Font(d >= 56 ? .title : .ui, weight: .semibold)
        let engine = canvas.textEngine
        let metrics = engine.metrics(of: font)
        let width = engine.width(of: initials, font: font)
        let baseline = Point(
            bounds.midX - width / 2, bounds.midY + (metrics.ascent - metrics.descent) / 2)
        canvas.drawText(initials, font: font, color: .white, baseline: baseline)
    }
}

/// A picture drawn from shapes: a sky gradient, a sun and two mountains over a ground.
@MainActor
final class MockPicture: View, MockPainted {
    let swatch: Int
    private var sky = Color.black, far = Color.black, near = Color.black, sun = Color.white
    private var isDark = false

    init(swatch: Int, radius: Double = 10) {
        self.swatch = swatch
        super.init()
        cornerRadius = radius
    }

    func applyPalette(_ palette: SceneMockPalette) {
        let base = palette.swatches[swatch % palette.swatches.count]
        isDark = palette.isDark
        sky = base
        far = base.mixed(with: .black, 0.35)
        near = base.mixed(with: .black, 0.6)
        sun = Color.white.mixed(with: base, 0.15)
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        let b = bounds
        guard b.width > 4, b.height > 4 else { return }
        let r = min(cornerRadius, b.height / 4)
        let top = sky.mixed(with: .white, isDark ? 0.2 : 0.45)
        canvas.fill(
            Path.roundedRect(b, radius: r),
            with: .linearGradient(
                start: Point(b.minX, b.minY), end: Point(b.minX, b.maxY),
                stops: [GradientStop(0, top), GradientStop(1, sky)]))
        let s = min(b.width, b.height)
        canvas.fill(
            Path.circle(center: Point(b.minX + b.width * 0.72, b.minY + b.height * 0.3), radius: s * 0.11),
            with: .solid(sun))
        let groundTop = b.maxY - max(r + 2, b.height * 0.14)
        canvas.fill(
            Path.polygon([
                Point(b.minX, groundTop + 1), Point(b.minX, b.minY + b.height * 0.62),
                Point(b.minX + b.width * 0.3, b.minY + b.height * 0.34),
                Point(b.minX + b.width * 0.62, groundTop + 1),
            ]), with: .solid(far))
        canvas.fill(
            Path.polygon([
                Point(b.minX + b.width * 0.28, groundTop + 1), Point(b.minX + b.width * 0.6, b.minY + b.height * 0.46),
                Point(b.maxX, b.minY + b.height * 0.7), Point(b.maxX, groundTop + 1),
            ]), with: .solid(near))
        // The ground: a flat top, the picture's rounded corners at the bottom.
        var ground = Path()
        ground.move(to: Point(b.minX, groundTop))
        ground.line(to: Point(b.maxX, groundTop))
        ground.line(to: Point(b.maxX, b.maxY - r))
        ground.quad(to: Point(b.maxX - r, b.maxY), control: Point(b.maxX, b.maxY))
        ground.line(to: Point(b.minX + r, b.maxY))
        ground.quad(to: Point(b.minX, b.maxY - r), control: Point(b.minX, b.maxY))
        ground.closeSubpath()
        canvas.fill(ground, with: .solid(near))
    }
}

extension Color {
    /// This colour moved `t` (0...1) of the way to `other`.
    func mixed(with other: Color, _ t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha)
    }
}

/// A small drawn icon of the mock app.
@MainActor
final class MockGlyph: View, MockPainted {
    enum Shape {
        case alert, check, stop, file, battery, signal, wifi, back, more, search, bell, compose
    }

    let shape: Shape
    var ink: MockInk
    private var color = Color.black, paper = Color.white

    init(_ shape: Shape, ink: MockInk) {
        self.shape = shape
        self.ink = ink
        super.init()
    }

    func applyPalette(_ palette: SceneMockPalette) {
        color = palette[ink]
        paper = palette[.surface]
        setNeedsDisplay()
    }

    override func draw(in canvas: inout Canvas) {
        let b = bounds, c = b.center, s = min(b.width, b.height)
        let line = max(1, s / 12)
        switch shape {
        case .alert, .check, .stop:
            canvas.fill(Path.circle(center: c, radius: s / 2), with: .solid(color))
            switch shape {
            case .alert:
                canvas.fill(
                    Rect(x: c.x - line * 0.8, y: c.y - s * 0.27, width: line * 1.6, height: s * 0.32), color: paper,
                    radius: line * 0.8)
                canvas.fill(Path.circle(center: Point(c.x, c.y + s * 0.22), radius: line), with: .solid(paper))
            case .check:
                var p = Path()
                p.move(to: Point(c.x - s * 0.22, c.y + s * 0.01))
                p.line(to: Point(c.x - s * 0.06, c.y + s * 0.17))
                p.line(to: Point(c.x + s * 0.24, c.y - s * 0.15))
                canvas.stroke(p, width: line * 1.6, color: paper, cap: .round)
            default:
                let q = s * 0.32
                canvas.fill(Rect(x: c.x - q / 2, y: c.y - q / 2, width: q, height: q), color: paper, radius: s * 0.04)
            }
        case .file:
            let w = s * 0.76, h = s, x = c.x - w / 2, y = c.y - h / 2, fold = w * 0.34
            canvas.fill(
                Path.polygon([
                    Point(x, y), Point(x + w - fold, y), Point(x + w, y + fold), Point(x + w, y + h), Point(x, y + h),
                ]), with: .solid(color))
            canvas.fill(
                Path.polygon([Point(x + w - fold, y), Point(x + w - fold, y + fold), Point(x + w, y + fold)]),
                with: .solid(color.mixed(with: .white, 0.45)))
        case .battery:
            let w = b.width - 3, h = b.height
            canvas.strokeInside(
                Rect(x: b.minX, y: b.minY, width: w, height: h), width: 1, color: color.withAlpha(0.5),
                radius: h * 0.3)
            canvas.fill(
                Rect(x: b.minX + 2, y: b.minY + 2, width: (w - 4) * 0.8, height: h - 4), color: color,
                radius: h * 0.18)
            canvas.fill(
                Rect(x: b.minX + w + 0.5, y: b.minY + h * 0.32, width: 2, height: h * 0.36),
                color: color.withAlpha(0.5), radius: 1)
        case .signal:
            let bar = b.width / 5.5
            for i in 0..<4 {
                let h = b.height * Double(i + 1) / 4
                canvas.fill(
                    Rect(x: b.minX + Double(i) * bar * 1.5, y: b.maxY - h, width: bar, height: h), color: color,
                    radius: bar / 3)
            }
        case .wifi:
            let base = Point(b.midX, b.maxY - 0.5)
            canvas.fill(Path.circle(center: Point(base.x, base.y - 1.2), radius: 1.3), with: .solid(color))
            for (i, radius) in [b.height * 0.5, b.height * 0.85].enumerated() {
                canvas.stroke(
                    Path.arc(center: base, radius: radius, start: -.pi * 3 / 4, sweep: .pi / 2),
                    width: max(1.2, b.height / 7), color: color.withAlpha(i == 0 ? 1 : 0.95), cap: .round)
            }
        case .back:
            var p = Path()
            p.move(to: Point(c.x + s * 0.14, c.y - s * 0.3))
            p.line(to: Point(c.x - s * 0.16, c.y))
            p.line(to: Point(c.x + s * 0.14, c.y + s * 0.3))
            canvas.stroke(p, width: line * 1.5, color: color, cap: .round)
        case .more:
            for dx in [-s * 0.3, 0, s * 0.3] {
                canvas.fill(Path.circle(center: Point(c.x + dx, c.y), radius: s * 0.08), with: .solid(color))
            }
        case .search:
            canvas.stroke(
                Path.circle(center: Point(c.x - s * 0.08, c.y - s * 0.08), radius: s * 0.26), width: line * 1.4,
                color: color)
            var p = Path()
            p.move(to: Point(c.x + s * 0.12, c.y + s * 0.12))
            p.line(to: Point(c.x + s * 0.34, c.y + s * 0.34))
            canvas.stroke(p, width: line * 1.6, color: color, cap: .round)
        case .bell:
            var p = Path()
            p.move(to: Point(c.x - s * 0.32, c.y + s * 0.2))
            p.quad(to: Point(c.x - s * 0.22, c.y - s * 0.05), control: Point(c.x - s * 0.22, c.y + s * 0.12))
            p.cubic(
                to: Point(c.x + s * 0.22, c.y - s * 0.05), control1: Point(c.x - s * 0.22, c.y - s * 0.42),
                control2: Point(c.x + s * 0.22, c.y - s * 0.42))
            p.quad(to: Point(c.x + s * 0.32, c.y + s * 0.2), control: Point(c.x + s * 0.22, c.y + s * 0.12))
            p.closeSubpath()
            canvas.fill(p, with: .solid(color))
            canvas.fill(Path.circle(center: Point(c.x, c.y + s * 0.3), radius: s * 0.09), with: .solid(color))
        case .compose:
            canvas.strokeInside(
                Rect(x: c.x - s * 0.38, y: c.y - s * 0.3, width: s * 0.62, height: s * 0.68), width: line * 1.3,
                color: color, radius: s * 0.1)
            var p = Path()
            p.move(to: Point(c.x - s * 0.08, c.y + s * 0.1))
            p.line(to: Point(c.x + s * 0.38, c.y - s * 0.36))
            canvas.stroke(p, width: line * 1.6, color: color, cap: .round)
        }
    }
}
