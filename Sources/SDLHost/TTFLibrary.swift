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

/// One font file opened at one pixel size; closed in deinit.
final class TTFFont {
    let handle: OpaquePointer
    /// The library, kept alive as long as the font.
    let library: TTFLibrary
    /// The file opened.
    public let path: String
    /// The size in pixels (SDL2_ttf's point size at its 72 DPI default).
    public let pixelSize: Int
    /// Distance from the top of a rendered line to the baseline, in pixels.
    public let ascent: Int
    /// Distance from the baseline to the bottom of a rendered line, in pixels (positive).
    public let descent: Int
    /// Recommended distance between baselines, in pixels.
    let lineSkip: Int

    /// Opens `path` at `pixelSize` pixels with light hinting and kerning.
    ///
    /// - Throws: `SDLHostError.call("TTF_OpenFont", ...)`.
    public init(library: TTFLibrary, path: String, pixelSize: Int) throws(SDLHostError) {
        self.library = library
        self.path = path
        self.pixelSize = max(1, pixelSize)
        SDL_ClearError()
        guard let font = TTF_OpenFont(path, Int32(self.pixelSize)) else { throw .sdl("TTF_OpenFont") }
        handle = font
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        ascent = Int(TTF_FontAscent(font))
        descent = Int(-TTF_FontDescent(font))
        lineSkip = Int(TTF_FontLineSkip(font))
    }

    deinit { TTF_CloseFont(handle) }

    /// The advance width of `text` in pixels (0 for empty text or on failure).
    public func width(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        return TTF_SizeUTF8(handle, text, &w, &h) == 0 ? Int(w) : 0
    }

    /// Renders `text` anti-aliased and returns its coverage, row by row, with the line's top at
    /// row 0 (the baseline at row `ascent`); nil for empty text.
    ///
    /// - Throws: `SDLHostError.call("TTF_RenderUTF8_Blended", ...)`.
    func coverage(of text: String) throws(SDLHostError) -> (width: Int, height: Int, bytes: [UInt8])? {
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
        return (w, h, bytes)
    }
}
