import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The part's timing and rest values: stagger `each` and `start`, or per-element offsets (a
/// switch makes the list from the current stagger and back), the part's duration and, with the
/// second switch, its elements' own `durations`; a rest value per property the part writes one
/// for (× removes it), with a picker to add one for another property.
@MainActor
final class TimingForm: FormStack, LanguageAware {
    let editing: AuthoringEditing
    /// The language of the form's texts, of the rows built and of the undo names of the edits.
    private(set) var text = StudioCatalogue.english
    let header = SectionHeader("")
    let each: FormNumberRow
    let start: FormNumberRow
    let duration: FormNumberRow
    let offsetsToggle = Toggle("", isOn: false)
    let offsetsStack = FormStack()
    let durationsToggle = Toggle("", isOn: false)
    let durationsStack = FormStack()
    let restHeader = SectionHeader("")
    let restStack = FormStack()
    let addRest = ChoiceGrid([], columns: 3, identifierPrefix: "forms.rest.add")
    let refusal = RefusalLabel(identifier: "forms.timing.refusal")
    private(set) var partPath = JSONPath()
    private(set) var offsetRows: [FormNumberRow] = []
    private(set) var durationRows: [FormNumberRow] = []
    private(set) var restRows: [FormNumberRow] = []
    private var restMissing: [String] = []
    private var isOffsets = false

    init(editing: AuthoringEditing) {
        self.editing = editing
        each = FormNumberRow(
            name: "each", title: EditorFormsText.staggerEach, range: FormFieldRange.staggerSeconds,
            quantity: .time, acceptsParam: false, identifier: "forms.stagger.each")
        start = FormNumberRow(
            name: "start", title: EditorFormsText.staggerStart, range: FormFieldRange.staggerSeconds,
            quantity: .time, acceptsParam: false, identifier: "forms.stagger.start")
        duration = FormNumberRow(
            name: "duration", title: EditorFormsText.partDuration, range: FormFieldRange.durationSeconds,
            quantity: .time, acceptsParam: false, identifier: "forms.duration")
        super.init()
        identifier = "forms.timing"
        offsetsStack.spacing = 4
        durationsStack.spacing = 4
        for (row, key) in [(each, "each"), (start, "start")] {
            row.onChange = { [unowned self] value, dragging in
                let stagger = partPath.appending(key: "stagger")
                let json = FormFieldRange.json(value)
                // Without a stagger, `each` makes one; `start` needs `each` beside it.
                let operation: SpecOperation =
                    hasStagger
                    ? .set(stagger.appending(key: key), json: json)
                    : .set(stagger, json: key == "each" ? "{\"each\": \(json)}" : "{\"each\": 0, \"start\": \(json)}")
                perform(
                    operation, name: text(EditorFormsText.undoStagger(key)),
                    coalescing: dragging ? "forms.stagger.\(key)" : nil)
            }
            row.onDragEnd = { [unowned self] in editing.endCoalescing() }
        }
        duration.onChange = { [unowned self] value, dragging in
            let path = partPath.components.isEmpty ? JSONPath([.key("duration")]) : partPath.appending(key: "duration")
            perform(
                .set(path, json: FormFieldRange.json(value)), name: text(EditorFormsText.undoDuration),
                coalescing: dragging ? "forms.duration" : nil)
        }
        duration.onDragEnd = { [unowned self] in editing.endCoalescing() }
        offsetsToggle.identifier = "forms.stagger.perElement"
        offsetsToggle.onChange = { [unowned self] on in
            perform(
                on ? .addElementOffsets(part: partPath, atLeast: shownElements) : .removeElementOffsets(part: partPath),
                name: text(on ? EditorFormsText.undoOffsetsOn : EditorFormsText.undoOffsetsOff))
        }
        durationsToggle.identifier = "forms.durations.perElement"
        durationsToggle.onChange = { [unowned self] on in
            perform(
                on
                    ? .addElementDurations(part: partPath, atLeast: shownElements)
                    : .removeElementDurations(part: partPath),
                name: text(on ? EditorFormsText.undoDurationsOn : EditorFormsText.undoDurationsOff))
        }
        addRest.onChoose = { [unowned self] index in
            guard index < restMissing.count, let property = Property(rawValue: restMissing[index]) else { return }
            let value = FormFieldRange.json(property.restValue)
            let operation: SpecOperation =
                hasRest
                ? .set(partPath.appending(key: "rest").appending(key: property.rawValue), json: value)
                : .set(partPath.appending(key: "rest"), json: "{\"\(property.rawValue)\": \(value)}")
            perform(operation, name: text(EditorFormsText.undoRest(property.rawValue)))
        }
        let height = theme.controlHeight
        let switchRow = { (toggle: Toggle) in
            RowView(height: height, views: [toggle]) { $0.subviews[0].frame = $0.bounds }
        }
        for view in [
            header, switchRow(offsetsToggle), each, start, offsetsStack, duration, switchRow(durationsToggle),
            durationsStack,
            restHeader, restStack, addRest, refusal,
        ] as [View] { addSubview(view) }
        applyLanguage(text)
    }

    /// The headers, the switches and their tooltips in `text`'s language (the rows take it
    /// themselves, as views of the tree).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = text(EditorFormsText.timingHeader)
        restHeader.label.text = text(EditorFormsText.restHeader)
        offsetsToggle.title = text(EditorFormsText.useOffsets)
        offsetsToggle.tooltip = text(EditorFormsText.offsetsTooltip)
        durationsToggle.title = text(EditorFormsText.useDurations)
        durationsToggle.tooltip = text(EditorFormsText.durationsTooltip)
    }

    private var hasStagger = false
    private var hasRest = false
    /// The part's elements in the preview (at the tuned params): a list the switches make has
    /// at least as many entries, so the preview keeps working.
    private(set) var shownElements = 0

    /// Shows the timing of `part` at `partPath` (`specDuration` when it has none of its own);
    /// `shownElements` is its element count in the preview.
    func show(part: Part, partPath: JSONPath, specDuration: Double, params: [String: Double], shownElements: Int = 0) {
        self.partPath = partPath
        self.shownElements = shownElements
        hasStagger = part.stagger != nil
        hasRest = !part.rest.isEmpty
        switch part.stagger {
        case .offsets(let list)?:
            setOffsets(list)
        case .each(let e, let s)?:
            setOffsets(nil)
            each.show(e, boundTo: nil)
            start.show(s, boundTo: nil)
        case nil:
            setOffsets(nil)
            each.show(0, boundTo: nil)
            start.show(0, boundTo: nil)
        }
        duration.show(part.duration ?? specDuration, boundTo: nil)
        setDurations(part.durations)
        // The spec's own duration is its only cycle without parts: the row edits it there.
        duration.title = partPath.components.isEmpty ? EditorFormsText.duration : EditorFormsText.partDuration
        showRest(part.rest, params: params)
    }

    private func setOffsets(_ list: [Double]?) {
        isOffsets = list != nil
        offsetsToggle.isOn = isOffsets
        each.isHidden = isOffsets
        start.isHidden = isOffsets
        let values = list ?? []
        if offsetRows.count != values.count {
            offsetRows = elementRows(
                count: values.count, key: "stagger", name: "offset", title: EditorFormsText.offsetOfElement,
                range: FormFieldRange.staggerSeconds, stepName: EditorFormsText.undoStaggerOffset, in: offsetsStack)
        }
        for (row, value) in zip(offsetRows, values) { row.show(value, boundTo: nil) }
        offsetsStack.isHidden = values.isEmpty
        setNeedsLayout()
    }

    /// One row per element for the part's list `key` (`stagger` offsets, `durations`), in
    /// seconds, each edit setting its item; the rows replace `stack`'s.
    private func elementRows(
        count: Int, key: String, name: String, title: (Int) -> Message, range: ParamRange,
        stepName: Message, in stack: FormStack
    ) -> [FormNumberRow] {
        stack.removeRows()
        return (0..<count).map { i in
            let row = FormNumberRow(
                name: "\(name)\(i)", title: title(i), range: range,
                quantity: .time, acceptsParam: false, identifier: "forms.\(key).\(i)", text: text)
            row.onChange = { [unowned self] value, dragging in
                perform(
                    .set(partPath.appending(key: key).appending(index: i), json: FormFieldRange.json(value)),
                    name: text(stepName), coalescing: dragging ? "forms.\(key).\(i)" : nil)
            }
            row.onDragEnd = { [unowned self] in editing.endCoalescing() }
            stack.addSubview(row)
            return row
        }
    }

    private func setDurations(_ list: [Double]?) {
        durationsToggle.isOn = list != nil
        let values = list ?? []
        if durationRows.count != values.count {
            durationRows = elementRows(
                count: values.count, key: "durations", name: "duration", title: EditorFormsText.durationOfElement,
                range: FormFieldRange.durationSeconds, stepName: EditorFormsText.undoElementDuration,
                in: durationsStack)
            setNeedsLayout()
        }
        for (row, value) in zip(durationRows, values) { row.show(value, boundTo: nil) }
        durationsStack.isHidden = values.isEmpty
    }

    private func showRest(_ rest: [Property: Num], params: [String: Double]) {
        let present = Property.allCases.filter { rest[$0] != nil }
        if restRows.map(\.name) != present.map(\.rawValue) {
            restStack.removeRows()
            restRows = present.map { property in
                let name = property.rawValue
                let row = FormNumberRow(
                    name: name, range: FormFieldRange.property(name), quantity: FormFieldRange.quantity(property: name),
                    acceptsParam: true,
                    removable: true, identifier: "forms.rest.\(name)", text: text)
                row.onChange = { [unowned self] value, dragging in
                    perform(
                        .set(restPath(name), json: FormFieldRange.json(value)),
                        name: text(EditorFormsText.undoRest(name)),
                        coalescing: dragging ? "forms.rest.\(name)" : nil)
                }
                row.onDragEnd = { [unowned self] in editing.endCoalescing() }
                row.onRemove = { [unowned self] in
                    perform(
                        .removeRest(part: partPath, property: name), name: text(EditorFormsText.undoRemoveRest(name)))
                }
                row.onBind = { [unowned self, unowned row] param in
                    perform(
                        .set(
                            restPath(name),
                            json: param.map { "{\"$param\": \"\($0)\"}" } ?? FormFieldRange.json(row.slider.field.value)
                        ),
                        name: text(EditorFormsText.undoRest(name)))
                }
                restStack.addSubview(row)
                return row
            }
            setNeedsLayout()
        }
        for (row, property) in zip(restRows, present) {
            row.paramNames = params.keys.sorted()
            let num = rest[property]
            if case .param(let name)? = num {
                row.show(num?.resolve(params) ?? 0, boundTo: name)
            } else {
                row.show(num?.resolve(params) ?? property.restValue, boundTo: nil)
            }
        }
        restMissing = Property.allCases.filter { rest[$0] == nil }.map(\.rawValue)
        addRest.setTitles(restMissing, identifierPrefix: "forms.rest.add")
        restStack.isHidden = present.isEmpty
    }

    /// The rest value `name` of the part shown now (rows stay while the names do).
    private func restPath(_ name: String) -> JSONPath { partPath.appending(key: "rest").appending(key: name) }

    private func perform(_ operation: SpecOperation, name: String, coalescing: String? = nil) {
        let refused = editing.perform(operation, name, coalescing)
        refusal.show(refused)
        if refused != nil { onRefusal?() }
    }

    /// Called after a refused edit, so the owner shows the document's values again.
    var onRefusal: (@MainActor () -> Void)?
}
