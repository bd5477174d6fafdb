import CSDL2

/// SDL2_ttf, initialised for as long as this object lives (`TTF_Init` / `TTF_Quit`, which SDL2_ttf
/// counts). Needs no SDL subsystem, so text renders without a display.
final class TTFLibrary {
    /// - Throws: `SDLHostError.call("TTF_Init", ...)`.
    public init() throws(SDLHostError) {
        SDL_ClearError()
        guard TTF_Init() == 0 else { throw .sdl("TTF_Init") }
    }

    deinit { TTF_Quit() }
}

/// A run's coverage as SDL2_ttf renders it, in device pixels.
struct TTFCoverage {
    var width: Int
    var height: Int
    /// `width × height` coverage bytes, row by row from the top.
    var bytes: [UInt8]
    /// The row of the baseline, from the top: the face's ascent, plus the rows SDL2_ttf adds above
    /// the line when a glyph (Ẫ's tilde) rises past the ascent.
    var baseline: Int
}

/// One face of a font file (the `index`th face of a collection, 0 for a plain file) opened at one
/// pixel size; closed in deinit.
final class TTFFont {
    let handle: OpaquePointer
    /// The library, kept alive as long as the font.
    let library: TTFLibrary
    /// The file opened.
    public let path: String
    /// The face of the file opened (0 unless the file is a collection, .ttc).
    let index: Int
    /// The size in pixels (SDL2_ttf's point size at its 72 DPI default).
    public let pixelSize: Int
    /// Distance from the top of a rendered line to the baseline, in pixels.
    public let ascent: Int
    /// Distance from the baseline to the bottom of a rendered line, in pixels (positive).
    public let descent: Int
    /// Recommended distance between baselines, in pixels.
    let lineSkip: Int
    /// The height of a rendered line when no glyph leaves it, in pixels.
    let height: Int

    /// Opens face `index` of `path` at `pixelSize` pixels with light hinting and kerning.
    ///
    /// - Throws: `SDLHostError.call("TTF_OpenFontIndex", ...)`.
    public init(library: TTFLibrary, path: String, index: Int = 0, pixelSize: Int) throws(SDLHostError) {
        self.library = library
        self.path = path
        self.index = max(0, index)
        self.pixelSize = max(1, pixelSize)
        SDL_ClearError()
        guard let font = TTF_OpenFontIndex(path, Int32(self.pixelSize), self.index) else {
            throw .sdl("TTF_OpenFontIndex")
        }
        handle = font
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        ascent = Int(TTF_FontAscent(font))
        descent = Int(-TTF_FontDescent(font))
        lineSkip = Int(TTF_FontLineSkip(font))
        height = Int(TTF_FontHeight(font))
    }

    deinit { TTF_CloseFont(handle) }

    /// The face's family name ("Noto Sans CJK SC"); nil when the file gives none.
    var familyName: String? { TTF_FontFaceFamilyName(handle).map { String(cString: $0) } }

    /// The number of faces in the file (more than 1 for a collection).
    var faceCount: Int { Int(TTF_FontFaces(handle)) }

    /// True when the face has a glyph for `scalar` (its character map names one).
    func provides(_ scalar: Unicode.Scalar) -> Bool { TTF_GlyphIsProvided32(handle, scalar.value) != 0 }

    /// The advance width of `text` in pixels (0 for empty text or on failure).
    public func width(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        return TTF_SizeUTF8(handle, text, &w, &h) == 0 ? Int(w) : 0
    }

    /// Renders `text` anti-aliased and returns its coverage, row by row, with the line's top at
    /// row 0; nil for empty text.
    ///
    /// - Throws: `SDLHostError.call("TTF_RenderUTF8_Blended", ...)`.
    func coverage(of text: String) throws(SDLHostError) -> TTFCoverage? {
        guard !text.isEmpty else { return nil }
        SDL_ClearError()
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(handle, text, white) else { throw .sdl("TTF_RenderUTF8_Blended") }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard w > 0, h > 0, let pixels = surface.pointee.pixels else { return nil }
        // Blended text is ARGB8888: the coverage is the alpha byte of each 32-bit pixel.
        let alphaShift = UInt32(surface.pointee.format.pointee.Ashift)
        var bytes = [UInt8](repeating: 0, count: w * h)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { out[y * w + x] = UInt8(truncatingIfNeeded: row[x] >> alphaShift) }
            }
        }
        return TTFCoverage(width: w, height: h, bytes: bytes, baseline: ascent + rowsAddedAbove(text, height: h))
    }

    /// The rows SDL2_ttf added above the line's top for `text` rendered `renderedHeight` pixels tall.
    ///
    /// SDL2_ttf grows a rendered line past its height at the top for glyphs that rise above the
    /// ascent and at the bottom for glyphs that fall below the descent, and says neither. The rows
    /// added below are those the lowest glyph's bitmap (`TTF_GlyphMetrics32`) needs; the rest of
    /// the growth is above.
    private func rowsAddedAbove(_ text: String, height renderedHeight: Int) -> Int {
        let grown = renderedHeight - height
        guard grown > 0 else { return 0 }
        var lowest = height
        for scalar in text.unicodeScalars {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            guard TTF_GlyphMetrics32(handle, scalar.value, &minX, &maxX, &minY, &maxY, &advance) == 0 else { continue }
            lowest = max(lowest, ascent - Int(minY))
        }
        return max(0, grown - (lowest - height))
    }
}
