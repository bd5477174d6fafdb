import Graphics

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

    /// Calls `body` with the shapes of `leaf`, whose origin is at `origin` (window points).
    func forEachShape(of leaf: View, at origin: Point, _ body: (SkeletonShape) -> Void) {
        if let list = leaf as? CollectionView {
            forEachPlaceholderShape(of: list, at: origin, body)
        } else if let label = leaf as? Label, label.drawsSkeletonAsLines {
            let radius = Double(label.linesCornerRadius)
            for line in label.skeletonLineFrames(engine: engine) {
                body(.bone(line.offsetBy(dx: origin.x, dy: origin.y), radius: radius))
            }
        } else {
            body(.bone(Rect(origin: origin, size: leaf.frame.size),
                       radius: max(leaf.skeletonCornerRadius, leaf.cornerRadius)))
        }
    }

    /// The rect (window points) that drawing `leaf`, visible in `visible`, touches: its visible
    /// rect, and unless its drawing is clipped to that, the lines or rows that stick out of it.
    func drawnRect(of leaf: View, visible: Rect) -> Rect {
        let frame = leaf.windowFrame
        guard visible == frame, leaf is Label || leaf is CollectionView else { return visible }
        var rect = visible
        forEachShape(of: leaf, at: frame.origin) { shape in
            switch shape {
            case .bone(let r, _), .cellBackground(let r, _, _): if !r.isEmpty { rect = rect.union(r) }
            }
        }
        return rect
    }

    /// Placeholder rows filling a list: its prototype cell's bones in every placeholder frame, or
    /// one bone per cell when the prototype is not skeletonable.
    private func forEachPlaceholderShape(of list: CollectionView, at origin: Point, _ body: (SkeletonShape) -> Void) {
        let cell = session.prototype(for: list)
        for frame in list.skeletonCellFrames {
            guard frame.minY < list.bounds.height else { break }
            let cellRect = Rect(origin: Point(origin.x + frame.minX, origin.y + frame.minY), size: frame.size)
            if cell.frame.size != frame.size { cell.frame = Rect(origin: .zero, size: frame.size) }
            cell.layoutIfNeeded()
            guard cell.isSkeletonable else {
                body(.bone(cellRect, radius: max(list.skeletonCornerRadius, cell.cornerRadius)))
                continue
            }
            if let fill = cell.backgroundColor { body(.cellBackground(cellRect, fill, radius: cell.cornerRadius)) }
            for leaf in SkeletonTree.leaves(of: cell) {
                let o = leaf.windowOrigin
                forEachShape(of: leaf, at: Point(cellRect.minX + o.x, cellRect.minY + o.y), body)
            }
        }
    }
}
