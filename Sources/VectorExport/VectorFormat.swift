import Foundation

/// The vector formats an indicator exports to, with their file extensions.
public enum VectorFormat: String, CaseIterable, Sendable {
    /// Lottie (Bodymovin JSON), for lottie-ios, lottie-android, lottie-web, rlottie, ThorVG, Skottie.
    case lottie
    /// One SVG animated by CSS keyframes.
    case svg

    /// The file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .lottie: return "json"
        case .svg: return "svg"
        }
    }

    /// The format whose extension `path` ends with (any case), or nil.
    public init?(path: String) {
        let lower = path.lowercased()
        guard let match = Self.allCases.first(where: { lower.hasSuffix("." + $0.fileExtension) }) else { return nil }
        self = match
    }
}
