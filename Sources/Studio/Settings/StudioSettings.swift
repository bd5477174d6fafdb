import Handoff
import Localization
import LoaderKitCore
import StudioCommandLine
import UI

/// What the studio remembers between runs.
///
/// Decoding is lenient: a missing, unknown or out-of-range field takes its default, so settings
/// written by an older or newer studio still load.
package struct StudioSettings: Codable, Sendable, Equatable {
    package enum Theme: String, Codable, Sendable, CaseIterable { case light, dark }

    /// The most recent files kept.
    static let maximumRecentFiles = 10
    /// The default window size, in points.
    package static let defaultWindowWidth = 1280
    package static let defaultWindowHeight = 800
    /// The gallery's speeds (1 = real time) and indicator sides (points).
    static let gallerySpeedRange = 0.125...4.0
    static let gallerySizeRange = 24.0...128.0

    package var theme: Theme = .light
    package var mode: StudioMode = .gallery
    /// Absolute paths, most recent first, at most `maximumRecentFiles`, no duplicates.
    package var recentFiles: [String] = []
    /// The window size, in points.
    package var windowWidth: Int = StudioSettings.defaultWindowWidth
    package var windowHeight: Int = StudioSettings.defaultWindowHeight
    /// The gallery's colour as "#RRGGBB" or "#RRGGBBAA"; nil follows the theme's accent.
    package var galleryColor: String?
    /// The gallery's speed (1 = real time) and indicator side (points).
    package var gallerySpeed = 1.0
    package var gallerySize = 64.0
    /// Device pixels per point for the window (in `WindowScale.range`); nil follows the desktop.
    /// `--scale` wins over it; it takes effect when the studio starts.
    package var scale: Double?
    /// True while the Editor shows the source pane.
    package var showsSource = false
    /// True when the source pane wraps long lines (Alt+Z).
    var sourceWraps = false
    /// The source pane's width, in points (within `sourceWidthRange`).
    var sourceWidth = 480.0
    /// The widths the source pane may be dragged to, in points.
    static let sourceWidthRange = 240.0...2400.0
    /// The height the Editor's keyframe lanes were dragged to, in points (within
    /// `lanesHeightRange`); nil: what they need.
    package var lanesHeight: Double?
    /// The heights the lanes may be dragged to, in points.
    static let lanesHeightRange = LanesSplit.preferredRange
    /// True when the user showed the lanes, false when they collapsed them; nil: shown in an
    /// Editor tall enough for them.
    package var lanesExpanded: Bool?
    /// The Editor inspector's tab the user last picked.
    var inspectorTab: InspectorTab = .tune
    /// The Code panel's platform, by its command-line name (`web`, `web-ts`, … `react-native`).
    package var codePlatform = SnippetPlatform.react.rawValue
    /// The folder the last export was written to (an absolute path), where the next one's
    /// default name goes (`ExportFolder`); nil before the first export.
    package var exportFolder: String?
    /// The language picked in the studio; nil follows the environment (`Language.preferred`).
    package var language: Language?
    /// Scenes mode's scene, variants and network as last left; nil before it was used.
    var scenes: SceneSettings?
    /// The user's easing presets, in the order they were saved: at most
    /// `UserEasingPreset.maximumCount`, each name once; a bad one in the file is dropped alone.
    var easingPresets: [UserEasingPreset] = []
    /// The Editor preview's onion skin: shown or not, its ghosts and their spacing.
    var onionSkin = OnionSkin()

    package init() {}

    /// Puts `path` first in `recentFiles`, removing an older entry and trimming to the maximum.
    package mutating func noteRecentFile(_ path: String) {
        recentFiles.removeAll { $0 == path }
        recentFiles.insert(path, at: 0)
        if recentFiles.count > StudioSettings.maximumRecentFiles {
            recentFiles.removeLast(recentFiles.count - StudioSettings.maximumRecentFiles)
        }
    }

    /// True for "#" and 6 or 8 hexadecimal digits.
    static func isHexColor(_ text: String) -> Bool {
        text.first == "#" && [7, 9].contains(text.count) && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    enum CodingKeys: String, CodingKey {
        case theme, mode, recentFiles, windowWidth, windowHeight, galleryColor, gallerySpeed, gallerySize, scale,
            showsSource, sourceWraps, sourceWidth, lanesHeight, lanesExpanded, inspectorTab, codePlatform, exportFolder,
            language, scenes, easingPresets, onionSkin
    }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let v = try? c.decodeIfPresent(Theme.self, forKey: .theme) { theme = v }
        if let v = try? c.decodeIfPresent(StudioMode.self, forKey: .mode) { mode = v }
        if let v = try? c.decodeIfPresent([String].self, forKey: .recentFiles) {
            for path in v.reversed() { noteRecentFile(path) }
        }
        let width = (try? c.decodeIfPresent(Double.self, forKey: .windowWidth)).flatMap { $0 }
        let height = (try? c.decodeIfPresent(Double.self, forKey: .windowHeight)).flatMap { $0 }
        if let v = width.flatMap({ CheckedInt.from($0, in: 320...16384) }) { windowWidth = v }
        if let v = height.flatMap({ CheckedInt.from($0, in: 240...16384) }) { windowHeight = v }
        if let v = try? c.decodeIfPresent(String.self, forKey: .galleryColor), Self.isHexColor(v) { galleryColor = v }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .gallerySpeed), Self.gallerySpeedRange.contains(v) {
            gallerySpeed = v
        }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .gallerySize), Self.gallerySizeRange.contains(v) {
            gallerySize = v
        }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .scale), WindowScale.range.contains(v) { scale = v }
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .showsSource) { showsSource = v }
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .sourceWraps) { sourceWraps = v }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .sourceWidth), Self.sourceWidthRange.contains(v) {
            sourceWidth = v
        }
        if let v = try? c.decodeIfPresent(Double.self, forKey: .lanesHeight), Self.lanesHeightRange.contains(v) {
            lanesHeight = v
        }
        if let v = try? c.decodeIfPresent(Bool.self, forKey: .lanesExpanded) { lanesExpanded = v }
        if let v = try? c.decodeIfPresent(InspectorTab.self, forKey: .inspectorTab) { inspectorTab = v }
        if let v = try? c.decodeIfPresent(String.self, forKey: .codePlatform), SnippetPlatform(rawValue: v) != nil {
            codePlatform = v
        }
        if let v = try? c.decodeIfPresent(String.self, forKey: .exportFolder), v.hasPrefix("/"), !v.utf8.contains(0) {
            exportFolder = v
        }
        if let v = try? c.decodeIfPresent(Language.self, forKey: .language) { language = v }
        if let v = try? c.decodeIfPresent(SceneSettings.self, forKey: .scenes) { scenes = v }
        if let v = try? c.decodeIfPresent(LenientUserEasingPresets.self, forKey: .easingPresets) {
            easingPresets = v.presets
        }
        if let v = try? c.decodeIfPresent(OnionSkin.self, forKey: .onionSkin) { onionSkin = v }
    }
}
