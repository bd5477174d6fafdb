import Graphics

/// Records the bones of one skeleton for one frame: the fill for the current theme and time, and
/// the bone shapes of each kind of leaf (text lines, list placeholders, plain bones).
@MainActor
struct SkeletonPainter {
    let session: SkeletonSession
    let theme: Theme
    /// The rect every moving gradient spans (the root's, in window points).
    let sweep: Rect
    let moving: Bool

    init(session: SkeletonSession, theme: Theme, sweep: Rect) {
        self.session = session
        self.theme = theme
        self.sweep = sweep
        self.moving = session.config.animated && !session.reduceMotion
    }

    /// The opaque colour behind `view`: the nearest ancestor's opaque background, else the
    /// window background.
    func backdrop(behind view: View) -> Color {
        var current = view.superview
        while let ancestor = current {
            if let fill = ancestor.backgroundColor {
                let colour = theme.resolve(fill)
                if colour.alpha >= 1 { return colour }
            }
            current = ancestor.superview
        }
        return theme.color(.windowBackground)
    }

    /// Fills one bone (window points).
    func bone(_ rect: Rect, radius: Double, in canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        switch session.config.fill(for: rect, sweep: sweep, theme: theme, time: session.time, moving: moving) {
        case .color(let colour):
            canvas.fill(rect, color: colour, radius: radius)
        case .paint(let paint):
            let path = radius > 0 ? Path.roundedRect(rect, radius: radius) : Path.rect(rect)
            canvas.fill(path, with: paint)
        }
    }

    /// Draws the bones of `leaf`, whose origin is at `origin` (window points).
    func drawLeaf(_ leaf: View, at origin: Point, in canvas: inout Canvas) {
        if let list = leaf as? CollectionView {
            drawPlaceholders(of: list, at: origin, in: &canvas)
        } else if let label = leaf as? Label, label.drawsSkeletonAsLines {
            let radius = Double(label.linesCornerRadius)
            for line in label.skeletonLineFrames(engine: canvas.textEngine) {
                bone(line.offsetBy(dx: origin.x, dy: origin.y), radius: radius, in: &canvas)
            }
        } else {
            bone(Rect(origin: origin, size: leaf.frame.size), radius: max(leaf.skeletonCornerRadius, leaf.cornerRadius),
                 in: &canvas)
        }
    }

    /// Placeholder rows filling a list: its prototype cell's bones in every placeholder frame, or
    /// one bone per cell when the prototype is not skeletonable.
    private func drawPlaceholders(of list: CollectionView, at origin: Point, in canvas: inout Canvas) {
        let cell = session.prototype(for: list)
        for frame in list.skeletonCellFrames {
            let cellOrigin = Point(origin.x + frame.minX, origin.y + frame.minY)
            guard frame.minY < list.bounds.height else { break }
            if cell.frame.size != frame.size { cell.frame = Rect(origin: .zero, size: frame.size) }
            cell.layoutIfNeeded()
            guard cell.isSkeletonable else {
                bone(Rect(origin: cellOrigin, size: frame.size), radius: max(list.skeletonCornerRadius, cell.cornerRadius),
                     in: &canvas)
                continue
            }
            if let fill = cell.backgroundColor {
                canvas.fill(Rect(origin: cellOrigin, size: frame.size), color: theme.resolve(fill), radius: cell.cornerRadius)
            }
            for leaf in SkeletonTree.leaves(of: cell) {
                let o = leaf.windowOrigin
                drawLeaf(leaf, at: Point(cellOrigin.x + o.x, cellOrigin.y + o.y), in: &canvas)
            }
        }
    }
}
