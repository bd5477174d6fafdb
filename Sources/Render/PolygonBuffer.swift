import Graphics

/// Reusable storage for flattened outlines: points grouped into contours, each open or closed.
///
/// Consecutive duplicate points within a contour are dropped as they are appended.
struct PolygonBuffer {
    /// All points of all contours.
    var points: [Point] = []
    /// One past the last point of each contour.
    private(set) var contourEnds: [Int] = []
    /// Whether each contour was closed by its path (fills treat every contour as closed).
    private(set) var contourClosed: [Bool] = []
    /// Arc subdivision reused across shapes.
    var arcSteps = ArcStepCache()

    /// Index of the first point of the contour being built (`contourEnds.last ?? 0`, kept).
    private(set) var openContourStart = 0

    /// Forgets every point, keeping the memory.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        contourClosed.removeAll(keepingCapacity: true)
        openContourStart = 0
    }

    /// Appends a point to the open contour unless it repeats the previous one.
    @inline(__always)
    mutating func append(_ p: Point) {
        if points.count > openContourStart, points[points.count - 1] == p { return }
        points.append(p)
    }

    /// Appends the `count` points that `next` returns, one call each, dropping consecutive
    /// duplicates as `append(_:)` does, with one copy into the array for all of them.
    @inline(__always)
    mutating func append(count: Int, _ next: () -> Point) {
        guard count > 0 else { return }
        let floor = openContourStart
        var last = points.count > floor ? points[points.count &- 1] : nil
        withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { scratch in
            let p = scratch.baseAddress!
            var n = 0
            for _ in 0..<count {
                let q = next()
                if q == last { continue }
                p[n] = q
                last = q
                n &+= 1
            }
            points.append(contentsOf: UnsafeBufferPointer(start: p, count: n))
        }
    }

    /// Appends the points of `chain` last to first, as `append(_:)` one by one.
    @inline(__always)
    mutating func appendReversed(_ chain: [Point]) {
        chain.withUnsafeBufferPointer { chain in
            var i = chain.count
            while i > 0 {
                i &-= 1
                append(chain[i])
            }
        }
    }

    /// Ends the open contour (if it has a point).
    mutating func endContour(closed: Bool) {
        guard points.count > openContourStart else { return }
        contourEnds.append(points.count)
        contourClosed.append(closed)
        openContourStart = points.count
    }

    /// The index range of contour `i`.
    @inline(__always)
    func range(ofContour i: Int) -> Range<Int> {
        (i == 0 ? 0 : contourEnds[i - 1])..<contourEnds[i]
    }

    /// Maps every point by an affine transform.
    mutating func transform(by t: Transform) {
        guard !t.isIdentity else { return }
        points.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] = t.apply(buffer[i]) }
        }
    }
}
