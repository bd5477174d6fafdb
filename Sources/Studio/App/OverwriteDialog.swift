import Graphics
import Localization
import UI

/// Asked when an export would write over files that exist: Replace them, Keep both (the export
/// goes to the first free `name-2`, `name-3`, ... beside them, named in the message), or Cancel
/// (back to the export dialog, as it was).
///
/// Replace is never what a stray key does: Enter keeps both (the export the user asked for
/// happens and nothing is lost; with no free name, Enter does nothing), Escape cancels, and
/// focus starts on Keep both (on Cancel when there is no free name). Replace takes a click, or
/// Tab to it and Space or Enter.
@MainActor
final class OverwriteDialog: RaisedCard, DefaultActionPopover {
    let message = Label("", font: .ui)
    let replaceButton: Button
    let cancelButton: Button
    let keepBothButton: Button
    /// The title: what would be replaced (one line, shortened with "…" when it does not fit).
    let titleLabel = Label("", font: .title)
    var onReplace: (@MainActor () -> Void)?
    var onKeepBoth: (@MainActor () -> Void)?
    var onCancel: (@MainActor () -> Void)?

    /// A question about `existing`, the files of `total` the export would write that are there
    /// already, all in `folder`; `keepBothName` is the free name Keep both writes (nil: none is
    /// free, and Keep both is off).
    init(
        existing: [String], total: Int, folder: String, keepBothName: String?,
        text: Localizer = StudioCatalogue.english
    ) {
        replaceButton = Button(text(DialogText.replace))
        cancelButton = Button(text(DialogText.cancel))
        keepBothButton = Button(text(DialogText.keepBoth), style: .primary)
        super.init()
        let first = FilePaths.name(of: existing.first ?? "")
        let many = total > 1
        if !many {
            titleLabel.text = text(DialogText.replaceOne(first))
            message.text = text(DialogText.existsOne(first, folder: folder))
        } else {
            titleLabel.text = text(DialogText.replaceFrames(existing.count, of: total))
            let shown = first + (existing.count > 1 ? " …" : "")
            message.text = text(
                existing.count == total
                    ? DialogText.existsAll(total, first: shown, folder: folder)
                    : DialogText.existsSome(existing.count, of: total, first: shown, folder: folder))
        }
        message.text += text(
            keepBothName.map { DialogText.keepBothWrites($0, many: many) } ?? DialogText.noFreeName(many: many))
        identifier = "overwrite"
        frame.size = Size(480 + 2 * RaisedCard.margin, 176 + 2 * RaisedCard.margin)
        message.numberOfLines = 4
        message.identifier = "overwrite.message"
        titleLabel.identifier = "overwrite.title"
        replaceButton.identifier = "overwrite.replace"
        cancelButton.identifier = "overwrite.cancel"
        keepBothButton.identifier = "overwrite.keep"
        keepBothButton.isEnabled = keepBothName != nil
        for view in [titleLabel, message, replaceButton, cancelButton, keepBothButton] as [View] { addSubview(view) }
        replaceButton.action = { [unowned self] in onReplace?() }
        keepBothButton.action = { [unowned self] in onKeepBoth?() }
        cancelButton.action = { [unowned self] in onCancel?() }
    }

    /// The button focus starts on: Keep both, or Cancel when there is no free name.
    var safeButton: Button { keepBothButton.isEnabled ? keepBothButton : cancelButton }

    /// Enter: keep both when a free name was found, else nothing (a choice must be made).
    func performDefaultAction() {
        if keepBothButton.isEnabled { onKeepBoth?() }
    }

    /// Escape cancels: back to the export dialog.
    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard key == .escape, modifiers.isEmpty else { return super.keyDown(key, modifiers: modifiers) }
        onCancel?()
        return true
    }

    override func layoutSubviews() {
        let card = cardRect, control = theme.controlHeight
        titleLabel.frame = Rect(x: card.minX + 20, y: card.minY + 16, width: card.width - 40, height: 24)
        message.frame = Rect(x: card.minX + 20, y: card.minY + 48, width: card.width - 40, height: 72)
        let y = card.maxY - 20 - control
        keepBothButton.frame = Rect(x: card.maxX - 20 - 104, y: y, width: 104, height: control)
        cancelButton.frame = Rect(x: keepBothButton.frame.minX - 8 - 88, y: y, width: 88, height: control)
        replaceButton.frame = Rect(x: card.minX + 20, y: y, width: 96, height: control)
    }
}
