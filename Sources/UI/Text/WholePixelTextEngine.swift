import Graphics

/// A test engine that measures like a glyph rasterizer: characters advance a fractional
/// `advanceRatio × size` points, and each call's width is floored to whole device pixels at
/// `measuringScale`, so a string can be wider than the sum of its words (as with real fonts,
/// whose runs round and kern). Each non-space character draws as a solid box over its whole
/// advance, so the ink of a run ends exactly at its measured width.
///
/// Metrics: ascent 0.8 × size, descent 0.2 × size, line height 1.25 × size (points).
@MainActor
public final class WholePixelTextEngine: TextEngine {
    /// Advance of one character as a fraction of the font size.
    public let advanceRatio: Double
    /// Device pixels per point that widths are floored at.
    public var measuringScale: Double

    /// Creates the engine; by default a character advances 0.58 × size (7.54 points at 13).
    public init(advanceRatio: Double = 0.58, measuringScale: Double = 1) {
        self.advanceRatio = advanceRatio
        self.measuringScale = measuringScale
    }

    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.25)
    }

    public func width(of text: String, font: Font) -> Double {
        (Double(text.count) * font.size * advanceRatio * measuringScale).rounded(.down) / measuringScale
    }

    public func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double,
        into list: inout DisplayList
    ) {
        let step = font.size * advanceRatio * scale
        let top = (baselineOrigin.y - font.size * 0.7 * scale).rounded()
        let height = max(1, Int((font.size * 0.7 * scale).rounded()))
        for (i, character) in text.enumerated() where !character.isWhitespace {
            let left = (Double(i) * step).rounded(.down), right = (Double(i + 1) * step).rounded(.down)
            guard right > left else { continue }
            let box = AlphaMask(width: Int(right - left), height: height, filledWith: 255)
            list.drawMask(box, at: Point(baselineOrigin.x + left, top), color: color)
        }
    }
}
