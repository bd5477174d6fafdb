import CSDL2

extension PNGFile {
    /// The bytes `write(_:to:)` puts in a file, made in memory (for a caller that writes them
    /// atomically itself): the same encoder, so the same bytes for the same image.
    ///
    /// - Throws: `ImageExportError.sdl` naming the failing call and SDL's error text (the path
    ///   in it is "memory").
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        // Deflate never grows its input by more than a few bytes per 16 KiB block; PNG adds a
        // filter byte per row and 12 bytes per chunk.
        let raw = image.width * image.height * 4 + image.height
        let capacity = raw + raw / 64 + 8192
        guard capacity <= Int(Int32.max) else {
            throw ImageExportError.invalidImage(
                reason: "\(image.width)x\(image.height) is too large to encode in memory")
        }
        var pixels = image.pixels
        var output = [UInt8](repeating: 0, count: capacity)
        let length = try pixels.withUnsafeMutableBytes { bytes in
            SDL_ClearError()
            let surface = try SDLSurface(
                SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32,
                    Int32(image.width * 4), SDL_PIXELFORMAT_RGBA32.rawValue),
                call: "SDL_CreateRGBSurfaceWithFormatFrom", path: memoryPath)
            return try output.withUnsafeMutableBytes { buffer in
                SDL_ClearError()
                guard let stream = SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)) else {
                    throw SDLError.failure(call: "SDL_RWFromMem", path: memoryPath)
                }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface.pointer, stream, 0) == 0 else {
                    throw SDLError.failure(call: "IMG_SavePNG_RW", path: memoryPath)
                }
                return Int(SDL_RWtell(stream))
            }
        }
        guard length > 0, length <= capacity else {
            throw ImageExportError.sdl(call: "IMG_SavePNG_RW", message: "wrote \(length) bytes", path: memoryPath)
        }
        return Array(output.prefix(length))
    }

    /// What errors name as the path of an image encoded in memory.
    static let memoryPath = "memory"
}
