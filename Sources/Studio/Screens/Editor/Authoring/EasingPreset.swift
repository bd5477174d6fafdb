import Foundation
import LoaderKitCore
import Localization

/// An easing offered by name: one of LoaderKit's five names, a curve of the library
/// (`EasingLibrary.curves`) or one of the user's presets. Picking it writes `json` to a track's
/// `easing` (or to one segment's item).
struct EasingPreset: Hashable, Sendable {
    /// Where a preset comes from.
    enum Origin: Hashable, Sendable {
        /// LoaderKit's own names, written as the name.
        case named
        /// The library's cubic-bezier curves, written as four numbers.
        case library
        /// The user's presets (the settings), written as four numbers.
        case user
    }

    /// Its name: LoaderKit's (`easeIn`), the library's (`easeOutBack`) or the user's.
    let name: String
    let easing: IndicatorSpec.Easing
    let origin: Origin

    init(name: String, easing: IndicatorSpec.Easing, origin: Origin) {
        self.name = name
        self.easing = easing
        self.origin = origin
    }

    /// The easing as a spec writes it: a name as its name in quotes (`"easeIn"`), a curve as
    /// `[x1, y1, x2, y2]`.
    var json: String { EasingChoice.json(easing) }

    /// The library curve's family (`Sine` for `easeInOutSine`), nil for the others.
    var family: String? {
        guard origin == .library else { return nil }
        for prefix in ["easeInOut", "easeIn", "easeOut"] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return nil
    }

    /// What a tile shows under the curve: a library curve's direction (`in`, `out`, `inOut`, the
    /// family being the caption above its tiles), the name otherwise.
    var shortName: String {
        guard let family, name.hasPrefix("ease") else { return name }
        let direction = name.dropFirst(4).dropLast(family.count)
        return direction.prefix(1).lowercased() + direction.dropFirst()
    }
}

/// One of the user's own presets, kept in the settings (`StudioSettings.easingPresets`) and
/// shared as JSON (`EasingPresetJSON`): a name and a cubic-bezier curve.
///
/// Decoding checks what `problem` checks and throws for a bad preset, so a list of them can drop
/// the bad ones and keep the rest.
struct UserEasingPreset: Codable, Hashable, Sendable {
    var name: String
    /// The control points: x in [0, 1], y in `yRange` (time and change fractions).
    var x1: Double, y1: Double, x2: Double, y2: Double

    /// The most presets kept.
    static let maximumCount = 100
    /// The longest name, in characters.
    static let maximumNameLength = 40
    /// The y values a preset may have: what the curve editor's fields take (LoaderKit takes any).
    static let yRange: ClosedRange<Double> = -10...10

    init(name: String, x1: Double, y1: Double, x2: Double, y2: Double) {
        self.name = name
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// A preset named `name` with `easing`'s control points (a named easing's too).
    init(name: String, easing: IndicatorSpec.Easing) {
        let p = easing.controlPoints
        self.init(name: name, x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
    }

    /// The four numbers as a spec writes them.
    var easing: IndicatorSpec.Easing { .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2) }

    /// The preset as the grid and the lanes offer it.
    var preset: EasingPreset { EasingPreset(name: name, easing: easing, origin: .user) }

    /// What is wrong with it (`index` counts from 1, for a list's messages; nil for a preset
    /// being saved), nil when it may be kept: a name of 1 to `maximumNameLength` characters on
    /// one line without spaces at its ends, not a built-in preset's; finite numbers, x in [0, 1],
    /// y in `yRange`.
    func problem(index: Int?) -> Message? {
        if let problem = Self.nameProblem(name, index: index) { return problem }
        if ![x1, x2].allSatisfy({ $0.isFinite && (0...1).contains($0) }) {
            return EasingLibraryText.xOutOfRange(name)
        }
        if ![y1, y2].allSatisfy({ $0.isFinite && Self.yRange.contains($0) }) {
            return EasingLibraryText.yOutOfRange(name)
        }
        return nil
    }

    /// What is wrong with `name` as a preset's name (the `index`th of a list, or one being
    /// saved), nil when it may be used.
    static func nameProblem(_ name: String, index: Int?) -> Message? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed != name || name.count > maximumNameLength
            || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return index.map { EasingLibraryText.badName(index: $0) } ?? EasingLibraryText.badNameToSave
        }
        if EasingLibrary.builtIn(named: name) != nil { return EasingLibraryText.builtInName(name) }
        return nil
    }

    enum CodingKeys: String, CodingKey { case name, x1, y1, x2, y2 }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name), x1: try c.decode(Double.self, forKey: .x1),
            y1: try c.decode(Double.self, forKey: .y1), x2: try c.decode(Double.self, forKey: .x2),
            y2: try c.decode(Double.self, forKey: .y2))
        if problem(index: nil) != nil {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a bad preset"))
        }
    }

    /// `added` put into `list`: a preset whose name is taken replaces the one there (in its
    /// place), the others go at the end, in order.
    static func merging(_ list: [UserEasingPreset], _ added: [UserEasingPreset]) -> [UserEasingPreset] {
        var merged = list
        for preset in added {
            if let index = merged.firstIndex(where: { $0.name == preset.name }) {
                merged[index] = preset
            } else {
                merged.append(preset)
            }
        }
        return merged
    }
}

/// A settings file's list of presets read leniently: a bad entry is dropped and the others kept;
/// a later one of the same name replaces the earlier; at most `UserEasingPreset.maximumCount`.
struct LenientUserEasingPresets: Decodable {
    var presets: [UserEasingPreset] = []

    /// Decodes anything, so a bad entry can be stepped over.
    private struct Skipped: Decodable {
        init(from decoder: Decoder) throws {}
    }

    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        var read: [UserEasingPreset] = []
        while !c.isAtEnd {
            if let preset = try? c.decode(UserEasingPreset.self) {
                read.append(preset)
            } else {
                _ = try c.decode(Skipped.self)
            }
        }
        presets = Array(UserEasingPreset.merging([], read).prefix(UserEasingPreset.maximumCount))
    }
}
