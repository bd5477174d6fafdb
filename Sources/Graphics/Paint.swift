/// A colour stop of a gradient: a colour at an offset along the gradient (0...1).
public struct GradientStop: Hashable, Sendable {
    /// Position along the gradient, 0 at its start and 1 at its end.
    public var offset: Double
    /// Straight colour at that position.
    public var color: Color

    /// Creates a stop.
    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// What a fill or stroke puts in the pixels it covers. Gradients pad beyond their ends and
/// interpolate premultiplied colours between stops; their geometry is in the path's user space.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(Color)
    /// Colours along the line from `start` to `end`.
    case linearGradient(start: Point, end: Point, stops: [GradientStop])
    /// Colours by distance from `center`: the first stop at the centre, the last at `radius`.
    case radialGradient(center: Point, radius: Double, stops: [GradientStop])
    /// Colours by angle around `center`, starting at `startAngle` radians and going clockwise on
    /// screen through one full turn.
    case conicGradient(center: Point, startAngle: Double, stops: [GradientStop])

    /// The colour when the paint is solid, else nil.
    public var solidColor: Color? {
        if case .solid(let c) = self { return c }
        return nil
    }
}
