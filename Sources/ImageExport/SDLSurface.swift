import CSDL2

/// Owns one `SDL_Surface` and frees it when released. Surfaces need no `SDL_Init`.
final class SDLSurface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of `pointer`, or throws naming `call` and `SDL_GetError()` if it is nil.
    init(_ pointer: UnsafeMutablePointer<SDL_Surface>?, call: String, path: String) throws {
        guard let pointer else { throw SDLError.failure(call: call, path: path) }
        self.pointer = pointer
    }

    deinit { SDL_FreeSurface(pointer) }

    var width: Int { Int(pointer.pointee.w) }
    var height: Int { Int(pointer.pointee.h) }

    /// A copy of this surface in `SDL_PIXELFORMAT_RGBA32` (bytes R, G, B, A on every platform).
    func convertedToRGBA32(path: String) throws -> SDLSurface {
        SDL_ClearError()
        return try SDLSurface(
            SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_RGBA32.rawValue, 0),
            call: "SDL_ConvertSurfaceFormat", path: path)
    }

    /// The surface's pixels as tightly packed bytes, 4 a pixel; the surface must be RGBA32.
    func packedRGBA32Bytes(path: String) throws -> [UInt8] {
        guard SDL_LockSurface(pointer) == 0 else {
            throw SDLError.failure(call: "SDL_LockSurface", path: path)
        }
        defer { SDL_UnlockSurface(pointer) }
        let rowBytes = width * 4
        let pitch = Int(pointer.pointee.pitch)
        guard let base = pointer.pointee.pixels else {
            throw ImageExportError.sdl(call: "SDL_ConvertSurfaceFormat", message: "surface has no pixels", path: path)
        }
        let source = UnsafeRawPointer(base)
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        bytes.withUnsafeMutableBytes { out in
            for y in 0..<height {
                let row = UnsafeRawBufferPointer(start: source + y * pitch, count: rowBytes)
                UnsafeMutableRawBufferPointer(rebasing: out[(y * rowBytes)..<((y + 1) * rowBytes)])
                    .copyMemory(from: row)
            }
        }
        return bytes
    }
}

/// Builds `ImageExportError.sdl` values from SDL's thread-local error text.
enum SDLError {
    static func failure(call: String, path: String) -> ImageExportError {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        return .sdl(call: call, message: text.isEmpty ? "no error text" : text, path: path)
    }
}
