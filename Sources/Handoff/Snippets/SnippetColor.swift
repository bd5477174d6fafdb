/// An opaque sRGB colour as a snippet writes it, from 8-bit channels.
public struct SnippetColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses "#RRGGBB", "RRGGBB" or "#RGB" (hex digits in either case); nil otherwise.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// "#7c3aed": lower-case, as the web and React Native snippets write it.
    var lowerHex: String { "#" + hexDigits(uppercase: false) }
    /// "#7C3AED".
    var upperHex: String { "#" + hexDigits(uppercase: true) }
    /// "7C3AED".
    func hexDigits(uppercase: Bool) -> String {
        [red, green, blue].map { byte in
            let s = String(byte, radix: 16, uppercase: uppercase)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    /// Each channel over 255, for APIs taking components in 0…1.
    var unitComponents: [Double] { [red, green, blue].map { Double($0) / 255 } }

    /// `UIColor(red: 0.486, green: 0.227, blue: 0.929, alpha: 1)`: channels over 255, 3 decimals.
    var uiColor: String {
        let c = unitComponents.map(SnippetNumber.plain)
        return "UIColor(red: \(c[0]), green: \(c[1]), blue: \(c[2]), alpha: 1)"
    }

    /// `Color(red: 0.486, green: 0.227, blue: 0.929)`, SwiftUI's.
    var swiftUIColor: String {
        let c = unitComponents.map(SnippetNumber.plain)
        return "Color(red: \(c[0]), green: \(c[1]), blue: \(c[2]))"
    }
}
