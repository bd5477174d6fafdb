/// How the ends of open subpaths are drawn.
public enum LineCap: Hashable, Sendable {
    /// The stroke ends exactly at the endpoint.
    case butt
    /// A half disc of the stroke's radius beyond the endpoint.
    case round
    /// A half square of the stroke's half width beyond the endpoint.
    case square
}

/// How two segments of a stroke meet.
public enum LineJoin: Hashable, Sendable {
    /// A sharp corner, beveled when longer than the miter limit.
    case miter
    /// A circular corner.
    case round
    /// A straight cut across the corner.
    case bevel
}

/// The outline parameters of a stroke.
public struct StrokeStyle: Hashable, Sendable {
    /// Full stroke width in user units (pixels under an identity transform); nothing is drawn at 0.
    public var width: Double
    /// End caps of open subpaths.
    public var cap: LineCap
    /// Joins between segments.
    public var join: LineJoin
    /// Largest miter length as a multiple of the width before a miter join falls back to bevel.
    public var miterLimit: Double

    /// Creates a stroke style (defaults: butt caps, miter joins, miter limit 4 as in canvas/SVG).
    public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}
