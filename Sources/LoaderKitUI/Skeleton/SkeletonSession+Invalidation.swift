import Graphics
import UI

extension SkeletonSession {
    /// Marks for redrawing only what the animation changed between two skeleton times (seconds):
    /// every leaf for a pulse or a sliding gradient; for a shimmer, the part of each leaf the band
    /// covered at either time (nothing during the pause).
    func invalidateAnimation(from oldTime: Double, to newTime: Double) {
        guard let root, let window = root.window, root.isVisibleInWindow else { return }
        let sweep = root.windowFrame
        var band: (axis: Point, lo: Double, hi: Double)?
        if case .shimmer(let shimmer) = config.effectiveAnimation {
            let a = shimmer.band(at: oldTime, over: sweep), b = shimmer.band(at: newTime, over: sweep)
            let axis = shimmer.axis
            func p(_ q: Point) -> Double { q.x * axis.x + q.y * axis.y }
            let values = [p(a.start), p(a.end), p(b.start), p(b.end)]
            guard values.min()! != values.max()! || oldTime == newTime else { return }
            if p(a.start) == p(b.start) { return }  // the band did not move (the pause)
            band = (axis, values.min()!, values.max()!)
        }
        // One rect per leaf (its bones, within the band for a shimmer) keeps the dirty region
        // small. A rect the overlay paints completely is recorded without
        // the content under it, so those stay separate; with many other leaves changing, their
        // bounding rect is cheaper to record.
        let painter = SkeletonPainter(session: self, theme: window.theme, sweep: sweep)
        let shapes = SkeletonShapes(session: self, engine: window.textEngine)
        var others: [Rect] = []
        let windowRect = Rect(origin: .zero, size: window.size)
        for leaf in SkeletonTree.leaves(of: root) {
            guard let visible = leaf.visibleWindowRect,
                var rect = shapes.boneRect(of: leaf, visible: visible)?.intersection(windowRect)
            else { continue }
            if let band {
                guard let cut = Self.part(of: rect, between: band.lo, band.hi, along: band.axis) else { continue }
                rect = cut
            }
            let backdrop = painter.backdrop(of: leaf, frame: leaf.windowFrame)
            if let opaque = painter.opaqueRect(of: visible, backdrop: backdrop), rect.intersection(opaque) == rect {
                window.invalidate(windowRect: rect)
            } else {
                others.append(rect)
            }
        }
        if others.count > Self.maximumDirtyRects {
            window.invalidate(windowRect: others.dropFirst().reduce(others[0]) { $0.union($1) })
        } else {
            for r in others { window.invalidate(windowRect: r) }
        }
    }

    /// Above this many changed leaves that the overlay does not paint completely, a frame
    /// invalidates their bounding rect instead.
    static let maximumDirtyRects = 32

    /// The part of `rect` (widened to whole columns) whose points project onto `axis` between
    /// `lo` and `hi`, or nil.
    static func part(of rect: Rect, between lo: Double, _ hi: Double, along axis: Point) -> Rect? {
        guard abs(axis.x) > 1e-9 else {
            let y0 = lo / axis.y, y1 = hi / axis.y
            return rect.intersection(Rect(x: rect.minX, y: min(y0, y1), width: rect.width, height: abs(y1 - y0)))
        }
        var xs: [Double] = []
        for y in [rect.minY, rect.maxY] {
            xs.append((lo - y * axis.y) / axis.x)
            xs.append((hi - y * axis.y) / axis.x)
        }
        let minX = max(rect.minX, xs.min()! - 1), maxX = min(rect.maxX, xs.max()! + 1)
        guard maxX > minX else { return nil }
        return Rect(x: minX, y: rect.minY, width: maxX - minX, height: rect.height)
    }
}
