import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderKitUI
import UI

/// Draws a prepared spec at a given spec time in the largest centred square of its bounds,
/// exactly as `IndicatorDrawing.record` does for an off-screen render of the same rect.
///
/// The editor drives it (time, colours) instead of a clock of its own, so the timeline can
/// seek, step, loop and bounce.
@MainActor
final class IndicatorPreviewView: View {
    private(set) var evaluator: IndicatorEvaluator?
    /// Spec time in seconds, or nil to draw nothing.
    private(set) var time: Double?
    private(set) var color: Color = .black
    private(set) var colors: [Color] = []
    private var buffer: [ElementState] = []
    private var bufferTime: Double?
    /// The onion skin's ghosts drawn under the frame, farthest first (the big preview's only).
    private(set) var ghosts: [PreviewGhost] = []
    /// The ghosts' display lists last recorded, by what they show (kept while it stays the same:
    /// a paused preview drawn again, a ghost a frame step later where another was).
    private var ghostLists: [PreviewGhost.Key: DisplayList] = [:]
    private var ghostBuffer: [ElementState] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
    }

    /// Sets what to draw; redraws only when something differs.
    func show(_ evaluator: IndicatorEvaluator?, at time: Double?, color: Color, colors: [Color]) {
        let sameEvaluator =
            self.evaluator?.spec == evaluator?.spec && self.evaluator?.params == evaluator?.params
            && (self.evaluator == nil) == (evaluator == nil)
        guard !sameEvaluator || self.time != time || self.color != color || self.colors != colors else { return }
        self.evaluator = evaluator
        self.time = time
        self.color = color
        self.colors = colors
        bufferTime = nil
        if !sameEvaluator { ghostLists.removeAll() }
        setNeedsDisplay()
    }

    /// Sets the onion skin's ghosts (farthest first); redraws only when they differ.
    func showGhosts(_ ghosts: [PreviewGhost]) {
        guard ghosts != self.ghosts else { return }
        self.ghosts = ghosts
        setNeedsDisplay()
    }

    /// The element states at the shown time (empty when nothing is drawn).
    func states() -> [ElementState] {
        guard let evaluator, let time else { return [] }
        if bufferTime != time || buffer.count != evaluator.elementCount {
            evaluator.states(at: time, into: &buffer)
            bufferTime = time
        }
        return buffer
    }

    /// The box of each drawn element in view points (its projected outline's bounds), by
    /// global element index; elements that draw nothing are absent.
    func elementBoxes() -> [Int: Rect] {
        guard let evaluator else { return [:] }
        var boxes: [Int: Rect] = [:]
        for state in states() {
            var list = DisplayList()
            IndicatorDrawing.record([state], evaluator: evaluator, in: bounds, color: .black, into: &list)
            var box: Rect?
            for command in list.commands {
                guard case .fill(let path, _, _, let transform) = command,
                    let r = path.transformed(by: transform).controlBounds
                else { continue }
                box = box.map { $0.union(r) } ?? r
            }
            if let box { boxes[state.index] = box }
        }
        return boxes
    }

    override func draw(in canvas: inout Canvas) {
        guard let evaluator, time != nil else { return }
        let current = states()
        canvas.pushClip(paintedBounds)
        if !ghosts.isEmpty { drawGhosts(evaluator, in: &canvas) }
        IndicatorDrawing.record(
            current, evaluator: evaluator, in: canvas.deviceRect(bounds),
            color: color, colors: colors, into: &canvas.list)
        canvas.popClip()
    }

    override var drawingOverhang: Double { LoaderKitView.indicatorOverhang(for: bounds.size) }

    /// Records each ghost as the frame is recorded, every element in the ghost's tint (its own
    /// opacity kept), under an alpha of the ghost's opacity. A ghost's list is taken from the last
    /// draw when it shows the same time in the same tint and place.
    private func drawGhosts(_ evaluator: IndicatorEvaluator, in canvas: inout Canvas) {
        let rect = canvas.deviceRect(bounds)
        var kept: [PreviewGhost.Key: DisplayList] = [:]
        kept.reserveCapacity(ghosts.count)
        for ghost in ghosts where ghost.opacity > 0 {
            let key = PreviewGhost.Key(time: ghost.time, color: ghost.color, rect: rect)
            let list =
                kept[key] ?? ghostLists[key]
                ?? {
                    evaluator.states(at: ghost.time, into: &ghostBuffer)
                    var list = DisplayList()
                    IndicatorDrawing.record(
                        ghostBuffer, evaluator: evaluator, in: rect, color: ghost.color, into: &list)
                    return list
                }()
            kept[key] = list
            canvas.pushAlpha(min(1, ghost.opacity))
            canvas.list.append(list)
            canvas.popAlpha()
        }
        ghostLists = kept
    }
}

/// A ghost of the onion skin as the preview draws it: the indicator at spec time `time`
/// (seconds), every element in `color`, at `opacity` (0...1).
struct PreviewGhost: Equatable {
    var time: Double
    var color: Color
    var opacity: Double

    /// What a ghost's recorded list depends on: its time, its tint and the preview's rect in
    /// device pixels.
    struct Key: Hashable {
        var time: Double
        var color: Color
        var rect: Rect
    }
}
