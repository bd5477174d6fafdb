import Graphics

/// A deterministic text engine for tests and headless layout: every character advances
/// `advanceRatio × size` points and is drawn as a solid box (spaces draw nothing).
///
/// Metrics: ascent 0.8 × size, descent 0.2 × size, line height 1.25 × size (points, rounded to
/// quarter points so layout stays exact).
@MainActor
public final class FixedWidthTextEngine: TextEngine {
    /// Advance of one character as a fraction of the font size.
    public let advanceRatio: Double
    /// Number of `draw` calls made (for tests that check what is redrawn).
    public private(set) var drawCount = 0

    /// Creates the engine; by default each character advances 0.5 × size.
    public init(advanceRatio: Double = 0.5) {
        self.advanceRatio = advanceRatio
    }

    /// The advance of one character of `font`, in points.
    public func advance(_ font: Font) -> Double { font.size * advanceRatio }

    public func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.25)
    }

    public func width(of text: String, font: Font) -> Double { Double(text.count) * advance(font) }

    public func caretOffsets(of text: String, font: Font) -> [Double] {
        (0...text.count).map { Double($0) * advance(font) }
    }

    public func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double,
        into list: inout DisplayList
    ) {
        drawCount += 1
        let step = advance(font) * scale
        let top = baselineOrigin.y - font.size * 0.7 * scale
        let glyphWidth = max(1, Int((step * 0.8).rounded())),
            glyphHeight = max(1, Int((font.size * 0.7 * scale).rounded()))
        let box = AlphaMask(width: glyphWidth, height: glyphHeight, filledWith: 255)
        for (i, character) in text.enumerated() where !character.isWhitespace {
            list.drawMask(box, at: Point((baselineOrigin.x + Double(i) * step).rounded(), top.rounded()), color: color)
        }
    }
}
