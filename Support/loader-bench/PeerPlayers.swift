import Foundation
import Glibc

/// ThorVG's and rlottie's C libraries, loaded at run time from the test-only Python environment
/// that `make deps` makes (`thorvg-python` and `rlottie-python` ship them), so that their frames
/// can be timed in this process, one beside each of ours.
struct PeerLibrary {
    let handle: UnsafeMutableRawPointer

    /// Opens the first library in `.venv-players` whose path ends with `suffix`.
    init?(root: URL, suffix: String) {
        let lib = root.appendingPathComponent(".venv-players/lib")
        let found = FileManager.default.enumerator(atPath: lib.path)?
            .compactMap { $0 as? String }.first { $0.hasSuffix(suffix) }
        guard let found, let handle = dlopen(lib.appendingPathComponent(found).path, RTLD_NOW | RTLD_LOCAL)
        else { return nil }
        self.handle = handle
    }

    /// The function `name` as the C function type `T`.
    func function<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
}

/// 48 Lottie animations in one 1280x800 ThorVG software canvas (no worker threads).
final class ThorVGScene {
    private typealias Canvas = UnsafeMutableRawPointer
    private let setFrame: @convention(c) (UnsafeMutableRawPointer?, Float) -> Int32
    private let update: @convention(c) (Canvas?) -> Int32
    private let draw: @convention(c) (Canvas?, Bool) -> Int32
    private let sync: @convention(c) (Canvas?) -> Int32
    private let canvas: Canvas
    private var animations: [UnsafeMutableRawPointer] = []
    private var pixels: [UInt32]
    let frameCount: Float

    /// Loads `lottie` into `cells` (top-left corners) of `size` px; nil when a call fails.
    init?(library: PeerLibrary, lottie: String, cells: [(Double, Double)], size: Double, width: Int, height: Int) {
        typealias Paint = UnsafeMutableRawPointer
        guard
            let engineInit = library.function("tvg_engine_init", as: (@convention(c) (UInt32) -> Int32).self),
            let create = library.function("tvg_swcanvas_create", as: (@convention(c) (UInt8) -> Canvas?).self),
            let setTarget = library.function(
                "tvg_swcanvas_set_target",
                as: (@convention(c) (Canvas?, UnsafeMutablePointer<UInt32>?, UInt32, UInt32, UInt32, UInt8) -> Int32)
                    .self),
            let newAnimation = library.function(
                "tvg_lottie_animation_new", as: (@convention(c) () -> UnsafeMutableRawPointer?).self),
            let picture = library.function(
                "tvg_animation_get_picture", as: (@convention(c) (UnsafeMutableRawPointer?) -> Paint?).self),
            let load = library.function(
                "tvg_picture_load", as: (@convention(c) (Paint?, UnsafePointer<CChar>?) -> Int32).self),
            let setSize = library.function(
                "tvg_picture_set_size", as: (@convention(c) (Paint?, Float, Float) -> Int32).self),
            let translate = library.function(
                "tvg_paint_translate", as: (@convention(c) (Paint?, Float, Float) -> Int32).self),
            let add = library.function("tvg_canvas_add", as: (@convention(c) (Canvas?, Paint?) -> Int32).self),
            let totalFrame = library.function(
                "tvg_animation_get_total_frame",
                as: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Float>?) -> Int32).self),
            let setFrame = library.function(
                "tvg_animation_set_frame", as: (@convention(c) (UnsafeMutableRawPointer?, Float) -> Int32).self),
            let update = library.function("tvg_canvas_update", as: (@convention(c) (Canvas?) -> Int32).self),
            let draw = library.function("tvg_canvas_draw", as: (@convention(c) (Canvas?, Bool) -> Int32).self),
            let sync = library.function("tvg_canvas_sync", as: (@convention(c) (Canvas?) -> Int32).self),
            engineInit(0) == 0, let canvas = create(0)
        else { return nil }
        self.setFrame = setFrame
        self.update = update
        self.draw = draw
        self.sync = sync
        self.canvas = canvas
        pixels = [UInt32](repeating: 0, count: width * height)
        // ARGB8888 (1), the target kept alive by this object.
        let target = pixels.withUnsafeMutableBufferPointer { $0.baseAddress! }
        guard setTarget(canvas, target, UInt32(width), UInt32(width), UInt32(height), 1) == 0 else { return nil }
        var frames: Float = 0
        for (x, y) in cells {
            guard let animation = newAnimation(), let paint = picture(animation), load(paint, lottie) == 0,
                setSize(paint, Float(size), Float(size)) == 0, translate(paint, Float(x), Float(y)) == 0,
                add(canvas, paint) == 0
            else { return nil }
            animations.append(animation)
            _ = totalFrame(animation, &frames)
        }
        frameCount = frames
    }

    /// Sets every animation to `frame`, then updates, draws (clearing first) and syncs the canvas.
    func render(frame: Float) {
        for animation in animations { _ = setFrame(animation, frame) }
        _ = update(canvas)
        _ = draw(canvas, true)
        _ = sync(canvas)
    }

    /// A pixel, so that the drawing is kept.
    var samplePixel: UInt32 { pixels[pixels.count / 2] }
}

/// 48 rlottie animations, each drawing its frame into its own buffer (rlottie has no shared
/// canvas, so no compositing into one frame is counted for it).
final class RlottieScene {
    private let renderFrame:
        @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<UInt32>?, Int, Int, Int) -> Void
    private var animations: [UnsafeMutableRawPointer] = []
    private var buffers: [[UInt32]]
    private let size: Int
    let frameCount: Int

    init?(library: PeerLibrary, lottie: String, count: Int, size: Int) {
        guard
            let fromFile = library.function(
                "lottie_animation_from_file",
                as: (@convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?).self
            ),
            let totalFrame = library.function(
                "lottie_animation_get_totalframe", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self),
            let render = library.function(
                "lottie_animation_render",
                as: (@convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<UInt32>?, Int, Int, Int) ->
                    Void)
                    .self)
        else { return nil }
        renderFrame = render
        self.size = size
        buffers = Array(repeating: [UInt32](repeating: 0, count: size * size), count: count)
        for _ in 0..<count {
            guard let animation = fromFile(lottie) else { return nil }
            animations.append(animation)
        }
        frameCount = totalFrame(animations[0])
    }

    func render(frame: Int) {
        for i in animations.indices {
            buffers[i].withUnsafeMutableBufferPointer { buffer in
                renderFrame(animations[i], frame, buffer.baseAddress, size, size, size * 4)
            }
        }
    }

    var samplePixel: UInt32 { buffers[0][size * size / 2] }
}
