import Graphics
import LoaderKitCore
import LoaderKitDrawing
import UI

extension LoaderKitView {
    /// True when the window asks for reduced motion and the view respects it.
    public var isReducingMotion: Bool {
        respectsReduceMotion && (window?.motionPreference.reduceMotion ?? false)
    }

    /// The spec time that would be drawn now (seconds), or nil when nothing is drawn: no valid
    /// spec, or stopped with `hidesWhenStopped`.
    public var displayTime: Double? {
        guard let evaluator, isAnimating || !hidesWhenStopped else { return nil }
        if let cycleProgress { return evaluator.timeForCycleProgress(cycleProgress) }
        if isReducingMotion { return evaluator.timeForCycleProgress(0) }
        return time
    }

    /// True while the clock runs: animating, speed above 0, no cycleProgress, no reduced motion,
    /// a valid spec, and shown in a window.
    public var wantsFrames: Bool { clockRuns && isVisibleInWindow }

    /// `wantsFrames` but for being shown: what `advance(by:)` checks, as the window calls it only
    /// for a view it found shown and on screen (the walk up the superviews is not made twice).
    var clockRuns: Bool { isAnimating && speed > 0 && cycleProgress == nil && evaluator != nil && !isReducingMotion }

    public var wantsFramesWhenOnScreen: Bool { clockRuns }

    /// Advances the spec time by `dt × speed` seconds and redraws the view's box (the window
    /// calls it each frame while `wantsFrames` and the view is on screen).
    public func advance(by dt: Double) {
        guard clockRuns, dt.isFinite, dt > 0 else { return }
        advanceClock(by: dt * speed)
        setNeedsDisplay()
    }

    /// Records the indicator's elements at `displayTime` in the largest centred square.
    public func recordIndicator(in canvas: inout Canvas) {
        guard let evaluator, let t = displayTime else { return }
        evaluator.states(at: t, into: &stateBuffer)
        canvas.pushClip(paintedBounds)
        IndicatorDrawing.record(
            stateBuffer, evaluator: evaluator, in: canvas.deviceRect(bounds),
            color: color, colors: colors, into: &canvas.list)
        canvas.popClip()
    }

    /// Room for elements that reach past the box (antialiased edges, scales above 1): an
    /// eighth of the shorter side plus 2 points. Drawing is clipped there.
    public static func indicatorOverhang(for size: Size) -> Double {
        (min(size.width, size.height) / 8).rounded(.up) + 2
    }
}
