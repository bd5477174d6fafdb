/// A group of elements: a layout, a shape and their animation.
public struct Part: Sendable, Hashable {
    public var layout: IndicatorSpec.Layout
    public var shape: IndicatorSpec.Shape
    /// Keyframes applied to each element; at most one per property.
    public var tracks: [IndicatorSpec.Track]
    public var stagger: Stagger?
    /// This part's cycle in seconds; nil uses the spec's duration. Not written for inline specs.
    public var duration: Double?
    /// The cycle of each element by index, in seconds; overrides `duration` for element clocks.
    public var durations: [Double]?
    /// Values of properties that no track animates (also shown before an element starts).
    public var rest: [Property: Num]
    /// Tracks that move the whole group around the box centre on the part's cycle.
    public var groupTracks: [IndicatorSpec.Track]

    public init(
        layout: IndicatorSpec.Layout, shape: IndicatorSpec.Shape, tracks: [IndicatorSpec.Track] = [],
        stagger: Stagger? = nil, duration: Double? = nil,
        durations: [Double]? = nil, rest: [Property: Num] = [:], groupTracks: [IndicatorSpec.Track] = []
    ) {
        self.layout = layout
        self.shape = shape
        self.tracks = tracks
        self.stagger = stagger
        self.duration = duration
        self.durations = durations
        self.rest = rest
        self.groupTracks = groupTracks
    }
}
