/// A looping animation to be written as a GIF: equally sized frames shown for equal times.
///
/// The GIF loops forever (NETSCAPE2.0 loop count 0). Pixels with alpha >= 128 are written
/// opaque in their (straight) colour, pixels with alpha < 128 transparent.
public struct GIFAnimation: Hashable, Sendable {
    /// The frames in display order, all of the same size; at least one.
    public let frames: [RGBAImage]
    /// How long each frame shows, in centiseconds (1/100 s), in `minimumDelay...maximumDelay`.
    public let delayCentiseconds: Int

    /// The shortest frame delay, in centiseconds: browsers show shorter delays as 10.
    public static let minimumDelay = 2
    /// The longest frame delay GIF can store, in centiseconds.
    public static let maximumDelay = 65535

    /// Width of every frame, in pixels.
    public var width: Int { frames[0].width }
    /// Height of every frame, in pixels.
    public var height: Int { frames[0].height }

    /// Creates an animation; `delayCentiseconds` is clamped to `minimumDelay...maximumDelay`.
    ///
    /// - Throws: `ImageExportError.invalidAnimation` when `frames` is empty or the frames differ
    ///   in size.
    public init(frames: [RGBAImage], delayCentiseconds: Int) throws {
        guard let first = frames.first else {
            throw ImageExportError.invalidAnimation(reason: "no frames")
        }
        if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw ImageExportError.invalidAnimation(
                reason: "frame \(index) is \(frames[index].width)x\(frames[index].height), "
                    + "frame 0 is \(first.width)x\(first.height)")
        }
        self.frames = frames
        self.delayCentiseconds = min(Self.maximumDelay, max(Self.minimumDelay, delayCentiseconds))
    }

    /// Creates an animation at `framesPerSecond` (> 0): delay = round(100 / fps) centiseconds,
    /// clamped as in `init(frames:delayCentiseconds:)`.
    public init(frames: [RGBAImage], framesPerSecond: Double) throws {
        guard framesPerSecond > 0, framesPerSecond.isFinite else {
            throw ImageExportError.invalidAnimation(reason: "frame rate \(framesPerSecond) is not positive")
        }
        let delay = (100 / framesPerSecond).rounded()
        try self.init(frames: frames, delayCentiseconds: delay >= Double(Self.maximumDelay) ? Self.maximumDelay : Int(delay))
    }
}
