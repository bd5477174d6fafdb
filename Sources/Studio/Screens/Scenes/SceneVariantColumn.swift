import Graphics
import LoadingLifecycle
import Localization
import UI

/// One variant on the stage: its header (letter, what the slot shows, its policy), the device
/// with the mock app, and its figures and guidance under it. A click selects it for the
/// inspector.
@MainActor
final class SceneVariantColumn: View {
    let header = Label("", font: .title)
    let policyLabel = Label("", font: .uiSmall)
    let device: SceneDeviceView
    let numbers = Label("", font: .uiSmall)
    let hints = Label("", font: .uiSmall)
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    var onSelect: (@MainActor () -> Void)?
    /// Points above the device (header and policy) and below it (figures and hints).
    static let headerHeight = 44.0
    static let footerHeight = 80.0

    init(app: SceneMockApp) {
        device = SceneDeviceView(app: app)
        super.init()
        cornerRadius = 8
        policyLabel.textColor = .token(.textSecondary)
        numbers.numberOfLines = 3
        hints.numberOfLines = 2
        hints.textColor = .token(.warning)
        for view in [header, policyLabel, device, numbers, hints] as [View] { addSubview(view) }
    }

    /// Shows the header, the figures and the guidance in the language of `text`.
    func show(
        letter: String, what: String, policy: LoadingPolicy, statistics: LifecycleStatistics?,
        hints guidance: [GuidanceHint], text: Localizer
    ) {
        header.text = text(ScenesText.header(letter, what))
        policyLabel.text = text(ScenesText.policy(delay: policy.showDelay, minimum: policy.minimumVisible))
        policyLabel.tooltip = policyLabel.text
        if let s = statistics {
            numbers.text =
                text(ScenesText.flashes(s.flashShare)) + " · " + text(ScenesText.neverShown(s.neverShownShare)) + "\n"
                + text(ScenesText.timeToContent(median: s.medianTimeToContent, p95: s.p95TimeToContent))
            // The figures whole (a narrow column cuts them), then what they count.
            numbers.tooltip = numbers.text + "\n\n" + text(ScenesText.numbersTooltip(s.requestCount))
        }
        let lines = guidance.map { "⚠ " + text(ScenesText.hint($0)) }
        hints.text = lines.joined(separator: "\n")
        hints.tooltip = lines.isEmpty ? nil : lines.joined(separator: "\n")
        header.tooltip = header.text
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        onSelect?()
        return true
    }

    override func layoutSubviews() {
        let w = bounds.width, pad = 8.0
        header.frame = Rect(x: pad, y: 4, width: w - 2 * pad, height: 20)
        policyLabel.frame = Rect(x: pad, y: 24, width: w - 2 * pad, height: 16)
        let deviceHeight = max(0, bounds.height - Self.headerHeight - Self.footerHeight)
        device.frame = Rect(x: pad, y: Self.headerHeight, width: max(0, w - 2 * pad), height: deviceHeight)
        let footer = Self.headerHeight + deviceHeight + 4
        numbers.frame = Rect(x: pad, y: footer, width: w - 2 * pad, height: 44)
        hints.frame = Rect(x: pad, y: footer + 46, width: w - 2 * pad, height: 30)
    }

    override func draw(in canvas: inout Canvas) {
        if isSelected {
            canvas.strokeInside(bounds, width: 2, color: canvas.color(.accent), radius: cornerRadius)
        }
    }
}
