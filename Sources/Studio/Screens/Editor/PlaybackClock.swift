/// The editor's playback state: LoaderKit's engine clock (LOADERKIT-SPEC 3.6) plus the timeline's
/// extras (seek, frame steps, loop region, ping-pong).
///
/// Times are spec seconds; progress is a point of the spec cycle in 0...1. `frozenProgress` is
/// LoaderKit's `cycleProgress`: while set the clock is ignored and the frame at
/// `timeForCycleProgress(p)` is shown; clearing it continues from the clock's time.
package struct PlaybackClock: Hashable, Sendable {
    /// The spec time, in seconds.
    package var time = 0.0
    /// Clock rate; values are kept within `speedRange`.
    package var speed = 1.0 {
        didSet { speed = min(max(speed, Self.speedRange.lowerBound), Self.speedRange.upperBound) }
    }
    /// False while paused (the frame stays drawn).
    package var isPlaying = true
    /// True after stop (LoaderKit `stopAnimating`): nothing is drawn when hidesWhenStopped.
    package var isStopped = false
    /// The frozen cycle progress (LoaderKit `cycleProgress`), nil to follow the clock.
    package var frozenProgress: Double?
    /// The in and out points (cycle progress), kept while looping is off; nil before any is set.
    package private(set) var loopPoints: ClosedRange<Double>?
    /// True while playback loops between the in and out points.
    private(set) var isLooping = false
    /// The region playback loops in (cycle progress), nil when not looping. Setting a region
    /// sets the points and loops; setting nil stops looping and keeps the points.
    package var loopRegion: ClosedRange<Double>? {
        get { isLooping ? loopPoints : nil }
        set {
            if let newValue { loopPoints = newValue }
            isLooping = newValue != nil
        }
    }
    /// When true, playback runs forward then backward within the loop region (or the cycle).
    package var pingPong = false
    /// +1 forward, −1 backward (ping-pong only).
    package private(set) var direction = 1.0

    /// The spec cycle, in seconds.
    package private(set) var duration = 1.0
    /// `timeForCycleProgress(0)`: the time after the warm-up, in seconds.
    package private(set) var cycleStart = 0.0

    /// Speeds `[` and `]` move between (halving and doubling).
    static let speedRange = 0.125...8.0
    /// One frame at 60 Hz, in seconds.
    static let frameStep = 1.0 / 60

    package init() {}

    /// Adopts a (new) evaluator's cycle. `restart` sets the time to 0 (LoaderKit restarts the
    /// clock when params change); otherwise the playhead stays: the time is kept, and scaled
    /// with the cycle when its duration changes so that the cycle progress stays too.
    package mutating func configure(duration: Double, cycleStart: Double, restart: Bool) {
        let newDuration = duration.isFinite && duration > 0 ? duration : 1
        if restart {
            time = 0
            direction = 1
        } else if newDuration != self.duration {
            time *= newDuration / self.duration
        }
        self.duration = newDuration
        self.cycleStart = cycleStart.isFinite ? cycleStart : 0
    }

    /// The shown point of the cycle, 0...1.
    package var cycleProgress: Double { frozenProgress ?? progress(at: time) }

    /// The point of the cycle at spec time `t`, 0..<1.
    package func progress(at t: Double) -> Double {
        let p = (t / duration).truncatingRemainder(dividingBy: 1)
        return p < 0 ? p + 1 : p
    }

    /// The spec time drawn, or nil when nothing is drawn (stopped and `hidesWhenStopped`).
    package func displayTime(hidesWhenStopped: Bool, reduceMotion: Bool) -> Double? {
        if isStopped && hidesWhenStopped { return nil }
        if let frozenProgress { return time(forProgress: frozenProgress) }
        if reduceMotion { return cycleStart }
        return time
    }

    /// The point of the cycle drawn (`displayTime`'s): the frozen progress, 0 under reduced
    /// motion (the frame at `timeForCycleProgress(0)`), else the clock's.
    package func displayProgress(reduceMotion: Bool) -> Double {
        frozenProgress ?? (reduceMotion ? 0 : progress(at: time))
    }

    /// LoaderKit's `timeForCycleProgress`: `cycleStart + clamp(p, 0, 1) · duration`.
    package func time(forProgress p: Double) -> Double { cycleStart + min(1, max(0, p)) * duration }

    /// True while the clock moves.
    package func isRunning(reduceMotion: Bool) -> Bool {
        isPlaying && !isStopped && frozenProgress == nil && !reduceMotion
    }

    /// Advances the clock by `dt` real seconds (× speed), looping or bouncing in the region.
    package mutating func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        let delta = dt * speed
        guard loopRegion != nil || pingPong else { time += delta; return }
        let region = loopRegion ?? 0...1
        let lower = region.lowerBound, upper = region.upperBound, span = upper - lower
        var p = (time - cycleStart) / duration
        if !(p >= lower - 1e-9 && p <= upper + 1e-9) { p = min(max(progress(at: time), lower), upper) }
        guard span > 1e-9 else { time = time(forProgress: lower); return }
        p += direction * delta / duration
        if pingPong {
            var bounces = 0
            while (p > upper || p < lower) && bounces < 64 {
                if p > upper { p = 2 * upper - p; direction = -1 } else { p = 2 * lower - p; direction = 1 }
                bounces += 1
            }
            p = min(max(p, lower), upper)
        } else if p > upper {
            p = lower + (p - upper).truncatingRemainder(dividingBy: span)
        }
        time = cycleStart + p * duration
    }

    /// Moves to a point of the cycle: the frozen progress when frozen, else pauses and sets the
    /// clock to `timeForCycleProgress(p)`.
    package mutating func seek(toProgress p: Double) {
        let clamped = min(1, max(0, p.isFinite ? p : 0))
        if frozenProgress != nil { frozenProgress = clamped; return }
        isPlaying = false
        time = time(forProgress: clamped)
    }

    /// Steps by `seconds` of spec time (pausing); frozen progress moves by the same amount.
    package mutating func step(seconds: Double) {
        if let frozen = frozenProgress {
            frozenProgress = min(1, max(0, frozen + seconds / duration))
            return
        }
        isPlaying = false
        time = max(0, time + seconds)
    }

    /// Goes to the start: the in point when a loop region is set, else spec time 0.
    package mutating func goToStart() {
        direction = 1
        if frozenProgress != nil { frozenProgress = loopRegion?.lowerBound ?? 0; return }
        time = loopRegion.map { time(forProgress: $0.lowerBound) } ?? 0
    }

    /// Space: play when paused or stopped (continuing from the frozen frame), else pause.
    package mutating func togglePlay() {
        if isStopped || !isPlaying || frozenProgress != nil { play() } else { isPlaying = false }
    }

    /// Starts the clock; a frozen frame becomes the clock's time.
    package mutating func play() {
        if let frozen = frozenProgress {
            time = time(forProgress: frozen)
            frozenProgress = nil
        }
        isStopped = false
        isPlaying = true
    }

    /// Stops (LoaderKit `stopAnimating`): the time freezes; hidden when hidesWhenStopped.
    package mutating func stop() {
        isStopped = true
        isPlaying = false
    }

    /// Freezes on the shown frame, or unfreezes (the clock continues from where it was).
    package mutating func toggleFreeze() {
        frozenProgress = frozenProgress == nil ? cycleProgress : nil
    }

    /// Halves (`faster` false) or doubles the speed within `speedRange`.
    mutating func changeSpeed(faster: Bool) { speed = faster ? speed * 2 : speed / 2 }

    /// Loops between the kept in and out points (the whole cycle before any is set), or stops
    /// looping and keeps them.
    mutating func setLooping(_ on: Bool) {
        if on, loopPoints == nil { loopPoints = 0...1 }
        isLooping = on
    }

    /// Sets the in point and loops (the out point moves after it when needed).
    package mutating func setInPoint(_ p: Double) {
        let upper = loopPoints?.upperBound ?? 1
        loopRegion = min(p, upper)...max(p, upper)
    }

    /// Sets the out point and loops (the in point moves before it when needed).
    package mutating func setOutPoint(_ p: Double) {
        let lower = loopPoints?.lowerBound ?? 0
        loopRegion = min(p, lower)...max(p, lower)
    }
}
