import Foundation
import Graphics

/// A horizontal slider: drag the knob, click the track to jump there (and keep dragging), or
/// use the arrow keys when focused (Shift, or Page Up and Page Down: ten steps; Home and End:
/// the ends).
@MainActor
public final class Slider: Control {
    /// The value, within `range`, a multiple of `step` from the lower bound when `step` > 0.
    public var value: Double { didSet { if value != oldValue { setNeedsDisplay() } } }
    /// Allowed values.
    public var range: ClosedRange<Double> { didSet { value = clamp(value); setNeedsDisplay() } }
    /// Granularity (0: continuous).
    public var step: Double
    /// Called while the user changes the value, with the new value.
    public var onChange: (@MainActor (Double) -> Void)?
    /// Called when the user releases the knob, with the final value.
    public var onCommit: (@MainActor (Double) -> Void)?

    /// Knob diameter, in points.
    static let knobSize = 14.0

    public init(value: Double = 0, range: ClosedRange<Double> = 0...1, step: Double = 0) {
        self.range = range
        self.step = step
        self.value = min(max(value, range.lowerBound), range.upperBound)
        super.init()
    }

    public override var intrinsicContentSize: Size? { Size(160, theme.controlHeight) }
    public override var cursor: Cursor { isEnabled ? .resizeHorizontal : .arrow }

    /// A value clamped to the range and snapped to the step. A snapped value is the decimal a
    /// browser's range input gives (`0.37`, not `37 × 0.01 = 0.37000000000000005`): rounded to
    /// the decimals of the lower bound and the step.
    public func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return range.lowerBound }
        var result = min(max(v, range.lowerBound), range.upperBound)
        if step > 0 {
            result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
            result = Self.rounded(result, decimals: max(Self.decimals(of: step), Self.decimals(of: range.lowerBound)))
            result = min(max(result, range.lowerBound), range.upperBound)
        }
        return result
    }

    /// The digits after the point in the shortest form of `x` (`0.05` 2, `4` 0, `1e-7` 7), at
    /// most 15.
    static func decimals(of x: Double) -> Int {
        guard x.isFinite, x != x.rounded() else { return 0 }
        let text = abs(x).description
        var digits = 0
        if let e = text.firstIndex(of: "e") {
            let mantissa = text[..<e]
            let fraction =
                mantissa.firstIndex(of: ".").map { mantissa.distance(from: $0, to: mantissa.endIndex) - 1 } ?? 0
            digits = fraction - (Int(text[text.index(after: e)...]) ?? 0)
        } else if let dot = text.firstIndex(of: ".") {
            digits = text.distance(from: dot, to: text.endIndex) - 1
        }
        return min(15, max(0, digits))
    }

    /// `x` rounded to `decimals` places, as the nearest double to that decimal.
    static func rounded(_ x: Double, decimals: Int) -> Double {
        guard decimals > 0 else { return x.rounded() }
        let scale = pow(10, Double(decimals))
        let scaled = (x * scale).rounded()
        return abs(scaled) < 9e15 ? scaled / scale : x
    }

    /// The track's usable span in view points (knob centre from `minX` to `maxX`).
    var trackSpan: (minX: Double, maxX: Double) {
        (Slider.knobSize / 2, max(Slider.knobSize / 2, bounds.width - Slider.knobSize / 2))
    }

    /// The fraction 0...1 of the value along the track.
    public var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0
    }

    /// The knob centre's x, in view points.
    public var knobX: Double { trackSpan.minX + fraction * (trackSpan.maxX - trackSpan.minX) }

    /// The value at view x (points).
    public func value(atX x: Double) -> Double {
        let (x0, x1) = trackSpan
        let t = x1 > x0 ? min(max((x - x0) / (x1 - x0), 0), 1) : 0
        return clamp(range.lowerBound + t * (range.upperBound - range.lowerBound))
    }

    /// Sets the value as the user would (snapped, clamped, `onChange` when it changed).
    public func userSet(_ v: Double) {
        let new = clamp(v)
        guard new != value else { return }
        value = new
        onChange?(new)
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        isPressed = true
        userSet(value(atX: event.location.x))
        return true
    }

    public override func pointerDragged(_ event: PointerEvent) { userSet(value(atX: event.location.x)) }

    public override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        onCommit?(value)
    }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled, !modifiers.isCommand else { return false }
        let unit = step > 0 ? step : (range.upperBound - range.lowerBound) / 100
        let amount = unit * (modifiers.contains(.shift) ? 10 : 1)
        switch key {
        case .left, .down: userSet(value - amount)
        case .right, .up: userSet(value + amount)
        case .pageDown: userSet(value - unit * 10)
        case .pageUp: userSet(value + unit * 10)
        case .home: userSet(range.lowerBound)
        case .end: userSet(range.upperBound)
        default: return false
        }
        onCommit?(value)
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        let (x0, x1) = trackSpan
        let midY = bounds.height / 2
        let track = Rect(x: x0, y: midY - 2, width: x1 - x0, height: 4)
        canvas.fill(track, color: theme.color(.controlBorder), radius: 2)
        let accent = theme.color(!isEnabled ? .textTertiary : (isPressed || isPointerInside) ? .accentHover : .accent)
        canvas.fill(Rect(x: x0, y: midY - 2, width: knobX - x0, height: 4), color: accent, radius: 2)
        let r = Slider.knobSize / 2
        let knob = Rect(x: knobX - r, y: midY - r, width: 2 * r, height: 2 * r)
        canvas.fill(knob, color: .white, radius: r)
        canvas.strokeInside(knob, width: 2, color: accent, radius: r)
    }
}
