import CGIF

/// Owns a giflib `ColorMapObject` built from a `GIFPalette`, freed when released.
final class GIFColorMap {
    let pointer: UnsafeMutablePointer<ColorMapObject>

    /// The palette's padded table as a giflib colour map.
    init(_ palette: GIFPalette, path: String) throws {
        let table = palette.paddedTable.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        guard let pointer = GifMakeMapObject(Int32(table.count), table) else {
            throw ImageExportError.gif(
                call: "GifMakeMapObject", message: GIFErrorText.of(E_GIF_ERR_NOT_ENOUGH_MEM), path: path)
        }
        self.pointer = pointer
    }

    deinit { GifFreeMapObject(pointer) }
}

/// giflib's error texts.
enum GIFErrorText {
    static func of(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
