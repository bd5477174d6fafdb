import Graphics
import UI

/// The pane's unsaved text and the file's new text side by side, read-only, each line that the
/// other side lacks marked in the gutter and tinted (Esc closes).
@MainActor
final class CompareView: RaisedCard {
    let mineEditor: CodeEditorView
    let diskEditor: CodeEditorView
    let closeButton = Button("Close")
    let diff: LineDiff
    private let mineCaption = caption("Yours (unsaved)")
    private let diskCaption = caption("On disk")
    private let name: String

    init(mine: String, disk: String, name: String) {
        self.name = name
        diff = LineDiff(old: mine, new: disk)
        mineEditor = CodeEditorView(model: CodeEditorModel(text: mine))
        diskEditor = CodeEditorView(model: CodeEditorModel(text: disk))
        super.init()
        identifier = "compare"
        frame.size = Size(1000 + 2 * RaisedCard.margin, 560 + 2 * RaisedCard.margin)
        mineEditor.identifier = "compare.mine"
        diskEditor.identifier = "compare.disk"
        closeButton.identifier = "compare.close"
        for (editor, changed) in [(mineEditor, diff.oldChanged), (diskEditor, diff.newChanged)] {
            editor.isReadOnly = true
            // Each editor has its own language: an analysis is cached per buffer revision.
            editor.tokenProvider = SpecSourceLanguage()
            editor.diagnostics = Self.marks(changed, buffer: editor.model.buffer)
        }
        let counts = diff.changedCount
        mineCaption.text = "Yours (unsaved): \(counts.old) line\(counts.old == 1 ? "" : "s") differ"
        diskCaption.text = "On disk: \(counts.new) line\(counts.new == 1 ? "" : "s") differ"
        for view in [mineCaption, diskCaption, mineEditor, diskEditor, closeButton] as [View] { addSubview(view) }
        closeButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// A mark on each changed line, shown as the editor shows a problem.
    static func marks(_ changed: [Bool], buffer: TextDocumentBuffer) -> [CodeDiagnostic] {
        changed.enumerated().compactMap { line, isChanged in
            guard isChanged, line < buffer.lineCount else { return nil }
            let range = buffer.lineContentRange(line)
            return CodeDiagnostic(
                range: range.isEmpty ? range.lowerBound..<min(range.lowerBound + 1, buffer.count) : range,
                severity: .info, message: "This line differs")
        }
    }

    override func layoutSubviews() {
        let card = cardRect
        let x = card.minX + 20, width = card.width - 40, half = ((width - 12) / 2).rounded(.down)
        mineCaption.frame = Rect(x: x, y: card.minY + 48, width: half, height: 18)
        diskCaption.frame = Rect(x: x + half + 12, y: card.minY + 48, width: half, height: 18)
        let control = theme.controlHeight
        closeButton.frame = Rect(x: card.maxX - 20 - 88, y: card.maxY - 20 - control, width: 88, height: control)
        let top = card.minY + 70, bottom = closeButton.frame.minY - 12
        mineEditor.frame = Rect(x: x, y: top, width: half, height: max(0, bottom - top))
        diskEditor.frame = Rect(x: x + half + 12, y: top, width: half, height: max(0, bottom - top))
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let card = cardRect
        canvas.drawText(
            "Compare \(name)", font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
