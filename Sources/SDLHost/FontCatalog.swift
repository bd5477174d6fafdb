import Foundation
import UI

/// Where the font files of each family and weight are: Inter for the sans family, JetBrains Mono
/// for the mono family (Debian `fonts-inter`, `fonts-jetbrains-mono`), DejaVu Sans (Mono) as the
/// fallback when a face is missing; and the faces that supply the characters those lack: Noto Sans
/// CJK SC (`fonts-noto-cjk`), DejaVu, and any symbol face installed.
public struct FontCatalog: Sendable {
    /// A font file found for a family and weight.
    public struct Face: Hashable, Sendable {
        public var path: String
        /// True when the designed face was missing and a DejaVu face stands in.
        public var isFallback: Bool
        /// The face within the file: 0 for a plain file, the face's place in a collection (.ttc).
        var index = 0
        /// The family the face at `index` should have; the engine looks for it among the file's
        /// faces when the collection's order differs. Nil for a plain file.
        var familyName: String?
    }

    /// The family of the CJK face: simplified Chinese, the translation's forms.
    static let cjkFamilyName = "Noto Sans CJK SC"
    /// The place of Noto Sans CJK SC in Debian's NotoSansCJK-Regular.ttc and -Bold.ttc (fonts-noto-cjk
    /// 1:20220127): 0 JP, 1 KR, 2 SC, 3 TC, 4 HK, then 5 to 9 the Mono faces in the same order.
    static let cjkFaceIndex = 2

    /// Folders searched for Inter.
    public var interDirectories: [String]
    /// Folders searched for JetBrains Mono.
    public var monoDirectories: [String]
    /// Folders searched for DejaVu.
    public var fallbackDirectories: [String]
    /// Folders searched for Noto Sans CJK.
    public var cjkDirectories: [String]
    /// Symbol and emoji faces tried last, those that exist: Symbola (`fonts-symbola`, emoji in
    /// outline), Noto Sans Symbols 2 and Noto Sans Symbols (`fonts-noto-core`). Outline faces only:
    /// SDL2_ttf draws a bitmap colour emoji face at its one strike, about 109 pixels, whatever the
    /// size asked.
    var symbolFiles: [String]

    /// The catalog of the Debian font packages' folders.
    public init(
        interDirectories: [String] = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"],
        monoDirectories: [String] = [
            "/usr/share/fonts/truetype/jetbrains-mono", "/usr/share/fonts/opentype/jetbrains-mono",
        ],
        fallbackDirectories: [String] = ["/usr/share/fonts/truetype/dejavu"],
        cjkDirectories: [String] = ["/usr/share/fonts/opentype/noto"],
        symbolFiles: [String] = [
            "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
            "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf",
            "/usr/share/fonts/truetype/noto/NotoSansSymbols-Regular.ttf",
        ]
    ) {
        self.interDirectories = interDirectories
        self.monoDirectories = monoDirectories
        self.fallbackDirectories = fallbackDirectories
        self.cjkDirectories = cjkDirectories
        self.symbolFiles = symbolFiles
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
        return dejaVu(mono: family == .mono, weight: weight)
    }

    /// Noto Sans CJK SC at a weight (Bold from semibold up, else Regular); nil when
    /// `fonts-noto-cjk` is not installed.
    public func cjkFace(weight: FontWeight) -> Face? {
        let name = weight >= .semibold ? "NotoSansCJK-Bold.ttc" : "NotoSansCJK-Regular.ttc"
        let path = cjkDirectories.map { "\($0)/\(name)" }.first(where: Self.exists)
        return path.map { Face(path: $0, isFallback: true, index: Self.cjkFaceIndex, familyName: Self.cjkFamilyName) }
    }

    /// The faces tried in turn for each character of a run: the family's face (`face(_:weight:)`,
    /// the sans family's when the family has none at all), Noto Sans CJK SC, DejaVu Sans Mono (mono
    /// family only), DejaVu Sans, then the symbol faces; only those that exist, each once.
    func fallbackChain(_ family: FontFamily, weight: FontWeight) -> [Face] {
        var faces: [Face] = []
        let own = face(family, weight: weight) ?? face(.sans, weight: weight)
        for face in [own, cjkFace(weight: weight)] + [
            family == .mono ? dejaVu(mono: true, weight: weight) : nil, dejaVu(mono: false, weight: weight),
        ] {
            if let face, !faces.contains(where: { $0.path == face.path && $0.index == face.index }) {
                faces.append(face)
            }
        }
        for path in symbolFiles where Self.exists(path) && !faces.contains(where: { $0.path == path }) {
            faces.append(Face(path: path, isFallback: true))
        }
        return faces
    }

    /// DejaVu Sans or DejaVu Sans Mono at a weight (Bold from semibold up); nil when missing.
    private func dejaVu(mono: Bool, weight: FontWeight) -> Face? {
        let base = mono ? "DejaVuSansMono" : "DejaVuSans"
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
