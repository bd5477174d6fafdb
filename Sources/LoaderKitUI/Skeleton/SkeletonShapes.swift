import Graphics
import UI

/// One shape of a skeleton, in window points.
enum SkeletonShape {
    /// A bone filled with the skeleton's colour or gradient.
    case bone(Rect, radius: Double)
    /// The background of a placeholder cell (drawn under its bones).
    case cellBackground(Rect, ThemedColor, radius: Double)
}

/// Lists the shapes of a skeleton's leaves: text lines, placeholder rows of lists, plain bones.
/// The overlay draws them; invalidation redraws whole leaves, which hold them.
@MainActor
struct SkeletonShapes {
    let session: SkeletonSession
    let engine: TextEngine

    /// Calls `body` with the shapes of `leaf`, whose origin is at `origin` (window points) and
    /// which is drawn `scale` window points per point (its `windowScale` when nil: a subtree
    /// under a `subviewZoom` gets its lines, bones and radii at the zoomed size).
    func forEachShape(of leaf: View, at origin: Point, scale: Double? = nil, _ body: (SkeletonShape) -> Void) {
        let s = scale ?? leaf.windowScale
        func placed(_ r: Rect) -> Rect {
            Rect(x: origin.x + r.minX * s, y: origin.y + r.minY * s, width: r.width * s, height: r.height * s)
        }
        if let list = leaf as? CollectionView {
            forEachPlaceholderShape(of: list, at: origin, scale: s, body)
        } else if let label = leaf as? Label, label.drawsSkeletonAsLines {
            let radius = Double(label.linesCornerRadius) * s
            for line in label.skeletonLineFrames(engine: engine) {
                body(.bone(placed(line), radius: radius))
            }
        } else {
            body(
                .bone(
                    placed(Rect(origin: .zero, size: leaf.frame.size)),
                    radius: max(leaf.skeletonCornerRadius, leaf.cornerRadius) * s))
        }
    }

    /// The rect (window points) of the bones of `leaf`, visible in `visible`: what an animation
    /// changes (lines or rows sticking out of the leaf included unless its drawing is clipped to
    /// `visible`); nil when it has none.
    func boneRect(of leaf: View, visible: Rect) -> Rect? {
        let frame = leaf.windowFrame
        guard leaf is Label || leaf is CollectionView else { return visible }
        var rect: Rect?
        forEachShape(of: leaf, at: frame.origin) { shape in
            guard case .bone(let r, _) = shape, !r.isEmpty else { return }
            rect = rect.map { $0.union(r) } ?? r
        }
        return visible == frame ? rect : rect?.intersection(visible)
    }

    /// Placeholder rows filling a list: its prototype cell's bones in every placeholder frame, or
    /// one bone per cell when the prototype is not skeletonable. The cell's shapes are worked out
    /// once for each cell size and moved to each frame.
    private func forEachPlaceholderShape(
        of list: CollectionView, at origin: Point, scale: Double, _ body: (SkeletonShape) -> Void
    ) {
        let cell = session.prototype(for: list)
        var cellShapes: [SkeletonShape] = [], shapesSize: Size?
        for frame in list.skeletonCellFrames {
            guard frame.minY < list.bounds.height else { break }
            if shapesSize != frame.size {
                if cell.frame.size != frame.size { cell.frame = Rect(origin: .zero, size: frame.size) }
                cell.layoutIfNeeded()
                cellShapes = shapes(ofCell: cell, radius: max(list.skeletonCornerRadius, cell.cornerRadius)).map {
                    $0.scaled(by: scale)
                }
                shapesSize = frame.size
            }
            let dx = origin.x + frame.minX * scale, dy = origin.y + frame.minY * scale
            for shape in cellShapes { body(shape.offsetBy(dx: dx, dy: dy)) }
        }
    }

    /// The shapes of a placeholder cell at the origin: its background and its leaves' bones, or one
    /// bone of `radius` when it is not skeletonable.
    private func shapes(ofCell cell: View, radius: Double) -> [SkeletonShape] {
        let bounds = Rect(origin: .zero, size: cell.frame.size)
        guard cell.isSkeletonable else { return [.bone(bounds, radius: radius)] }
        var result: [SkeletonShape] = []
        if let fill = cell.backgroundColor { result.append(.cellBackground(bounds, fill, radius: cell.cornerRadius)) }
        for leaf in SkeletonTree.leaves(of: cell) {
            forEachShape(of: leaf, at: leaf.windowOrigin, scale: 1) { result.append($0) }
        }
        return result
    }
}

extension SkeletonShape {
    /// The shape moved by (dx, dy) points.
    func offsetBy(dx: Double, dy: Double) -> SkeletonShape {
        switch self {
        case .bone(let r, let radius): .bone(r.offsetBy(dx: dx, dy: dy), radius: radius)
        case .cellBackground(let r, let fill, let radius):
            .cellBackground(r.offsetBy(dx: dx, dy: dy), fill, radius: radius)
        }
    }

    /// The shape scaled by `scale` about the window origin (a placeholder cell under a zoom).
    func scaled(by scale: Double) -> SkeletonShape {
        guard scale != 1 else { return self }
        func s(_ r: Rect) -> Rect {
            Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
        }
        switch self {
        case .bone(let r, let radius): return .bone(s(r), radius: radius * scale)
        case .cellBackground(let r, let fill, let radius): return .cellBackground(s(r), fill, radius: radius * scale)
        }
    }
}
