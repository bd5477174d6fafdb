import LoaderKitCore

/// The states a progress image shows, shared by `render --progress` and the studio's export: a
/// still frame, one loop of the indeterminate animation, or the glide from 0 to a value.
public enum ProgressFrames {
    /// Length of the glide a determinate GIF shows, in seconds.
    public static let glideSeconds = 0.5

    /// The period of the pair's indeterminate animation in indeterminate seconds (PROGRESS.md
    /// §4.11); for designs whose motion never repeats exactly (the spinner's drift, liquid) the
    /// main cycle.
    public static func indeterminateCycle(_ resolved: ResolvedProgress) -> Double {
        switch (resolved.type, resolved.variant) {
        case (.linear, .flat), (.linear, .wavy), (.linear, .glow), (.linear, .gradient): return 1.75
        case (.linear, .segmented), (.linear, .center), (.linear, .ticks): return 1.6
        case (.linear, .striped): return 2 * max(6, 0.8 * resolved.thickness) / 26
        case (.linear, .shimmer), (.linear, .dots): return 1.5
        case (.linear, .steps): return 2.2
        case (.linear, .chevrons): return 1.4
        case (.circular, .segmented), (.circular, .orbit): return 1.2
        case (.circular, .gradient), (.circular, .dots): return 1.1
        case (.circular, .ticks): return 1
        case (.circular, .split): return 1.6
        case (.circular, _): return 1.4
        case (.pie, _): return 1.2
        case (.gauge, .needle): return 2.5
        case (.gauge, _): return 2
        case (.liquid, _): return 2 * Double.pi / 1.8
        case (.border, _), (.bars, _): return 1.4
        case (.grid, _): return 1.6
        case (.battery, _): return 1.8
        case (.hourglass, _): return 2.4
        default: return 1.4
        }
    }

    /// One loop of the indeterminate animation in real seconds: the cycle at the pair's speed.
    public static func indeterminateLoopSeconds(_ resolved: ResolvedProgress) -> Double {
        indeterminateCycle(resolved) / (speed(resolved) > 0 ? speed(resolved) : 1)
    }

    /// The state of a still frame: the value as displayed (no glide), ambient and indeterminate
    /// clocks at `time`.
    public static func still(value: Double?, buffer: Double?, time: Double) -> ProgressState {
        var state = ProgressAnimator(value: value, buffer: buffer).state
        state.time = time
        state.indeterminateTime = time
        return state
    }

    /// The frames of one indeterminate loop timed by `timing`, from `start` seconds.
    public static func indeterminate(_ resolved: ResolvedProgress, timing: LoopTiming, start: Double) -> [ProgressState]
    {
        let speed = speed(resolved)
        return (0..<timing.frameCount).map { k in
            let seconds = timing.startTime(of: k)
            return ProgressState(
                indeterminate: true, value: 0, buffer: 0, wave: 1, time: start + seconds,
                indeterminateTime: start + seconds * speed)
        }
    }

    /// The most frames a GIF of the glide has (one per step of at least 2 cs, both ends).
    public static var glideMostFrames: Int { LoopTiming.maximumFrameCount(seconds: glideSeconds) + 1 }

    /// Frames of the glide at `fps` (at most 50 kept): both ends, at least 2.
    public static func glideFrameCount(fps: Double) -> Int {
        let rate = min(fps, LoopTiming.maximumFramesPerSecond)
        return max(2, CheckedInt.clamped(glideSeconds * rate, to: 1...glideMostFrames - 1) + 1)
    }

    /// The glide from 0 to `value` (and the buffer) in `count` frames, both ends included, each
    /// shown for the glide's step, from `start` seconds.
    public static func glide(
        _ resolved: ResolvedProgress, value: Double, buffer: Double?, count: Int,
        start: Double
    ) -> (states: [ProgressState], timing: LoopTiming) {
        let dt = count > 1 ? glideSeconds / Double(count - 1) : glideSeconds
        let timing = LoopTiming(seconds: dt * Double(count), frameCount: count)
        let animator = ProgressAnimator(value: 0, buffer: 0)
        animator.setValue(value, now: 0)
        if let buffer { animator.setBuffer(buffer, now: 0) }
        var states: [ProgressState] = []
        for k in 0..<count {
            if k > 0 { animator.step(dt, speed: resolved.speed) }
            var state = animator.state
            state.time += start
            state.indeterminateTime += start
            states.append(state)
        }
        return (states, timing)
    }

    private static func speed(_ resolved: ResolvedProgress) -> Double {
        resolved.speed.isFinite && resolved.speed > 0 ? resolved.speed : 0
    }
}
