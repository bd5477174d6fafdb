import Foundation
import Graphics

/// The colour picker: a saturation/value area, a hue bar, an alpha bar, a hex field and
/// swatches. Shown in a popover by `ColorWell`. The planes' knobs reach past the planes, so the
/// picker draws them over its subviews and redraws around each plane when the colour changes.
@MainActor
public final class ColorPickerView: View, PopoverContent {
    /// The colour (8-bit quantized when set through the hex field or swatches).
    public private(set) var color: Color
    /// The colour as HSV (keeps the hue of greys while dragging).
    public private(set) var hsv: HSVColor
    /// Called with the colour whenever the user changes it.
    public var onChange: (@MainActor (Color) -> Void)?
    /// Called when the popover closes.
    public var onClose: (@MainActor () -> Void)?

    public let hexField = TextField()
    let area = ColorPlane(kind: .saturationValue)
    let hueBar = ColorPlane(kind: .hue)
    let alphaBar = ColorPlane(kind: .alpha)
    /// The swatch buttons.
    public private(set) var swatchViews: [ColorSwatch] = []

    /// The default swatches: the accent purples and a spread of common colours.
    public static let defaultSwatches = [
        "#7C3AED", "#2563EB", "#0EA5E9", "#16A34A", "#EAB308", "#F97316",
        "#DC2626", "#DB2777", "#18181B", "#71717A", "#E4E4E7", "#FFFFFF",
    ]
    .compactMap { Color(hex: $0) }

    /// Size of the picker, in points.
    public static let preferredSize = Size(232, 292)

    public init(color: Color, swatches: [Color] = ColorPickerView.defaultSwatches) {
        self.color = color
        self.hsv = HSVColor(color)
        super.init(frame: Rect(origin: .zero, size: ColorPickerView.preferredSize))
        backgroundColor = .token(.raised)
        borderColor = .token(.border)
        cornerRadius = theme.cardRadius
        for plane in [area, hueBar, alphaBar] {
            plane.picker = self
            addSubview(plane)
        }
        hexField.font = .mono
        hexField.identifier = "hex"
        hexField.validator = { Color(hex: $0.trimmingCharacters(in: .whitespaces)) != nil }
        hexField.onCommit = { [unowned self] text in
            if let parsed = Color(hex: text.trimmingCharacters(in: .whitespaces)) { userSetColor(parsed) }
        }
        addSubview(hexField)
        for swatch in swatches {
            let view = ColorSwatch(color: swatch) { [unowned self] in userSetColor(swatch) }
            swatchViews.append(view)
            addSubview(view)
        }
        hexField.setText(color.shortHexString)
    }

    public override func layoutSubviews() {
        let pad = theme.panelPadding, width = bounds.width - 2 * pad
        area.frame = Rect(x: pad, y: pad, width: width, height: 140)
        hueBar.frame = Rect(x: pad, y: area.frame.maxY + 10, width: width, height: 12)
        alphaBar.frame = Rect(x: pad, y: hueBar.frame.maxY + 8, width: width, height: 12)
        hexField.frame = Rect(x: pad, y: alphaBar.frame.maxY + 10, width: width, height: theme.controlHeight)
        let columns = 6, gap = 6.0
        let side = (width - gap * Double(columns - 1)) / Double(columns)
        for (i, swatch) in swatchViews.enumerated() {
            swatch.frame = Rect(
                x: pad + Double(i % columns) * (side + gap),
                y: hexField.frame.maxY + 10 + Double(i / columns) * (18 + gap), width: side, height: 18)
        }
    }

    /// Sets the colour from the program (no callback).
    public func setColor(_ newColor: Color) {
        color = newColor
        hsv = HSVColor(newColor)
        refresh()
    }

    /// Sets the colour as the user would (callback).
    func userSetColor(_ newColor: Color) {
        setColor(newColor)
        onChange?(color)
    }

    /// Sets the HSV as the user would (callback).
    func userSetHSV(_ newHSV: HSVColor) {
        hsv = newHSV
        color = newHSV.color
        refresh()
        onChange?(color)
    }

    private func refresh() {
        if !hexField.isFocused || hexField.text == hexField.committedText { hexField.setText(color.shortHexString) }
        // Each plane and its knob, wherever the knob was and is now.
        for plane in [area, hueBar, alphaBar] { setNeedsDisplay(plane.frame.outset(by: ColorPlane.knobReach + 1)) }
    }

    public override func drawOverSubviews(in canvas: inout Canvas) {
        for plane in [area, hueBar, alphaBar] {
            let center = plane.knobCenter(for: hsv)
            ColorPlane.drawKnob(at: Point(plane.frame.minX + center.x, plane.frame.minY + center.y), in: &canvas)
        }
    }

    public func popoverWillClose() {
        if hexField.text != hexField.committedText, !hexField.commit() { hexField.revert() }
        onClose?()
    }
}

/// A small square of colour that picks itself when clicked, or on Space or Enter; the arrow
/// keys move among the swatches.
@MainActor
public final class ColorSwatch: Control {
    public let color: Color
    let action: @MainActor () -> Void

    init(color: Color, action: @escaping @MainActor () -> Void) {
        self.color = color
        self.action = action
        super.init()
        cornerRadius = 4
        tooltip = color.shortHexString
    }

    /// The swatch is its colour to the edge (the accent among them): the focus ring keeps a gap.
    public override var focusRingGap: Double { 2 }

    public override func pointerDown(_ event: PointerEvent) -> Bool { event.button == .primary }
    public override func pointerUp(_ event: PointerEvent) { if bounds.contains(event.location) { action() } }
    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        let swatches = superview?.subviews.filter { $0 is ColorSwatch } ?? []
        if ArrowFocus.handle(key, modifiers: modifiers, from: self, among: swatches) { return true }
        guard key == .space || key == .enter, !modifiers.isCommand else { return false }
        action()
        return true
    }

    public override func draw(in canvas: inout Canvas) {
        canvas.fill(bounds, color: color, radius: cornerRadius)
        canvas.strokeInside(bounds, width: canvas.hairline, color: canvas.theme.color(.border), radius: cornerRadius)
    }
}
