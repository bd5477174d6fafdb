#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CGIF

/// Animated GIF files through giflib.
public enum GIFFile {
    /// Writes `animation` to `path` as a GIF89a that loops forever, replacing any file there.
    ///
    /// Colour tables: one global table when all frames' opaque colours (plus a transparent entry
    /// if any pixel has alpha < 128) fit 256 entries, so colours are exact; otherwise a table per
    /// frame, exact when the frame fits, else median-cut quantised with nearest-colour mapping.
    /// Every frame has a graphics control extension with its delay, the transparent
    /// index (0) when its table has one, and disposal "restore to background" when the animation
    /// has transparency ("leave in place" otherwise). The bytes depend on the animation only.
    /// A partly written file is removed on failure.
    ///
    /// - Throws: `ImageExportError.file` when `path` cannot be created (naming it),
    ///   `ImageExportError.gif` naming the failing giflib call and its error text.
    public static func write(_ animation: GIFAnimation, to path: String) throws {
        let writer = try GIFWriter(path: path)
        do {
            try encode(animation, with: writer)
        } catch {
            try? writer.finish()
            unlink(path)
            throw error
        }
    }

    /// Encodes `animation` through `writer` and finishes it (see `write(_:to:)`).
    static func encode(_ animation: GIFAnimation, with writer: GIFWriter) throws {
        let plan = GIFEncodingPlan(animation)
        let path = writer.path
        let globalMap = try plan.globalPalette.map { try GIFColorMap($0, path: path) }
        try writer.putScreen(
            width: animation.width, height: animation.height,
            background: plan.globalPalette?.transparentIndex ?? 0, colorMap: globalMap)
        try writer.putLoopExtension(loopCount: 0)
        for (frame, delay) in zip(plan.frames, animation.delaysCentiseconds) {
            try writer.putGraphicsControl(
                delayCentiseconds: delay,
                transparentIndex: frame.transparentIndex, disposal: plan.disposal)
            let localMap = try frame.localPalette.map { try GIFColorMap($0, path: path) }
            try writer.putImage(
                width: animation.width, height: animation.height,
                colorMap: localMap, indices: frame.indices)
        }
        try writer.finish()
    }

    /// Reads the GIF at `path`: its frames composed to full canvas-sized images (transparent
    /// pixels are (0, 0, 0, 0), others opaque; see `GIFCompositor` for disposal), each frame's
    /// delay in centiseconds (0 when it has none), and the NETSCAPE2.0 loop count (0 = forever,
    /// nil when the file has no loop extension).
    ///
    /// - Throws: `ImageExportError.gif` naming the failing giflib call, its text and `path`.
    public static func read(_ path: String) throws -> (frames: [RGBAImage], delays: [Int], loopCount: Int?) {
        let reader = try GIFReader(path: path)
        let frames = try GIFCompositor.frames(of: reader, path: path)
        let delays = (0..<reader.imageCount).map { Int(reader.graphicsControl($0).DelayTime) }
        return (frames, delays, reader.loopCount)
    }
}
