import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import UI

/// The spec's own fields: its name, and its params as a list to declare, rename, retune and
/// delete. A rename changes every `{"$param": …}` that uses the param in one undoable edit;
/// deleting a used param asks first (a notice whose button inlines the default, then deletes).
@MainActor
final class SpecForm: FormStack, LanguageAware {
    let editing: AuthoringEditing
    /// The language of the form's texts, of the rows built and of the undo names of the edits.
    private(set) var text = StudioCatalogue.english
    let header = SectionHeader("")
    let nameCaption = caption("")
    let nameField = TextField()
    let paramsHeader = SectionHeader("")
    let paramsStack = FormStack()
    let noParams = caption("", tone: .textTertiary)
    let addButton = Button("")
    let refusal = RefusalLabel(identifier: "forms.spec.refusal")
    /// The rows shown, one per declared param, in the file's order.
    private(set) var rows: [(name: String, nameField: TextField, value: NumberField, remove: Button)] = []

    init(editing: AuthoringEditing) {
        self.editing = editing
        super.init()
        identifier = "forms.spec"
        nameField.identifier = "forms.spec.name"
        nameField.onCommit = { [unowned self] typed in
            perform(
                .set(JSONPath([.key("name")]), json: Self.quote(typed)), name: text(EditorFormsText.undoName(typed)))
        }
        noParams.numberOfLines = 0
        addButton.identifier = "forms.param.add"
        addButton.icon = Icons.plus
        addButton.action = { [unowned self] in addParam() }
        paramsStack.spacing = 4
        let nameRow = RowView(height: theme.controlHeight, views: [nameCaption, nameField]) { row in
            row.subviews[0].frame = Rect(x: 0, y: 0, width: 56, height: row.bounds.height)
            row.subviews[1].frame = Rect(x: 56, y: 0, width: row.bounds.width - 56, height: row.bounds.height)
        }
        let addRow = RowView(height: theme.controlHeight, views: [addButton]) { row in
            let width = min(row.bounds.width, 132)
            row.subviews[0].frame = Rect(x: 0, y: 0, width: width, height: row.bounds.height)
        }
        for view in [header, nameRow, paramsHeader, paramsStack, noParams, addRow, refusal] as [View] {
            addSubview(view)
        }
        applyLanguage(text)
    }

    /// The headers, the captions, the button and every tooltip in `text`'s language.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = text(EditorFormsText.specHeader)
        paramsHeader.label.text = text(EditorFormsText.paramsHeader)
        nameCaption.text = text(EditorFormsText.name)
        nameField.placeholder = text(EditorFormsText.name)
        nameField.tooltip = text(EditorFormsText.nameTooltip)
        noParams.text = text(EditorFormsText.noParams)
        addButton.title = text(EditorFormsText.addParam)
        addButton.tooltip = text(EditorFormsText.addParamTooltip)
        for row in rows { title(row) }
        setNeedsLayoutUpToTheWindow()
    }

    /// The placeholder and tooltips of a param's row.
    private func title(_ row: (name: String, nameField: TextField, value: NumberField, remove: Button)) {
        row.nameField.placeholder = text(EditorFormsText.paramPlaceholder)
        row.nameField.tooltip = text(EditorFormsText.paramNameTooltip)
        row.value.tooltip = text(EditorFormsText.paramValueTooltip)
        row.remove.tooltip = text(EditorFormsText.deleteParamTooltip(row.name))
    }

    /// The name as JSON text.
    static func quote(_ text: String) -> String {
        var out = ""
        JSONWriter.writeString(text, into: &out)
        return out
    }

    /// Shows `spec`'s name and params (rows rebuilt only when the names change, so a field
    /// being typed in keeps its text).
    func show(spec: IndicatorSpec) {
        if !nameField.isFocused, nameField.text != spec.name { nameField.setText(spec.name) }
        let names = spec.paramNames
        if names != rows.map(\.name) { buildRows(names) }
        for row in rows {
            let value = spec.params[row.name] ?? 0
            if !row.value.isFocused, row.value.value != value { row.value.setValue(value) }
        }
        noParams.isHidden = !rows.isEmpty
    }

    private func buildRows(_ names: [String]) {
        // The focus stays on the same field of the same row (a renamed param's row is remade).
        let focused = window?.focusedView
        let focusedIndex = rows.firstIndex { $0.nameField === focused || $0.value === focused }
        let focusedValue = rows.contains { $0.value === focused }
        paramsStack.removeRows()
        rows = names.map { name in
            let id = "forms.param.\(name)"
            let field = TextField(text: name)
            field.identifier = id + ".name"
            field.onCommit = { [unowned self] typed in rename(name, to: typed) }
            let value = NumberField(value: 0, range: -1e6...1e6, step: 0.1, fractionDigits: 3)
            value.identifier = id + ".value"
            value.onValueCommit = { [unowned self] v in
                perform(
                    .set(JSONPath([.key("params"), .key(name)]), json: SpecNumberText.format(v)),
                    name: text(EditorFormsText.undoParamDefault(name)))
            }
            let remove = iconButton(Icons.close, tooltip: "", identifier: id + ".remove") {}
            remove.action = { [unowned self] in delete(name) }
            title((name, field, value, remove))
            paramsStack.addSubview(
                RowView(height: theme.controlHeight, views: [field, value, remove]) { row in
                    let w = row.bounds.width, h = row.bounds.height
                    let valueWidth = 84.0, removeWidth = 28.0
                    let nameWidth = max(0, w - valueWidth - removeWidth - 8)
                    row.subviews[0].frame = Rect(x: 0, y: 0, width: nameWidth, height: h)
                    row.subviews[1].frame = Rect(x: nameWidth + 4, y: 0, width: valueWidth, height: h)
                    row.subviews[2].frame = Rect(x: w - removeWidth, y: 0, width: removeWidth, height: h)
                })
            return (name, field, value, remove)
        }
        if let focusedIndex, rows.indices.contains(focusedIndex) {
            window?.focus(focusedValue ? rows[focusedIndex].value : rows[focusedIndex].nameField)
        }
        setNeedsLayoutUpToTheWindow()
    }

    /// Declares the first free `param1`, `param2`… with default 1, and puts the keyboard in its
    /// name to rename it.
    private func addParam() {
        let taken = Set(rows.map(\.name))
        let name = (1...).lazy.map { "param\($0)" }.first { !taken.contains($0) } ?? "param"
        guard perform(.addParam(name: name, value: 1), name: text(EditorFormsText.undoAddParam(name))) == nil else {
            return
        }
        if let row = rows.first(where: { $0.name == name }) { window?.focus(row.nameField) }
    }

    private func rename(_ old: String, to new: String) {
        guard new != old else { return }
        if perform(.renameParam(from: old, to: new), name: text(EditorFormsText.undoRenameParam(old, to: new))) != nil {
            rows.first { $0.name == old }?.nameField.setText(old)
        }
    }

    /// Deletes an unused param at once; for a used one, asks with a notice whose button writes
    /// its default in place of each use, then deletes it (one undoable edit).
    private func delete(_ name: String) {
        let refused = editing.perform(
            .removeParam(name: name, inliningDefault: false), text(EditorFormsText.undoDeleteParam(name)), nil)
        guard let refused else { return refusal.show(nil) }
        guard refused.contains("is used") else { return refusal.show(refused) }
        refusal.show(nil)
        window?.showToast(
            refused, kind: .warning, duration: 10,
            action: ToastAction(text(EditorFormsText.inlineAndDelete), identifier: "forms.param.inline") {
                [weak self] in
                guard let self else { return }
                perform(
                    .removeParam(name: name, inliningDefault: true),
                    name: text(EditorFormsText.undoInlineAndDeleteParam(name)))
            })
    }

    @discardableResult
    private func perform(_ operation: SpecOperation, name: String) -> String? {
        let refused = editing.perform(operation, name, nil)
        refusal.show(refused)
        return refused
    }
}
