import Foundation

/// What a second `loader-studio` asks the running one: open these files and links (paths made
/// absolute by the sender), with the window options that apply to a running window.
public struct InstanceRequest: Codable, Equatable, Sendable {
    /// The protocol's version; a request of another version is refused.
    public static let version = 1
    /// The most bytes a request may take.
    static let maximumBytes = 256 << 10

    public var version: Int
    public var paths: [String]
    public var mode: String?
    public var showsSource: Bool

    public init(paths: [String], mode: String? = nil, showsSource: Bool = false) {
        self.version = Self.version
        self.paths = paths
        self.mode = mode
        self.showsSource = showsSource
    }

    /// The request as one JSON line.
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }

    /// A request from its JSON line, or why it is not one.
    static func decode(_ bytes: [UInt8]) -> Result<InstanceRequest, InstanceError> {
        guard let request = try? JSONDecoder().decode(InstanceRequest.self, from: Data(bytes)) else {
            return .failure(.badRequest("not a request (one JSON line with version and paths)"))
        }
        guard request.version == version else {
            return .failure(.badRequest("version \(request.version), this studio speaks \(version)"))
        }
        guard request.paths.count <= 4096, request.paths.allSatisfy({ !$0.utf8.contains(0) }) else {
            return .failure(.badRequest("more than 4096 paths, or a path with a NUL byte"))
        }
        return .success(request)
    }
}

/// Why the single-instance socket could not be used.
public enum InstanceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The socket's folder is not ours alone (owner or mode), so it is not trusted.
    case unsafeFolder(String)
    /// A system call failed.
    case system(String)
    /// A request that is not one.
    case badRequest(String)

    public var description: String {
        switch self {
        case .unsafeFolder(let text), .system(let text): text
        case .badRequest(let text): "a request to the running studio was refused: \(text)"
        }
    }
}
