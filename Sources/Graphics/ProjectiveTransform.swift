/// A 3x3 homogeneous 2D map (row-major m0...m8), applied with a divide by w.
///
/// x' = (m0·x + m1·y + m2) / w, y' = (m3·x + m4·y + m5) / w, w = m6·x + m7·y + m8.
public struct ProjectiveTransform: Hashable, Sendable {
    public var m0: Double, m1: Double, m2: Double
    public var m3: Double, m4: Double, m5: Double
    public var m6: Double, m7: Double, m8: Double

    /// Creates a transform from nine row-major coefficients.
    public init(
        _ m0: Double, _ m1: Double, _ m2: Double,
        _ m3: Double, _ m4: Double, _ m5: Double,
        _ m6: Double, _ m7: Double, _ m8: Double
    ) {
        self.m0 = m0; self.m1 = m1; self.m2 = m2
        self.m3 = m3; self.m4 = m4; self.m5 = m5
        self.m6 = m6; self.m7 = m7; self.m8 = m8
    }

    /// The projective form of an affine map.
    public init(_ t: Transform) {
        self.init(t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1)
    }

    /// The identity map.
    public static let identity = ProjectiveTransform(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// True when the bottom row is (0, 0, 1), so the map is affine.
    public var isAffine: Bool { m6 == 0 && m7 == 0 && m8 == 1 }

    /// The affine map when `isAffine`, else nil.
    public var affine: Transform? {
        isAffine ? Transform(a: m0, b: m3, c: m1, d: m4, tx: m2, ty: m5) : nil
    }

    /// True when all nine coefficients are finite.
    public var isFinite: Bool {
        [m0, m1, m2, m3, m4, m5, m6, m7, m8].allSatisfy(\.isFinite)
    }

    /// The homogeneous w of a point (positive in front of the viewer).
    @inlinable public func w(at p: Point) -> Double { m6 * p.x + m7 * p.y + m8 }

    /// Maps a point with the homogeneous divide (non-finite when w is 0).
    @inlinable public func apply(_ p: Point) -> Point {
        let w = m6 * p.x + m7 * p.y + m8
        return Point((m0 * p.x + m1 * p.y + m2) / w, (m3 * p.x + m4 * p.y + m5) / w)
    }

    /// The map that applies `self` first, then `other` (`other · self` as matrices).
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        let l = other, r = self
        return ProjectiveTransform(
            l.m0 * r.m0 + l.m1 * r.m3 + l.m2 * r.m6, l.m0 * r.m1 + l.m1 * r.m4 + l.m2 * r.m7,
            l.m0 * r.m2 + l.m1 * r.m5 + l.m2 * r.m8,
            l.m3 * r.m0 + l.m4 * r.m3 + l.m5 * r.m6, l.m3 * r.m1 + l.m4 * r.m4 + l.m5 * r.m7,
            l.m3 * r.m2 + l.m4 * r.m5 + l.m5 * r.m8,
            l.m6 * r.m0 + l.m7 * r.m3 + l.m8 * r.m6, l.m6 * r.m1 + l.m7 * r.m4 + l.m8 * r.m7,
            l.m6 * r.m2 + l.m7 * r.m5 + l.m8 * r.m8)
    }

    /// The largest local stretch of the map at `p` (an upper bound of the Jacobian's norm).
    public func localScale(at p: Point) -> Double {
        let w = m6 * p.x + m7 * p.y + m8
        guard w != 0 else { return .infinity }
        let q = apply(p)
        // Jacobian of (X/w, Y/w): rows (m0 - x'·m6, m1 - x'·m7) / w and (m3 - y'·m6, m4 - y'·m7) / w.
        let j00 = (m0 - q.x * m6) / w, j01 = (m1 - q.x * m7) / w
        let j10 = (m3 - q.y * m6) / w, j11 = (m4 - q.y * m7) / w
        return Transform(a: j00, b: j10, c: j01, d: j11, tx: 0, ty: 0).maxScale
    }
}
