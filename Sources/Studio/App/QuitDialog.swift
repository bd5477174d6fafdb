import Graphics
import UI

/// Asked on Quit (Ctrl+Q) while a spec has unsaved text: save them and quit (when each has a
/// file), quit keeping the text as drafts (offered back on the next start), or stay.
@MainActor
final class QuitDialog: RaisedCard, DefaultActionPopover {
    let message = Label("", font: .ui)
    let saveButton = Button("Save and quit", style: .primary)
    let quitButton = Button("Quit, keep drafts")
    let cancelButton = Button("Cancel")
    var onSaveAndQuit: (@MainActor () -> Void)?
    var onQuit: (@MainActor () -> Void)?

    init(unsaved names: [String], canSaveAll: Bool) {
        super.init()
        identifier = "quit"
        frame.size = Size(460 + 2 * RaisedCard.margin, 190 + 2 * RaisedCard.margin)
        message.numberOfLines = 3
        message.text = "Unsaved text in \(names.joined(separator: ", "))."
            + (canSaveAll ? "" : " A new spec needs Save As first.")
            + " Quitting keeps it as a draft, offered back on the next start."
        message.identifier = "quit.message"
        saveButton.identifier = "quit.save"
        quitButton.identifier = "quit.quit"
        cancelButton.identifier = "quit.cancel"
        saveButton.isEnabled = canSaveAll
        for view in [message, saveButton, quitButton, cancelButton] as [View] { addSubview(view) }
        saveButton.action = { [unowned self] in onSaveAndQuit?() }
        quitButton.action = { [unowned self] in onQuit?() }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// Enter: save and quit when possible, else nothing (Cancel or Quit must be chosen).
    func performDefaultAction() {
        if saveButton.isEnabled { onSaveAndQuit?() }
    }

    override func layoutSubviews() {
        let card = cardRect, control = theme.controlHeight
        message.frame = Rect(x: card.minX + 20, y: card.minY + 48, width: card.width - 40, height: 60)
        saveButton.frame = Rect(x: card.maxX - 20 - 124, y: card.maxY - 20 - control, width: 124, height: control)
        quitButton.frame = Rect(x: saveButton.frame.minX - 8 - 136, y: saveButton.frame.minY, width: 136, height: control)
        cancelButton.frame = Rect(x: quitButton.frame.minX - 8 - 80, y: saveButton.frame.minY, width: 80, height: control)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText("Quit with unsaved text?", font: .title, color: canvas.theme.color(.textPrimary),
                        baseline: Point(card.minX + 20, card.minY + 34))
    }
}
