extension IndicatorSpec {
    /// Keyframes of one property: `values[k]` at `keyTimes[k]` (fractions of the element's cycle).
    public struct Track: Sendable, Hashable {
        public var property: Property
        public var keyTimes: [Double]
        public var values: [Num]
        /// nil means linear.
        public var easing: TrackEasing?

        public init(property: Property, keyTimes: [Double], values: [Num], easing: TrackEasing? = nil) {
            self.property = property
            self.keyTimes = keyTimes
            self.values = values
            self.easing = easing
        }
    }
}
