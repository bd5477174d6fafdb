/// A view that changes over time: the window ticks it while `wantsFrames` is true.
@MainActor
public protocol FrameAnimating: AnyObject {
    /// True while the view needs `advance(by:)` calls (and the host must keep drawing frames).
    var wantsFrames: Bool { get }
    /// Advances the view's clock by `dt` seconds; the view invalidates what changed.
    func advance(by dt: Double)
}
