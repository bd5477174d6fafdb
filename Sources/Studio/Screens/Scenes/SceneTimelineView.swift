import Graphics
import LoadingLifecycle
import Localization
import UI

/// The lifecycle timeline under the scene: one row of phase bands per variant over the whole
/// seeded run, on one time axis, with the playhead; a click or a drag moves the run there.
@MainActor
final class SceneTimelineView: View {
    private var run: RequestRun?
    private var time = 0.0
    /// The letters before the rows.
    private var letters: [String] = []
    /// Called with the run time (seconds) a click or drag asks for.
    var onSeek: (@MainActor (Double) -> Void)?
    /// The language of the hover text.
    var text = StudioCatalogue.english
    /// The tooltip away from a band.
    var generalTooltip: String?
    static let rowHeight = 14.0
    static let labelWidth = 20.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "scenes.timeline"
    }

    /// The revision of the run shown (`ScenePlayer.runRevision`).
    private var revision = -1

    /// Shows `run` (whose `ScenePlayer.runRevision` is `revision`) with the playhead at `time`
    /// seconds; the bands are drawn again only when the revision or the letters change.
    func show(_ run: RequestRun, revision: Int, time: Double, letters: [String]) {
        let changed = self.revision != revision || self.letters != letters
        self.revision = revision
        self.run = run
        self.letters = letters
        if changed { setNeedsDisplay() } else if self.time != time { setNeedsDisplay(playheadRect(self.time)) }
        self.time = time
        if !changed { setNeedsDisplay(playheadRect(time)) }
    }

    /// The area the bands are drawn in.
    private var track: Rect {
        Rect(x: Self.labelWidth, y: 2, width: max(1, bounds.width - Self.labelWidth - 4), height: bounds.height - 4)
    }

    private func x(of t: Double) -> Double {
        guard let run, run.duration > 0 else { return track.minX }
        return track.minX + track.width * min(max(0, t / run.duration), 1)
    }

    private func playheadRect(_ t: Double) -> Rect {
        Rect(x: x(of: t) - 3, y: 0, width: 6, height: bounds.height)
    }

    /// The colour of a phase's band.
    static func color(_ phase: LifecyclePhase, theme: Theme) -> Color {
        switch phase {
        case .waiting: theme.color(.border)
        case .indicator: theme.color(.accent)
        case .holding: Color(red: 0.55, green: 0.42, blue: 0.95)
        case .exiting: Color(red: 0.45, green: 0.7, blue: 1)
        case .error: theme.color(.error)
        case .entering: Color(red: 0.35, green: 0.8, blue: 0.55)
        case .content: theme.color(.success)
        }
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(bounds, color: canvas.color(.panel), radius: 6)
        guard let run else { return }
        let theme = canvas.theme
        for (variant, timelines) in run.timelines.enumerated() {
            let y = track.minY + 2 + Double(variant) * (Self.rowHeight + 4)
            if variant < letters.count {
                canvas.drawText(
                    letters[variant], font: .uiSmall, color: canvas.color(.textSecondary),
                    baseline: Point(6, y + 11))
            }
            for (request, timeline) in timelines.enumerated() {
                let start = run.starts[request]
                for band in timeline.bands where band.end > band.start {
                    let x0 = x(of: start + band.start), x1 = x(of: start + band.end)
                    guard x1 - x0 >= 0.25 else { continue }
                    canvas.fill(
                        Rect(x: x0, y: y, width: x1 - x0, height: Self.rowHeight),
                        color: Self.color(band.phase, theme: theme))
                }
            }
        }
        let px = x(of: time)
        canvas.fill(Rect(x: px - 1, y: 0, width: 2, height: bounds.height), color: canvas.color(.textPrimary))
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        seek(event.location.x)
        return true
    }

    override func pointerDragged(_ event: PointerEvent) { seek(event.location.x) }

    /// Over a band the tooltip names it: its variant, request, phase and length.
    override func pointerMoved(_ event: PointerEvent) {
        tooltip =
            band(at: event.location).map { letter, request, band in
                text(
                    ScenesText.band(
                        letter, request: request + 1, phase: text(ScenesText.phase(band.phase)), seconds: band.length))
            } ?? generalTooltip
    }

    /// The band under `point`, with its variant's letter and its request (0-based).
    func band(at point: Point) -> (String, Int, PhaseBand)? {
        guard let run, run.duration > 0 else { return nil }
        let variant = Int(((point.y - track.minY - 2) / (Self.rowHeight + 4)).rounded(.down))
        guard run.timelines.indices.contains(variant), variant < letters.count else { return nil }
        let t = (point.x - track.minX) / track.width * run.duration
        let request = run.request(at: t)
        let local = t - run.starts[request]
        guard let band = run.timelines[variant][request].bands.first(where: { local >= $0.start && local < $0.end })
        else { return nil }
        return (letters[variant], request, band)
    }

    private func seek(_ px: Double) {
        guard let run else { return }
        onSeek?((px - track.minX) / track.width * run.duration)
    }

    override var cursor: Cursor { .hand }
}
