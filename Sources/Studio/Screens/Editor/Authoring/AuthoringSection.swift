import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The inspector's section for the current selection: the part's buttons and tracks, its Layout
/// (with the diagram of element boxes) and Shape forms, its timing and rest values, and last the
/// Easing form of a selected track. It follows the document: `show` after each change of the
/// text or the selection, `showPlayhead` every frame.
@MainActor
final class AuthoringSection: FormStack, LanguageAware {
    let editing: AuthoringEditing
    let easing: EasingForm
    let parts: PartsForm
    let layout: ObjectTypeForm
    let diagram = LayoutDiagram()
    let shape: ObjectTypeForm
    let timing: TimingForm
    /// The spec's name and params.
    let specForm: SpecForm
    let noSpec = caption("", tone: .textTertiary)
    /// The language of the captions and of the diagram's undo names.
    private(set) var text = StudioCatalogue.english
    /// What the forms show.
    private(set) var target: AuthoringTarget?
    private(set) var spec: IndicatorSpec?
    private var params: [String: Double] = [:]
    private var evaluator: IndicatorEvaluator?
    private var selection: JSONPath?

    init(editing: AuthoringEditing) {
        self.editing = editing
        easing = EasingForm(editing: editing)
        parts = PartsForm(editing: editing)
        layout = ObjectTypeForm(kind: .layout, editing: editing)
        shape = ObjectTypeForm(kind: .shape, editing: editing)
        timing = TimingForm(editing: editing)
        specForm = SpecForm(editing: editing)
        super.init()
        identifier = "forms"
        noSpec.numberOfLines = 0
        // The part's buttons and tracks with the selected track's easing curve right under them,
        // then the part's other forms.
        // The spec's own form goes first while the spec itself is selected (`placeSpecForm`).
        for view in [noSpec, parts, easing, layout, diagram, shape, timing, specForm] as [View] { addSubview(view) }
        layout.onRefusal = { [unowned self] in reshow() }
        shape.onRefusal = { [unowned self] in reshow() }
        timing.onRefusal = { [unowned self] in reshow() }
        diagram.onChange = { [unowned self] fields, isFinal in
            guard let target else { return }
            if isFinal {
                editing.endCoalescing()
                return
            }
            let path = target.partPath.appending(key: "layout")
            let names = fields.map(\.0)
            let step = text(
                names.count == 2
                    ? EditorFormsText.undoLayoutTwo(names[0], names[1])
                    : EditorFormsText.undoSet(.layout, names.joined(separator: ", ")))
            for (name, value) in fields {
                let refused = layout.perform(
                    .set(path.appending(key: name), json: FormFieldRange.json(value)), name: step,
                    coalescing: "forms.layout.diagram")
                if refused != nil { break }
            }
        }
        applyLanguage(text)
    }

    /// The caption shown without a valid spec and the diagram's tooltip in `text`'s language
    /// (each form takes the language itself, as a view of the tree).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        noSpec.text = text(EditorFormsText.noSpec)
        diagram.tooltip = text(EditorFormsText.diagramTooltip)
        setNeedsLayoutUpToTheWindow()
    }

    /// Hides every form's refusal: the text changed since (an edit, Format, a reload), so what
    /// was refused is no longer the state shown.
    func clearRefusals() {
        func visit(_ view: View) {
            if let refusal = view as? RefusalLabel { refusal.show(nil) }
            for child in view.subviews { visit(child) }
        }
        visit(self)
    }

    /// Shows the forms for `selection` in `spec` (nil: the text has no valid version), with the
    /// element sizes `evaluator` prepared for it.
    func show(
        spec: IndicatorSpec?, selection: JSONPath?, params: [String: Double], evaluator: IndicatorEvaluator? = nil
    ) {
        self.spec = spec
        self.params = params
        self.evaluator = evaluator
        self.selection = selection
        if let spec { specForm.show(spec: spec) }
        specForm.isHidden = spec == nil
        placeSpecForm(first: Self.selectsTheSpec(selection))
        guard let spec, !spec.parts.isEmpty else {
            target = nil
            setShown(noSpec: true, easing: false)
            return
        }
        let target = AuthoringTarget.resolve(selection, in: spec)
        self.target = target
        let part = spec.parts[target.partIndex]
        if let trackRef = target.track, let track = target.selectedTrack(in: spec) {
            easing.show(track: track, path: trackRef.path, segment: target.segment)
        }
        parts.show(spec: spec, target: target)
        let names = spec.paramNames
        let prepared = evaluator.flatMap {
            target.partIndex < $0.parts.count ? $0.parts[target.partIndex].elements.first : nil
        }
        layout.show(
            part: part, partPath: target.partPath, params: params, paramNames: names,
            elementSize: prepared.map { Size($0.width, $0.height) })
        shape.show(part: part, partPath: target.partPath, params: params, paramNames: names)
        let shown = evaluator.flatMap {
            target.partIndex < $0.parts.count ? $0.parts[target.partIndex].elements.count : nil
        }
        timing.show(
            part: part, partPath: target.partPath, specDuration: spec.duration, params: params,
            shownElements: shown ?? 0)
        setShown(noSpec: false, easing: target.track != nil)
    }

    /// True for no selection, the spec itself, or its name or params: the spec's form then
    /// comes first.
    static func selectsTheSpec(_ selection: JSONPath?) -> Bool {
        guard let first = selection?.components.first else { return true }
        return first == .key("params") || first == .key("name")
    }

    /// Puts the spec's form first or last among the forms.
    private func placeSpecForm(first: Bool) {
        let index = subviews.firstIndex { $0 === specForm }
        let wanted = first ? 0 : subviews.count - 1
        guard index != wanted else { return }
        specForm.removeFromSuperview()
        if first { insertSubview(specForm, at: 0) } else { addSubview(specForm) }
        setNeedsLayout()
    }

    /// The header the Design index scrolls to for `section`.
    func header(of section: DesignIndex.Section) -> View {
        switch section {
        case .spec: specForm.header
        case .tracks: parts.tracksHeader
        case .layout: layout.header
        case .shape: shape.header
        case .timing: timing.header
        }
    }

    /// Shows the document's values again (after a refused edit).
    private func reshow() { show(spec: spec, selection: selection, params: params, evaluator: evaluator) }

    private func setShown(noSpec hideForms: Bool, easing showsEasing: Bool) {
        var changed = false
        func set(_ view: View, hidden: Bool) {
            if view.isHidden != hidden {
                view.isHidden = hidden
                changed = true
            }
        }
        set(noSpec, hidden: !hideForms)
        set(easing, hidden: hideForms || !showsEasing)
        for view in [parts, layout, diagram, shape, timing] as [View] { set(view, hidden: hideForms) }
        if changed { setNeedsLayoutUpToTheWindow() }
    }

    /// Moves the easing dot and the diagram's boxes to spec time `time` (nil: nothing drawn).
    func showPlayhead(time: Double?, evaluator: IndicatorEvaluator?) {
        guard let target, let spec, let evaluator, target.partIndex < evaluator.parts.count else {
            easing.showPlayhead(time: nil, part: nil, track: nil, isGroup: false)
            return
        }
        let part = evaluator.parts[target.partIndex]
        easing.showPlayhead(
            time: time, part: part, track: target.selectedTrack(in: spec), isGroup: target.track?.isGroup ?? false)
        let states = time.map { evaluator.states(at: $0).filter { $0.part == target.partIndex } } ?? []
        diagram.show(layout: spec.parts[target.partIndex].layout, states: states, params: params)
    }
}
