import ArtworkAccessibility
import Graphics
import LoaderKitCore
import Localization
import UI

/// What Progress mode's Accessibility section checks: the selected design's options on the
/// light and dark previews, at the value shown (nil: indeterminate).
struct ProgressCheckRequest: Sendable, Equatable {
    let options: ProgressOptions
    let backgrounds: [CheckBackground]
    let value: Double?

    func run() -> ProgressArtworkReport {
        ProgressArtworkReport(options: options, backgrounds: backgrounds, value: value)
    }
}

/// Progress mode's Accessibility section: the progress colour on the light and dark
/// backgrounds (with Fix: the nearest passing colour of its hue), the fill against its track,
/// and the animation's flashing. Checked off the main actor.
@MainActor
final class ProgressCheckSection: FormStack, FrameAnimating, LanguageAware {
    let header = SectionHeader("ACCESSIBILITY")
    let status = caption("")
    let rows = FormStack()
    private(set) var text = StudioCatalogue.english
    private let job = BackgroundCheck<ProgressCheckRequest, ProgressArtworkReport> { $0.run() }
    private var revision = 0
    private(set) var request: ProgressCheckRequest?
    private(set) var report: ProgressArtworkReport?
    /// Sets the progress colour (the contrast fix).
    var onFix: (@MainActor (Color) -> Void)?

    /// The backgrounds checked: the Editor's light and dark previews, each with the theme's
    /// accent as the automatic progress colour.
    static let backgrounds = [
        CheckBackground(name: "light", color: PreviewBackground.lightColor, automaticColor: Theme.light.color(.accent)),
        CheckBackground(name: "dark", color: PreviewBackground.darkColor, automaticColor: Theme.dark.color(.accent)),
    ]

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "progress.check"
        spacing = 4
        status.identifier = "progress.check.status"
        rows.identifier = "progress.check.rows"
        for view in [header, status, rows] as [View] { addSubview(view) }
        applyLanguage(text)
    }

    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = text(CheckText.accessibility)
        showReport()
    }

    /// Checks `request` unless it is the one shown.
    func check(_ request: ProgressCheckRequest?) {
        guard request != self.request else { return }
        self.request = request
        report = nil
        revision += 1
        if let request { job.request(request, revision: revision) }
        showReport()
    }

    var wantsFrames: Bool { job.isBusy }

    func advance(by dt: Double) {
        guard let (finished, output) = job.take(), finished == revision else { return }
        report = output
        showReport()
    }

    private func name(_ index: Int) -> String {
        text(index == 0 ? EditorText.backgroundLight : EditorText.backgroundDark)
    }

    private func add(_ verdict: CheckVerdict, _ title: Message, _ message: String, id: String) -> CheckRow {
        let row = CheckRow()
        row.identifier = id
        row.show(verdict, word: text(CheckText.verdict(verdict)), title: text(title), message: message)
        row.fixButton.title = text(CheckText.fix)
        rows.addSubview(row)
        return row
    }

    private func showReport() {
        rows.removeRows()
        status.text = request == nil ? "" : report == nil ? text(CheckText.checking) : ""
        status.isHidden = status.text.isEmpty
        defer { setNeedsLayoutUpToTheWindow() }
        guard let report, let weakest = report.weakest, let track = report.weakestTrack else { return }
        var message = text(CheckText.progressContrast(ratio: weakest.colorRatio, background: name(weakest.background)))
        let fix =
            report.contrastVerdict == .fail
            ? ContrastFix.nearestPassing(weakest.color, opacity: 1, backgrounds: report.backgrounds.map(\.color)) : nil
        if report.contrastVerdict == .fail {
            message +=
                "\n"
                + (fix.map { text(CheckText.contrastFix(IndicatorCheckSection.hex($0))) }
                    ?? text(CheckText.contrastNoFix(opacity: 1)))
        }
        let contrastRow = add(report.contrastVerdict, CheckText.contrast, message, id: "progress.check.contrast")
        if let fix { contrastRow.onFix = { [unowned self] in onFix?(fix) } }
        var trackMessage = text(CheckText.progressTrack(ratio: track.trackRatio, background: name(track.background)))
        if report.trackVerdict != .pass { trackMessage += "\n" + text(CheckText.progressTrackAdvice) }
        _ = add(report.trackVerdict, CheckText.contrast, trackMessage, id: "progress.check.track")
        let worst = report.flashing.indices.max { a, b in
            (report.flashing[a].passes ? 0 : 1, report.flashing[a].generalPeakRate)
                < (report.flashing[b].passes ? 0 : 1, report.flashing[b].generalPeakRate)
        }
        if let worst {
            let r = report.flashing[worst]
            let flash =
                r.passes
                ? CheckText.flashPass(
                    rate: max(r.generalPeakRate, r.redPeakRate), size: report.side, background: name(worst),
                    share: r.areaShareOfField)
                : CheckText.flashFail(
                    rate: max(r.generalDecisiveRate, r.redDecisiveRate),
                    area: max(r.generalAreaOverLimitRate, r.redAreaOverLimitRate), share: r.areaShareOfField,
                    size: report.side,
                    background: name(worst))
            _ = add(r.passes ? .pass : .fail, CheckText.flashing, text(flash), id: "progress.check.flashing")
        }
    }
}
