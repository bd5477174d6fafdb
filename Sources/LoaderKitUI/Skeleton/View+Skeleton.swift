import Graphics
import UI

/// Showing, updating and hiding skeletons (SkeletonView's calls, same names and defaults).
///
/// A nil colour or gradient is the view's `skeletonAppearance`'s. The view you call these on
/// must be skeletonable. Nothing in the content is changed: the skeleton is an overlay in the
/// window's overlay layer. A view must be in a window to draw its
/// skeleton; one shown before that appears at `layoutSkeletonIfNeeded()`.
extension View {
    // MARK: Show

    /// Shows a solid skeleton (not animated).
    public func showSkeleton(
        usingColor color: SkeletonColor? = nil,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(SkeletonConfig(type: .solid, color: skeletonTint(color), transition: transition), delay: 0)
    }

    /// Shows a solid skeleton after `delay` seconds (animated by default); any later show or
    /// hide cancels it.
    public func showSkeleton(
        usingColor color: SkeletonColor? = nil,
        animated: Bool = true, delay: Double,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(
            SkeletonConfig(
                type: .solid, color: skeletonTint(color), animated: animated,
                transition: transition),
            delay: delay)
    }

    /// Shows a gradient skeleton (not animated: a vertical gradient on each bone).
    public func showGradientSkeleton(
        usingGradient gradient: SkeletonGradient? = nil,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(
            SkeletonConfig(type: .gradient, gradient: skeletonGradient(gradient), transition: transition),
            delay: 0)
    }

    /// Shows a gradient skeleton after `delay` seconds (animated by default).
    public func showGradientSkeleton(
        usingGradient gradient: SkeletonGradient? = nil,
        animated: Bool = true, delay: Double,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(
            SkeletonConfig(
                type: .gradient, gradient: skeletonGradient(gradient), animated: animated,
                transition: transition), delay: delay)
    }

    /// Shows an animated solid skeleton (a nil animation pulses).
    public func showAnimatedSkeleton(
        usingColor color: SkeletonColor? = nil,
        animation: SkeletonLayerAnimation? = nil,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(
            SkeletonConfig(
                type: .solid, color: skeletonTint(color), animated: true, animation: animation,
                transition: transition), delay: 0)
    }

    /// Shows an animated gradient skeleton (a nil animation slides left to right).
    public func showAnimatedGradientSkeleton(
        usingGradient gradient: SkeletonGradient? = nil,
        animation: SkeletonLayerAnimation? = nil, transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        startSkeleton(
            SkeletonConfig(
                type: .gradient, gradient: skeletonGradient(gradient), animated: true,
                animation: animation, transition: transition), delay: 0)
    }

    private func startSkeleton(_ config: SkeletonConfig, delay: Double) {
        let existing = skeletonSessionOnRoot
        if let existing {
            switch existing.phase {
            case .pending: replaceSkeletonSession(with: nil)  // a later show cancels it
            case .shown: return  // already showing
            case .hiding:
                // Shown again while fading out: fade back in from where it is.
                existing.config = config
                existing.phase = .shown
                let fade = existing.reduceMotion ? 0 : config.transition.duration
                existing.fadeInRate = fade > 0 ? 1 / fade : 0
                if fade <= 0 { existing.opacity = 1 }
                existing.invalidate()
                return
            }
        }
        guard isSkeletonable else { return }
        let session = SkeletonSession(root: self, config: config, delay: max(0, delay))
        replaceSkeletonSession(with: session)
        session.attachIfPossible()
        if session.phase == .shown { session.didAppear() }
    }

    // MARK: Update

    /// Switches an active skeleton to a solid colour, not animated.
    public func updateSkeleton(usingColor color: SkeletonColor? = nil) {
        let color = skeletonTint(color)
        updateSkeletonConfig {
            $0.type = .solid; $0.color = color; $0.animated = false; $0.animation = nil
        }
    }

    /// Switches an active skeleton to a gradient, not animated.
    public func updateGradientSkeleton(usingGradient gradient: SkeletonGradient? = nil) {
        let gradient = skeletonGradient(gradient)
        updateSkeletonConfig {
            $0.type = .gradient; $0.gradient = gradient; $0.animated = false; $0.animation = nil
        }
    }

    /// Switches an active skeleton to an animated solid colour.
    public func updateAnimatedSkeleton(
        usingColor color: SkeletonColor? = nil,
        animation: SkeletonLayerAnimation? = nil
    ) {
        let color = skeletonTint(color)
        updateSkeletonConfig {
            $0.type = .solid; $0.color = color; $0.animated = true; $0.animation = animation
        }
    }

    /// Switches an active skeleton to an animated gradient.
    public func updateAnimatedGradientSkeleton(
        usingGradient gradient: SkeletonGradient? = nil,
        animation: SkeletonLayerAnimation? = nil
    ) {
        let gradient = skeletonGradient(gradient)
        updateSkeletonConfig {
            $0.type = .gradient; $0.gradient = gradient; $0.animated = true; $0.animation = animation
        }
    }

    private func updateSkeletonConfig(_ change: (inout SkeletonConfig) -> Void) {
        guard let session = skeletonSession else { return }
        change(&session.config)
        session.invalidate()
    }

    // MARK: Hide, animation, state

    /// Hides the skeleton (cancelling a pending delayed show); with a minimum display time set,
    /// the skeleton stays until it has shown that long, then fades out.
    public func hideSkeleton(transition: SkeletonTransitionStyle = .crossDissolve(0.25)) {
        guard let session = skeletonSessionOnRoot else { return }
        if !session.hide(transition: transition) { replaceSkeletonSession(with: nil) }
    }

    /// Starts the animation (the given one, else the current or the default one).
    public func startSkeletonAnimation(_ animation: SkeletonLayerAnimation? = nil) {
        updateSkeletonConfig {
            $0.animated = true; if let animation { $0.animation = animation }
        }
    }

    /// Stops the animation (the skeleton stays, still).
    public func stopSkeletonAnimation() {
        updateSkeletonConfig { $0.animated = false }
    }

    /// True when a skeleton is shown on this view, on a skeleton root above it that reaches it, or
    /// on a view below it.
    public var isSkeletonActive: Bool {
        var current: View? = self
        while let view = current {
            if let session = view.skeletonSessionOnRoot, session.isActive {
                if view === self || SkeletonTree.visited(from: view).contains(where: { $0 === self }) { return true }
            }
            current = view.superview
        }
        return hasActiveSkeletonBelow(self)
    }

    /// True when a view below `view` is the root of an active skeleton.
    private func hasActiveSkeletonBelow(_ view: View) -> Bool {
        view.subviews.contains { $0.skeletonSessionOnRoot?.isActive == true || hasActiveSkeletonBelow($0) }
    }

    /// The skeleton's clock in seconds: read it, or set it to draw any moment (scrubbing, tests).
    public var skeletonTime: Double {
        get { skeletonSession?.time ?? 0 }
        set {
            guard let session = skeletonSession else { return }
            session.time = newValue
            session.invalidate()
        }
    }

    /// How opaque the active skeleton is drawn on top of its own fades, 0...1 (1 at each new
    /// show): a caller that fades the skeleton with its own clock (a scene's timeline) sets it
    /// every frame; a change redraws the skeleton's area only. Without a skeleton it reads 1.
    public var skeletonOpacity: Double {
        get { skeletonSession?.opacityMultiplier ?? 1 }
        set {
            guard let session = skeletonSession else { return }
            let value = newValue.isNaN ? 1 : min(1, max(0, newValue))
            guard value != session.opacityMultiplier else { return }
            session.opacityMultiplier = value
            session.invalidate()
        }
    }

    /// True while the skeleton's clock stands still: the animation is drawn at exactly
    /// `skeletonTime` until that is set again (scrubbing). Reset by each new show.
    public var isSkeletonClockPaused: Bool {
        get { skeletonSession?.isClockPaused ?? false }
        set { skeletonSession?.isClockPaused = newValue }
    }

    /// The current look of the active skeleton, nil when none.
    public var currentSkeletonConfig: SkeletonConfig? { skeletonSession?.config }

    /// Redraws the skeleton for the current geometry (it follows layout on its own; this also
    /// attaches a skeleton shown before the view was in a window).
    public func layoutSkeletonIfNeeded() {
        guard let session = skeletonSessionOnRoot else { return }
        session.attachIfPossible()
        session.invalidate()
    }

    /// `color`, or the appearance's tint when nil.
    private func skeletonTint(_ color: SkeletonColor?) -> SkeletonColor { color ?? skeletonAppearance.tintColor }

    /// `gradient`, or the appearance's gradient when nil.
    private func skeletonGradient(_ gradient: SkeletonGradient?) -> SkeletonGradient {
        gradient ?? skeletonAppearance.gradient
    }

    /// The active (or fading) session whose root is this view.
    var skeletonSession: SkeletonSession? {
        guard let session = skeletonSessionOnRoot else { return nil }
        if case .pending = session.phase { return nil }
        return session
    }
}
