import LoaderKitCore
import UI

/// The frame loop (PROGRESS.md §6.6): the window ticks the view while its animator moves, while
/// it is indeterminate with a positive speed, or while its design has ambient motion (unless
/// motion is reduced). Each tick steps the animator by at most 0.1 s and redraws only the view.
extension LoaderKitProgressView {
    /// True when the window asks for reduced motion (or it is simulated) and the view respects it.
    public var isReducingMotion: Bool {
        respectsReduceMotion && (simulatesReducedMotion || (window?.motionPreference.reduceMotion ?? false))
    }

    /// What the geometry draws now.
    public var state: ProgressState { animator.state }

    public var wantsFrames: Bool { isVisibleInWindow && wantsFramesWhenOnScreen }

    public var wantsFramesWhenOnScreen: Bool {
        if animator.moving { return true }
        if animator.indeterminate && resolved.speed.isFinite && resolved.speed > 0 { return true }
        return !isReducingMotion && resolved.hasAmbientMotion(animator.state)
    }

    public func advance(by dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        step(by: dt)
        setNeedsDisplay()
    }

    /// Steps the animator by `dt` seconds (capped at 0.1 s, so a long pause does not fast-forward).
    public func step(by dt: Double) {
        animator.step(min(0.1, dt), speed: resolved.speed, reduceMotion: isReducingMotion)
    }
}
