import Graphics
import Render

/// WCAG 2.2 contrast arithmetic for the artwork's colours, and the opaque pixel a translucent
/// fill makes over its background, as the renderer draws it.
///
/// Sources: W3C, "Web Content Accessibility Guidelines (WCAG) 2.2" (2023), definitions of
/// "relative luminance" and "contrast ratio"; IEC 61966-2-1:1999 (sRGB) for the linearisation.
public enum ContrastMath {
    /// WCAG 2.2 relative luminance of the colour's 8-bit sRGB channels (`color.rgba8`), from 0
    /// (black) to 1 (white), unitless (luminance relative to the display's white).
    ///
    /// Each channel c = byte / 255 is linearised per IEC 61966-2-1 (c ≤ 0.04045 ? c / 12.92 :
    /// ((c + 0.055) / 1.055)^2.4), then L = 0.2126·R + 0.7152·G + 0.0722·B (the Rec. 709 / sRGB
    /// luminance weights). Alpha is ignored: composite a translucent colour first
    /// (`composite(_:opacity:over:)`).
    public static func relativeLuminance(_ color: Color) -> Double {
        let c = color.rgba8
        return 0.2126 * ColorTransfer.linear(c.red) + 0.7152 * ColorTransfer.linear(c.green)
            + 0.0722 * ColorTransfer.linear(c.blue)
    }

    /// WCAG 2.2 contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the relative luminance of the
    /// lighter colour and L2 of the darker: from 1 (equal luminance) to 21 (black and white),
    /// unitless; the same whichever order the colours come in. Alpha is ignored.
    ///
    /// WCAG 2.2 asks 4.5 for text (SC 1.4.3) and 3 for graphical objects (SC 1.4.11).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The opaque pixel the renderer (`Render.Renderer`) produces when `top`, its alpha
    /// multiplied by `opacity`, fills a pixel of the opaque `base` whole: the colour on screen.
    ///
    /// The alpha is rounded as LoaderKit rounds an element's (`IndicatorDrawing.elementColor`):
    /// alpha8 = round(clamp(top.alpha, 0, 1)·255), then alpha = round(alpha8·clamp(opacity, 0, 1))
    /// / 255 (NaN counts as 0); at alpha 0 nothing is drawn and the result is `base`. The
    /// blend is the renderer's exact 8-bit arithmetic, not an approximation: the fill made
    /// premultiplied (`Color.premultiplied`) and composited source-over onto the base's
    /// premultiplied pixel (`PremultipliedColor.composited(over:)`, the arithmetic the renderer's
    /// full-coverage blend uses). `base` is taken as opaque (its alpha is ignored). The result
    /// has alpha 1 and channels that are exact multiples of 1/255. Cheap: no allocation, no
    /// rendering; a test compares it with a real render for hundreds of random cases.
    public static func composite(_ top: Color, opacity: Double, over base: Color) -> Color {
        let ground = Color(red: base.red, green: base.green, blue: base.blue, alpha: 1).premultiplied
        let topAlpha = top.alpha.isNaN ? 0 : min(max(top.alpha, 0), 1)
        let factor = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let alpha = ((topAlpha * 255).rounded() * factor).rounded()
        guard alpha > 0 else { return Color(red8: ground.red, green8: ground.green, blue8: ground.blue) }
        let fill = Color(red: top.red, green: top.green, blue: top.blue, alpha: alpha / 255).premultiplied
        let pixel = fill.composited(over: ground)
        return Color(red8: pixel.red, green8: pixel.green, blue8: pixel.blue)
    }
}
