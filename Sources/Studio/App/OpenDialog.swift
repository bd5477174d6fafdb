import Foundation
import Graphics
import UI

/// The open dialog (Ctrl+O): a path typed by hand (a spec file or a folder; `~` is the home
/// folder, a relative path starts in the working folder) or a LoaderKit share link. Enter or Open
/// hands it to `onOpen`,
/// which answers the problem that kept it from opening (shown here, the dialog stays) or nil
/// (the dialog closes). Cancel or Escape closes it.
@MainActor
final class OpenDialog: RaisedCard, DefaultActionPopover {
    let pathField = TextField()
    let errorLabel = Label("", font: .uiSmall)
    let cancelButton = Button("Cancel")
    let openButton = Button("Open", style: .primary)
    private let pathCaption = caption("Path")
    /// Opens a path; returns the problem, or nil once it is open.
    var onOpen: (@MainActor (String) -> String?)?

    init(workingDirectory: String) {
        super.init()
        identifier = "open"
        frame.size = Size(480 + 2 * RaisedCard.margin, 184 + 2 * RaisedCard.margin)
        pathField.identifier = "open.path"
        pathField.placeholder = "A spec file or folder, from \(workingDirectory), or a share link"
        errorLabel.identifier = "open.error"
        errorLabel.textColor = .token(.error)
        errorLabel.numberOfLines = 2
        cancelButton.identifier = "open.cancel"
        openButton.identifier = "open.go"
        for view in [pathCaption, pathField, errorLabel, cancelButton, openButton] as [View] { addSubview(view) }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
        openButton.action = { [unowned self] in performDefaultAction() }
    }

    /// Open: closes the dialog when the path opened, else shows why and keeps focus in the
    /// field. Closing frees the dialog, so nothing of `self` is read after it.
    func performDefaultAction() {
        if pathField.text != pathField.committedText { pathField.commit() }
        let path = pathField.text.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return show("Type the path of a spec file or a folder") }
        guard let problem = onOpen?(path) else { return }
        show(problem)
    }

    private func show(_ problem: String) {
        errorLabel.text = problem
        window?.focus(pathField)
    }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, width = card.width - 40, h = theme.controlHeight
        pathCaption.frame = Rect(x: x, y: card.minY + 52, width: 48, height: h)
        pathField.frame = Rect(x: x + 48, y: card.minY + 52, width: width - 48, height: h)
        errorLabel.frame = Rect(x: x + 48, y: card.minY + 84, width: width - 48, height: 32)
        openButton.frame = Rect(x: card.maxX - 20 - 96, y: card.maxY - 20 - h, width: 96, height: h)
        cancelButton.frame = Rect(x: openButton.frame.minX - 8 - 88, y: openButton.frame.minY, width: 88, height: h)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText("Open", font: .title, color: canvas.theme.color(.textPrimary),
                        baseline: Point(card.minX + 20, card.minY + 34))
    }
}
