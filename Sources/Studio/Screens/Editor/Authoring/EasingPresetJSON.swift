import LoaderKitCore
import Localization

/// The user's presets as JSON text to share (Copy presets, Paste presets):
///
///     {"loaderKitEasings": 1, "presets": [
///       {"name": "Snappy", "curve": [0.2, 0.9, 0.1, 1]}
///     ]}
///
/// Reading is strict about what it keeps and says in one sentence what is wrong: not JSON, the
/// wrong shape, another version, too long, too many, a bad name, x outside [0, 1], y outside
/// `UserEasingPreset.yRange` or not finite. Unknown members are ignored; a later preset of the
/// same name replaces an earlier one.
enum EasingPresetJSON {
    /// The format's version, written as `loaderKitEasings`.
    static let version = 1
    /// The longest text read, in UTF-8 bytes (a hundred presets take about 6 KiB).
    static let maximumBytes = 64 * 1024

    /// Why a text was not read, as a message of the catalogue.
    struct Problem: Error, Equatable {
        let message: Message
    }

    /// `presets` as the format's text: one preset a line, the numbers in their shortest form.
    static func text(_ presets: [UserEasingPreset]) -> String {
        guard !presets.isEmpty else { return "{\"loaderKitEasings\": \(version), \"presets\": []}\n" }
        let lines = presets.map { preset in
            var name = ""
            JSONWriter.writeString(preset.name, into: &name)
            let curve = [preset.x1, preset.y1, preset.x2, preset.y2].map { FormFieldRange.json($0) }
            return "  {\"name\": \(name), \"curve\": [\(curve.joined(separator: ", "))]}"
        }
        return "{\"loaderKitEasings\": \(version), \"presets\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// The presets of `text`, each checked, a later one of a name replacing an earlier one (in
    /// its place), or the first problem met.
    static func presets(in text: String) -> Result<[UserEasingPreset], Problem> {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumBytes else {
            return .failure(Problem(message: EasingLibraryText.tooLong(kibibytes: (bytes.count + 1023) / 1024)))
        }
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .failure(Problem(message: EasingLibraryText.emptyText))
        }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            return .failure(Problem(message: EasingLibraryText.notJSON(error.reason)))
        }
        guard let object = root.object, let versionNode = object["loaderKitEasings"],
            let list = object["presets"]?.array
        else { return .failure(Problem(message: EasingLibraryText.wrongShape)) }
        guard versionNode.finiteNumber == Double(version) else {
            return .failure(Problem(message: EasingLibraryText.otherVersion))
        }
        guard list.count <= UserEasingPreset.maximumCount else {
            return .failure(Problem(message: EasingLibraryText.tooMany(list.count)))
        }
        var read: [UserEasingPreset] = []
        for (offset, node) in list.enumerated() {
            let index = offset + 1
            guard let entry = node.object, let name = entry["name"]?.string, let curve = entry["curve"]?.array,
                curve.count == 4
            else { return .failure(Problem(message: EasingLibraryText.badEntry(index: index))) }
            let numbers = curve.compactMap(\.number)
            guard numbers.count == 4 else {
                return .failure(Problem(message: EasingLibraryText.badEntry(index: index)))
            }
            let preset = UserEasingPreset(name: name, x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
            if let problem = preset.problem(index: index) { return .failure(Problem(message: problem)) }
            read.append(preset)
        }
        return .success(UserEasingPreset.merging([], read))
    }
}
