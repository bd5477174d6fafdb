import Foundation
import LoaderKitDrawing

/// The limits of one Lottie or SVG export, and the refusals that name the limit and the excess.
public enum VectorExportLimits {
    /// The most frames one exported cycle may have (the same as any other export).
    public static var maximumFrames: Int { ExportBudget.maximumFrames }
    /// The most element outlines (frames × elements) baked into one file.
    static let maximumBakedOutlines = 400_000
    /// The largest file written, in bytes (32 MiB).
    static let maximumBytes = 32 << 20

    /// Why an export was refused: which limit, and by how much it was exceeded.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// A refusal when `speed` makes no loop (`LoopSpeed.canLoop`).
    static func checkSpeed(_ speed: Double) throws(Refusal) {
        if let problem = LoopSpeed.refusal(speed) { throw Refusal(message: problem) }
    }

    /// A refusal when `timing` has more frames than allowed. The loop is named as the cycle,
    /// with its speed and length when the speed is not 1 ("one 40 s cycle at 0.5× (a loop of
    /// 80 s) at 60 fps ...").
    static func checkFrames(_ timing: VectorTiming, fps: Double) throws(Refusal) {
        guard timing.frameCount <= maximumFrames else {
            let count = timing.frameCount >= VectorTiming.countCap ? Int.max : timing.frameCount
            let loop =
                timing.speed == 1 ? "" : " at \(LoopSpeed.text(timing.speed)) (a loop of \(format(timing.duration)) s)"
            throw Refusal(
                message: "one \(format(timing.cycleSeconds)) s cycle\(loop) at \(format(fps)) fps is "
                    + "\(ExportBudget.framesBeyondLimit(count)); pass a lower --fps")
        }
    }

    /// A refusal when `frames` frames of `elements` elements are more outlines than allowed.
    static func checkOutlines(frames: Int, elements: Int) throws(Refusal) {
        let outlines = frames.multipliedReportingOverflow(by: elements)
        guard outlines.overflow || outlines.partialValue > maximumBakedOutlines else { return }
        let total = outlines.overflow ? "more than \(Int.max)" : "\(outlines.partialValue)"
        let excess = outlines.overflow ? "far" : "\(outlines.partialValue - maximumBakedOutlines)"
        throw Refusal(
            message: "\(frames) frames × \(elements) elements is \(total) baked outlines, \(excess) more than the "
                + "\(maximumBakedOutlines) an export may hold; pass a lower --fps or fewer elements")
    }

    /// A refusal when `bytes` is larger than a written file may be.
    static func checkSize(_ bytes: Int) throws(Refusal) {
        guard bytes > maximumBytes else { return }
        throw Refusal(
            message: "the export would be \(bytes) bytes, \(bytes - maximumBytes) more than the "
                + "\(maximumBytes) bytes (32 MiB) a file may have; pass a lower --fps or a smaller spec")
    }

    private static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
