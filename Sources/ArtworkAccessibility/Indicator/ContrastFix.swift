import Graphics

/// The mechanical fix of a contrast failure: the nearest colour of the same hue and saturation
/// (HSL) whose element, drawn at its peak opacity, reaches 3:1 on every background.
public enum ContrastFix {
    /// The passing colour nearest in HSL lightness to `color` (its alpha kept), or nil when no
    /// lightness passes on all of `backgrounds` at `opacity` (then only a higher opacity or other
    /// backgrounds can help). Lightness is searched in steps of 1/1000.
    ///
    /// With `deficiencies`, the colour must also pass with the element and the backgrounds seen
    /// under each of them (Machado et al. 2009), when some lightness does; else the nearest that
    /// passes in normal vision.
    public static func nearestPassing(
        _ color: Color, opacity: Double, backgrounds: [Color],
        minimum: Double = IndicatorContrastReport.minimumRatio, alsoUnder deficiencies: [ColorVisionDeficiency] = []
    ) -> Color? {
        if !deficiencies.isEmpty,
            let both = search(color, opacity: opacity, backgrounds: backgrounds, minimum: minimum, under: deficiencies)
        {
            return both
        }
        return search(color, opacity: opacity, backgrounds: backgrounds, minimum: minimum, under: [])
    }

    private static func search(
        _ color: Color, opacity: Double, backgrounds: [Color], minimum: Double,
        under deficiencies: [ColorVisionDeficiency]
    ) -> Color? {
        let (hue, saturation, lightness) = hsl(color)
        func passes(_ candidate: Color) -> Bool {
            backgrounds.allSatisfy { background in
                let drawn = ContrastMath.composite(candidate, opacity: opacity, over: background)
                return ContrastMath.contrastRatio(drawn, background) >= minimum
                    && deficiencies.allSatisfy {
                        ContrastMath.contrastRatio($0.simulate(drawn), $0.simulate(background)) >= minimum
                    }
            }
        }
        let start = Int((lightness * 1000).rounded())
        for distance in 0...1000 {
            for step in distance == 0 ? [start] : [start - distance, start + distance] where (0...1000).contains(step) {
                let candidate = quantized(
                    rgb(hue: hue, saturation: saturation, lightness: Double(step) / 1000), alpha: color.alpha)
                if passes(candidate) { return candidate }
            }
        }
        return nil
    }

    /// The colour rounded to 8-bit channels, as it is written and drawn.
    private static func quantized(_ c: Color, alpha: Double) -> Color {
        let q = Color(red: c.red, green: c.green, blue: c.blue, alpha: alpha).rgba8
        return Color(red8: q.red, green8: q.green, blue8: q.blue, alpha8: q.alpha)
    }

    /// Hue (0..<6, sextants), saturation and lightness (0...1) of the colour's RGB.
    static func hsl(_ c: Color) -> (Double, Double, Double) {
        let r = c.red, g = c.green, b = c.blue
        let high = max(r, g, b), low = min(r, g, b), chroma = high - low
        let lightness = (high + low) / 2
        guard chroma > 1e-12 else { return (0, 0, lightness) }
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
        } else if high == g {
            hue = (b - r) / chroma + 2
        } else {
            hue = (r - g) / chroma + 4
        }
        if hue < 0 { hue += 6 }
        return (hue, min(1, saturation), lightness)
    }

    /// The RGB colour of an HSL triple (hue in sextants 0..<6).
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> Color {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - chroma / 2
        let (r, g, b): (Double, Double, Double)
        switch Int(hue) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        return Color(red: min(1, max(0, r + m)), green: min(1, max(0, g + m)), blue: min(1, max(0, b + m)))
    }
}
