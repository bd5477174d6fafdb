import Graphics

/// The part of the window that must be redrawn: a few pixel rects that do not overlap much.
///
/// Rects that overlap, or whose union wastes little area, are merged as they arrive; when more
/// than `capacity` remain, the pair whose union wastes the least area is merged. All rects are in
/// device pixels, clipped to `bounds`.
public struct DirtyRegion: Hashable, Sendable {
    /// The rects, in device pixels.
    public private(set) var rects: [IntRect] = []
    /// The largest number of rects kept.
    public var capacity: Int
    /// The window's pixels; rects are clipped to it.
    public var bounds: IntRect

    /// Creates an empty region within `bounds` holding at most `capacity` rects.
    public init(bounds: IntRect, capacity: Int = 64) {
        self.bounds = bounds
        self.capacity = max(1, capacity)
    }

    /// True when nothing needs redrawing.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rect holding every dirty rect.
    var boundingRect: IntRect? {
        rects.isEmpty ? nil : rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }

    /// The total number of dirty pixels (overlaps counted twice).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds a rect (device pixels), merging as described above.
    public mutating func add(_ rect: IntRect) {
        guard var pending = rect.intersection(bounds) else { return }
        var merged = true
        while merged {
            merged = false
            for (i, existing) in rects.enumerated() {
                if existing.contains(pending) { return }
                if Self.shouldMerge(existing, pending) {
                    pending = existing.union(pending)
                    rects.remove(at: i)
                    merged = true
                    break
                }
            }
        }
        rects.append(pending)
        while rects.count > capacity { mergeCheapestPair() }
    }

    /// Marks the whole window dirty.
    public mutating func addAll() { rects = [bounds] }

    /// Empties the region.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// True when some dirty rect shares a pixel with `rect`.
    func intersects(_ rect: IntRect) -> Bool { rects.contains { $0.intersection(rect) != nil } }

    /// Merge when the rects overlap or touch and the union adds at most a quarter of their areas.
    private static func shouldMerge(_ a: IntRect, _ b: IntRect) -> Bool {
        let union = a.union(b)
        let touching = a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
        if touching && a.intersection(b) != nil { return true }
        let waste = union.area - a.area - b.area
        return touching && waste * 4 <= a.area + b.area
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestWaste = Int.max
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if waste < bestWaste { bestWaste = waste; best = (i, j) }
            }
        }
        let union = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects.remove(at: best.0)
        add(union)
    }
}
