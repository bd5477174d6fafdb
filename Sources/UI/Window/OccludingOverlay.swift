import Graphics

/// A view of the window's overlay layer that paints some parts of the window completely, whatever
/// the content draws there (the skeleton overlay over its opaque bones and backdrops). A dirty rect
/// inside such a part is recorded from the overlay layer alone: the content under it is skipped.
@MainActor
public protocol OccludingOverlay: AnyObject {
    /// Called once a frame after layout, before any dirty rect is recorded: returns the rects
    /// (device pixels) in which recording this view alone gives every pixel its final value.
    func prepareFrame(scale: Double) -> [IntRect]
    /// Called once the frame is recorded.
    func finishFrame()
}
