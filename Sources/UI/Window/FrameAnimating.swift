/// A view that changes over time: the window ticks it while `wantsFrames` is true.
@MainActor
public protocol FrameAnimating: AnyObject {
    /// True while the view needs `advance(by:)` calls (and the host must keep drawing frames).
    var wantsFrames: Bool { get }
    /// `wantsFrames` for an animator the window has found shown and on screen
    /// (`WindowRoot.isOnScreen`), as the window asks each frame: a view whose `wantsFrames` checks
    /// that it is shown answers without walking its superviews again. By default `wantsFrames`.
    var wantsFramesWhenOnScreen: Bool { get }
    /// Advances the view's clock by `dt` seconds; the view invalidates what changed.
    func advance(by dt: Double)
}

extension FrameAnimating {
    public var wantsFramesWhenOnScreen: Bool { wantsFrames }
}
