import CGIF
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns a giflib encoder writing one file or into memory; the file is closed (and the encoder
/// freed) by `finish()` or, on an error path, when released.
final class GIFWriter {
    private var handle: UnsafeMutablePointer<GifFileType>?
    let path: String
    /// Where an in-memory encoder's bytes go (kept alive while giflib holds a pointer to it).
    private let sink: GIFByteSink?

    /// Creates or truncates `path` (mode 0666 less the umask) and opens a GIF89a encoder on it.
    init(path: String) throws {
        self.path = path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw ImageExportError.file(call: "open", message: String(cString: strerror(errno)), path: path)
        }
        var error: Int32 = 0
        guard let handle = EGifOpenFileHandle(fd, &error) else {
            close(fd)
            throw ImageExportError.gif(call: "EGifOpenFileHandle", message: GIFErrorText.of(error), path: path)
        }
        EGifSetGifVersion(handle, true)
        self.handle = handle
        sink = nil
    }

    /// Opens a GIF89a encoder whose bytes go to `sink`, in memory.
    init(sink: GIFByteSink) throws {
        path = ImageExportError.memoryPath
        self.sink = sink
        var error: Int32 = 0
        let append: OutputFunc = { gif, bytes, count in
            guard let gif, let context = gif.pointee.UserData, count >= 0 else { return 0 }
            let sink = Unmanaged<GIFByteSink>.fromOpaque(context).takeUnretainedValue()
            if let bytes, count > 0 {
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
            }
            return count
        }
        guard let handle = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), append, &error) else {
            throw ImageExportError.gif(call: "EGifOpen", message: GIFErrorText.of(error), path: path)
        }
        EGifSetGifVersion(handle, true)
        self.handle = handle
    }

    deinit {
        if let handle { EGifCloseFile(handle, nil) }
    }

    /// Writes the logical screen: `width` x `height` pixels, background index, global table.
    func putScreen(width: Int, height: Int, background: Int, colorMap: GIFColorMap?) throws {
        try check("EGifPutScreenDesc") {
            EGifPutScreenDesc($0, Int32(width), Int32(height), 8, Int32(background), colorMap?.pointer)
        }
    }

    /// Writes the NETSCAPE2.0 application extension with `loopCount` (0 = forever).
    func putLoopExtension(loopCount: Int) throws {
        let identifier = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8 & 0xFF)]
        try check("EGifPutExtensionLeader") { EGifPutExtensionLeader($0, APPLICATION_EXT_FUNC_CODE) }
        try check("EGifPutExtensionBlock") { EGifPutExtensionBlock($0, Int32(identifier.count), identifier) }
        try check("EGifPutExtensionBlock") { EGifPutExtensionBlock($0, Int32(loop.count), loop) }
        try check("EGifPutExtensionTrailer") { EGifPutExtensionTrailer($0) }
    }

    /// Writes a graphics control extension: delay in centiseconds, transparent index, disposal.
    func putGraphicsControl(delayCentiseconds: Int, transparentIndex: Int?, disposal: Int32) throws {
        var block = GraphicsControlBlock(
            DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(delayCentiseconds),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var bytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &bytes)
        try check("EGifPutExtension") { EGifPutExtension($0, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes) }
    }

    /// Writes one full-canvas, non-interlaced image of `indices` (row-major, `width` a row).
    func putImage(width: Int, height: Int, colorMap: GIFColorMap?, indices: [UInt8]) throws {
        try check("EGifPutImageDesc") {
            EGifPutImageDesc($0, 0, 0, Int32(width), Int32(height), false, colorMap?.pointer)
        }
        var rows = indices  // giflib masks the line in place
        try rows.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                try check("EGifPutLine") { EGifPutLine($0, buffer.baseAddress! + y * width, Int32(width)) }
            }
        }
    }

    /// Finishes the file and frees the encoder.
    func finish() throws {
        guard let handle else { return }
        self.handle = nil
        var error: Int32 = 0
        guard EGifCloseFile(handle, &error) == GIF_OK else {
            throw ImageExportError.gif(call: "EGifCloseFile", message: GIFErrorText.of(error), path: path)
        }
    }

    private func check(_ call: String, _ body: (UnsafeMutablePointer<GifFileType>) -> Int32) throws {
        guard let handle else {
            throw ImageExportError.gif(call: call, message: "encoder already closed", path: path)
        }
        guard body(handle) == GIF_OK else {
            throw ImageExportError.gif(call: call, message: GIFErrorText.of(handle.pointee.Error), path: path)
        }
    }
}
