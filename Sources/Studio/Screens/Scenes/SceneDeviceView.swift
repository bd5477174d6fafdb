import Graphics
import UI

/// A device drawn around a mock app screen: a phone's or tablet's rounded body, or a desktop
/// window's frame; the app inside is laid out at the device's size in points and zoomed to fit
/// (`subviewZoom`), so text and indicators are drawn at the size seen, not scaled.
@MainActor
final class SceneDeviceView: View {
    let app: SceneMockApp
    /// Holds the app at its device size, zoomed and clipped to the screen.
    private let screen = View()
    var device: SceneDevice = .phone { didSet { if device != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    var landscape = false { didSet { if landscape != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    /// The zoom the app is shown at (screen points per device point).
    private(set) var zoom = 1.0

    init(app: SceneMockApp) {
        self.app = app
        super.init()
        screen.clipsToBounds = true
        screen.addSubview(app)
        addSubview(screen)
    }

    /// The body around the screen, in device points: the bezel, and the desktop's title bar.
    private var bezel: (side: Double, top: Double, radius: Double) {
        switch device {
        case .phone: (14, 14, 46)
        case .tablet: (20, 20, 36)
        case .desktop: (1, 28, 10)
        }
    }

    /// The device's whole size (body included) in device points.
    private var bodySize: Size {
        let s = device.screenSize(landscape: landscape), b = bezel
        return Size(s.width + 2 * b.side, s.height + b.top + b.side)
    }

    override func layoutSubviews() {
        let body = bodySize, b = bezel
        zoom = max(0.05, min(bounds.width / body.width, bounds.height / body.height))
        let s = device.screenSize(landscape: landscape)
        screen.frame = Rect(
            x: ((bounds.width - body.width * zoom) / 2 + b.side * zoom).rounded(),
            y: ((bounds.height - body.height * zoom) / 2 + b.top * zoom).rounded(),
            width: (s.width * zoom).rounded(), height: (s.height * zoom).rounded())
        screen.subviewZoom = zoom
        app.frame = Rect(x: 0, y: 0, width: s.width, height: s.height)
    }

    override func draw(in canvas: inout Canvas) {
        let body = bodySize, b = bezel
        let outer = Rect(
            x: (bounds.width - body.width * zoom) / 2, y: (bounds.height - body.height * zoom) / 2,
            width: body.width * zoom, height: body.height * zoom)
        let dark = Color(red: 0.11, green: 0.11, blue: 0.13)
        switch device {
        case .phone, .tablet:
            canvas.fill(outer, color: dark, radius: b.radius * zoom)
            canvas.strokeInside(
                outer, width: max(1, 2 * zoom), color: Color(red: 0.32, green: 0.32, blue: 0.36),
                radius: b.radius * zoom)
        case .desktop:
            canvas.fill(outer, color: Color(red: 0.86, green: 0.86, blue: 0.88), radius: b.radius * zoom)
            canvas.strokeInside(outer, width: canvas.hairline, color: canvas.color(.border), radius: b.radius * zoom)
            // The window's three buttons.
            for (i, color) in [
                Color(red: 1, green: 0.37, blue: 0.34), Color(red: 1, green: 0.74, blue: 0.18),
                Color(red: 0.16, green: 0.79, blue: 0.25),
            ].enumerated() {
                let d = 12 * zoom
                let x = outer.minX + (12 + Double(i) * 20) * zoom
                canvas.fill(Rect(x: x, y: outer.minY + 8 * zoom, width: d, height: d), color: color, radius: d / 2)
            }
        }
    }

    override func drawOverSubviews(in canvas: inout Canvas) {
        guard device != .desktop else { return }
        // The screen's rounded corners: the body's colour painted over the app's square corners.
        let r = (device == .phone ? 34 : 22) * zoom
        let f = screen.frame
        let dark = Color(red: 0.11, green: 0.11, blue: 0.13)
        for (cx, cy, sx, sy) in [
            (f.minX, f.minY, 1.0, 1.0), (f.maxX, f.minY, -1.0, 1.0), (f.minX, f.maxY, 1.0, -1.0),
            (f.maxX, f.maxY, -1.0, -1.0),
        ] {
            var path = Path()
            path.move(to: Point(cx, cy))
            path.line(to: Point(cx + sx * r, cy))
            path.quad(to: Point(cx, cy + sy * r), control: Point(cx, cy))
            path.closeSubpath()
            canvas.fill(path, with: .solid(dark))
        }
    }
}
