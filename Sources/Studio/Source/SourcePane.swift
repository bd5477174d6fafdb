import LoaderKitCore
import Graphics
import Localization
import SpecLanguage
import UI

/// The open spec's text beside the preview: a header (the status as the playground words it,
/// Format and Copy JSON) over a code editor that knows the spec language (colours, folds,
/// squiggles, hover, completion). Edits reach the document through the editor's buffer.
@MainActor
package final class SourcePane: View, LanguageAware {
    package let editor: CodeEditorView
    /// The text's link to the document.
    package let session: SourceSession
    let statusLabel = Label("", font: .uiSmall)
    let formatButton = Button("")
    let copyButton = Button("")
    /// Soft wrap (Alt+Z): long lines go on in the next row instead of scrolling sideways.
    let wrapButton = ToggleButton("", icon: Icons.wrap, tooltip: "", identifier: "source.wrap")
    /// The language of the pane's texts.
    private(set) var text = StudioCatalogue.english
    /// Called after the user turned soft wrap on or off.
    var onWrapChange: (@MainActor (Bool) -> Void)?
    /// Alt+Z turns soft wrap on and off.
    static let wrapShortcut = Shortcut(.character("z"), modifiers: .alt)
    /// Shown while the file changed on disk under unsaved text.
    let conflictBar = DiskConflictBar()
    private let title = Label("", font: Font(.ui, weight: .semibold))

    /// Height of the header, in points.
    static let headerHeight = 44.0

    package init(session: SourceSession) {
        self.session = session
        editor = CodeEditorView(model: session.model, strings: SourcePaneText.codeEditor(StudioCatalogue.english))
        super.init()
        identifier = "source"
        backgroundColor = .token(.panel)
        editor.identifier = "source.editor"
        formatButton.identifier = "source.format"
        copyButton.identifier = "source.copy"
        statusLabel.identifier = "source.status"
        statusLabel.textColor = .token(.textSecondary)
        let language = session.language
        editor.tokenProvider = language
        editor.foldingProvider = language
        editor.hoverProvider = language
        editor.completionProvider = language
        editor.readOnlyNotice = session.readOnlyReason
        conflictBar.isHidden = true
        for view in [title, statusLabel, wrapButton, formatButton, copyButton, conflictBar, editor] as [View] {
            addSubview(view)
        }
        wrapButton.onChange = { [unowned self] on in
            editor.wrapsLines = on
            onWrapChange?(on)
        }
        formatButton.action = { [unowned self] in format() }
        copyButton.action = { [unowned self] in copyJSON() }
        title.text = text(SourcePaneText.title)
        applyTexts()
    }

    /// The pane's texts, its find bar's and its conflict bar's in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        session.text = text
        applyTexts()
        conflictBar.applyLanguage(text)
        showAnalysis()
        showDocumentState()
    }

    /// The texts that do not depend on the document.
    private func applyTexts() {
        formatButton.title = text(SourcePaneText.format)
        copyButton.tooltip = text(SourcePaneText.copyTooltip)
        wrapButton.tooltip = text(
            CommonText.withShortcut(text(SourcePaneText.wrap), KeyNameText.label(Self.wrapShortcut, text)))
        editor.strings = SourcePaneText.codeEditor(text)
        setNeedsLayout()
    }

    /// Shows the analysis of the current text: squiggles and the status line ("Checking…"
    /// while a large text is analysed off the main actor, "Loading…" while the file is read).
    func showAnalysis() {
        editor.readOnlyNotice = session.readOnlyReason
        editor.isReadOnly = session.readOnlyReason != nil
        if session.document?.isLoading == true {
            editor.diagnostics = []
            statusLabel.text = text(DocumentText.loading)
            statusLabel.textColor = .token(.textSecondary)
            return
        }
        guard let analysis = session.currentAnalysis else {
            statusLabel.text = text(SourcePaneText.checking)
            return
        }
        editor.diagnostics = SpecSourceLanguage.diagnostics(of: analysis)
        statusLabel.text = Self.status(of: analysis, text)
        statusLabel.textColor = .token(analysis.problems.isEmpty ? .textSecondary : .error)
        setNeedsLayout()
    }

    /// "Valid spec", "Not valid JSON" or "N problems" (with the warnings counted after).
    package static func status(of analysis: SpecAnalysis, _ text: Localizer = StudioCatalogue.english) -> String {
        if analysis.diagnostics.contains(where: { $0.stage == .syntax }) { return text(SourcePaneText.invalidJSON) }
        let problems = analysis.problems.count, warnings = analysis.warnings.count
        let status = text(problems == 0 ? SourcePaneText.valid : SourcePaneText.problems(problems))
        guard warnings > 0 else { return status }
        return text(SourcePaneText.withWarnings(status, text(SourcePaneText.warnings(warnings))))
    }

    /// Shows the document's name and whether its text is saved ("•" after the name when not).
    func showDocumentState() {
        guard let document = session.document else {
            title.text = text(SourcePaneText.title)
            return
        }
        title.text = document.displayName + (document.isDirty ? " •" : "")
        let barWasHidden = conflictBar.isHidden
        conflictBar.isHidden = document.diskConflict == nil
        setNeedsLayout()
        if barWasHidden != conflictBar.isHidden {
            // The text lost or gained the bar's height: keep the caret on screen.
            layoutSubviews()
            editor.scrollCaretIntoView()
        }
    }

    /// Formats the whole text (2 spaces, members and numbers as written) as one undoable edit;
    /// text that is not JSON is left alone, with a toast saying why.
    package func format() {
        let buffer = editor.model.buffer
        guard let formatted = SpecFormatter.format(buffer.bytes) else {
            window?.showToast(text(SourcePaneText.formatNeedsJSON), kind: .warning, duration: 4)
            return
        }
        guard formatted != buffer.bytes else { return }
        editor.model.replace(0..<buffer.count, with: String(decoding: formatted, as: UTF8.self))
        window?.focus(editor)
    }

    /// True while long lines wrap.
    var wrapsLines: Bool { editor.wrapsLines }

    /// Turns soft wrap on or off (the button shows it).
    func setWrapsLines(_ on: Bool) {
        editor.wrapsLines = on
        wrapButton.isOn = on
    }

    /// Alt+Z and the wrap button: turns soft wrap over, as the user's choice.
    func toggleWrap() { wrapButton.flip() }

    /// Puts the text on the clipboard.
    func copyJSON() {
        window?.clipboard.text = editor.model.text
        window?.showToast(text(SourcePaneText.copied(bytes: editor.model.buffer.count)), kind: .info, duration: 2)
    }

    /// Puts the caret at 1-based `line` and `column` (in Unicode scalars, as problems count
    /// them) and shows it.
    package func reveal(line: Int, column: Int) {
        let buffer = editor.model.buffer
        let lineIndex = max(0, min(line - 1, buffer.lineCount - 1))
        let range = buffer.lineContentRange(lineIndex)
        let scalars = buffer.string(in: range).unicodeScalars.prefix(max(0, column - 1))
        let offset = min(range.lowerBound + scalars.reduce(0) { $0 + UTF8.width($1) }, range.upperBound)
        editor.model.moveCaret(to: offset, extend: false)
        editor.scrollCaretIntoView()
        window?.focus(editor)
    }

    package override func layoutSubviews() {
        let h = Self.headerHeight
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        // A narrow pane keeps its title readable: "Copy JSON" becomes a copy icon and Format narrows.
        let wantedTitle = engine.width(of: title.text, font: title.font).rounded(.up) + 2
        let narrow = bounds.width < 12 + max(wantedTitle, 120) + 8 + 28 + 6 + 72 + 6 + 92 + 8
        copyButton.title = narrow ? "" : text(SourcePaneText.copyJSON)
        copyButton.icon = narrow ? Icons.copy : nil
        // Format keeps its whole word in every language (a longer word takes the title's room).
        let formatTitle = engine.width(of: formatButton.title, font: .ui).rounded(.up) + 12
        let buttonWidth = max(narrow ? 64.0 : 72.0, formatTitle), copyWidth = narrow ? 28.0 : 92.0
        copyButton.frame = Rect(x: bounds.width - 8 - copyWidth, y: 6, width: copyWidth, height: 28)
        formatButton.frame = Rect(x: copyButton.frame.minX - 6 - buttonWidth, y: 6, width: buttonWidth, height: 28)
        wrapButton.frame = Rect(x: formatButton.frame.minX - 6 - 28, y: 6, width: 28, height: 28)
        let titleWidth = min(wantedTitle, max(0, wrapButton.frame.minX - 20))
        title.frame = Rect(x: 12, y: 4, width: titleWidth, height: h / 2 - 6)
        title.tooltip = titleWidth < wantedTitle ? title.text : nil
        statusLabel.frame = Rect(x: 12, y: h / 2 - 2, width: max(0, wrapButton.frame.minX - 20), height: h / 2)
        statusLabel.tooltip =
            engine.width(of: statusLabel.text, font: statusLabel.font) > statusLabel.frame.width
            ? statusLabel.text : nil
        let bar = conflictBar.isHidden ? 0 : DiskConflictBar.height
        conflictBar.frame = Rect(x: 0, y: h, width: bounds.width, height: bar)
        editor.frame = Rect(x: 0, y: h + bar, width: bounds.width, height: max(0, bounds.height - h - bar))
    }

    package override func draw(in canvas: inout Canvas) {
        canvas.fill(
            Rect(x: 0, y: Self.headerHeight - 1, width: bounds.width, height: 1), color: canvas.theme.color(.border))
    }
}
