import Graphics
import Render
import TestSupport
import UITestSupport
import XCTest
@testable import UI

/// WCAG 2.2 AA 1.4.11 as drawn: every control is told apart from the surface it sits on at
/// 3:1 by its boundary or its fill (text and number fields, segmented controls, slider tracks,
/// switched-off toggles, colour wells), and the selected segment from the unselected ones, on
/// every surface, in both themes, at 1x and 2x. The pixels come from the renderer, so a control
/// drawn with a decorative token fails here even when the token table passes.
final class ControlBoundaryContrastTests: XCTestCase {
    static let surfaces: [ThemeColor] = [.windowBackground, .panel, .raised]

    /// A row of pixels (window points, sampled every device pixel) from `a` to `b`.
    private static func pixels(_ pixmap: Pixmap, from a: Point, to b: Point, scale: Double) -> [Color] {
        let steps = Int((max(abs(b.x - a.x), abs(b.y - a.y)) * scale).rounded())
        return (0...steps).map { i in
            let p = a.interpolated(to: b, t: steps == 0 ? 0 : Double(i) / Double(steps))
            return pixmap.pixel(x: Int((p.x * scale).rounded(.down)), y: Int((p.y * scale).rounded(.down))).straight
        }
    }

    /// The strongest contrast along the line against `background`.
    private static func strongest(_ line: [Color], against background: Color) -> Double {
        line.map { FocusRingContrastTests.contrast($0, background) }.max() ?? 1
    }

    func testEveryControlBoundaryStandsOutFromEverySurface() {
        onMain {
            for theme in [Theme.light, .dark] {
                for scale in [1.0, 2.0] {
                    for surface in Self.surfaces { Self.check(theme: theme, scale: scale, surface: surface) }
                }
            }
        }
    }

    @MainActor
    private static func check(theme: Theme, scale: Double, surface: ThemeColor) {
        let root = View()
        root.backgroundColor = .token(surface)
        let field = TextField(text: "text")
        let number = NumberField(value: 1, range: 0...10, step: 1, fractionDigits: 0)
        let segments = SegmentedControl(["One", "Two", "Three"], selectedIndex: 1)
        let slider = Slider(value: 0.25)
        let toggle = Toggle("Off")
        let well = ColorWell(color: theme.color(surface))
        field.frame = Rect(x: 20, y: 20, width: 120, height: 28)
        number.frame = Rect(x: 160, y: 20, width: 64, height: 28)
        segments.frame = Rect(x: 20, y: 60, width: 240, height: 28)
        slider.frame = Rect(x: 20, y: 100, width: 160, height: 28)
        toggle.frame = Rect(x: 200, y: 100, width: 80, height: 28)
        well.frame = Rect(x: 300, y: 100, width: 44, height: 28)
        for view in [field, number, segments, slider, toggle, well] as [View] { root.addSubview(view) }
        let window = makeWindow(400, 160, scale: scale, content: root, theme: theme)
        let pixmap = window.renderAll()
        let background = pixmap.pixel(x: Int(5 * scale), y: Int(5 * scale)).straight
        let context = "\(theme.appearance) on \(surface) at \(scale)x"
        XCTAssertEqual(background.hexString, theme.color(surface).hexString, context)

        // Outlined controls: across the left edge at half height, from the surface inwards.
        for (name, view) in [
            ("text field", field), ("number field", number), ("segmented control", segments),
            ("colour well", well),
        ] as [(String, View)] {
            let f = view.frame
            let line = Self.pixels(pixmap, from: Point(f.minX - 3, f.midY), to: Point(f.minX + 3, f.midY), scale: scale)
            XCTAssertGreaterThanOrEqual(
                Self.strongest(line, against: background), 3,
                "\(context): the \(name)'s boundary \(line.map(\.hexString))")
        }
        // The selected segment against the unselected trough: down its middle, from the trough
        // above it into the segment.
        let local = segments.segmentRect(1)
        let selected = Rect(
            x: local.minX + segments.frame.minX, y: local.minY + segments.frame.minY, width: local.width,
            height: local.height)
        let trough = pixmap.pixel(
            x: Int((segments.segmentRect(0).midX + segments.frame.minX) * scale),
            y: Int((segments.frame.minY + 1.5) * scale)
        ).straight
        let down = Self.pixels(
            pixmap, from: Point(selected.midX, selected.minY - 0.5), to: Point(selected.midX, selected.minY + 3),
            scale: scale)
        XCTAssertGreaterThanOrEqual(
            Self.strongest(down, against: trough), 3,
            "\(context): the selected segment on the trough \(trough.hexString): \(down.map(\.hexString))")
        // The slider's track beyond the knob, and the switched-off toggle's track.
        let trackX = slider.frame.maxX - 10
        let track = Self.pixels(
            pixmap, from: Point(trackX, slider.frame.midY - 4), to: Point(trackX, slider.frame.midY + 4), scale: scale)
        XCTAssertGreaterThanOrEqual(
            Self.strongest(track, against: background), 3, "\(context): the slider track \(track.map(\.hexString))")
        let off = Self.pixels(
            pixmap, from: Point(toggle.frame.minX + 1, toggle.frame.midY - 2),
            to: Point(toggle.frame.minX + 1, toggle.frame.midY + 2), scale: scale)
        XCTAssertGreaterThanOrEqual(
            Self.strongest(off, against: background), 3, "\(context): the switched-off toggle \(off.map(\.hexString))")
    }
}
