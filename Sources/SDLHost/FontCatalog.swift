import Foundation
import UI

/// Where the font files of each family and weight are: Inter for the sans family, JetBrains Mono
/// for the mono family (Debian `fonts-inter`, `fonts-jetbrains-mono`), DejaVu Sans (Mono) as the
/// fallback when a face is missing.
public struct FontCatalog: Sendable {
    /// A font file found for a family and weight.
    public struct Face: Hashable, Sendable {
        public var path: String
        /// True when the designed face was missing and a DejaVu face stands in.
        public var isFallback: Bool
    }

    /// Folders searched for Inter.
    public var interDirectories: [String]
    /// Folders searched for JetBrains Mono.
    public var monoDirectories: [String]
    /// Folders searched for DejaVu.
    public var fallbackDirectories: [String]

    /// The catalog of the Debian font packages' folders.
    public init(
        interDirectories: [String] = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"],
        monoDirectories: [String] = [
            "/usr/share/fonts/truetype/jetbrains-mono", "/usr/share/fonts/opentype/jetbrains-mono",
        ],
        fallbackDirectories: [String] = ["/usr/share/fonts/truetype/dejavu"]
    ) {
        self.interDirectories = interDirectories
        self.monoDirectories = monoDirectories
        self.fallbackDirectories = fallbackDirectories
    }

    /// The file for a family at a weight: the designed face when it exists, else DejaVu; nil
    /// when neither exists.
    public func face(_ family: FontFamily, weight: FontWeight) -> Face? {
        let style = Self.styleName(weight)
        let designed: [String]
        switch family {
        case .sans: designed = interDirectories.flatMap { ["\($0)/Inter-\(style).otf", "\($0)/Inter-\(style).ttf"] }
        case .mono:
            designed = monoDirectories.flatMap {
                ["\($0)/JetBrainsMono-\(style).ttf", "\($0)/JetBrainsMono-\(style).otf"]
            }
        }
        if let path = designed.first(where: Self.exists) { return Face(path: path, isFallback: false) }
        let base = family == .mono ? "DejaVuSansMono" : "DejaVuSans"
        let fallbackName = weight >= .semibold ? "\(base)-Bold.ttf" : "\(base).ttf"
        let fallback = fallbackDirectories.flatMap { ["\($0)/\(fallbackName)", "\($0)/\(base).ttf"] }
        return fallback.first(where: Self.exists).map { Face(path: $0, isFallback: true) }
    }

    /// The file name's style part for a weight ("Regular", "Medium", "SemiBold", "Bold").
    static func styleName(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        }
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.isReadableFile(atPath: path) }
}
