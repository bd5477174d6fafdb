import Graphics
import LoaderKitCore
import LoaderKitDrawing
import UI

/// Drawing: the geometry of the current state in the view's bounds (points), recorded at the
/// window's density by `ProgressRecorder`; labels are set in the window's text engine.
extension LoaderKitProgressView {
    /// The colours the roles fall back on: the accent (or `color`) and the primary text (or
    /// `labelColor`); `trackColor` is passed through the resolved options.
    func palette(_ theme: Theme) -> ProgressPalette {
        ProgressPalette(accent: color ?? theme.color(.accent), text: labelColor ?? theme.color(.textPrimary))
    }

    /// The resolved options with the view's track colour.
    var drawingOptions: ResolvedProgress {
        guard let trackColor else { return resolved }
        var copy = resolved
        copy.trackColor = ProgressColor(
            red: trackColor.red, green: trackColor.green, blue: trackColor.blue,
            alpha: trackColor.alpha)
        return copy
    }

    /// Records the indicator in the bounds.
    func recordProgress(in canvas: inout Canvas) {
        let engine = canvas.textEngine
        canvas.pushClip(paintedBounds)
        defer { canvas.popClip() }
        ProgressRecorder.record(
            drawingOptions, animator.state, in: canvas.deviceRect(bounds), scale: canvas.scale,
            palette: palette(canvas.theme),
            label: { run, list in
                MainActor.assumeIsolated { ProgressLabelText.draw(run, engine: engine, into: &list) }
            },
            into: &canvas.list)
    }
}

/// Sets a progress label in a text engine: semibold, `run.size` device pixels, vertically centred
/// on the anchor, centred on it or ending at it. Glyphs are rasterized at the label's size
/// (the engine's scale is chosen so the UI font comes out at that size), never scaled.
@MainActor
enum ProgressLabelText {
    static let font = Font(.ui, weight: .semibold)

    static func draw(_ run: ProgressLabelRun, engine: TextEngine, into list: inout DisplayList) {
        let scale = run.size / font.size
        guard scale > 0, scale.isFinite else { return }
        let metrics = engine.metrics(of: font)
        let width = engine.width(of: run.text, font: font) * scale
        let x = run.alignment == .center ? run.anchor.x - width / 2 : run.anchor.x - width
        let baseline = run.anchor.y + (metrics.ascent - metrics.descent) / 2 * scale
        engine.draw(
            run.text, font: font, color: run.color, baselineOrigin: Point(x.rounded(), baseline.rounded()),
            scale: scale, into: &list)
    }
}
