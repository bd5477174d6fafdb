import Graphics
import Render

/// A colour vision deficiency to simulate: the three dichromacies (one cone type missing) and
/// achromatopsia (no colour vision).
///
/// The dichromacies use the severity-1.0 matrices of G. M. Machado, M. M. Oliveira and
/// L. A. F. Fernandes, "A Physiologically-based Model for Simulation of Color Vision
/// Deficiency", IEEE Transactions on Visualization and Computer Graphics 15(6), 1291–1298
/// (2009), doi:10.1109/TVCG.2009.113, as published with the paper (its supplementary
/// page of matrices by severity, 0.0 to 1.0 in steps of 0.1). They act on linear RGB.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Codable {
    /// No working long-wavelength (L, "red") cones; about 1 % of men.
    case protanopia
    /// No working medium-wavelength (M, "green") cones; about 1 % of men.
    case deuteranopia
    /// No working short-wavelength (S, "blue") cones; rare (well under 0.01 %).
    case tritanopia
    /// No colour vision at all (rod monochromacy); very rare.
    case achromatopsia

    /// The 3×3 simulation matrix, row-major, applied to linear RGB (0...1): row i gives output
    /// channel i (R, G, B) as a weighted sum of the input R, G and B. Unitless.
    ///
    /// Protanopia, deuteranopia and tritanopia: Machado, Oliveira and Fernandes (2009), IEEE
    /// TVCG 15(6), severity 1.0 (each row sums to 1 within 1e-6, so greys stay grey).
    /// Achromatopsia: every row the Rec. 709 / sRGB luminance weights 0.2126, 0.7152, 0.0722,
    /// the usual rod-monochromacy approximation (every colour becomes the grey of its relative
    /// luminance); it is not one of Machado's matrices.
    public var matrix: [Double] {
        switch self {
        case .protanopia: return Self.protanopiaMatrix
        case .deuteranopia: return Self.deuteranopiaMatrix
        case .tritanopia: return Self.tritanopiaMatrix
        case .achromatopsia: return Self.achromatopsiaMatrix
        }
    }

    private static let protanopiaMatrix: [Double] = [
        0.152286, 1.052583, -0.204868,
        0.114503, 0.786281, 0.099216,
        -0.003882, -0.048116, 1.051998,
    ]
    private static let deuteranopiaMatrix: [Double] = [
        0.367322, 0.860646, -0.227968,
        0.280085, 0.672501, 0.047413,
        -0.011820, 0.042940, 0.968881,
    ]
    private static let tritanopiaMatrix: [Double] = [
        1.255528, -0.076749, -0.178779,
        -0.078411, 0.930809, 0.147602,
        0.004733, 0.691367, 0.303900,
    ]
    private static let achromatopsiaMatrix: [Double] = [
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722,
        0.2126, 0.7152, 0.0722,
    ]

    /// The colour as seen with this deficiency: the 8-bit sRGB channels (`color.rgba8`)
    /// linearised (IEC 61966-2-1), multiplied by `matrix`, clamped to 0...1 and encoded back
    /// to sRGB. The channels are returned unrounded (0...1); the alpha is kept as it was.
    public func simulate(_ color: Color) -> Color {
        let c = color.rgba8
        let (r, g, b) = apply(
            matrix, ColorTransfer.linear(c.red), ColorTransfer.linear(c.green), ColorTransfer.linear(c.blue))
        return Color(
            red: ColorTransfer.encode(r), green: ColorTransfer.encode(g), blue: ColorTransfer.encode(b),
            alpha: color.alpha)
    }

    /// Simulates the deficiency on every pixel of a premultiplied pixmap in place.
    ///
    /// Each pixel with alpha > 0 is unpremultiplied (`PremultipliedColor.unpremultipliedBytes`),
    /// simulated as `simulate(_: Color)` does, and premultiplied back with its alpha; pixels of
    /// alpha 0 are left untouched. Fast: linearisation is a 256-entry table, encoding a
    /// 16384-entry table (`ColorTransfer.byteByLinear`), and a run of equal pixels is computed
    /// once. An opaque pixel's channels are within one 8-bit step of `simulate(_: Color)`'s.
    public func simulate(_ pixmap: inout Pixmap) {
        let m = matrix
        let linear = ColorTransfer.linearByByte
        let encoded = ColorTransfer.byteByLinear
        let steps = Double(ColorTransfer.encodeSteps)
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0
        pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
            linear.withUnsafeBufferPointer { linear in
                encoded.withUnsafeBufferPointer { encoded in
                    @inline(__always) func byte(_ l: Double) -> UInt32 {
                        let clamped = l > 0 ? min(l, 1) : 0
                        return UInt32(encoded[Int(clamped * steps + 0.5)])
                    }
                    for i in pixels.indices {
                        let value = pixels[i]
                        let alpha = value >> 24
                        guard alpha != 0 else { continue }
                        if value == lastIn {  // lastIn starts at 0, which no pixel here is
                            pixels[i] = lastOut
                            continue
                        }
                        let (r8, g8, b8) = PremultipliedColor(pixel: value).unpremultipliedBytes
                        let (r, g, b) = apply(m, linear[Int(r8)], linear[Int(g8)], linear[Int(b8)])
                        @inline(__always) func premultiply(_ c: UInt32) -> UInt32 { (c * alpha + 127) / 255 }
                        let out =
                            alpha << 24 | premultiply(byte(r)) << 16 | premultiply(byte(g)) << 8
                            | premultiply(byte(b))
                        pixels[i] = out
                        lastIn = value
                        lastOut = out
                    }
                }
            }
        }
    }

    /// `m` (3×3, row-major) times the column (r, g, b).
    @inline(__always)
    private func apply(_ m: [Double], _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (
            m[0] * r + m[1] * g + m[2] * b,
            m[3] * r + m[4] * g + m[5] * b,
            m[6] * r + m[7] * g + m[8] * b
        )
    }
}
