import LoaderKitCore

/// What the studio remembers between runs.
///
/// Decoding is lenient: a missing or unknown field takes its default, so settings written by an
/// older or newer studio still load.
public struct StudioSettings: Codable, Sendable, Equatable {
    public enum Theme: String, Codable, Sendable, CaseIterable { case light, dark }
    public enum Mode: String, Codable, Sendable, CaseIterable { case gallery, editor, progress, skeleton }

    /// The most recent files kept.
    public static let maximumRecentFiles = 10
    /// The default window size, in points.
    public static let defaultWindowWidth = 1280
    public static let defaultWindowHeight = 800

    public var theme: Theme = .light
    public var mode: Mode = .gallery
    /// Absolute paths, most recent first, at most `maximumRecentFiles`, no duplicates.
    public var recentFiles: [String] = []
    /// The window size, in points.
    public var windowWidth: Int = StudioSettings.defaultWindowWidth
    public var windowHeight: Int = StudioSettings.defaultWindowHeight

    public init() {}

    /// Puts `path` first in `recentFiles`, removing an older entry and trimming to the maximum.
    public mutating func noteRecentFile(_ path: String) {
        recentFiles.removeAll { $0 == path }
        recentFiles.insert(path, at: 0)
        if recentFiles.count > StudioSettings.maximumRecentFiles {
            recentFiles.removeLast(recentFiles.count - StudioSettings.maximumRecentFiles)
        }
    }

    enum CodingKeys: String, CodingKey { case theme, mode, recentFiles, windowWidth, windowHeight }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try? c.decodeIfPresent(Theme.self, forKey: .theme) { theme = v }
        if let v = try? c.decodeIfPresent(Mode.self, forKey: .mode) { mode = v }
        if let v = try? c.decodeIfPresent([String].self, forKey: .recentFiles) {
            for path in v.reversed() { noteRecentFile(path) }
        }
        let width = (try? c.decodeIfPresent(Double.self, forKey: .windowWidth)).flatMap { $0 }
        let height = (try? c.decodeIfPresent(Double.self, forKey: .windowHeight)).flatMap { $0 }
        if let v = width.flatMap({ CheckedInt.from($0, in: 320...16384) }) { windowWidth = v }
        if let v = height.flatMap({ CheckedInt.from($0, in: 240...16384) }) { windowHeight = v }
    }
}
