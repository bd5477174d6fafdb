/// Bounds on what `render` writes for an animation, so a long cycle or a large size is a clear
/// error instead of an endless run or an exhausted memory.
public enum AnimationBudget {
    /// The most frames one animation (GIF or PNG sequence) may have.
    public static let maximumFrames = 2000
    /// The most pixels all the frames of one GIF may have together (held in memory until the GIF
    /// is encoded: 4 bytes each, so 1 GiB).
    public static let maximumGIFPixels = 1 << 28

    /// The frames of one cycle of `seconds` at `fps`, at least 2; an error when there would be
    /// more than `maximumFrames` (a spec lasting 1e308 seconds included).
    public static func framesPerCycle(seconds: Double, fps: Double) throws(CommandError) -> Int {
        let exact = (seconds * fps).rounded()
        guard exact.isFinite, exact <= Double(maximumFrames) else {
            throw CommandError(message: "one cycle of \(seconds) s at \(fps) fps would be more than \(maximumFrames) frames; pass --frames N or a lower --fps")
        }
        return max(2, Int(exact))
    }

    /// An error when `frames` frames of `width` x `height` pixels are too much for one GIF.
    public static func checkGIF(frames: Int, width: Int, height: Int) throws(CommandError) {
        let pixels = Double(frames) * Double(width) * Double(height)
        guard pixels <= Double(maximumGIFPixels) else {
            let megabytes = Int((pixels * 4 / 1_048_576).rounded())
            throw CommandError(message: "\(frames) frames of \(width)x\(height) would hold \(megabytes) MB in memory, more than the \(maximumGIFPixels * 4 >> 20) MB a GIF may use; use fewer --frames or a smaller --size")
        }
    }
}
