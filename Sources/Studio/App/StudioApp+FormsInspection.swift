import LoaderKitCore
import Graphics
import SpecLanguage
import StudioInspection
import UI

/// The inspector forms in the control channel's `state` (under `forms`): what they edit, the
/// easing curve's handles and dot, the layout and shape fields, the diagram's handles, the
/// parts and tracks, the timing lists and rest values, and the refusals shown, so journeys can
/// drive them with real input. Points are window points.
extension StudioApp {
    func formsState() -> StudioState.Forms {
        let section = editor.inspector.authoring
        var forms = StudioState.Forms()
        forms.shown = section.isVisibleInWindow
        guard let target = section.target else { return forms }
        forms.part = target.partPath.description
        forms.partIndex = target.partIndex
        forms.track = target.track?.path.description
        let labels: [(String, RefusalLabel)] = [
            ("easing", section.easing.refusal), ("layout", section.layout.refusal),
            ("shape", section.shape.refusal), ("parts", section.parts.refusal),
            ("timing", section.timing.refusal),
        ]
        for (name, label) in labels where !label.text.isEmpty { forms.refusals[name] = label.text }
        forms.easing = easingState(section.easing)
        forms.layout = objectState(section.layout)
        forms.shape = objectState(section.shape)
        let diagram = section.diagram
        var diagramState = StudioState.Diagram()
        diagramState.handle = diagram.handleKind?.rawValue ?? ""
        diagramState.centre = point(diagram.convert(diagram.handleCenter, to: nil))
        diagramState.handles = Dictionary(
            diagram.handles.map { ($0.kind.rawValue, point(diagram.convert(diagram.center(of: $0), to: nil))) },
            uniquingKeysWith: { a, _ in a })
        forms.diagram = diagramState
        var timing = StudioState.Timing()
        timing.offsets = section.timing.offsetRows.map(\.slider.field.value)
        timing.durations = section.timing.durationRows.map(\.slider.field.value)
        timing.perElementOffsets = section.timing.offsetsToggle.isOn
        timing.perElementDurations = section.timing.durationsToggle.isOn
        timing.rest = section.timing.restRows.map(\.name)
        forms.timing = timing
        var parts = StudioState.Parts()
        parts.title = section.parts.header.label.text
        parts.tracks = section.parts.trackRows.map(\.select.title)
        parts.addable = section.parts.addPicker.titles
        forms.parts = parts
        return forms
    }

    private func easingState(_ form: EasingForm) -> StudioState.Easing {
        let curve = form.curveEditor
        var state = StudioState.Easing()
        state.shown = !form.isHidden
        state.perSegment = form.mode.selectedIndex == 1
        state.segment = form.segment
        state.curve = curve.curve.values
        state.preset = form.presets.selectedName ?? ""
        state.userPresets = form.userPresets.map(\.name)
        let geometry = curve.geometry
        state.handles = curve.handles.map { handle in
            let p = curve.convert(geometry.visibleViewPoint(curve.curve.handle(handle.index)), to: nil)
            var answer = StudioState.Easing.Handle()
            answer.id = handle.identifier ?? ""
            answer.x = p.x
            answer.y = p.y
            answer.focused = handle.isFocused
            return answer
        }
        state.progress = curve.progress
        state.eased = curve.easedProgress
        state.ghost = curve.ghostCurve != nil
        return state
    }

    private func objectState(_ form: ObjectTypeForm) -> StudioState.ObjectType {
        var state = StudioState.ObjectType()
        state.type = form.shownType ?? ""
        for row in form.rows {
            var field = StudioState.ObjectType.Field()
            field.value = row.slider.field.value
            field.slider = row.slider.slider.value
            field.param = row.boundParam
            state.fields[row.name] = field
        }
        state.orient = form.orientToggle?.isOn
        return state
    }

    private func point(_ p: Point) -> StudioState.Point { StudioState.Point(x: p.x, y: p.y) }
}
