import Foundation
import Graphics
import Handoff
import LoaderKitCore
import Localization
import UI

/// New (Ctrl+N): start from a blank spec, a copy of the Editor's indicator, or a copy of any
/// built-in or of one of LoaderKit's 29 examples, picked from the "Start from" list (filtered
/// as a name is typed; Tab completes it). The choice hands a title and the text to `onChoose`.
@MainActor
final class NewSpecDialog: RaisedCard, DefaultActionPopover {
    let blankButton: Button
    let copyButton: Button
    let nameField = CompletingTextField()
    let copyNamedButton: Button
    let cancelButton: Button
    let errorLabel = Label("", font: .uiSmall)
    private let builtinCaption: Label
    /// The "Start from" list: the names the filter keeps, built-ins first.
    let listing = ScrollView()
    private let builtinsCaption: Label
    private let examplesCaption: Label
    /// The language of the dialog's texts.
    private let text: Localizer
    private var rows: [Button] = []
    /// The names listed, in the list's order.
    private(set) var listed: [String] = []
    /// Takes the new spec's title (nil: "Untitled N") and text.
    var onChoose: (@MainActor (String?, String) -> Void)?
    private let current: SpecDocument?

    /// The blank spec: one circle that breathes (a spec needs at least one track).
    static let blankText = """
        {
          "schemaVersion": 1,
          "name": "Untitled",
          "duration": 1,
          "layout": { "type": "single" },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [0.6, 1, 0.6], "easing": "easeInOut" }
          ]
        }

        """

    /// The dialog offering a copy of `current` too, worded by `text`.
    init(current: SpecDocument?, text: Localizer = StudioCatalogue.english) {
        self.current = current
        self.text = text
        blankButton = Button(text(SourcePaneText.newBlank), style: .primary)
        copyButton = Button(text(current.map { SourcePaneText.copyOf($0.displayName) } ?? SourcePaneText.copyIndicator))
        copyNamedButton = Button(text(SourcePaneText.newCopy))
        cancelButton = Button(text(SourcePaneText.newCancel))
        builtinCaption = caption(text(SourcePaneText.startFrom))
        builtinsCaption = caption(text(SourcePaneText.builtins), tone: .textTertiary)
        examplesCaption = caption(text(SourcePaneText.examples), tone: .textTertiary)
        super.init()
        identifier = "new"
        frame.size = Size(460 + 2 * RaisedCard.margin, 440 + 2 * RaisedCard.margin)
        blankButton.identifier = "new.blank"
        copyButton.identifier = "new.copy"
        copyButton.isEnabled = current?.currentBytes != nil
        nameField.identifier = "new.builtin"
        nameField.placeholder = text(SourcePaneText.filter)
        listing.identifier = "new.listing"
        copyNamedButton.identifier = "new.copyNamed"
        cancelButton.identifier = "new.cancel"
        errorLabel.identifier = "new.error"
        errorLabel.textColor = .token(.error)
        nameField.complete = { typed in
            let matches = Self.names.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
            guard let first = matches.first else { return (typed, []) }
            if matches.count == 1 { return (first, matches) }
            let common = matches.dropFirst().reduce(first) { common, name in
                String(zip(common, name).prefix { $0 == $1 }.map(\.0))
            }
            return (common.count > typed.count ? common : typed, matches)
        }
        let views: [View] = [
            blankButton, copyButton, builtinCaption, nameField, copyNamedButton, errorLabel, listing, cancelButton,
        ]
        for view in views { addSubview(view) }
        nameField.onTextChange = { [unowned self] _ in showListing() }
        showListing()
        blankButton.action = { [unowned self] in onChoose?(nil, Self.blankText) }
        copyButton.action = { [unowned self] in
            guard let current, let bytes = current.currentBytes else { return }
            onChoose?(text(SourcePaneText.copyOf(current.displayName)), String(decoding: bytes, as: UTF8.self))
        }
        copyNamedButton.action = { [unowned self] in copyNamed() }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// Enter: copies the named built-in or example when a name is typed (the first one listed
    /// when none has that name), else makes a blank spec.
    func performDefaultAction() {
        if !nameField.text.isEmpty { return copyNamed() }
        onChoose?(nil, Self.blankText)
    }

    /// The names `filter` keeps: those that contain it, ignoring case, built-ins first.
    nonisolated static func names(matching filter: String) -> [String] {
        let typed = filter.trimmingCharacters(in: .whitespaces).lowercased()
        return typed.isEmpty ? names : names.filter { $0.lowercased().contains(typed) }
    }

    /// Lists the names the field keeps, under a caption for the built-ins and one for the examples.
    private func showListing() {
        let names = Self.names(matching: nameField.text)
        guard names != listed || rows.isEmpty else { return }
        listed = names
        for row in rows { row.removeFromSuperview() }
        rows = names.map { name in
            let row = Button(name, style: .plain) { [unowned self] in copy(name) }
            row.alignsLeading = true
            row.identifier = "new.entry.\(name)"
            row.tooltip = text(SourcePaneText.rowTooltip(name))
            return row
        }
        for view in [builtinsCaption, examplesCaption] + rows as [View] { listing.documentView.addSubview(view) }
        listing.setContentOffset(0)
        setNeedsLayout()
    }

    private func copy(_ name: String) {
        guard let json = SpecDocument.builtinText(named: name) ?? ExampleSpecs.json(name) else { return }
        onChoose?(text(SourcePaneText.copyOf(name)), json)
    }

    private func copyNamed() {
        if nameField.text != nameField.committedText { nameField.commit() }
        let typed = nameField.text.trimmingCharacters(in: .whitespaces)
        let exact = Self.names.first { $0.lowercased() == typed.lowercased() }
        guard let name = exact ?? Self.names(matching: typed).first,
            let json = SpecDocument.builtinText(named: name) ?? ExampleSpecs.json(name)
        else {
            errorLabel.text =
                typed.isEmpty
                ? text(SourcePaneText.typeName)
                : text(SourcePaneText.noSuchName(typed))
            window?.focus(nameField)
            return
        }
        onChoose?(text(SourcePaneText.copyOf(name)), json)
    }

    /// The names that can be copied: the 50 built-ins, then the 29 examples.
    nonisolated static var names: [String] { IndicatorSpec.builtinNames + ExampleSpecs.all }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, width = card.width - 40, control = theme.controlHeight
        blankButton.frame = Rect(x: x, y: card.minY + 52, width: 140, height: control)
        copyButton.frame = Rect(x: x + 150, y: card.minY + 52, width: width - 150, height: control)
        builtinCaption.frame = Rect(x: x, y: card.minY + 96, width: width, height: 18)
        nameField.frame = Rect(x: x, y: card.minY + 118, width: width - 96, height: control)
        copyNamedButton.frame = Rect(x: x + width - 88, y: card.minY + 118, width: 88, height: control)
        errorLabel.frame = Rect(x: x, y: card.minY + 150, width: width, height: 18)
        cancelButton.frame = Rect(x: card.maxX - 20 - 88, y: card.maxY - 20 - control, width: 88, height: control)
        listing.frame = Rect(
            x: x, y: card.minY + 172, width: width, height: max(0, cancelButton.frame.minY - 12 - card.minY - 172))
        layoutListing(width: width)
    }

    /// Rows 26 points high; each caption above its group, hidden when the group is empty.
    private func layoutListing(width: Double) {
        let builtins = Set(IndicatorSpec.builtinNames)
        var y = 0.0
        var shownExamples = false
        builtinsCaption.isHidden = !listed.contains { builtins.contains($0) }
        examplesCaption.isHidden = !listed.contains { !builtins.contains($0) }
        if !builtinsCaption.isHidden {
            builtinsCaption.frame = Rect(x: 8, y: y, width: width - 8, height: 22)
            y += 22
        }
        for (name, row) in zip(listed, rows) {
            if !builtins.contains(name), !shownExamples {
                shownExamples = true
                examplesCaption.frame = Rect(x: 8, y: y + 4, width: width - 8, height: 22)
                y += 26
            }
            row.frame = Rect(x: 0, y: y, width: width - 8, height: 26)
            y += 26
        }
        listing.contentHeight = y
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            text(SourcePaneText.newTitle), font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
