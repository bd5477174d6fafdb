import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The Layout or the Shape form of a part: the type (the schema's types, as segments) and a row
/// per field of that type, generated from the schema: numbers with a slider and a field, a
/// `$param` binding where the schema accepts one, `orient` as a switch.
@MainActor
final class ObjectTypeForm: FormStack, LanguageAware {
    let kind: SchemaForms.Kind
    let editing: AuthoringEditing
    /// The language of the header, of the rows built and of the undo names of the edits.
    private(set) var text = StudioCatalogue.english
    let header: SectionHeader
    let typePicker: SegmentedControl
    let types: [String]
    let fieldsStack = FormStack()
    let refusal: RefusalLabel
    private(set) var rows: [FormNumberRow] = []
    private(set) var orientToggle: Toggle?
    /// The type whose fields are shown.
    private(set) var shownType: String?
    private(set) var partPath = JSONPath()

    init(kind: SchemaForms.Kind, editing: AuthoringEditing) {
        self.kind = kind
        self.editing = editing
        types = SchemaForms.loaderKit.types(kind)
        header = SectionHeader("")
        typePicker = SegmentedControl(types)
        refusal = RefusalLabel(identifier: "forms.\(kind.rawValue).refusal")
        super.init()
        identifier = "forms.\(kind.rawValue)"
        typePicker.identifier = "forms.\(kind.rawValue).type"
        typePicker.onChange = { [unowned self] index in
            let type = types[index]
            let operation: SpecOperation =
                kind == .layout
                ? .setLayoutType(part: partPath, type: type)
                : .setShapeType(part: partPath, type: type)
            perform(operation, name: text(EditorFormsText.undoSet(kind, type)))
        }
        for view in [header, typePicker, fieldsStack, refusal] as [View] { addSubview(view) }
        applyLanguage(text)
    }

    /// The header in `text`'s language (the types and the fields are LoaderKit's names).
    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = text(kind == .layout ? EditorFormsText.layoutHeader : EditorFormsText.shapeHeader)
    }

    /// The path of the object edited: the part's `layout` or `shape`.
    var objectPath: JSONPath { partPath.appending(key: kind.rawValue) }

    /// Shows the part's layout or shape (rows rebuilt only when the type changes, so a drag
    /// keeps its slider). `elementSize` (box units) is the first element's as prepared: what an
    /// absent width or height comes to.
    func show(part: Part, partPath: JSONPath, params: [String: Double], paramNames: [String], elementSize: Size? = nil)
    {
        self.partPath = partPath
        let type = kind == .layout ? part.layout.typeName : part.shape.typeName
        if let index = types.firstIndex(of: type) { typePicker.selectedIndex = index }
        if type != shownType { buildRows(type: type) }
        for row in rows {
            row.paramNames = paramNames
            let written =
                kind == .layout
                ? FormFieldValue.value(row.name, in: part.layout)
                : FormFieldValue.value(row.name, in: part.shape)
            let derived: Double? =
                switch row.name {
                case "width", "itemWidth": elementSize?.width
                case "height", "itemHeight": elementSize?.height
                default: nil
                }
            let shown = written?.resolve(params) ?? FormFieldValue.absentDefault(row.name, kind: kind) ?? derived ?? 0
            if case .param(let name)? = written {
                row.show(shown, boundTo: name)
            } else {
                row.show(shown, boundTo: nil)
            }
        }
        orientToggle?.isOn = FormFieldValue.orient(of: part.layout)
    }

    private func buildRows(type: String) {
        shownType = type
        fieldsStack.removeRows()
        rows = []
        orientToggle = nil
        for field in SchemaForms.loaderKit.fields(kind, type: type) {
            let id = "forms.\(kind.rawValue).\(field.name)"
            if field.isBoolean {
                let toggle = Toggle(field.name, isOn: false)
                toggle.identifier = id
                toggle.tooltip = field.description
                toggle.onChange = { [unowned self] on in
                    perform(
                        .set(objectPath.appending(key: field.name), json: on ? "true" : "false"), name: "\(field.name)")
                }
                orientToggle = toggle
                fieldsStack.addSubview(
                    RowView(height: theme.controlHeight, views: [toggle]) { $0.subviews[0].frame = $0.bounds })
                continue
            }
            let range = FormFieldRange.field(field.name)
            let row = FormNumberRow(
                name: field.name, range: range, quantity: FormFieldRange.quantity(field: field.name),
                acceptsParam: field.acceptsParam, identifier: id, text: text)
            row.nameLabel.tooltip = field.description
            let path = objectPath.appending(key: field.name)
            row.onChange = { [unowned self] value, dragging in
                perform(
                    .set(path, json: FormFieldRange.json(value, isCount: range.isCount)),
                    name: text(EditorFormsText.undoSet(kind, field.name)),
                    coalescing: dragging ? id : nil)
            }
            row.onDragEnd = { [unowned self] in editing.endCoalescing() }
            row.onBind = { [unowned self, unowned row] param in
                let json =
                    param.map { "{\"$param\": \"\($0)\"}" }
                    ?? FormFieldRange.json(row.slider.field.value, isCount: range.isCount)
                perform(
                    .set(path, json: json),
                    name: text(
                        param.map { EditorFormsText.undoBound(field.name, to: $0) }
                            ?? EditorFormsText.undoAsNumber(field.name)))
            }
            rows.append(row)
            fieldsStack.addSubview(row)
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The row of field `name`, if shown.
    func row(_ name: String) -> FormNumberRow? { rows.first { $0.name == name } }

    @discardableResult
    func perform(_ operation: SpecOperation, name: String, coalescing: String? = nil) -> String? {
        let refused = editing.perform(operation, name, coalescing)
        refusal.show(refused)
        if refused != nil { onRefusal?() }
        return refused
    }

    /// Called after a refused edit, so the owner shows the document's values again.
    var onRefusal: (@MainActor () -> Void)?
}
