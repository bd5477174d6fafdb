import Foundation
import Graphics
import Render

/// WCAG 2.2 contrast: relative luminance of sRGB colours and the ratio of two, with
/// translucent fills composited by the renderer exactly as they are drawn.
enum WCAG {
    /// Relative luminance of the colour's 8-bit channels (0 black ... 1 white).
    static func luminance(_ color: Color) -> Double {
        let c = color.rgba8
        func linear(_ channel: UInt8) -> Double {
            let v = Double(channel) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05), from 1 to 21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` with its alpha times `alpha`, drawn over the opaque `base`: the pixel on screen.
    static func composite(_ top: Color, alpha: Double, over base: Color) -> Color {
        var pixmap = Pixmap(width: 1, height: 1)!
        var list = DisplayList()
        let pixel = Rect(x: 0, y: 0, width: 1, height: 1)
        list.fill(.rect(pixel), color: base)
        list.fill(.rect(pixel), color: top.multipliedAlpha(alpha))
        Renderer().render(list, into: &pixmap)
        let argb = pixmap.pixels[0]
        return Color(red8: UInt8((argb >> 16) & 0xFF), green8: UInt8((argb >> 8) & 0xFF), blue8: UInt8(argb & 0xFF))
    }
}
