import Graphics
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
    let saveAllButton = Button("Save all", style: .primary)
    let quitButton = Button("Quit without saving")
    let cancelButton = Button("Cancel")
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
    init(rows: [QuitDialogRow.Content], maximumHeight: Double) {
        self.rows = rows
        super.init()
        identifier = "quit"
        let rowsHeight = rows.reduce(0) { $0 + QuitDialogRow.height(of: $1) }
        let fixed = Self.headHeight + Self.footHeight + 2 * RaisedCard.margin
        let shown = min(rowsHeight, max(QuitDialogRow.baseHeight, maximumHeight - fixed))
        frame.size = Size(Self.width + 2 * RaisedCard.margin, fixed + shown)
        message.text =
            rows.count == 1 ? "\(rows[0].name) has unsaved text." : "\(rows.count) documents have unsaved text."
        message.identifier = "quit.message"
        note.text =
            "Quit without saving keeps each text as a draft, offered back on the next start; "
            + "Discard throws it away."
        note.textColor = .token(.textSecondary)
        note.numberOfLines = 2
        note.identifier = "quit.note"
        list.identifier = "quit.rows"
        list.contentHeight = rowsHeight
        saveAllButton.identifier = "quit.saveAll"
        quitButton.identifier = "quit.quit"
        cancelButton.identifier = "quit.cancel"
        saveAllButton.tooltip =
            rows.contains { $0.keeping == .saveAs }
            ? "Save each text; a new spec or an edited built-in asks for a file (Enter)" : "Save each text (Enter)"
        for (index, content) in rows.enumerated() {
            let row = QuitDialogRow(content, identifier: "quit.row.\(index)")
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
            "Quit with unsaved text?", font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
        canvas.fill(
            Rect(
                x: list.frame.minX, y: list.frame.minY - canvas.hairline, width: list.frame.width,
                height: canvas.hairline),
            color: canvas.theme.color(.border))
    }
}
