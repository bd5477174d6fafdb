import Graphics
import Localization
import UI

/// The pane's unsaved text and the file's new text side by side, read-only, each line that the
/// other side lacks marked in the gutter and tinted (Esc closes).
@MainActor
final class CompareView: RaisedCard {
    let mineEditor: CodeEditorView
    let diskEditor: CodeEditorView
    let closeButton: Button
    let diff: LineDiff
    private let mineCaption: Label
    private let diskCaption: Label
    /// The card's title: "Compare pulse.json".
    private let title: String

    /// The two texts compared, with the document's `name`, worded by `text`.
    init(mine: String, disk: String, name: String, text: Localizer = StudioCatalogue.english) {
        title = text(SourcePaneText.compareTitle(name))
        closeButton = Button(text(SourcePaneText.compareClose))
        mineCaption = caption(text(SourcePaneText.compareMine))
        diskCaption = caption(text(SourcePaneText.compareDisk))
        diff = LineDiff(old: mine, new: disk)
        mineEditor = CodeEditorView(model: CodeEditorModel(text: mine), strings: SourcePaneText.codeEditor(text))
        diskEditor = CodeEditorView(model: CodeEditorModel(text: disk), strings: SourcePaneText.codeEditor(text))
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
            editor.diagnostics = Self.marks(
                changed, buffer: editor.model.buffer, message: text(SourcePaneText.lineDiffers))
        }
        let counts = diff.changedCount
        mineCaption.text = text(SourcePaneText.compareMineCount(counts.old))
        diskCaption.text = text(SourcePaneText.compareDiskCount(counts.new))
        for view in [mineCaption, diskCaption, mineEditor, diskEditor, closeButton] as [View] { addSubview(view) }
        closeButton.action = { [unowned self] in window?.dismissPopover() }
    }

    /// A mark on each changed line, shown as the editor shows a problem.
    static func marks(_ changed: [Bool], buffer: TextDocumentBuffer, message: String) -> [CodeDiagnostic] {
        changed.enumerated().compactMap { line, isChanged in
            guard isChanged, line < buffer.lineCount else { return nil }
            let range = buffer.lineContentRange(line)
            return CodeDiagnostic(
                range: range.isEmpty ? range.lowerBound..<min(range.lowerBound + 1, buffer.count) : range,
                severity: .info, message: message)
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
            title, font: .title, color: canvas.theme.color(.textPrimary),
            baseline: Point(card.minX + 20, card.minY + 34))
    }
}
