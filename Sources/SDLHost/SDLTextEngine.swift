import Graphics
import UI

/// The toolkit's text engine over SDL2_ttf: Inter for the UI roles, JetBrains Mono for the mono
/// role, DejaVu when those are missing (said once on stderr); each character those faces lack is
/// set in the next face of the family's fallback chain that has it (Noto Sans CJK SC, DejaVu, a
/// symbol face: `FontCatalog.fallbackChain`), and one no face has is drawn as a box and said once.
///
/// Fonts open at their size in device pixels (points × scale), so text is rasterized at the
/// display's density and never scaled. Layout asks in points at `measuringScale`; drawing asks
/// at the scale of the frame. Rendered runs and widths are kept in bounded LRU caches, keyed by
/// the whole run.
@MainActor
public final class SDLTextEngine: TextEngine {
    /// Device pixels per point used to measure (the window's scale): widths are the pixel widths
    /// at this density divided by it, so layout matches what is drawn.
    public var measuringScale: Double = 1 {
        didSet { if !(measuringScale.isFinite && measuringScale > 0) { measuringScale = 1 } }
    }

    struct FontKey: Hashable {
        var family: FontFamily
        var weight: FontWeight
        var pixelSize: Int
    }

    struct RunKey: Hashable {
        var font: FontKey
        var text: String
    }

    /// A rendered run: its coverage (device pixels) with an empty row above and below the ink, and
    /// the row of its baseline from the top.
    struct RenderedRun {
        var mask: AlphaMask
        var ascent: Int
    }

    let library: TTFLibrary
    let catalog: FontCatalog
    let warn: (String) -> Void
    private var fonts: [FontKey: TTFFont] = [:]
    private var runs = LRUCache<RunKey, RenderedRun?>(capacity: 2048)
    private var widths = LRUCache<RunKey, Int>(capacity: 8192)
    private var warnedFamilies: Set<FontFamily> = []
    /// The fallback state of each family and weight (`SDLTextEngine+Fallback.swift`).
    var chains: [FallbackChain.Key: FallbackChain] = [:]
    /// The faces of the fallback chains past their first, by file, face and pixel size; nil for
    /// one that did not open.
    var fallbackFonts: [FallbackChain.FaceKey: TTFFont?] = [:]
    /// The face index found for each collection file whose stated index held another family.
    var collectionIndexes: [String: Int] = [:]
    /// The scalars already said to have no font.
    var warnedScalars: Set<Unicode.Scalar> = []

    /// Creates the engine.
    ///
    /// - Parameters:
    ///   - catalog: where the font files are.
    ///   - warn: prints a one-line notice (a missing face replaced by DejaVu, a character no face
    ///     has); stderr by default.
    /// - Throws: `SDLHostError` when SDL2_ttf cannot start or no sans face exists at all.
    public init(
        catalog: FontCatalog = FontCatalog(), warn: @escaping (String) -> Void = SDLTextEngine.printToStandardError
    )
        throws(SDLHostError)
    {
        self.catalog = catalog
        self.warn = warn
        library = try TTFLibrary()
        guard catalog.face(.sans, weight: .regular) != nil else { throw .noFont("the UI (Inter or DejaVu Sans)") }
    }

    /// Writes a line to stderr.
    public nonisolated static func printToStandardError(_ line: String) {
        FileHandleOutput.standardError(line + "\n")
    }

    /// Number of rendered runs in the cache (for tests).
    public var cachedRunCount: Int { runs.count }

    // MARK: TextEngine

    /// The designed face's metrics (points), whatever faces a run falls back to: Noto Sans CJK's
    /// ink stays within Inter's and JetBrains Mono's ascent and descent.
    public func metrics(of font: Font) -> FontMetrics {
        guard let ttf = ttfFont(fontKey(font, scale: measuringScale)) else {
            return FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.25)
        }
        let s = measuringScale
        return FontMetrics(
            ascent: Double(ttf.ascent) / s, descent: Double(ttf.descent) / s,
            lineHeight: Double(max(ttf.lineSkip, ttf.ascent + ttf.descent)) / s)
    }

    /// The tallest line skip among the faces that set `text`: Inter's for Latin and Vietnamese,
    /// Noto Sans CJK's (about 1.45 times the size, Inter's 1.21) for Chinese.
    public func lineSpacing(of text: String, font: Font) -> Double {
        let key = fontKey(font, scale: measuringScale)
        var spacing = metrics(of: font).lineHeight
        for segment in segments(of: text, key: key) where segment.face > 0 {
            guard let face = face(segment.face, of: key) else { continue }
            spacing = max(spacing, Double(max(face.lineSkip, face.ascent + face.descent)) / measuringScale)
        }
        return spacing
    }

    public func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        return Double(pixelWidth(of: text, key: fontKey(font, scale: measuringScale))) / measuringScale
    }

    public func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double,
        into list: inout DisplayList
    ) {
        guard !text.isEmpty, color.alpha > 0, let run = renderedRun(text, key: fontKey(font, scale: scale)) else {
            return
        }
        list.drawMask(
            run.mask, at: Point(baselineOrigin.x.rounded(), baselineOrigin.y.rounded() - Double(run.ascent)),
            color: color)
    }

    // MARK: Fonts and caches

    /// The width of `text` in device pixels in the font of `key`: the sum of its segments'
    /// widths, each in its face.
    func pixelWidth(of text: String, key: FontKey) -> Int {
        let runKey = RunKey(font: key, text: text)
        if let cached = widths.value(for: runKey) { return cached }
        var width = 0
        for segment in segments(of: text, key: key) {
            width += face(segment.face, of: key)?.width(of: segment.text) ?? 0
        }
        widths.insert(width, for: runKey)
        return width
    }

    /// The run's coverage in the font of `key`, rendered once and cached; nil when nothing
    /// shows. Each segment is rendered in its face and placed after the one before it, all on one
    /// baseline, as low as the segment whose baseline lies lowest in its rendering needs (the
    /// largest ascent of the faces used).
    func renderedRun(_ text: String, key: FontKey) -> RenderedRun? {
        let runKey = RunKey(font: key, text: text)
        if let cached = runs.value(for: runKey) { return cached }
        var pieces: [TTFCoverage] = []
        for segment in segments(of: text, key: key) {
            if let coverage = try? face(segment.face, of: key)?.coverage(of: segment.text) {
                pieces.append(coverage)
            }
        }
        let rendered = Self.composite(pieces)
        runs.insert(rendered, for: runKey)
        return rendered
    }

    /// The pieces side by side on one baseline, with one empty row above and below; nil when
    /// there are none.
    static func composite(_ pieces: [TTFCoverage]) -> RenderedRun? {
        guard !pieces.isEmpty else { return nil }
        let above = pieces.map(\.baseline).max() ?? 0
        let below = pieces.map { $0.height - $0.baseline }.max() ?? 0
        let width = pieces.reduce(0) { $0 + $1.width }, height = above + below + 2
        var bytes = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for piece in pieces {
            let top = 1 + above - piece.baseline
            for row in 0..<piece.height {
                let from = row * piece.width, to = (top + row) * width + x
                bytes.replaceSubrange(to..<(to + piece.width), with: piece.bytes[from..<(from + piece.width)])
            }
            x += piece.width
        }
        return AlphaMask(width: width, height: height, bytes: bytes).map { RenderedRun(mask: $0, ascent: above + 1) }
    }

    func fontKey(_ font: Font, scale: Double) -> FontKey {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return FontKey(family: font.family, weight: font.weight, pixelSize: max(1, Int((font.size * s).rounded())))
    }

    /// The open font of `key` (the designed face, or the DejaVu face standing in for it),
    /// opened on first use; nil when no file opens.
    func ttfFont(_ key: FontKey) -> TTFFont? {
        if let open = fonts[key] { return open }
        guard let face = catalog.face(key.family, weight: key.weight) ?? catalog.face(.sans, weight: key.weight)
        else {
            return nil
        }
        if face.isFallback && !warnedFamilies.contains(key.family) {
            warnedFamilies.insert(key.family)
            let wanted = key.family == .mono ? "JetBrains Mono" : "Inter"
            warn("loader-studio: font \(wanted) not found; using \(face.path) instead")
        }
        guard let opened = try? TTFFont(library: library, path: face.path, pixelSize: key.pixelSize) else { return nil }
        fonts[key] = opened
        return opened
    }
}
