import CSDL2

/// PNG files through SDL2_image: 8-bit straight RGBA in, 8-bit straight RGBA out.
///
/// No `SDL_Init` is needed (surfaces and SDL2_image's PNG codec use no subsystem).
public enum PNGFile {
    /// Writes `image` to `path` as an RGBA PNG with `IMG_SavePNG`, replacing any file there.
    ///
    /// The output is a function of the pixels only (no time stamps): the same image gives the
    /// same bytes.
    ///
    /// - Throws: `ImageExportError.sdl` naming the failing call, SDL's error text and `path`
    ///   (for example when the directory does not exist).
    public static func write(_ image: RGBAImage, to path: String) throws {
        var pixels = image.pixels
        try pixels.withUnsafeMutableBytes { bytes in
            SDL_ClearError()
            let surface = try SDLSurface(
                SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32,
                    Int32(image.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue),
                call: "SDL_CreateRGBSurfaceWithFormatFrom", path: path)
            SDL_ClearError()
            guard IMG_SavePNG(surface.pointer, path) == 0 else {
                throw SDLError.failure(call: "IMG_SavePNG", path: path)
            }
        }
    }

    /// Reads the image at `path` (any format SDL2_image decodes; meant for PNG) as straight RGBA8.
    ///
    /// - Throws: `ImageExportError.sdl` naming `IMG_Load` or the conversion, SDL's error text and
    ///   `path`; `ImageExportError.invalidImage` for a decoded size outside `RGBAImage`'s limits.
    public static func read(_ path: String) throws -> RGBAImage {
        SDL_ClearError()
        let loaded = try SDLSurface(IMG_Load(path), call: "IMG_Load", path: path)
        let rgba = try loaded.convertedToRGBA32(path: path)
        let bytes = try rgba.packedRGBA32Bytes(path: path)
        return try RGBAImage(width: rgba.width, height: rgba.height, pixels: bytes)
    }
}
