import Graphics
import UI

/// An opaque fill that hides content (window points).
struct SkeletonBackdrop {
    let rect: Rect
    let color: Color
    let radius: Double

    /// The rect whose pixels this fill sets whatever lies under it (within `visible`), or nil.
    func opaqueRect(within visible: Rect) -> Rect? {
        radius == 0 && color.alpha >= 1 ? rect.intersection(visible) : nil
    }
}

extension SkeletonPainter {
    /// The fill under the bones of `leaf`, whose window frame is `frame`; nil when the bone alone
    /// hides the leaf.
    func backdrop(of leaf: View, frame: Rect) -> SkeletonBackdrop? {
        boneCoversLeaf(leaf)
            ? nil
            : SkeletonBackdrop(
                rect: frame, color: backdrop(behind: leaf), radius: leaf.cornerRadius * leaf.windowScale)
    }

    /// The part of `visible` (the visible rect of a leaf whose backdrop is `backdrop`) whose pixels
    /// drawing the leaf sets whatever lies under it, or nil.
    func opaqueRect(of visible: Rect, backdrop: SkeletonBackdrop?) -> Rect? {
        guard let backdrop else { return visible }  // an opaque square bone over the whole leaf
        return backdrop.opaqueRect(within: visible)
    }
}

/// What the skeleton overlay draws in one frame, worked out once after layout: the backdrops of
/// the views hidden while active, then each leaf's backdrop and shapes (window points). The
/// bones' fills come from the painter's fill for the frame's skeleton time.
@MainActor
struct SkeletonOverlayPlan {
    struct Leaf {
        /// The part of the leaf not clipped away by its superviews.
        let visible: Rect
        /// True when `visible` is smaller than the leaf's frame (drawing is clipped to it).
        let clipped: Bool
        /// All the leaf draws touches: `visible`, and lines or rows sticking out of it.
        let drawn: Rect
        /// The fill under the bones; nil when the bone alone hides the leaf.
        let backdrop: SkeletonBackdrop?
        let shapes: [SkeletonShape]
        /// The rect whose pixels drawing this leaf sets, whatever lies under it.
        let opaqueRect: Rect?
    }

    let painter: SkeletonPainter
    let hidden: [SkeletonBackdrop]
    let leaves: [Leaf]

    /// The plan of `painter`'s session, whose root must be alive.
    init(painter: SkeletonPainter, engine: TextEngine) {
        self.painter = painter
        let session = painter.session
        let root = session.root!
        hidden = SkeletonTree.hiddenWhileActive(under: root).compactMap { view in
            view.visibleWindowRect.map {
                SkeletonBackdrop(
                    rect: $0, color: painter.backdrop(behind: view), radius: view.cornerRadius * view.windowScale)
            }
        }
        let shapes = SkeletonShapes(session: session, engine: engine)
        leaves = SkeletonTree.leaves(of: root).compactMap { leaf in
            guard let visible = leaf.visibleWindowRect else { return nil }
            let frame = leaf.windowFrame
            let backdrop = painter.backdrop(of: leaf, frame: frame)
            var leafShapes: [SkeletonShape] = []
            var drawn = visible
            shapes.forEachShape(of: leaf, at: frame.origin) { shape in
                leafShapes.append(shape)
                switch shape {
                case .bone(let r, _), .cellBackground(let r, _, _):
                    if visible == frame && !r.isEmpty { drawn = drawn.union(r) }
                }
            }
            return Leaf(
                visible: visible, clipped: visible != frame, drawn: drawn, backdrop: backdrop,
                shapes: leafShapes, opaqueRect: painter.opaqueRect(of: visible, backdrop: backdrop))
        }
    }

    /// The rects (device pixels at `scale`) whose every pixel the plan sets when drawn at full
    /// opacity: the whole pixels inside square opaque backdrops and bones.
    func opaquePixelRects(scale: Double) -> [IntRect] {
        let points = hidden.compactMap { $0.opaqueRect(within: $0.rect) } + leaves.compactMap(\.opaqueRect)
        return points.compactMap { r in
            let x0 = Int((r.minX * scale).rounded(.up)), y0 = Int((r.minY * scale).rounded(.up))
            let x1 = Int((r.maxX * scale).rounded(.down)), y1 = Int((r.maxY * scale).rounded(.down))
            return x1 > x0 && y1 > y0 ? IntRect(minX: x0, minY: y0, maxX: x1, maxY: y1) : nil
        }
    }

    /// Records the plan's fills that meet `dirty` (window points).
    func draw(in canvas: inout Canvas, dirty: Rect) {
        for backdrop in hidden where backdrop.rect.intersection(dirty) != nil {
            canvas.fill(backdrop.rect, color: backdrop.color, radius: backdrop.radius)
        }
        for leaf in leaves where leaf.drawn.intersection(dirty) != nil {
            if leaf.clipped { canvas.pushClip(leaf.visible) }
            if let backdrop = leaf.backdrop {
                canvas.fill(backdrop.rect, color: backdrop.color, radius: backdrop.radius)
            }
            for shape in leaf.shapes { painter.draw(shape, in: &canvas) }
            if leaf.clipped { canvas.popClip() }
        }
    }
}
