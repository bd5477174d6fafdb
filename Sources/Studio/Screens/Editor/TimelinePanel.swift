import Foundation
import Graphics
import LoaderKitCore
import Localization
import UI

/// The editor's bottom panel (96 points): transport buttons, the spec time t and the cycle
/// progress as monospaced numbers (of the frame drawn), the speed, "Reduced motion" while it
/// holds the preview still, freeze, the loop region and ping-pong, and the scrubber with the
/// keyTime ticks.
@MainActor
final class TimelinePanel: View, LanguageAware {
    let model: EditorModel
    let scrubber = TimelineScrubber()
    private var showsPlaying = true
    private var stillLabelClipped = false
    /// The language of the buttons and the readouts.
    private var text = StudioCatalogue.english
    let homeButton: Button, backButton: Button, playButton: Button, forwardButton: Button
    let timeLabel = Label("", font: .mono)
    let progressLabel = Label("", font: .mono)
    let speedLabel = Label("", font: .mono)
    let stillLabel = Label("Reduced motion", font: .uiSmall)
    let freezeButton = ToggleButton("Freeze", icon: Icons.freeze, tooltip: "", identifier: "timeline.freeze")
    let inButton = Button("In")
    let outButton = Button("Out")
    let loopButton = ToggleButton("Loop", icon: Icons.loop, tooltip: "", identifier: "timeline.loop")
    let pingPongButton = ToggleButton("Ping-pong", icon: Icons.pingPong, tooltip: "", identifier: "timeline.pingpong")

    init(model: EditorModel) {
        self.model = model
        homeButton = iconButton(Icons.stepBack, tooltip: "", identifier: "timeline.home") {}
        backButton = iconButton(Icons.stepBack, tooltip: "", identifier: "timeline.back") {}
        playButton = iconButton(Icons.pause, tooltip: "", identifier: "timeline.play") {}
        forwardButton = iconButton(Icons.stepForward, tooltip: "", identifier: "timeline.forward") {}
        super.init()
        backgroundColor = .token(.panel)
        identifier = "timeline"
        homeButton.icon = Icons.home
        inButton.identifier = "timeline.in"
        outButton.identifier = "timeline.out"
        for label in [timeLabel, progressLabel, speedLabel] {
            label.textColor = .token(.textSecondary)
            // Placed in frames of fixed widths (`layoutSubviews`): a frame's new time lays nothing out.
            label.layoutIgnoresText = true
        }
        timeLabel.identifier = "timeline.t"
        progressLabel.identifier = "timeline.progress"
        stillLabel.identifier = "timeline.reducedMotion"
        stillLabel.textColor = .token(.textSecondary)
        stillLabel.isHidden = true
        for view in [
            homeButton, backButton, playButton, forwardButton, timeLabel, progressLabel, speedLabel,
            stillLabel, freezeButton, inButton, outButton, loopButton, pingPongButton, scrubber,
        ] as [View] {
            addSubview(view)
        }
        homeButton.action = { [unowned self] in self.model.updateClock { $0.goToStart() } }
        backButton.action = { [unowned self] in self.model.updateClock { $0.step(seconds: -PlaybackClock.frameStep) } }
        forwardButton.action = { [unowned self] in self.model.updateClock { $0.step(seconds: PlaybackClock.frameStep) }
        }
        playButton.action = { [unowned self] in self.model.updateClock { $0.togglePlay() } }
        freezeButton.onChange = { [unowned self] _ in self.model.updateClock { $0.toggleFreeze() } }
        inButton.action = { [unowned self] in
            let p = self.model.displayProgress; self.model.updateClock { $0.setInPoint(p) }
        }
        outButton.action = { [unowned self] in
            let p = self.model.displayProgress; self.model.updateClock { $0.setOutPoint(p) }
        }
        loopButton.onChange = { [unowned self] on in self.model.updateClock { $0.setLooping(on) } }
        pingPongButton.onChange = { [unowned self] on in self.model.updateClock { $0.pingPong = on } }
        scrubber.onSeek = { [unowned self] p in self.model.updateClock { $0.seek(toProgress: p) } }
        scrubber.onWheel = { [unowned self] event, anchor in self.model.timeAxisWheel(event, anchor: anchor) }
        scrubber.onStep = { [unowned self] step in
            self.model.updateClock { clock in
                switch step {
                case .frames(let n): clock.step(seconds: Double(n) * PlaybackClock.frameStep)
                case .cycles(let part): clock.step(seconds: part * clock.duration)
                case .start: clock.goToStart()
                case .end:
                    // The last frame of the cycle (or the loop's out point): progress 1 is the next cycle's 0.
                    clock.seek(
                        toProgress: clock.loopRegion?.upperBound ?? max(0, 1 - PlaybackClock.frameStep / clock.duration)
                    )
                }
            }
        }
    }

    /// Sets the buttons, tooltips and readouts in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        func tip(_ action: Message, _ keys: Key...) -> String {
            CommonText.tooltip(action, keys.map { Shortcut($0) }, text)
        }
        homeButton.tooltip = tip(EditorText.toStart, .home)
        let shift = KeyNameText.modifiers(.shift, text).joined()
        backButton.tooltip = text(EditorText.back(key: KeyNameText.key(.left, text), shift: shift))
        forwardButton.tooltip = text(EditorText.forward(key: KeyNameText.key(.right, text), shift: shift))
        playButton.tooltip = tip(Message(HelpText.Shortcut.play.key), .space)
        stillLabel.text = text(EditorText.reducedMotion)
        stillLabel.tooltip = text(EditorText.reducedMotionTip)
        freezeButton.title = text(EditorText.freeze)
        freezeButton.tooltip = text(EditorText.freezeTip)
        inButton.title = text(EditorText.inPoint)
        inButton.tooltip = tip(EditorText.inTip, .character("i"))
        outButton.title = text(EditorText.outPoint)
        outButton.tooltip = tip(EditorText.outTip, .character("o"))
        loopButton.title = text(EditorText.loop)
        loopButton.tooltip = tip(EditorText.loopTip, .character("i"), .character("o"))
        pingPongButton.title = text(EditorText.pingPong)
        pingPongButton.tooltip = text(EditorText.pingPongTip)
        refresh(.playback)
        setNeedsLayout()
    }

    /// Shows the model's clock (and the ticks of a new spec).
    func refresh(_ change: EditorChange) {
        if change.contains(.document) {
            scrubber.ticks = model.spec.map(KeyTimeTicks.positions) ?? []
            setNeedsLayout()
        }
        if change.contains(.document) || change.contains(.timeAxis) { showAxis() }
        let clock = model.clock
        scrubber.progress = model.displayProgress
        scrubber.loopRegion = clock.loopRegion
        let shown = model.displayTime ?? clock.time
        timeLabel.text = Self.timeText(shown, text)
        progressLabel.text = text(
            EditorText.cycle(
                text.decimal(
                    PaddedThousandths.text(model.displayProgress, width: 5)
                        ?? String(format: "%5.3f", model.displayProgress))))
        speedLabel.text = TimelinePanel.speedText(clock.speed, text)
        // Reduced motion holds the preview still: the button offers play, and the panel says why.
        let held = model.isHeldByReducedMotion
        stillLabel.isHidden = !held || stillLabelClipped
        let playing = clock.isRunning(reduceMotion: model.reducesMotion)
        if playing != showsPlaying {
            showsPlaying = playing
            playButton.icon = playing ? Icons.pause : Icons.play
        }
        freezeButton.isOn = clock.frozenProgress != nil
        loopButton.isOn = clock.loopRegion != nil
        pingPongButton.isOn = clock.pingPong
    }

    /// "1×", "0.5×", "0.125×", "8×" ("0,5×" in French).
    static func speedText(_ speed: Double, _ text: Localizer = StudioCatalogue.english) -> String {
        text.number(speed, decimals: 3) + "×"
    }

    /// The ruler maps the spec's cycle onto the part of the time axis the lanes show.
    private func showAxis() {
        let span = model.timeAxisSpan
        let window = model.timeAxis.clamped(span: span)
        scrubber.setAxis(cycle: model.spec?.duration ?? 1, start: window.start, span: window.visibleSpan(of: span))
    }

    /// The clock's time for the readout, seconds to the millisecond (whole seconds from 10,000 s),
    /// padded so the digits hold still, with the language's decimal separator and unit space.
    nonisolated static func timeText(_ seconds: Double, _ text: Localizer = StudioCatalogue.english) -> String {
        let number =
            PaddedThousandths.text(seconds, width: 7)
            ?? (seconds < 9999.9995 ? String(format: "%7.3f", seconds) : String(format: "%.0f", seconds))
        return "t " + text.decimal(number)
            + text.numbers.unitSeparator + "s"
    }

    override func layoutSubviews() {
        let pad = theme.panelPadding, h = theme.controlHeight, y = 10.0
        var x = pad
        // Square icon buttons, 4 points apart.
        for button in [homeButton, backButton, playButton, forwardButton] {
            button.frame = Rect(x: x, y: y, width: h, height: h)
            x += h + 4
        }
        x += 12
        // As wide as the longest time shown ("t 9999.999 s"), so the cycle never crowds it.
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        let timeWidth = max(104, (engine.width(of: Self.timeText(9999.999, text), font: .mono) + 12).rounded(.up))
        timeLabel.frame = Rect(x: x, y: y, width: timeWidth, height: h); x += timeWidth + 8
        progressLabel.frame = Rect(x: x, y: y, width: 96, height: h); x += 104
        speedLabel.frame = Rect(x: x, y: y, width: 56, height: h)
        x += 56
        let stillWidth = (stillLabel.intrinsicContentSize?.width ?? 90).rounded(.up)
        stillLabel.frame = Rect(x: x + 8, y: y, width: stillWidth, height: h)
        var right = bounds.width - pad
        for view in [pingPongButton, loopButton, outButton, inButton, freezeButton].map({ $0 as View }) {
            // In and Out are 40 points, wider only when a language's word needs it (6 points a side).
            let width =
                view === inButton || view === outButton
                ? max(40, (engine.width(of: (view as? Button)?.title ?? "", font: .ui) + 12).rounded(.up))
                : (view.intrinsicContentSize?.width ?? 80)
            right -= width
            view.frame = Rect(x: right, y: y, width: width, height: h)
            right -= view === freezeButton ? 0 : (view === inButton ? 16 : 6)
        }
        // On a narrow window the speed readout gives way (the inspector shows the speed too).
        speedLabel.isHidden = x + 8 > right
        stillLabelClipped = x + 16 + stillWidth > right
        stillLabel.isHidden = stillLabelClipped || !model.isHeldByReducedMotion
        // One time axis: the ruler's cycle lies over the lanes' axis, so a keyframe's diamond,
        // its tick and the playhead line up (the lanes span the longest part's cycle).
        let axisWidth = KeyframeLaneLayout.axisWidth(width: bounds.width)
        let inset = TimelineScrubber.inset
        scrubber.frame = Rect(x: KeyframeLaneLayout.labelWidth - inset, y: 50, width: axisWidth + 2 * inset, height: 36)
        showAxis()
    }

    override func draw(in canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: bounds.width, height: canvas.hairline), color: canvas.theme.color(.border))
    }
}
