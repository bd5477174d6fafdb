import Foundation
import UI

/// The part of the one time axis the ruler and the lanes show, and the wheel gestures on it.
extension EditorModel {
    /// The seconds the time axis spans: the spec's longest cycle (1 without a spec).
    var timeAxisSpan: Double { spec.map(KeyframeLaneLayout.span(of:)) ?? 1 }

    /// Shows `window` of the time axis (kept within the span).
    func setTimeAxis(_ window: TimeAxisWindow) {
        let kept = window.clamped(span: timeAxisSpan)
        guard kept != timeAxis else { return }
        timeAxis = kept
        notify(.timeAxis)
    }

    /// Zooms in (`factor` > 1) or out about `anchor` (0...1 of the axis's width).
    func zoomTimeAxis(by factor: Double, anchor: Double = 0.5) {
        setTimeAxis(timeAxis.zoomed(by: factor, anchor: anchor, span: timeAxisSpan))
    }

    /// Ctrl+wheel zooms about the pointer (`anchor`, 0...1 of the axis's width); Shift+wheel or
    /// a sideways wheel scrolls a zoomed axis. True when the wheel was taken; the plain wheel
    /// is left to the panel's scrolling.
    func timeAxisWheel(_ event: WheelEvent, anchor: Double) -> Bool {
        if event.modifiers.contains(.control) {
            let notches = (event.dy != 0 ? event.dy : event.dx) / 48
            guard notches != 0 else { return true }
            zoomTimeAxis(by: pow(TimeAxisWindow.step, notches), anchor: anchor)
            return true
        }
        let sideways = event.dx != 0 ? event.dx : (event.modifiers.contains(.shift) ? event.dy : 0)
        guard sideways != 0, !timeAxis.showsAll else { return false }
        // A notch (48 points) moves a tenth of the shown span.
        let seconds = -sideways / 48 * timeAxis.visibleSpan(of: timeAxisSpan) / 10
        setTimeAxis(timeAxis.scrolled(by: seconds, span: timeAxisSpan))
        return true
    }
}
