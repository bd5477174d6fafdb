/// Why an image could not be built, written or read.
///
/// Library failures name the failing C call, the library's own error text (giflib's
/// `GifErrorString` or `strerror(errno)`) and the file path involved.
public enum ImageExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Dimensions or a pixel buffer that do not describe a valid image.
    case invalidImage(reason: String)
    /// An animation without frames, or with frames of different sizes.
    case invalidAnimation(reason: String)
    /// A PNG file this module cannot read: malformed, or a kind it does not decode.
    case png(reason: String, path: String)
    /// A giflib call failed.
    case gif(call: String, message: String, path: String)
    /// A plain POSIX file call failed.
    case file(call: String, message: String, path: String)

    public var description: String {
        switch self {
        case .invalidImage(let reason):
            return "invalid image: \(reason)"
        case .invalidAnimation(let reason):
            return "invalid animation: \(reason)"
        case .png(let reason, let path):
            return "PNG '\(path)': \(reason)"
        case .gif(let call, let message, let path):
            return "\(call) failed for '\(path)': \(message)"
        case .file(let call, let message, let path):
            return "\(call) failed for '\(path)': \(message)"
        }
    }

    /// The file path the failure concerns, if any.
    public var path: String? {
        switch self {
        case .invalidImage, .invalidAnimation: return nil
        case .png(_, let path), .gif(_, _, let path), .file(_, _, let path): return path
        }
    }

    /// What errors name as the path of an image encoded or decoded in memory.
    static let memoryPath = "memory"
}
