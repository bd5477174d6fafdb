import Foundation

/// The sRGB transfer function of IEC 61966-2-1:1999 (the encoding WCAG 2.2's relative
/// luminance assumes), between an encoded channel value and linear light, both in 0...1.
///
/// Decoding: v ≤ 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055)^2.4. Encoding, its inverse:
/// l ≤ 0.0031308 ? 12.92·l : 1.055·l^(1/2.4) − 0.055. Earlier WCAG texts printed the threshold
/// 0.03928; the two agree on every 8-bit value.
enum ColorTransfer {
    /// Linear light (0...1) of an encoded value (0...1).
    static func decode(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The encoded value (0...1) of linear light, clamped to 0...1 first (NaN counts as 0).
    static func encode(_ linear: Double) -> Double {
        let l = linear > 0 ? min(linear, 1) : 0
        return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// Linear light of each 8-bit channel value: `decode(byte / 255)`, index = byte.
    static let linearByByte: [Double] = (0...255).map { decode(Double($0) / 255) }

    /// Linear light (0...1) of an 8-bit channel value, from `linearByByte`.
    @inline(__always)
    static func linear(_ byte: UInt8) -> Double { linearByByte[Int(byte)] }

    /// How many steps `byteByLinear` divides linear light 0...1 into (entries − 1). At 16383 a
    /// step is 1/16383 of linear light, at most 0.2 of an 8-bit step where sRGB is steepest
    /// (12.92·255 steps per unit near black), so a lookup is at most one 8-bit step off the
    /// rounded exact encoding.
    static let encodeSteps = 16383

    /// The 8-bit encoded value of linear light i / `encodeSteps`, rounded to nearest.
    static let byteByLinear: [UInt8] = (0...encodeSteps).map {
        UInt8((encode(Double($0) / Double(encodeSteps)) * 255).rounded())
    }
}
