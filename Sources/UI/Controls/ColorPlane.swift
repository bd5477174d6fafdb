import Graphics

/// One draggable part of the colour picker: the saturation/value area, the hue bar or the alpha
/// bar. Dragging (or clicking) sets the picker's HSV from the pointer position. The knob reaches
/// past the plane's edges, so the picker draws it (`knobCenter`) over its subviews.
@MainActor
final class ColorPlane: Control {
    enum Kind { case saturationValue, hue, alpha }

    let kind: Kind
    weak var picker: ColorPickerView?

    init(kind: Kind) {
        self.kind = kind
        super.init()
        cornerRadius = kind == .saturationValue ? 6 : 4
    }

    override var cursor: Cursor { .crosshair }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary else { return false }
        update(event.location)
        return true
    }

    override func pointerDragged(_ event: PointerEvent) { update(event.location) }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard let picker, !modifiers.isCommand else { return false }
        var hsv = picker.hsv
        let step = modifiers.contains(.shift) ? 0.1 : 0.01
        let sign: Double
        switch key {
        case .left, .down: sign = -1
        case .right, .up: sign = 1
        default: return false
        }
        switch kind {
        case .saturationValue:
            if key == .left || key == .right {
                hsv.saturation = clamp01(hsv.saturation + sign * step)
            } else {
                hsv.value = clamp01(hsv.value + sign * step)
            }
        case .hue: hsv.hue = clamp01(hsv.hue + sign * step)
        case .alpha: hsv.alpha = clamp01(hsv.alpha + sign * step)
        }
        picker.userSetHSV(hsv)
        return true
    }

    private func update(_ p: Point) {
        guard let picker, bounds.width > 0, bounds.height > 0 else { return }
        var hsv = picker.hsv
        let fx = clamp01(p.x / bounds.width), fy = clamp01(p.y / bounds.height)
        switch kind {
        case .saturationValue:
            hsv.saturation = fx
            hsv.value = 1 - fy
        case .hue: hsv.hue = min(fx, 0.9999)
        case .alpha: hsv.alpha = fx
        }
        picker.userSetHSV(hsv)
    }

    /// The centre of the knob for `hsv`, in the plane's coordinates (points).
    func knobCenter(for hsv: HSVColor) -> Point {
        switch kind {
        case .saturationValue: return Point(hsv.saturation * bounds.width, (1 - hsv.value) * bounds.height)
        case .hue: return Point(hsv.hue * bounds.width, bounds.height / 2)
        case .alpha: return Point(hsv.alpha * bounds.width, bounds.height / 2)
        }
    }

    /// How far the knob reaches from its centre, in points.
    static let knobReach = 7.0

    /// Draws the knob at `center` (the canvas in the plane's coordinates): a white ring in a
    /// faint dark one.
    static func drawKnob(at center: Point, in canvas: inout Canvas) {
        canvas.stroke(.circle(center: center, radius: 5), width: 2, color: .white)
        canvas.stroke(
            .circle(center: center, radius: knobReach - 0.5), width: 1, color: Color.black.multipliedAlpha(0.4))
    }

    override func draw(in canvas: inout Canvas) {
        guard let picker else { return }
        let hsv = picker.hsv
        let path = Path.roundedRect(bounds, radius: cornerRadius)
        switch kind {
        case .saturationValue:
            canvas.fill(path, with: .solid(HSVColor(hue: hsv.hue, saturation: 1, value: 1).color))
            canvas.fill(
                path,
                with: .linearGradient(
                    start: .zero, end: Point(bounds.width, 0),
                    stops: [GradientStop(0, .white), GradientStop(1, Color.white.multipliedAlpha(0))]))
            canvas.fill(
                path,
                with: .linearGradient(
                    start: .zero, end: Point(0, bounds.height),
                    stops: [GradientStop(0, Color.black.multipliedAlpha(0)), GradientStop(1, .black)]))
        case .hue:
            let stops = (0...6).map {
                GradientStop(Double($0) / 6, HSVColor(hue: Double($0) / 6, saturation: 1, value: 1).color)
            }
            canvas.fill(path, with: .linearGradient(start: .zero, end: Point(bounds.width, 0), stops: stops))
        case .alpha:
            drawChecker(in: &canvas)
            let opaque = HSVColor(hue: hsv.hue, saturation: hsv.saturation, value: hsv.value).color
            canvas.fill(
                path,
                with: .linearGradient(
                    start: .zero, end: Point(bounds.width, 0),
                    stops: [GradientStop(0, opaque.multipliedAlpha(0)), GradientStop(1, opaque)]))
        }
        canvas.strokeInside(bounds, width: canvas.hairline, color: canvas.theme.color(.border), radius: cornerRadius)
    }

    private func drawChecker(in canvas: inout Canvas) {
        canvas.fill(bounds, color: .white, radius: cornerRadius)
        var squares = Path()
        let side = 4.0
        var y = 0.0, row = 0
        while y < bounds.height {
            var x = row % 2 == 0 ? 0 : side
            while x < bounds.width {
                squares.addRect(
                    Rect(x: x, y: y, width: min(side, bounds.width - x), height: min(side, bounds.height - y)))
                x += 2 * side
            }
            y += side
            row += 1
        }
        canvas.fill(squares, with: .solid(Color(hex: "#D4D4D8")!))
    }
}

func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
