extension IndicatorEvaluator {
    /// A track as prepared: params resolved, one easing curve per segment. Exporters that map
    /// tracks to another animation format read it.
    public struct ResolvedTrack: Sendable, Equatable {
        public let property: Property
        public let keyTimes: [Double]
        public let values: [Double]
        /// Per segment, the cubic Bézier's control points [x1, y1, x2, y2].
        public let easings: [[Double]]

        public init(property: Property, keyTimes: [Double], values: [Double], easings: [[Double]]) {
            self.property = property
            self.keyTimes = keyTimes
            self.values = values
            self.easings = easings
        }
    }
}

extension IndicatorEvaluator.PreparedPart {
    /// The element tracks, params resolved, in spec order.
    public var elementTracks: [IndicatorEvaluator.ResolvedTrack] { tracks.resolved }
    /// The group tracks, params resolved, in spec order.
    public var groupTrackList: [IndicatorEvaluator.ResolvedTrack] { groupTracks.resolved }
    /// The value a property without a track keeps (the part's `rest` applied).
    public func restValue(of property: Property) -> Double { rest[property] }
}
