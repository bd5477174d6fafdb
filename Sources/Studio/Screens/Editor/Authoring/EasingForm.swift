import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The Easing form of the selected track: one easing for all segments or one per segment (with
/// the segment chosen), the curve editor (its dot and ball follow the playhead within the
/// segment), and the presets as tiles: LoaderKit's names, the library's curves, the user's own
/// (saved, removed, copied and pasted as JSON: EasingForm+Presets) and "Custom". Every change
/// sets the track's `easing`.
@MainActor
final class EasingForm: FormStack, LanguageAware {
    let editing: AuthoringEditing
    /// The language of the form's texts and of the undo names of its edits.
    private(set) var text = StudioCatalogue.english
    let header = SectionHeader("")
    /// One easing for all segments, or one per segment.
    let mode = SegmentedControl(["", ""])
    let segmentPicker = SegmentedControl(["1"])
    /// The presets' tiles (`forms.easing.preset.<name>`, `forms.easing.preset.Custom`).
    let presets = EasingPresetGrid(
        identifierPrefix: "forms.easing.preset", showsCustom: true, removable: true, showsEmptyUserSection: true)
    let curveEditor = CurveEditor()
    let refusal = RefusalLabel(identifier: "forms.easing.refusal")
    /// The name to save the current curve under, and the user presets' buttons.
    let presetName = TextField()
    let saveButton = Button("")
    let copyButton = Button("")
    let pasteButton = Button("")
    /// The user's presets, as the settings keep them; the owner sets them and hears the user's
    /// changes through `onUserPresetsChange`.
    var userPresets: [UserEasingPreset] {
        get { presets.userPresets }
        set {
            presets.userPresets = newValue
            copyButton.isEnabled = !newValue.isEmpty
        }
    }
    /// Called with the user's presets after the user saved, removed or pasted some.
    var onUserPresetsChange: (@MainActor ([UserEasingPreset]) -> Void)?
    private(set) var trackPath: JSONPath?
    private(set) var choice: EasingChoice?
    /// The segment edited (0 when the track has one easing).
    private(set) var segment = 0
    /// The key that joins a handle drag's steps.
    static let dragKey = "forms.easing.curve"

    init(editing: AuthoringEditing) {
        self.editing = editing
        super.init()
        identifier = "forms.easing"
        mode.identifier = "forms.easing.mode"
        segmentPicker.identifier = "forms.easing.segment"
        curveEditor.identifier = "forms.easing.curve"
        curveEditor.handles[0].identifier = "forms.easing.p1"
        curveEditor.handles[1].identifier = "forms.easing.p2"
        curveEditor.handleTooltips = SourcePaneText.curveHandleTooltips()
        for (index, field) in curveEditor.fields.enumerated() {
            field.identifier = "forms.easing.\(CurveEditor.fieldNames[index])"
        }
        presets.identifier = "forms.easing.presets"
        let actions = EasingPresetActions(
            field: presetName, save: saveButton, share: [copyButton, pasteButton])
        for view in [header, mode, segmentPicker, curveEditor, refusal, presets, actions] as [View] {
            addSubview(view)
        }
        mode.onChange = { [unowned self] index in
            guard let choice else { return }
            apply(
                choice.json(perSegment: index == 1, segment: segment),
                name: text(index == 1 ? EditorFormsText.undoEasingPerSegment : EditorFormsText.undoOneEasing))
        }
        segmentPicker.onChange = { [unowned self] index in
            segment = index
            if let choice { showChoice(choice) }
        }
        presets.onPick = { [unowned self] preset in pick(preset) }
        presets.onCustom = { [unowned self] in window?.focus(curveEditor.handles[0], reveal: true) }
        wirePresetActions()
        // The curve's drags and nudges write values to 0.001 (`EditPrecision`).
        curveEditor.decimals = EditPrecision.decimals(.value)
        curveEditor.onChange = { [unowned self] curve, isFinal in
            let easing = EasingChoice.easing(curve)
            if !isFinal {
                curveDragging = true
                apply(setting: easing, name: text(EditorFormsText.undoEasingCurve), coalescing: Self.dragKey)
            } else if curveDragging {
                curveDragging = false
                editing.endCoalescing()
            } else {
                apply(setting: easing, name: text(EditorFormsText.undoEasingCurve))
            }
        }
        applyLanguage(text)
    }

    /// The header, the mode's segments and the presets' buttons in `text`'s language (the grid
    /// takes it itself, as a view of the tree).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        mode.segments = [text(EditorFormsText.oneForAll), text(EditorFormsText.perSegment)]
        applyPresetLanguage(text)
        showHeader()
        setNeedsLayout()
    }

    /// Sets the shown segment's easing to `preset`'s (one undoable step named after it).
    func pick(_ preset: EasingPreset) {
        apply(setting: preset.easing, name: text(EditorFormsText.undoEasing(preset.name)))
    }

    /// The property of the track shown, for the header.
    private var property: String?

    private func showHeader() {
        header.label.text = text(property.map(EditorFormsText.easingOf) ?? EditorFormsText.easingHeader)
    }

    /// True between the first move of a handle drag and its end.
    private var curveDragging = false

    /// Shows the easing of `track` at `path`; `segment` from the selection when it names one.
    func show(track: IndicatorSpec.Track, path: JSONPath, segment selected: Int?) {
        let samePath = path == trackPath
        trackPath = path
        let choice = EasingChoice(track)
        self.choice = choice
        if let selected { segment = selected } else if !samePath { segment = 0 }
        segment = min(segment, choice.segments.count - 1)
        property = track.property.rawValue
        showHeader()
        showChoice(choice)
    }

    private func showChoice(_ choice: EasingChoice) {
        mode.selectedIndex = choice.isPerSegment ? 1 : 0
        mode.isEnabled = choice.segments.count > 1 || choice.isPerSegment
        let titles = choice.segments.indices.map { String($0 + 1) }
        if segmentPicker.segments != titles { segmentPicker.segments = titles }
        segmentPicker.selectedIndex = segment
        let hidePicker = !choice.isPerSegment
        if segmentPicker.isHidden != hidePicker {
            segmentPicker.isHidden = hidePicker
            setNeedsLayout()
        }
        let easing = choice.easing(segment: segment)
        presets.current = easing
        if !curveDragging { curveEditor.curve = EasingChoice.curve(easing) }
    }

    /// The easing of the segment shown, nil before a track is.
    var shownEasing: IndicatorSpec.Easing? { choice?.easing(segment: segment) }

    /// The segment whose curve the dot runs on (the selected one; the only one otherwise).
    var shownSegment: Int { choice?.isPerSegment == true ? segment : 0 }

    /// Places the dot at the playhead's progress within the shown segment (hidden outside it).
    func showPlayhead(time: Double?, part: IndicatorEvaluator.PreparedPart?, track: IndicatorSpec.Track?, isGroup: Bool)
    {
        guard let time, let part, let track else {
            curveEditor.progress = nil
            return
        }
        if choice?.isPerSegment == true {
            curveEditor.progress = SegmentProgress.progress(
                time: time, part: part, isGroup: isGroup,
                keyTimes: track.keyTimes, segment: segment)
        } else {
            // One easing runs in every segment: the dot follows whichever segment plays.
            let count = max(1, track.keyTimes.count - 1)
            curveEditor.progress =
                (0..<count).lazy.compactMap {
                    SegmentProgress.progress(
                        time: time, part: part, isGroup: isGroup, keyTimes: track.keyTimes, segment: $0)
                }.first
        }
    }

    /// Gives the shown segment (every segment when one easing) `easing`: in a per-segment list
    /// only that segment's item changes, so the others keep their bytes.
    private func apply(setting easing: IndicatorSpec.Easing, name: String, coalescing: String? = nil) {
        guard let choice, let trackPath else { return }
        if let item = choice.writtenItem(segment: segment) {
            apply(
                .set(trackPath.appending(key: "easing").appending(index: item), json: EasingChoice.json(easing)),
                name: name,
                coalescing: coalescing)
        } else {
            apply(
                .setEasing(track: trackPath, json: choice.json(setting: easing, segment: segment)), name: name,
                coalescing: coalescing)
        }
    }

    private func apply(_ json: String, name: String, coalescing: String? = nil) {
        guard let trackPath else { return }
        apply(.setEasing(track: trackPath, json: json), name: name, coalescing: coalescing)
    }

    private func apply(_ operation: SpecOperation, name: String, coalescing: String? = nil) {
        let refused = editing.perform(operation, name, coalescing)
        refusal.show(refused)
        if refused != nil, let choice {
            curveDragging = false
            showChoice(choice)
        }
    }
}
