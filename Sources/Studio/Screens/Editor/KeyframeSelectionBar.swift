import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The lanes' header while several keyframes are selected: their count, "Time" (a percentage
/// that scales them in time about the first selected keyframe, or the playhead), "Values" (a
/// percentage that scales each track's selected values about their mean), Easing (a preset for
/// every segment between two selected keyframes), Reverse and Loop. Each is one undoable step;
/// a refusal shows as a toast.
@MainActor
final class KeyframeSelectionBar: View, LanguageAware {
    let model: EditorModel
    let countLabel = Label("", font: Font(.uiSmall, weight: .semibold))
    let timeLabel = Label("Time", font: .uiSmall)
    let timeField = TextField(text: "100")
    /// Where Time scales about: the first selected keyframe or the playhead.
    let pivotButton = Button("", style: .plain)
    let valuesLabel = Label("Values", font: .uiSmall)
    let valuesField = TextField(text: "100")
    let easingButton = Button("Easing")
    let reverseButton = Button("Reverse")
    let loopButton = Button("Loop")
    /// True when Time scales about the playhead.
    private(set) var scalesAboutPlayhead = false
    private(set) var text = StudioCatalogue.english
    /// The user's easing presets, offered after the library's (the settings give them).
    var userPresets: [UserEasingPreset] = []
    /// The lanes: they take the focus back once an action of the bar is done, so the arrows,
    /// Ctrl+A and Delete go on acting on the selection.
    weak var lanes: View?
    /// The playhead's keyTime in the primary keyframe's lane (the lanes give it).
    var playheadKeyTime: (@MainActor () -> Double?)?

    init(model: EditorModel) {
        self.model = model
        super.init()
        identifier = "keyframes.selection"
        countLabel.identifier = "keyframes.selection.count"
        timeField.identifier = "keyframes.selection.time"
        pivotButton.identifier = "keyframes.selection.pivot"
        valuesField.identifier = "keyframes.selection.values"
        easingButton.identifier = "keyframes.selection.easing"
        reverseButton.identifier = "keyframes.selection.reverse"
        loopButton.identifier = "keyframes.selection.loop"
        for label in [timeLabel, valuesLabel] { label.textColor = .token(.textSecondary) }
        let views: [View] = [
            countLabel, timeLabel, timeField, pivotButton, valuesLabel, valuesField, easingButton, reverseButton,
            loopButton,
        ]
        for view in views { addSubview(view) }
        timeField.onCommit = { [unowned self] in scaleTime($0) }
        valuesField.onCommit = { [unowned self] in scaleValues($0) }
        pivotButton.action = { [unowned self] in
            scalesAboutPlayhead.toggle()
            applyLanguage(text)
        }
        easingButton.action = { [unowned self] in showEasingPicker() }
        reverseButton.action = { [unowned self] in
            perform(.reverseKeyframes(model.keyframeSelection), TimingText.reverseStep)
        }
        loopButton.action = { [unowned self] in
            perform(.makeLoop(tracks: model.keyframeSelection.tracks.map(\.track)), TimingText.loopStep)
        }
    }

    func applyLanguage(_ text: Localizer) {
        self.text = text
        countLabel.text = text(TimingText.selected(model.selectedKeyframes.count))
        timeLabel.text = text(TimingText.time)
        valuesLabel.text = text(TimingText.values)
        pivotButton.title = text(scalesAboutPlayhead ? TimingText.aboutPlayhead : TimingText.aboutFirst)
        easingButton.title = text(TimingText.easing)
        reverseButton.title = text(TimingText.reverse)
        loopButton.title = text(TimingText.loop)
        timeField.tooltip = text(TimingText.timeTip)
        valuesField.tooltip = text(TimingText.valuesTip)
        easingButton.tooltip = text(TimingText.easingTip)
        reverseButton.tooltip = text(TimingText.reverseTip)
        loopButton.tooltip = text(TimingText.loopTip)
        setNeedsLayout()
    }

    /// Shows the selection's count (after any change of it).
    func refresh() {
        countLabel.text = text(TimingText.selected(model.selectedKeyframes.count))
    }

    /// A percentage typed in a field ("80", "80%", "200 %"), as a factor; nil (and a toast)
    /// for anything else.
    func factor(_ typed: String) -> Double? {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        let number = trimmed.hasSuffix("%") ? String(trimmed.dropLast()).trimmingCharacters(in: .whitespaces) : trimmed
        guard let percent = Double(number), percent.isFinite, percent > 0 else {
            window?.showToast(text(TimingText.typePercent), kind: .warning, duration: 4)
            return nil
        }
        return percent / 100
    }

    private func scaleTime(_ typed: String) {
        defer { timeField.text = "100" }
        guard let factor = factor(typed), factor != 1 else { return }
        let pivot: KeyframeTimePivot =
            scalesAboutPlayhead ? (playheadKeyTime?().map { .keyTime($0) } ?? .selectionStart) : .selectionStart
        perform(.scaleKeyframeTimes(model.keyframeSelection, factor: factor, pivot: pivot), TimingText.scaleTimeStep)
    }

    private func scaleValues(_ typed: String) {
        defer { valuesField.text = "100" }
        guard let factor = factor(typed), factor != 1 else { return }
        perform(.scaleKeyframeValues(model.keyframeSelection, factor: factor), TimingText.scaleValuesStep)
    }

    /// Applies `easing` (a preset's JSON) to every selected segment.
    func applyEasing(_ json: String) {
        window?.dismissPopover()
        perform(.setSegmentEasing(model.keyframeSelection, json: json), TimingText.easingStep)
    }

    private func perform(_ operation: SpecOperation, _ message: Message) {
        let window = self.window
        toastRefusal(model.performVisualEdit(operation, message: message))
        if let lanes, lanes.isVisibleInWindow { window?.focus(lanes) }
    }

    /// The width the bar needs, in points.
    var neededWidth: Double { frames(height: 24).last.map { $0.maxX } ?? 0 }

    private func frames(height: Double) -> [Rect] {
        let widths: [Double] = [84, 34, 48, 92, 44, 48, 70, 70, 56]
        var x = 0.0
        return widths.map { w in
            defer { x += w + 4 }
            return Rect(x: x, y: 0, width: w, height: height)
        }
    }

    override func layoutSubviews() {
        let views: [View] = [
            countLabel, timeLabel, timeField, pivotButton, valuesLabel, valuesField, easingButton, reverseButton,
            loopButton,
        ]
        for (view, frame) in zip(views, frames(height: bounds.height)) {
            view.frame = frame
            view.isHidden = frame.maxX > bounds.width
        }
    }
}
