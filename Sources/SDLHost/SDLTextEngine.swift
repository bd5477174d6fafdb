import Graphics
import UI

/// The toolkit's text engine over SDL2_ttf: Inter for the UI roles, JetBrains Mono for the mono
/// role, DejaVu when those are missing (said once on stderr).
///
/// Fonts open at their size in device pixels (points × scale), so text is rasterized at the
/// display's density and never scaled. Layout asks in points at `measuringScale`; drawing asks
/// at the scale of the frame. Rendered runs and widths are kept in bounded LRU caches.
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

    /// A rendered run: its coverage with the line's top at row 0.
    struct RenderedRun {
        var mask: AlphaMask
        var ascent: Int
    }

    private let library: TTFLibrary
    private let catalog: FontCatalog
    private let warn: (String) -> Void
    private var fonts: [FontKey: TTFFont] = [:]
    private var runs = LRUCache<RunKey, RenderedRun?>(capacity: 2048)
    private var widths = LRUCache<RunKey, Int>(capacity: 8192)
    private var warnedFamilies: Set<FontFamily> = []

    /// Creates the engine.
    ///
    /// - Parameters:
    ///   - catalog: where the font files are.
    ///   - warn: prints a one-line notice (a missing face replaced by DejaVu); stderr by default.
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

    public func metrics(of font: Font) -> FontMetrics {
        guard let ttf = ttfFont(font, scale: measuringScale) else {
            return FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.25)
        }
        let s = measuringScale
        return FontMetrics(
            ascent: Double(ttf.ascent) / s, descent: Double(ttf.descent) / s,
            lineHeight: Double(max(ttf.lineSkip, ttf.ascent + ttf.descent)) / s)
    }

    public func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        return Double(pixelWidth(of: text, font: font, scale: measuringScale)) / measuringScale
    }

    public func draw(
        _ text: String, font: Font, color: Color, baselineOrigin: Point, scale: Double,
        into list: inout DisplayList
    ) {
        guard !text.isEmpty, color.alpha > 0, let run = renderedRun(text, font: font, scale: scale) else { return }
        list.drawMask(
            run.mask, at: Point(baselineOrigin.x.rounded(), baselineOrigin.y.rounded() - Double(run.ascent)),
            color: color)
    }

    // MARK: Fonts and caches

    /// The width of `text` in device pixels at `scale`.
    func pixelWidth(of text: String, font: Font, scale: Double) -> Int {
        guard let ttf = ttfFont(font, scale: scale) else { return 0 }
        let key = RunKey(font: fontKey(font, scale: scale), text: text)
        if let cached = widths.value(for: key) { return cached }
        let width = ttf.width(of: text)
        widths.insert(width, for: key)
        return width
    }

    /// The run's coverage at `scale`, rendered once and cached; nil when nothing shows.
    func renderedRun(_ text: String, font: Font, scale: Double) -> RenderedRun? {
        let key = RunKey(font: fontKey(font, scale: scale), text: text)
        if let cached = runs.value(for: key) { return cached }
        var rendered: RenderedRun?
        if let ttf = ttfFont(font, scale: scale), let coverage = try? ttf.coverage(of: text),
            let mask = AlphaMask(width: coverage.width, height: coverage.height, bytes: coverage.bytes)
        {
            rendered = RenderedRun(mask: mask, ascent: ttf.ascent)
        }
        runs.insert(rendered, for: key)
        return rendered
    }

    func fontKey(_ font: Font, scale: Double) -> FontKey {
        let s = scale.isFinite && scale > 0 ? scale : 1
        return FontKey(family: font.family, weight: font.weight, pixelSize: max(1, Int((font.size * s).rounded())))
    }

    /// The open font for `font` at `scale`, opened on first use; nil when no file opens.
    func ttfFont(_ font: Font, scale: Double) -> TTFFont? {
        let key = fontKey(font, scale: scale)
        if let open = fonts[key] { return open }
        guard let face = catalog.face(font.family, weight: font.weight) ?? catalog.face(.sans, weight: font.weight)
        else {
            return nil
        }
        if face.isFallback && !warnedFamilies.contains(font.family) {
            warnedFamilies.insert(font.family)
            let wanted = font.family == .mono ? "JetBrains Mono" : "Inter"
            warn("loader-studio: font \(wanted) not found; using \(face.path) instead")
        }
        guard let opened = try? TTFFont(library: library, path: face.path, pixelSize: key.pixelSize) else { return nil }
        fonts[key] = opened
        return opened
    }
}
