import Foundation
import Graphics
import Handoff
import LoaderKitCore
import UI

/// New (Ctrl+N): start from a blank spec, a copy of the Editor's indicator, or a copy of any
/// built-in or of one of LoaderKit's 29 examples by name. The choice hands a title and the text
/// to `onChoose`.
@MainActor
final class NewSpecDialog: RaisedCard, DefaultActionPopover {
    let blankButton = Button("Blank spec", style: .primary)
    let copyButton: Button
    let nameField = CompletingTextField()
    let copyNamedButton = Button("Copy")
    let cancelButton = Button("Cancel")
    let errorLabel = Label("", font: .uiSmall)
    private let builtinCaption = caption("Or copy a built-in or an example by name (Tab completes)")
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

    init(current: SpecDocument?) {
        self.current = current
        copyButton = Button("Copy of \(current?.displayName ?? "the indicator")")
        super.init()
        identifier = "new"
        frame.size = Size(460 + 2 * RaisedCard.margin, 250 + 2 * RaisedCard.margin)
        blankButton.identifier = "new.blank"
        copyButton.identifier = "new.copy"
        copyButton.isEnabled = current?.currentBytes != nil
        nameField.identifier = "new.builtin"
        nameField.placeholder = "BallPulse, or an example such as layout-ring"
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
        for view in [blankButton, copyButton, builtinCaption, nameField, copyNamedButton, errorLabel, cancelButton]
            as [View]
        {
            addSubview(view)
        }
        blankButton.action = { [unowned self] in onChoose?(nil, Self.blankText) }
        copyButton.action = { [unowned self] in
            guard let current, let bytes = current.currentBytes else { return }
            onChoose?("Copy of \(current.displayName)", String(decoding: bytes, as: UTF8.self))
        }
        copyNamedButton.action = { [unowned self] in copyNamed() }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// Enter: copies the named built-in when a name is typed, else makes a blank spec.
    func performDefaultAction() {
        if !nameField.text.isEmpty { return copyNamed() }
        onChoose?(nil, Self.blankText)
    }

    private func copyNamed() {
        if nameField.text != nameField.committedText { nameField.commit() }
        let typed = nameField.text.trimmingCharacters(in: .whitespaces)
        guard let name = Self.names.first(where: { $0.lowercased() == typed.lowercased() }),
            let json = SpecDocument.builtinText(named: name) ?? ExampleSpecs.json(name)
        else {
            errorLabel.text =
                typed.isEmpty
                ? "Type a built-in's or an example's name"
                : "No built-in or example is called \(typed)"
            window?.focus(nameField)
            return
        }
        onChoose?("Copy of \(name)", json)
    }

    /// The names that can be copied: the 50 built-ins, then the 29 examples.
    static var names: [String] { IndicatorSpec.builtinNames + ExampleSpecs.all }

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
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            "New spec", font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
