import Foundation
import Graphics

/// Picks the cheapest join that draws a progress stroke exactly as a round join does.
///
/// The renderer flattens a round join into chords within its 0.2-pixel tolerance; a turn of at
/// most an eighth of a turn whose round cap bulges no more than that from the chord between the
/// two offset edges (h · (1 − cos θ/2) ≤ 0.2 px) becomes that single chord, which is exactly a
/// bevel join. Waves, border paths and flattened arcs turn a little at every vertex, so their
/// strokes can skip the per-vertex trigonometry of round joins without a pixel changing.
enum ProgressStrokeJoins {
    /// The renderer's flattening tolerance, in device pixels.
    static let tolerance = 0.2
    /// Safety margin on both limits, relative.
    static let margin = 1e-6

    /// `.bevel` when every join of the polyline through `points` (closed: also across the
    /// closing segment) turns little enough for a stroke `width` units wide drawn at `scale`
    /// pixels per unit, else `.round`.
    static func join(_ points: [Point], closed: Bool, width: Double, scale: Double) -> LineJoin {
        var n = points.count
        if closed, n > 1, points[n - 1] == points[0] { n -= 1 }
        guard n > 2 || (closed && n == 2) else { return .bevel }
        let halfWidth = width / 2 * scale
        guard halfWidth > 0, halfWidth.isFinite else { return .round }
        let cosEighth = cos(Double.pi / 4 * (1 - margin))
        let bulge = tolerance * (1 - margin) / halfWidth
        func direction(_ i: Int) -> Point? {
            let d = points[(i + 1) % n] - points[i]
            let l = d.length
            return l > 0 && l.isFinite ? d / l : nil
        }
        let joins = closed ? 0..<n : 1..<(n - 1)
        guard var previous = direction(closed ? n - 1 : 0) else { return .round }
        for i in joins {
            guard let next = direction(i) else { return .round }
            let c = previous.dot(next)
            // cos θ ≥ cos(π/4) and 1 − cos(θ/2) ≤ bulge, cos(θ/2) = √((1 + cos θ)/2).
            guard c >= cosEighth, 1 - ((1 + c) / 2).squareRoot() <= bulge else { return .round }
            previous = next
        }
        return .bevel
    }

    /// `.bevel` for a circular arc of `radius` units stroked `width` units wide at `scale`: the
    /// flattened arc turns by at most its chord angle 2·acos(1 − 0.2/r) (r in pixels), so its
    /// joins are single chords while the stroke is narrower than the ring (h < 0.95 r) and the
    /// ring is large enough (3 px) that the chord angle stays under an eighth of a turn.
    static func join(arcRadius radius: Double, width: Double, scale: Double) -> LineJoin {
        let r = radius * scale, h = width / 2 * scale
        return r >= 3 && h < 0.95 * r && r.isFinite ? .bevel : .round
    }
}
