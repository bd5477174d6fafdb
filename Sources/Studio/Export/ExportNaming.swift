/// The names exports take: a default from the spec's name and the format (`BallPulse.png`,
/// `BallPulse.gif`, `BallPulse.lottie.json`, `BallPulse.svg`; a sequence `BallPulse.png`, whose
/// frames are `BallPulse-0000.png`, `BallPulse-0001.png`, ... as `render --frames` numbers
/// them), the extension swapped when the format changes, and the first free `name-2`,
/// `name-3`, ... when the user keeps an existing file.
package enum ExportNaming {
    /// The stem used when a name has nothing a file name can keep.
    static let fallbackStem = "indicator"

    /// Every suffix a kind gives its file, longest first (so `.lottie.json` is seen before `.json`).
    static let knownSuffixes: [String] = Array(
        Set(ExportRequest.Kind.allCases.map { "." + $0.fileExtension } + [".json"])
    )
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

    /// `name` as a file name stem, at most 120 characters: letters, digits and `_` kept, every
    /// run of other characters (spaces, slashes, dots, dashes) one `-`, no `-` at either end;
    /// `fallbackStem` when nothing is left.
    package static func stem(for name: String) -> String {
        var stem = ""
        for character in name {
            let kept: Character = character.isLetter || character.isNumber || character == "_" ? character : "-"
            if kept == "-" && (stem.isEmpty || stem.last == "-") { continue }
            stem.append(kept)
        }
        while stem.last == "-" { stem.removeLast() }
        return stem.isEmpty ? fallbackStem : String(stem.prefix(120))
    }

    /// The default file name of an export of `name` as `kind`: the stem and the kind's suffix.
    package static func fileName(for name: String, kind: ExportRequest.Kind) -> String {
        stem(for: name) + "." + kind.fileExtension
    }

    /// `path` without the suffix of any kind (`a.lottie.json` and `a.json` give `a`), and that
    /// suffix (empty when it has none).
    static func splitSuffix(_ path: String) -> (stem: String, suffix: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        for suffix in knownSuffixes where name.count > suffix.count && name.lowercased().hasSuffix(suffix) {
            return (String(path.dropLast(suffix.count)), String(path.suffix(suffix.count)))
        }
        return (path, "")
    }

    /// `path` with its kind suffix replaced by `kind`'s (added when it has none).
    package static func replacingSuffix(of path: String, with kind: ExportRequest.Kind) -> String {
        splitSuffix(path).stem + "." + kind.fileExtension
    }

    /// The first of `stem-2.ext`, `stem-3.ext`, ... (the suffix kept as it is, double or
    /// single) for which `isTaken` is false for every file the export would write there;
    /// nil when the first 9,999 are all taken.
    package static func firstFreePath(after path: String, isTaken: (String) -> Bool) -> String? {
        let (stem, suffix) = splitSuffix(path)
        for number in 2...9_999 {
            let candidate = "\(stem)-\(number)\(suffix)"
            if !isTaken(candidate) { return candidate }
        }
        return nil
    }
}
