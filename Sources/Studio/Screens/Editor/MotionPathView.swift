import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// Lies over the big preview (the card's bounds, above the element overlay) while the selection
/// names translate tracks (`MotionPathTracks`): each element's centre at every frame of one cycle
/// as small dots, and the keyframes as larger dots. Dragging a keyframe's dot moves its values:
/// the pointer's travel in points over the box side is the change in box units of the
/// translateX and translateY keyframes there (rounded with `EditPrecision`), one undo step per
/// drag; a `$param` value is refused with a toast. The view takes the pointer only over a
/// keyframe's dot, so hovering elsewhere reaches the overlay.
@MainActor
final class MotionPathView: View {
    weak var model: EditorModel?
    weak var preview: IndicatorPreviewView?
    /// The path shown, in the preview's points (nil: none).
    private(set) var path: MotionPath?
    /// What `path` was made from.
    private var madeFrom: Source?
    private var drag: Drag?
    /// A keyframe's dot takes the pointer this far from its centre, in points.
    static let reach = 7.0
    /// The dots' radii, in points.
    static let dotRadius = 1.5, haloRadius = 2.5, handleRadius = 4.5

    private struct Source: Equatable {
        var tracks: MotionPathTracks
        var spec: IndicatorSpec
        var params: [String: Double]
        var rect: Rect
    }

    private struct Drag {
        let start: Point
        let side: Double
        /// Each edit with its value when the drag began.
        let edits: [(edit: MotionPath.Edit, value: Double)]
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "editor.motionPath"
    }

    /// The preview's origin in this view's points.
    private var previewOrigin: Point {
        guard let preview else { return .zero }
        return Point(preview.frame.minX - frame.minX, preview.frame.minY - frame.minY)
    }

    /// Makes the path again when the selection, the spec, the params or the preview's place changed.
    func rebuild() {
        guard let model, let preview, let evaluator = model.evaluator,
            let tracks = MotionPathTracks.selected(model.selection, in: evaluator.spec)
        else {
            if path != nil || madeFrom != nil {
                path = nil
                madeFrom = nil
                setNeedsDisplay()
            }
            return
        }
        let source = Source(tracks: tracks, spec: evaluator.spec, params: evaluator.params, rect: preview.bounds)
        guard source != madeFrom else { return }
        madeFrom = source
        path = MotionPath(tracks, evaluator: evaluator, in: preview.bounds)
        setNeedsDisplay()
    }

    override func layoutSubviews() { rebuild() }

    /// The handle under `point` (this view's points).
    func handle(at point: Point) -> MotionPath.Handle? {
        let origin = previewOrigin
        return path?.handle(near: Point(point.x - origin.x, point.y - origin.y), reach: Self.reach)
    }

    /// The handles' centres in window points (for the control channel).
    func handleWindowPoints() -> [(handle: MotionPath.Handle, point: Point)] {
        guard let path else { return [] }
        let origin = windowOrigin, p0 = previewOrigin
        return path.handles.map { ($0, Point(origin.x + p0.x + $0.point.x, origin.y + p0.y + $0.point.y)) }
    }

    override func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point), drag != nil || handle(at: point) != nil else { return nil }
        return self
    }

    override var cursor: Cursor { .hand }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard let model, let preview, let handle = handle(at: event.location),
            let spec = model.evaluator?.spec, let tracks = madeFrom?.tracks, tracks.part < spec.parts.count
        else { return false }
        let part = spec.parts[tracks.part]
        let list = tracks.isGroup ? part.groupTracks : part.tracks
        var edits: [(MotionPath.Edit, Double)] = []
        for edit in handle.edits {
            guard case .index(let j)? = edit.track.components.last, list.indices.contains(j),
                edit.index < list[j].values.count
            else { return true }
            switch list[j].values[edit.index] {
            case .number(let value):
                edits.append((edit, value))
            case .param(let name):
                window?.showToast(model.text(EditorText.paramValue(name)), kind: .warning, duration: 4)
                return true
            }
        }
        // A keyframe of the selected track is selected; a part's selection stays (its path shows
        // the keyframes of both tracks).
        if let selection = model.selection, let first = handle.edits.first,
            KeyframeReference.track(containing: selection, in: spec) == first.track
        {
            model.select(KeyframeReference(track: first.track, index: first.index).path)
        }
        let box = preview.bounds.centeredSquare
        drag = Drag(start: event.location, side: box.width, edits: edits)
        return true
    }

    override func pointerDragged(_ event: PointerEvent) {
        guard let drag, let model, drag.side > 0 else { return }
        let dx = (event.location.x - drag.start.x) / drag.side, dy = (event.location.y - drag.start.y) / drag.side
        for (edit, value) in drag.edits {
            let moved = EditPrecision.rounded(value + (edit.axis == .x ? dx : dy), .value)
            if let refusal = model.performVisualEdit(
                .setKeyframeValue(track: edit.track, index: edit.index, json: SpecNumber.json(moved)),
                message: OnionSkinText.moveOnPath, coalescing: "motion.path")
            {
                self.drag = nil
                model.endVisualEditCoalescing()
                toastRefusal(refusal)
                return
            }
        }
    }

    override func pointerUp(_ event: PointerEvent) {
        guard drag != nil else { return }
        drag = nil
        model?.endVisualEditCoalescing()
        rebuild()
    }

    override func draw(in canvas: inout Canvas) {
        guard let path, !path.handles.isEmpty || !path.dots.isEmpty else { return }
        canvas.pushClip(bounds)
        defer { canvas.popClip() }
        let theme = canvas.theme
        let accent = theme.color(.accent)
        let origin = previewOrigin
        // Every dot in one path, filled once, on a halo of the panel's colour that keeps it
        // visible over the indicator's ink.
        let count = path.dots.reduce(0) { $0 + $1.count }
        var halo = Path(capacity: count * 3), dots = Path(capacity: count * 3)
        for element in path.dots {
            for p in element {
                let center = Point(origin.x + p.x, origin.y + p.y)
                halo.appendClosedEllipse(center: center, radiusX: Self.haloRadius, radiusY: Self.haloRadius)
                dots.appendClosedEllipse(center: center, radiusX: Self.dotRadius, radiusY: Self.dotRadius)
            }
        }
        canvas.fill(halo, with: .solid(theme.color(.panel).multipliedAlpha(0.75)))
        canvas.fill(dots, with: .solid(accent))
        let selected = model?.selection.flatMap(KeyframeReference.init)
        var rings = Path(capacity: path.handles.count * 3)
        var filled = Path()
        for handle in path.handles {
            let center = Point(origin.x + handle.point.x, origin.y + handle.point.y)
            let isSelected = handle.edits.contains { selected == KeyframeReference(track: $0.track, index: $0.index) }
            rings.appendClosedEllipse(center: center, radiusX: Self.handleRadius, radiusY: Self.handleRadius)
            if isSelected {
                filled.appendClosedEllipse(center: center, radiusX: Self.handleRadius, radiusY: Self.handleRadius)
            }
        }
        canvas.fill(rings, with: .solid(theme.color(.panel)))
        canvas.fill(filled, with: .solid(accent))
        canvas.stroke(rings, width: 1.5, color: accent)
    }
}
