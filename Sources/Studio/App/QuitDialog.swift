import Graphics
import Localization
import UI

/// Asked on Quit (Ctrl+Q, or the window's close button) while documents have unsaved text: one
/// row per document with Save (it has a file) or Save As… (a new spec, an edited built-in) and
/// Discard; Save all (the default: Enter), Quit without saving (each text stays a draft, offered
/// back on the next start) and Cancel. The dialog only shows the rows and reports the choices;
/// `StudioApp+Quit` carries them out and shows it again with the rows that are left.
@MainActor
final class QuitDialog: RaisedCard, DefaultActionPopover {
    let rows: [QuitDialogRow.Content]
    let message = Label("", font: .ui)
    let note = Label("", font: .uiSmall)
    let list = ScrollView()
    private(set) var rowViews: [QuitDialogRow] = []
    let saveAllButton: Button
    let quitButton: Button
    let cancelButton: Button
    /// The dialog's title.
    let title: String
    /// Save or Save As… of row `index`.
    var onKeep: (@MainActor (_ index: Int) -> Void)?
    /// Discard of row `index`.
    var onDiscard: (@MainActor (_ index: Int) -> Void)?
    var onSaveAll: (@MainActor () -> Void)?
    var onQuit: (@MainActor () -> Void)?

    /// The card's width, in points.
    static let width = 560.0
    /// Space above the rows (title and message) and below them (note and buttons), in points.
    static let headHeight = 84.0, footHeight = 100.0

    /// A dialog listing `rows`, no taller than `maximumHeight` points (the rows scroll beyond).
    init(rows: [QuitDialogRow.Content], maximumHeight: Double, text: Localizer = StudioCatalogue.english) {
        self.rows = rows
        saveAllButton = Button(text(DialogText.saveAll), style: .primary)
        quitButton = Button(text(DialogText.quitWithoutSaving))
        cancelButton = Button(text(DialogText.cancel))
        title = text(DialogText.quitTitle)
        super.init()
        identifier = "quit"
        let rowsHeight = rows.reduce(0) { $0 + QuitDialogRow.height(of: $1) }
        let fixed = Self.headHeight + Self.footHeight + 2 * RaisedCard.margin
        let shown = min(rowsHeight, max(QuitDialogRow.baseHeight, maximumHeight - fixed))
        frame.size = Size(Self.width + 2 * RaisedCard.margin, fixed + shown)
        message.text =
            text(rows.count == 1 ? DialogText.unsavedOne(rows[0].name) : DialogText.unsavedMany(rows.count))
        message.identifier = "quit.message"
        note.text = text(DialogText.quitNote)
        note.textColor = .token(.textSecondary)
        note.numberOfLines = 2
        note.identifier = "quit.note"
        list.identifier = "quit.rows"
        list.contentHeight = rowsHeight
        saveAllButton.identifier = "quit.saveAll"
        quitButton.identifier = "quit.quit"
        cancelButton.identifier = "quit.cancel"
        let enter = KeyNameText.key(.enter, text)
        saveAllButton.tooltip = text(
            CommonText.withShortcut(
                text(rows.contains { $0.keeping == .saveAs } ? DialogText.saveAllAsks : DialogText.saveEach), enter))
        for (index, content) in rows.enumerated() {
            let row = QuitDialogRow(content, identifier: "quit.row.\(index)", text: text)
            row.keepButton.action = { [unowned self] in onKeep?(index) }
            row.discardButton.action = { [unowned self] in onDiscard?(index) }
            list.documentView.addSubview(row)
            rowViews.append(row)
        }
        for view in [message, list, note, quitButton, cancelButton, saveAllButton] as [View] { addSubview(view) }
        saveAllButton.action = { [unowned self] in onSaveAll?() }
        quitButton.action = { [unowned self] in onQuit?() }
        cancelButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// Enter: Save all, which never throws text away (a focused button takes Enter itself).
    func performDefaultAction() { onSaveAll?() }

    override func layoutSubviews() {
        let card = cardRect, control = theme.controlHeight
        let x = card.minX + 20, width = card.width - 40
        message.frame = Rect(x: x, y: card.minY + 48, width: width, height: 20)
        list.frame = Rect(
            x: x, y: card.minY + Self.headHeight, width: width,
            height: max(0, card.height - Self.headHeight - Self.footHeight))
        var y = 0.0
        for row in rowViews {
            let height = QuitDialogRow.height(of: row.content)
            row.frame = Rect(x: 0, y: y, width: width, height: height)
            y += height
        }
        note.frame = Rect(x: x, y: list.frame.maxY + 10, width: width, height: 32)
        let buttons = card.maxY - 20 - control
        saveAllButton.frame = Rect(x: card.maxX - 20 - 96, y: buttons, width: 96, height: control)
        cancelButton.frame = Rect(x: saveAllButton.frame.minX - 8 - 80, y: buttons, width: 80, height: control)
        quitButton.frame = Rect(x: x, y: buttons, width: 150, height: control)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            title, font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
        canvas.fill(
            Rect(
                x: list.frame.minX, y: list.frame.minY - canvas.hairline, width: list.frame.width,
                height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
