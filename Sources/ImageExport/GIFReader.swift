import CGIF

/// Owns a giflib decoder that has read a whole file into memory (`DGifSlurp`); freed when
/// released.
final class GIFReader {
    let handle: UnsafeMutablePointer<GifFileType>

    /// Opens and decodes `path`.
    init(path: String) throws {
        var error: Int32 = 0
        guard let handle = DGifOpenFileName(path, &error) else {
            throw ImageExportError.gif(call: "DGifOpenFileName", message: GIFErrorText.of(error), path: path)
        }
        self.handle = handle
        guard DGifSlurp(handle) == GIF_OK else {
            throw ImageExportError.gif(call: "DGifSlurp", message: GIFErrorText.of(handle.pointee.Error), path: path)
        }
    }

    deinit { DGifCloseFile(handle, nil) }

    var width: Int { Int(handle.pointee.SWidth) }
    var height: Int { Int(handle.pointee.SHeight) }
    var imageCount: Int { Int(handle.pointee.ImageCount) }

    /// The saved image `index`.
    func image(_ index: Int) -> SavedImage { handle.pointee.SavedImages[index] }

    /// The graphics control block of image `index`, or the GIF defaults when it has none
    /// (no disposal, no delay, no transparency).
    func graphicsControl(_ index: Int) -> GraphicsControlBlock {
        let none = GraphicsControlBlock(
            DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
            TransparentColor: NO_TRANSPARENT_COLOR)
        var block = none
        return DGifSavedExtensionToGCB(handle, Int32(index), &block) == GIF_OK ? block : none
    }

    /// The NETSCAPE2.0 (or ANIMEXTS1.0) loop count, 0 = forever; nil when the file has none.
    var loopCount: Int? {
        var lists: [(Int32, UnsafeMutablePointer<ExtensionBlock>?)] = []
        for n in 0..<imageCount {
            let image = image(n)
            lists.append((image.ExtensionBlockCount, image.ExtensionBlocks))
        }
        lists.append((handle.pointee.ExtensionBlockCount, handle.pointee.ExtensionBlocks))
        for (count, blocks) in lists {
            guard let blocks, count > 1 else { continue }
            for n in 0..<Int(count) - 1 where blocks[n].Function == APPLICATION_EXT_FUNC_CODE {
                let identifier = Self.bytes(blocks[n])
                guard identifier == Array("NETSCAPE2.0".utf8) || identifier == Array("ANIMEXTS1.0".utf8) else {
                    continue
                }
                let data = Self.bytes(blocks[n + 1])
                if blocks[n + 1].Function == CONTINUE_EXT_FUNC_CODE, data.count >= 3, data[0] == 1 {
                    return Int(data[1]) | Int(data[2]) << 8
                }
            }
        }
        return nil
    }

    private static func bytes(_ block: ExtensionBlock) -> [UInt8] {
        guard let bytes = block.Bytes, block.ByteCount > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(block.ByteCount)))
    }
}
