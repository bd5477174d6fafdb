import Graphics

extension Path {
    /// The path pushed through a projective map, as straight segments in device pixels.
    ///
    /// Curves are flattened in the path's own space finely enough that the projected polygon
    /// stays within `tolerance` device pixels (the map's local stretch is taken at the corners
    /// and centre of the control bounds). Open and closed subpaths keep their kind. An affine map
    /// keeps curves exact. Returns nil when a point has w <= 1e-6 (at or behind the viewer plane)
    /// or maps to a non-finite position.
    public func projected(by map: ProjectiveTransform, tolerance: Double = 0.2) -> Path? {
        guard map.isFinite else { return nil }
        if let affine = map.affine { return transformed(by: affine) }
        guard let bounds = controlBounds else { return Path() }
        let probes = [
            Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
            Point(bounds.maxX, bounds.maxY), Point(bounds.minX, bounds.maxY), bounds.center,
        ]
        for probe in probes where !(map.w(at: probe) > 1e-6) { return nil }
        let stretch = probes.map { map.localScale(at: $0) }.max() ?? 1
        guard stretch.isFinite, stretch > 0 else { return nil }
        var buffer = PolygonBuffer()
        Flattener.flatten(self, transform: .identity, tolerance: tolerance / stretch, into: &buffer)
        var result = Path(capacity: buffer.points.count + buffer.contourEnds.count)
        for i in buffer.contourEnds.indices {
            for (k, index) in buffer.range(ofContour: i).enumerated() {
                let p = buffer.points[index]
                guard map.w(at: p) > 1e-6 else { return nil }
                let q = map.apply(p)
                guard q.isFinite else { return nil }
                if k == 0 { result.move(to: q) } else { result.line(to: q) }
            }
            if buffer.contourClosed[i] { result.closeSubpath() }
        }
        return result
    }
}
