import Foundation
import Graphics

/// An element's outlines laid out for a file format that animates a fixed list of paths: the
/// same number of contours in every frame. A frame that draws nothing shows the outline of the
/// nearest frame that does (at alpha 0), and a missing contour is a degenerate one, so a path
/// never jumps to the origin.
struct ContourSlots {
    /// Per frame, exactly `slotCount` contours.
    let frames: [[BezierContour]]
    let slotCount: Int

    /// Nil when the element draws nothing in any frame.
    init?(_ element: BakedAnimation.Element) {
        let drawn = element.frames.map { $0.alpha > 0 && !$0.contours.isEmpty }
        guard let firstDrawn = drawn.firstIndex(of: true) else { return nil }
        let slots = element.frames.map(\.contours.count).max() ?? 0
        var result: [[BezierContour]] = []
        result.reserveCapacity(element.frames.count)
        var last = element.frames[firstDrawn].contours
        for (k, frame) in element.frames.enumerated() {
            if drawn[k] { last = frame.contours }
            var contours = last
            let anchor = contours.first?.vertices.first ?? .zero
            while contours.count < slots { contours.append(.degenerate(at: anchor)) }
            result.append(contours)
        }
        frames = result
        slotCount = slots
    }

    /// Whether frames `a` and `b` have the same vertex counts in every slot (so a player can
    /// interpolate between them).
    func sameTopology(_ a: Int, _ b: Int) -> Bool {
        zip(frames[a], frames[b]).allSatisfy { $0.vertices.count == $1.vertices.count }
    }

    /// Whether every frame is the same.
    var isStatic: Bool { frames.dropFirst().allSatisfy { $0 == frames[0] } }
}
