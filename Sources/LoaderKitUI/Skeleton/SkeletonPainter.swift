import Graphics
import UI

/// Records the bones of one skeleton for one frame: the fill for the current theme and time, and
/// the backdrops that hide the content under the leaves.
@MainActor
struct SkeletonPainter {
    let session: SkeletonSession
    let theme: Theme
    /// The fill of every bone this frame.
    let boneFill: SkeletonBoneFill

    /// A painter for `session` in `theme`; `sweep` is the rect every moving gradient spans (the
    /// root's, in window points).
    init(session: SkeletonSession, theme: Theme, sweep: Rect) {
        self.session = session
        self.theme = theme
        boneFill = SkeletonBoneFill(
            config: session.config, sweep: sweep, theme: theme, time: session.time,
            moving: session.config.animated && !session.reduceMotion)
    }

    /// True when the bone of `leaf` hides it completely (an opaque square bone over its whole
    /// frame, drawn at full opacity), so the backdrop under it can be skipped.
    func boneCoversLeaf(_ leaf: View) -> Bool {
        session.drawnOpacity >= 1 && boneFill.isOpaque && !(leaf is CollectionView) && !(leaf is Label)
            && max(leaf.skeletonCornerRadius, leaf.cornerRadius) == 0
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
        switch boneFill.fill(for: rect) {
        case .color(let colour):
            canvas.fill(rect, color: colour, radius: radius)
        case .paint(let paint):
            let path = radius > 0 ? Path.roundedRect(rect, radius: radius) : Path.rect(rect)
            canvas.fill(path, with: paint)
        }
    }

    /// Draws one shape (window points).
    func draw(_ shape: SkeletonShape, in canvas: inout Canvas) {
        switch shape {
        case .bone(let rect, let radius): bone(rect, radius: radius, in: &canvas)
        case .cellBackground(let rect, let fill, let radius):
            canvas.fill(rect, color: theme.resolve(fill), radius: radius)
        }
    }
}
