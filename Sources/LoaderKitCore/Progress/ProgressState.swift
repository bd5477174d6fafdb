/// What the geometry draws from at one instant; the animator produces it.
public struct ProgressState: Sendable, Hashable {
    /// True while there is no value; the geometry chooses its branch from this flag, not `value`.
    public var indeterminate: Bool
    /// Displayed value, 0…1 (0 while indeterminate).
    public var value: Double
    /// Displayed buffer, 0…1 (0 = none).
    public var buffer: Double
    /// Wave amplitude factor: 0 flat, 1 full (the spring may overshoot to 1.2).
    public var wave: Double
    /// Seconds of ambient motion (waves, stripes, sheens); frozen under reduced motion.
    public var time: Double
    /// Seconds of indeterminate animation, already scaled by the speed.
    public var indeterminateTime: Double

    public init(
        indeterminate: Bool = false, value: Double = 0, buffer: Double = 0, wave: Double = 1,
        time: Double = 0, indeterminateTime: Double = 0
    ) {
        self.indeterminate = indeterminate
        self.value = value
        self.buffer = buffer
        self.wave = wave
        self.time = time
        self.indeterminateTime = indeterminateTime
    }
}
