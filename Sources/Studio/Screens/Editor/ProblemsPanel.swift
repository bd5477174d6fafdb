import LoaderKitCore
import Graphics
import Localization
import UI

/// The current document's problems (validation first, then prepare, in LoaderKit's wording),
/// each with its line and column; clicking one shows that line of the file with a caret under
/// the column and copies `file:line:column` to the clipboard; Open (with `$VISUAL` or
/// `$EDITOR` set) opens the file there. Problems with the tuned params come last.
@MainActor
final class ProblemsPanel: View, LanguageAware {
    let header = SectionHeader("PROBLEMS")
    let countBadge = Badge("", tone: .error)
    let emptyLabel = caption("No problems", tone: .success)
    let source = SourceLineView()
    private(set) var rows: [ProblemRow] = []
    /// The index of the selected problem.
    private(set) var selectedIndex: Int?
    /// The file the problems are in (absolute path), nil for a built-in.
    private(set) var file: String?
    /// The user's editor, for the rows' Open buttons (nil: no buttons).
    var externalEditor: ExternalEditor? {
        didSet { if externalEditor != oldValue { makeRows(problemsToShow(), stale: stale, keepSelection: true) } }
    }
    private var stale = false
    /// The language of the panel and its rows.
    private var text = StudioCatalogue.english
    /// What `show` was given last: the tuned params' problem in LoaderKit's words, unworded.
    private var given = Given()
    private struct Given {
        var problems: [SpecProblem] = []
        /// The studio's words for the problem of the file itself (stage `file`).
        var fileWording: Message?
        var paramsProblem: String?
        var warnings: [SpecProblem] = []
        /// The text the problems were placed in, for the selected one's line.
        var bytes: [UInt8] = []
    }
    /// True while the document is loading: its problems are not known yet, so "No problems" is
    /// not said.
    var isWaiting = false { didSet { emptyLabel.isHidden = isWaiting || !rows.isEmpty } }
    /// Called when the user picks a problem (the source pane puts its caret there).
    var onSelectProblem: (@MainActor (SpecProblem) -> Void)?
    /// Called when the user clicks a warning's Fix.
    var onFix: (@MainActor (SpecProblem) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        identifier = "problems"
        for view in [header, countBadge, emptyLabel, source] as [View] { addSubview(view) }
    }

    /// Shows `problems` of `file` (placed in its text `bytes`; a problem of the file itself in
    /// the words of `fileWording`), then its `warnings` (keeping the selection when nothing
    /// changed).
    func show(
        _ problems: [SpecProblem], fileWording: Message? = nil, paramsProblem: String?, stale: Bool, file: String?,
        bytes: [UInt8] = [], warnings: [SpecProblem] = []
    ) {
        given = Given(
            problems: problems, fileWording: fileWording, paramsProblem: paramsProblem, warnings: warnings,
            bytes: bytes)
        let all = problemsToShow()
        guard
            all.map({ Self.asShown($0.problem) }) != rows.map({ Self.asShown($0.problem) })
                || all.map(\.wording) != rows.map(\.wording) || stale != self.stale || file != self.file
        else {
            // The same problems in a changed text (typing elsewhere moved their bytes): the rows
            // and the selection stay, each row takes its problem's new place, and the selected
            // one's line is read again.
            for (row, shown) in zip(rows, all) { row.problem = shown.problem }
            source.problem = selectedIndex.map { rows[$0].problem }
            source.lineText = source.problem?.lineText(in: bytes)
            return
        }
        self.file = file
        makeRows(all, stale: stale, keepSelection: false)
    }

    /// Shows the header and the rows in the language of `text`, keeping the selection.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        header.label.text = text(EditorText.problemsHeader)
        emptyLabel.text = text(EditorText.noProblems)
        guard !rows.isEmpty else { return }
        makeRows(problemsToShow(), stale: stale, keepSelection: true)
    }

    /// What a row shows of `problem`: all of it but where its bytes are.
    private static func asShown(_ problem: SpecProblem) -> SpecProblem {
        var shown = problem
        shown.range = nil
        shown.offset = nil
        return shown
    }

    /// The problems given, the tuned params' one worded in the current language.
    private func problemsToShow() -> [(problem: SpecProblem, wording: Message?)] {
        var all = given.problems.map { ($0, $0.stage == .file ? given.fileWording : nil) }
        if let problem = given.paramsProblem {
            all.append((SpecProblem(problem, stage: .prepare), EditorText.withParams(problem)))
        }
        return all + given.warnings.map { ($0, nil) }
    }

    private func makeRows(_ all: [(problem: SpecProblem, wording: Message?)], stale: Bool, keepSelection: Bool) {
        self.stale = stale
        let selected = selectedIndex
        for row in rows { row.removeFromSuperview() }
        let editorName = file == nil ? nil : externalEditor?.name
        rows = all.enumerated().map { i, shown in
            let problem = shown.problem
            let tone: ThemeColor =
                problem.severity == .warning ? .warning : stale || problem.hasLocation ? .error : .warning
            let row = ProblemRow(problem, wording: shown.wording, tone: tone, editorName: editorName, text: text)
            row.onSelect = { [unowned self] in
                select(i)
                copyReference(to: rows[i].problem)
                onSelectProblem?(rows[i].problem)
            }
            row.onOpen = { [unowned self] in open(rows[i].problem) }
            row.onFix = { [unowned self] in onFix?(rows[i].problem) }
            addSubview(row)
            return row
        }
        let errors = all.filter { $0.problem.severity == .error }.count
        countBadge.text = all.isEmpty ? "" : "\(errors > 0 ? errors : all.count)"
        countBadge.tone = errors > 0 ? .error : .warning
        countBadge.isHidden = all.isEmpty
        emptyLabel.isHidden = isWaiting || !all.isEmpty
        select(all.isEmpty ? nil : keepSelection ? selected.map { min($0, all.count - 1) } ?? 0 : 0)
    }

    /// `file:line:column` of `problem` (the path alone for a problem about the whole file).
    static func reference(to problem: SpecProblem, in file: String) -> String {
        problem.hasLocation ? "\(file):\(problem.line):\(problem.column)" : file
    }

    private func copyReference(to problem: SpecProblem) {
        guard let file, let window else { return }
        let text = ProblemsPanel.reference(to: problem, in: file)
        window.clipboard.text = text
        window.showToast(self.text(EditorText.copied(text)), kind: .info)
    }

    private func open(_ problem: SpecProblem) {
        guard let file, let editor = externalEditor, let window else { return }
        do {
            try editor.open(file: file, line: problem.line, column: problem.column)
            let name = file.split(separator: "/").last.map(String.init) ?? file
            window.showToast(text(EditorText.opened(name, line: problem.line, editor: editor.name)), kind: .info)
        } catch {
            window.showToast(text(error.message), kind: .error, duration: 5)
        }
    }

    /// Selects problem `index` and shows its line.
    func select(_ index: Int?) {
        selectedIndex = index
        for (i, row) in rows.enumerated() { row.isSelected = i == index }
        source.problem = index.map { rows[$0].problem }
        source.lineText = source.problem?.lineText(in: given.bytes)
        setNeedsLayout()
        var ancestor = superview
        while let view = ancestor, !(view is EditorSidePanel) { ancestor = view.superview }
        ancestor?.setNeedsLayout()
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(size.width, contentHeight(width: size.width))
    }

    private func contentHeight(width: Double) -> Double {
        var y = 36.0
        if rows.isEmpty { y += 24 }
        for row in rows { y += row.sizeThatFits(Size(width + 16, 10_000)).height + 4 }
        let sourceHeight = source.sizeThatFits(Size(width, 100)).height
        return y + (sourceHeight > 0 ? sourceHeight + 8 : 0)
    }

    override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 32)
        let badge = countBadge.intrinsicContentSize ?? .zero
        countBadge.frame = Rect(x: 76, y: 11, width: badge.width, height: badge.height)
        emptyLabel.frame = Rect(x: 0, y: 36, width: bounds.width, height: 20)
        var y = 36.0
        for (i, row) in rows.enumerated() {
            let height = row.sizeThatFits(Size(bounds.width + 16, 10_000)).height
            row.frame = Rect(x: -8, y: y, width: bounds.width + 16, height: height)
            y += height + 4
            if i == selectedIndex {
                let sourceHeight = source.sizeThatFits(Size(bounds.width, 100)).height
                source.frame = Rect(x: 0, y: y, width: bounds.width, height: sourceHeight)
                y += sourceHeight > 0 ? sourceHeight + 8 : 0
            }
        }
        if selectedIndex == nil { source.frame = .zero }
    }
}
