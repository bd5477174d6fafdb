import Graphics

/// Vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the lowest glyphs (positive).
    public var descent: Double
    /// Distance between the baselines of two lines.
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures and draws runs of text in one font; supplied by the host (SDL2_ttf with Inter and
/// JetBrains Mono) or, in tests, `FixedWidthTextEngine`.
///
/// Layout works in points; drawing happens at a device scale (pixels per point), so the engine can
/// rasterize glyphs at the display's density and never scale a bitmap.
@MainActor
public protocol TextEngine: AnyObject {
    /// The vertical metrics of `font`, in points.
    func metrics(of font: Font) -> FontMetrics

    /// The advance width of `text` set in `font`, in points.
    func width(of text: String, font: Font) -> Double

    /// The distance from one baseline to the next for lines holding `text` in `font`, in points:
    /// the tallest line height among the faces that set it, as a browser sets lines of normal
    /// height (Chinese in Noto Sans CJK sits further apart than Latin in Inter). The default is
    /// `metrics(of:).lineHeight`.
    func lineSpacing(of text: String, font: Font) -> Double

    /// The x offset of the caret before each character of `text` and after the last, in points:
    /// `text.count + 1` values starting at 0. The default measures each prefix.
    func caretOffsets(of text: String, font: Font) -> [Double]

    /// Records `text` in `color` with the left end of its baseline at `baselineOrigin` (device
    /// pixels), with glyphs rendered at `scale` pixels per point; normally `drawMask` commands.
    func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double,
        into list: inout DisplayList)
}

extension TextEngine {
    public func lineSpacing(of text: String, font: Font) -> Double { metrics(of: font).lineHeight }

    public func caretOffsets(of text: String, font: Font) -> [Double] {
        var offsets = [0.0]
        var prefix = ""
        for character in text {
            prefix.append(character)
            offsets.append(width(of: prefix, font: font))
        }
        return offsets
    }
}
