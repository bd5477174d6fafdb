extension IndicatorSpec {
    /// What every element of a part draws, centred on the element and filling its rectangle.
    public enum Shape: Sendable, Hashable {
        /// A filled ellipse, or the part of it cut off by the chord of an arc (angles in radians;
        /// defaults: startAngle −π/2, sweep 2π).
        case circle(startAngle: Num? = nil, sweep: Num? = nil)
        /// A filled rectangle; the corner radius is `cornerRadius` × the shorter side.
        case rect(cornerRadius: Num? = nil)
        /// A stroked circle with butt caps, drawn as `segments` arcs of `sweep` each.
        case ring(strokeWidth: Num, startAngle: Num? = nil, sweep: Num? = nil, segments: Num? = nil)
        /// A filled triangle: top centre, bottom right, bottom left.
        case triangle
        /// A bar with fully rounded ends.
        case line

        /// The shape's `type` string in JSON.
        public var typeName: String {
            switch self {
            case .circle: return "circle"
            case .rect: return "rect"
            case .ring: return "ring"
            case .triangle: return "triangle"
            case .line: return "line"
            }
        }
    }
}
