/// A looping animation to be written as a GIF: equally sized frames, each shown for its own
/// delay.
///
/// The GIF loops forever (NETSCAPE2.0 loop count 0). Pixels with alpha >= 128 are written
/// opaque in their (straight) colour, pixels with alpha < 128 transparent.
public struct GIFAnimation: Hashable, Sendable {
    /// The frames in display order, all of the same size; at least one.
    public let frames: [RGBAImage]
    /// How long each frame shows, in centiseconds (1/100 s), one per frame, each in
    /// `minimumDelay...maximumDelay`.
    public let delaysCentiseconds: [Int]

    /// The shortest frame delay, in centiseconds: browsers show shorter delays as 10.
    static let minimumDelay = 2
    /// The longest frame delay GIF can store, in centiseconds.
    static let maximumDelay = 65535

    /// Width of every frame, in pixels.
    public var width: Int { frames[0].width }
    /// Height of every frame, in pixels.
    public var height: Int { frames[0].height }

    /// Creates an animation; each delay is clamped to `minimumDelay...maximumDelay`.
    ///
    /// - Throws: `ImageExportError.invalidAnimation` when `frames` is empty, the frames differ
    ///   in size, or there is not one delay per frame.
    public init(frames: [RGBAImage], delaysCentiseconds: [Int]) throws {
        guard let first = frames.first else {
            throw ImageExportError.invalidAnimation(reason: "no frames")
        }
        if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw ImageExportError.invalidAnimation(
                reason: "frame \(index) is \(frames[index].width)x\(frames[index].height), "
                    + "frame 0 is \(first.width)x\(first.height)")
        }
        guard delaysCentiseconds.count == frames.count else {
            throw ImageExportError.invalidAnimation(
                reason: "\(delaysCentiseconds.count) delays for \(frames.count) frames")
        }
        self.frames = frames
        self.delaysCentiseconds = delaysCentiseconds.map { min(Self.maximumDelay, max(Self.minimumDelay, $0)) }
    }

    /// Creates an animation whose frames all show for `delayCentiseconds` (clamped as above).
    public init(frames: [RGBAImage], delayCentiseconds: Int) throws {
        try self.init(frames: frames, delaysCentiseconds: Array(repeating: delayCentiseconds, count: frames.count))
    }
}
