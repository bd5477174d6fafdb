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

    /// True when the bone of `leaf` hides it completely (an opaque square bone over its whole
    /// frame, drawn at full opacity), so the backdrop under it can be skipped.
    func boneCoversLeaf(_ leaf: View) -> Bool {
        guard session.opacity >= 1, !(leaf is CollectionView), !(leaf is Label),
              max(leaf.skeletonCornerRadius, leaf.cornerRadius) == 0 else { return false }
        switch session.config.type {
        case .solid: return session.config.color.resolve(in: theme).alpha >= 1
        case .gradient: return session.config.gradient.resolvedColors(in: theme).allSatisfy { $0.alpha >= 1 }
        }
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

    /// Draws the shapes of `leaf`, whose origin is at `origin` (window points).
    func drawLeaf(_ leaf: View, at origin: Point, in canvas: inout Canvas) {
        let shapes = SkeletonShapes(session: session, engine: canvas.textEngine)
        shapes.forEachShape(of: leaf, at: origin) { shape in
            switch shape {
            case .bone(let rect, let radius): bone(rect, radius: radius, in: &canvas)
            case .cellBackground(let rect, let fill, let radius): canvas.fill(rect, color: theme.resolve(fill), radius: radius)
            }
        }
    }
}
