import Graphics
import SpecLanguage
import UI

/// The open spec's text beside the preview: a header (the status as the playground words it,
/// Format and Copy JSON) over a code editor that knows the spec language (colours, folds,
/// squiggles, hover, completion). Edits reach the document through the editor's buffer.
@MainActor
package final class SourcePane: View {
    package let editor: CodeEditorView
    package let language = SpecSourceLanguage()
    let statusLabel = Label("", font: .uiSmall)
    let formatButton = Button("Format")
    let copyButton = Button("Copy JSON")
    private let title = Label("Source", font: Font(.ui, weight: .semibold))

    /// Height of the header, in points.
    static let headerHeight = 40.0

    package init(model: CodeEditorModel) {
        editor = CodeEditorView(model: model)
        super.init()
        identifier = "source"
        backgroundColor = .token(.panel)
        editor.identifier = "source.editor"
        formatButton.identifier = "source.format"
        copyButton.identifier = "source.copy"
        statusLabel.identifier = "source.status"
        statusLabel.textColor = .token(.textSecondary)
        editor.tokenProvider = language
        editor.foldingProvider = language
        editor.hoverProvider = language
        editor.completionProvider = language
        for view in [title, statusLabel, formatButton, copyButton, editor] as [View] { addSubview(view) }
        formatButton.action = { [unowned self] in format() }
        copyButton.action = { [unowned self] in copyJSON() }
    }

    /// The current analysis of the text.
    package var analysis: SpecAnalysis { language.analysis(of: editor.model.buffer) }

    /// Shows the analysis of the current text: squiggles and the status line.
    package func showAnalysis() {
        let analysis = self.analysis
        editor.diagnostics = SpecSourceLanguage.diagnostics(of: analysis)
        statusLabel.text = Self.status(of: analysis)
        statusLabel.textColor = .token(analysis.problems.isEmpty ? .textSecondary : .error)
        setNeedsLayout()
    }

    /// "Valid spec", "Not valid JSON" or "N problems" (with the warnings counted after).
    package static func status(of analysis: SpecAnalysis) -> String {
        let warnings = analysis.warnings.count
        let warningText = warnings == 0 ? "" : " · \(warnings) warning\(warnings == 1 ? "" : "s")"
        if analysis.diagnostics.contains(where: { $0.source == .syntax }) { return "Not valid JSON" }
        let problems = analysis.problems.count
        if problems == 0 { return "Valid spec" + warningText }
        return "\(problems) problem\(problems == 1 ? "" : "s")" + warningText
    }

    /// Formats the whole text (2 spaces, members and numbers as written) as one undoable edit;
    /// text that is not JSON is left alone, with a toast saying why.
    package func format() {
        let buffer = editor.model.buffer
        guard let formatted = SpecFormatter.format(buffer.bytes) else {
            window?.showToast("Format needs valid JSON: fix the syntax error first", kind: .warning, duration: 4)
            return
        }
        guard formatted != buffer.bytes else { return }
        editor.model.replace(0..<buffer.count, with: String(decoding: formatted, as: UTF8.self))
        window?.focus(editor)
    }

    /// Puts the text on the clipboard.
    package func copyJSON() {
        window?.clipboard.text = editor.model.text
        window?.showToast("Copied the JSON (\(editor.model.buffer.count) bytes)", kind: .info, duration: 2)
    }

    /// Puts the caret at 1-based `line` and `column` (as problems count them) and shows it.
    package func reveal(line: Int, column: Int) {
        let buffer = editor.model.buffer
        let lineIndex = max(0, min(line - 1, buffer.lineCount - 1))
        let start = buffer.lineContentRange(lineIndex)
        let offset = min(start.lowerBound + max(0, column - 1), start.upperBound)
        editor.model.moveCaret(to: offset, extend: false)
        editor.scrollCaretIntoView()
        window?.focus(editor)
    }

    package override func layoutSubviews() {
        let h = Self.headerHeight
        title.frame = Rect(x: 12, y: 0, width: 60, height: h)
        let buttonWidth = 84.0, copyWidth = 92.0
        copyButton.frame = Rect(x: bounds.width - 8 - copyWidth, y: 6, width: copyWidth, height: 28)
        formatButton.frame = Rect(x: copyButton.frame.minX - 6 - buttonWidth, y: 6, width: buttonWidth, height: 28)
        statusLabel.frame = Rect(x: 72, y: 0, width: max(0, formatButton.frame.minX - 80), height: h)
        editor.frame = Rect(x: 0, y: h, width: bounds.width, height: max(0, bounds.height - h))
    }

    package override func draw(in canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: Self.headerHeight - 1, width: bounds.width, height: 1), color: canvas.theme.color(.border))
    }
}
