import Foundation
import Graphics
import UI

/// The skeleton shown on one root view: its look, its clock, its fades and its overlay.
///
/// All times are in seconds of window ticks (`WindowRoot.tick(dt:)`), so a delayed show, a
/// minimum display time and a fade behave the same in the app and in tests.
@MainActor
final class SkeletonSession {
    enum Phase: Equatable {
        /// A delayed show, waiting `remaining` seconds.
        case pending(remaining: Double)
        /// Shown (possibly fading in).
        case shown
        /// Hide asked: waits for the minimum display time, then fades out over `fade` seconds.
        case hiding(fade: Double)
    }

    weak var root: View?
    var config: SkeletonConfig
    var phase: Phase
    /// The skeleton clock that drives the animation, in seconds (scrubbable).
    var time = 0.0
    /// True while the clock stands still at `time` (a scrubbed, frozen skeleton).
    var isClockPaused = false
    /// Seconds since the skeleton first showed (for the minimum display time).
    var displayedFor = 0.0
    /// Opacity of the overlay, 0...1.
    var opacity = 1.0
    /// The caller's opacity on top of the fades, 0...1 (`View.skeletonOpacity`).
    var opacityMultiplier = 1.0
    /// The opacity the overlay draws with: the fades' times the caller's.
    var drawnOpacity: Double { opacity * opacityMultiplier }
    /// Fade speed in opacity per second while fading in (0 when not fading).
    var fadeInRate = 0.0
    var minimumDisplayTime: Double
    /// Placeholder cells for skeletonable collection views, made once per session.
    var prototypes: [ObjectIdentifier: View] = [:]
    let overlay = SkeletonOverlayView()
    /// Where the debug tree is printed each time the skeleton appears; nil prints nothing.
    let debugOutput: SkeletonDebugOutput?

    init(root: View, config: SkeletonConfig, delay: Double) {
        self.root = root
        self.config = config
        self.minimumDisplayTime = root.skeletonAppearance.minimumDisplayTime
        self.debugOutput = root.skeletonDebugOutput
        self.phase = delay > 0 ? .pending(remaining: delay) : .shown
        overlay.session = self
    }

    var reduceMotion: Bool { root?.window?.motionPreference.reduceMotion ?? false }

    /// True once shown and until a hide is asked for.
    var isActive: Bool { phase == .shown }

    /// True while anything changes with time.
    var wantsFrames: Bool {
        switch phase {
        case .pending, .hiding: return true
        case .shown:
            return fadeInRate > 0 || (config.animated && !reduceMotion && !isClockPaused)
                || displayedFor < minimumDisplayTime
        }
    }

    /// Called when the skeleton starts drawing (now or after the delay).
    func didAppear() {
        time = 0
        displayedFor = 0
        let fade = reduceMotion ? 0 : config.transition.duration
        opacity = fade > 0 ? 0 : 1
        fadeInRate = fade > 0 ? 1 / fade : 0
        resignFocusInDisabledLeaves()
        if let debugOutput, let root { debugOutput.write(root.skeletonTreeDescription) }
        invalidate()
    }

    /// Advances the clock by `dt` seconds; returns false when the session is over.
    func advance(by dt: Double) -> Bool {
        switch phase {
        case .pending(let remaining):
            if remaining - dt > 0 { phase = .pending(remaining: remaining - dt); return true }
            phase = .shown
            didAppear()
            return true
        case .shown:
            let oldTime = time
            if !isClockPaused { time += dt }
            displayedFor += dt
            if fadeInRate > 0 {
                opacity = min(1, opacity + fadeInRate * dt)
                if opacity >= 1 { fadeInRate = 0 }
                invalidate()
            } else if config.animated && !reduceMotion && time != oldTime {
                invalidateAnimation(from: oldTime, to: time)
            }
            return true
        case .hiding(let fade):
            let oldTime = time
            if !isClockPaused { time += dt }
            displayedFor += dt
            if config.animated && !reduceMotion && time != oldTime { invalidateAnimation(from: oldTime, to: time) }
            guard displayedFor >= minimumDisplayTime else { return true }
            if fade <= 0 || reduceMotion { return false }
            opacity -= dt / fade
            invalidate()
            return opacity > 0
        }
    }

    /// Asks for the end: at once when nothing is drawn yet or nothing delays it.
    func hide(transition: SkeletonTransitionStyle) -> Bool {
        if case .pending = phase { return false }
        phase = .hiding(fade: reduceMotion ? 0 : transition.duration)
        fadeInRate = 0
        if displayedFor >= minimumDisplayTime && (reduceMotion || transition.duration <= 0) { return false }
        return true
    }

    /// Marks the skeleton's area for redrawing.
    func invalidate() {
        guard let root, let window = root.window else { return }
        window.invalidate(windowRect: root.windowFrame)
        for view in SkeletonTree.hiddenWhileActive(under: root) { window.invalidate(windowRect: view.windowFrame) }
    }

    /// Puts the overlay into the root's window (under popovers and toasts), once there is one.
    func attachIfPossible() {
        guard overlay.superview == nil, let window = root?.window else { return }
        overlay.frame = Rect(x: 0, y: 0, width: 32768, height: 32768)
        window.overlayView.insertSubview(overlay, at: 0)
        if case .shown = phase { invalidate() }
    }

    func detach() {
        invalidate()
        overlay.removeFromSuperview()
        overlay.session = nil
    }

    /// A focused view inside a leaf whose input is disabled loses the focus.
    private func resignFocusInDisabledLeaves() {
        guard let root, let window = root.window, let focused = window.focusedView else { return }
        for leaf in SkeletonTree.leaves(of: root)
        where leaf.isUserInteractionDisabledWhenSkeletonIsActive && focused.isDescendant(of: leaf) {
            window.focus(nil)
            return
        }
    }

    /// The placeholder cell for a collection view, made with its `makeCell` and never configured.
    func prototype(for list: CollectionView) -> View {
        if let cell = prototypes[ObjectIdentifier(list)] { return cell }
        let cell = list.makeCell()
        prototypes[ObjectIdentifier(list)] = cell
        return cell
    }
}

/// The slot of `View.attachments` holding the skeleton session whose root is that view.
enum SkeletonSessionKey: ViewAttachmentKey {
    static var defaultValue: SkeletonSession? { nil }
}

extension View {
    /// The skeleton session whose root is this view (pending, shown or fading), nil when none.
    var skeletonSessionOnRoot: SkeletonSession? { attachments[SkeletonSessionKey.self] }

    /// Ends this view's session, if any, and makes `session` (nil for none) its session.
    func replaceSkeletonSession(with session: SkeletonSession?) {
        attachments[SkeletonSessionKey.self]?.detach()
        attachments[SkeletonSessionKey.self] = session
    }
}
