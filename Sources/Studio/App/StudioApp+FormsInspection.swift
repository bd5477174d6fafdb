import Graphics
import SpecLanguage
import UI

/// The inspector forms in the control channel's `state` (under `forms`): what they edit, the
/// easing curve's handles and dot, the layout and shape fields, the diagram's handles, the
/// parts and tracks, the timing lists and rest values, and the refusals shown, so journeys can
/// drive them with real input. Points are window points.
extension StudioApp {
    func formsState() -> [String: Any] {
        let section = editor.inspector.authoring
        var forms: [String: Any] = ["shown": section.isVisibleInWindow]
        guard let target = section.target else { return forms }
        forms["part"] = target.partPath.description
        forms["partIndex"] = target.partIndex
        if let track = target.track { forms["track"] = track.path.description }
        var refusals: [String: String] = [:]
        let labels: [(String, RefusalLabel)] = [
            ("easing", section.easing.refusal), ("layout", section.layout.refusal),
            ("shape", section.shape.refusal), ("parts", section.parts.refusal),
            ("timing", section.timing.refusal),
        ]
        for (name, label) in labels where !label.text.isEmpty { refusals[name] = label.text }
        forms["refusals"] = refusals
        forms["easing"] = easingState(section.easing)
        forms["layout"] = objectState(section.layout)
        forms["shape"] = objectState(section.shape)
        let diagram = section.diagram
        forms["diagram"] = [
            "handle": diagram.handleKind?.rawValue ?? "",
            "centre": point(diagram.convert(diagram.handleCenter, to: nil)),
            "handles": Dictionary(
                diagram.handles.map { ($0.kind.rawValue, point(diagram.convert(diagram.center(of: $0), to: nil))) },
                uniquingKeysWith: { a, _ in a }),
        ]
        forms["timing"] = [
            "offsets": section.timing.offsetRows.map(\.slider.field.value),
            "durations": section.timing.durationRows.map(\.slider.field.value),
            "perElementOffsets": section.timing.offsetsToggle.isOn,
            "perElementDurations": section.timing.durationsToggle.isOn,
            "rest": section.timing.restRows.map(\.name),
        ]
        forms["parts"] = [
            "title": section.parts.header.label.text,
            "tracks": section.parts.trackRows.map(\.select.title),
            "addable": section.parts.addPicker.titles,
        ]
        return forms
    }

    private func easingState(_ form: EasingForm) -> [String: Any] {
        let curve = form.curveEditor
        var state: [String: Any] = [
            "shown": !form.isHidden, "perSegment": form.mode.selectedIndex == 1,
            "segment": form.segment, "curve": curve.curve.values,
            "preset": form.presets.selectedIndex.map { form.presetTitles[$0] } ?? "",
        ]
        let geometry = curve.geometry
        state["handles"] = curve.handles.map { handle -> [String: Any] in
            let p = curve.convert(geometry.visibleViewPoint(curve.curve.handle(handle.index)), to: nil)
            return ["id": handle.identifier ?? "", "x": p.x, "y": p.y, "focused": handle.isFocused]
        }
        if let progress = curve.progress { state["progress"] = progress }
        return state
    }

    private func objectState(_ form: ObjectTypeForm) -> [String: Any] {
        var fields: [String: Any] = [:]
        for row in form.rows {
            var field: [String: Any] = ["value": row.slider.field.value, "slider": row.slider.slider.value]
            if let param = row.boundParam { field["param"] = param }
            fields[row.name] = field
        }
        if let toggle = form.orientToggle { fields["orient"] = ["value": toggle.isOn] }
        return ["type": form.shownType ?? "", "fields": fields]
    }

    private func point(_ p: Point) -> [String: Double] { ["x": p.x, "y": p.y] }
}
