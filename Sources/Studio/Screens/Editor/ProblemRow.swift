import LoaderKitCore
import Foundation
import Graphics
import Localization
import UI

/// One problem in the Problems panel: `line:column` in mono, the message wrapped to as many
/// lines as it needs and, for a misspelt name, a "did you mean …?" line under it. Clicking it
/// selects it; an Open button (when the user has an editor) opens the file at its line; a Fix
/// button (when the warning has a quick fix) makes the fix, one step of the text's history.
@MainActor
final class ProblemRow: Control {
    /// The problem shown (its bytes follow the text: see `ProblemsPanel.show`).
    var problem: SpecProblem
    /// The problem in the studio's words (a file that cannot be read, the tuned params'
    /// problem), rendered in the current language; nil shows LoaderKit's message as it is.
    let wording: Message?
    let location = Label("", font: .mono)
    let message = Label("", font: .uiSmall)
    let hint = Label("", font: .uiSmall)
    let openButton = Button("Open", style: .plain)
    let fixButton = Button("Fix", style: .plain)
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// Called when the user clicks the row.
    var onSelect: (@MainActor () -> Void)?
    /// Called when the user clicks Open.
    var onOpen: (@MainActor () -> Void)?
    /// Called when the user clicks Fix.
    var onFix: (@MainActor () -> Void)?

    /// `editorName` names the user's editor for the Open button (nil: no button).
    /// Its texts in the language of `text` (LoaderKit's message and hint as they are).
    init(
        _ problem: SpecProblem, wording: Message? = nil, tone: ThemeColor, editorName: String? = nil,
        text: Localizer = StudioCatalogue.english
    ) {
        self.problem = problem
        self.wording = wording
        super.init()
        cornerRadius = theme.controlRadius
        location.text = problem.hasLocation ? "\(problem.line):\(problem.column)" : text(EditorText.wholeFile)
        location.textColor = .token(tone)
        message.text = wording.map { text($0) } ?? problem.message
        message.numberOfLines = 0
        message.textColor = .token(.textPrimary)
        hint.text = problem.suggestion.map { text(DocumentText.didYouMean($0)) } ?? ""
        hint.numberOfLines = 0
        hint.textColor = .token(.textSecondary)
        hint.isHidden = problem.suggestion == nil
        hint.identifier = "problem.hint"
        openButton.identifier = "problem.open"
        openButton.isHidden = editorName == nil || !problem.hasLocation
        openButton.title = text(EditorText.open)
        openButton.tooltip = editorName.map { text(EditorText.openIn($0, line: problem.line)) }
        openButton.action = { [unowned self] in onOpen?() }
        fixButton.title = text(EditorText.fix)
        fixButton.identifier = "problem.fix"
        fixButton.isHidden = problem.fixTitle == nil
        fixButton.tooltip = problem.fixMessage.map { text($0) } ?? problem.fixTitle
        fixButton.action = { [unowned self] in onFix?() }
        for view in [location, message, hint, openButton, fixButton] as [View] { addSubview(view) }
        identifier = "problem"
        tooltip = text(problem.path.map { EditorText.rowTip($0.description) } ?? EditorText.copyPath)
    }

    override var canBecomeFocused: Bool { false }

    override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width - 16
        var height = 24 + message.sizeThatFits(Size(width, 10_000)).height
        if !hint.isHidden { height += 2 + hint.sizeThatFits(Size(width, 10_000)).height }
        return Size(size.width, (height + 6).rounded(.up))
    }

    override func layoutSubviews() {
        let width = bounds.width - 16
        let open = openButton.isHidden ? 0 : (openButton.intrinsicContentSize?.width ?? 56)
        let fix = fixButton.isHidden ? 0 : (fixButton.intrinsicContentSize?.width ?? 40)
        location.frame = Rect(x: 8, y: 6, width: width - open - fix, height: 16)
        openButton.frame = Rect(x: bounds.width - 4 - open, y: 2, width: open, height: 22)
        fixButton.frame = Rect(x: bounds.width - 4 - open - fix, y: 2, width: fix, height: 22)
        let messageHeight = message.sizeThatFits(Size(width, 10_000)).height
        message.frame = Rect(x: 8, y: 24, width: width, height: messageHeight)
        let hintHeight = hint.isHidden ? 0 : hint.sizeThatFits(Size(width, 10_000)).height
        hint.frame = Rect(x: 8, y: message.frame.maxY + 2, width: width, height: hintHeight)
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary else { return false }
        isPressed = true
        return true
    }

    override func pointerUp(_ event: PointerEvent) {
        isPressed = false
        if bounds.contains(event.location) { onSelect?() }
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        if isSelected {
            canvas.fill(bounds, color: theme.color(.accent).multipliedAlpha(0.10), radius: cornerRadius)
        } else if isPointerInside {
            canvas.fill(bounds, color: surfaceColor(theme), radius: cornerRadius)
        }
    }
}

/// The selected problem's line of the file in mono, with a caret under its column; long lines
/// are cut around the column so the caret stays in view.
@MainActor
final class SourceLineView: View {
    var problem: SpecProblem? { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }
    /// The text of the problem's line, without its line break.
    var lineText: String? { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        identifier = "problems.source"
    }

    /// The text drawn and the caret's character offset in it (1-based column to 0-based).
    var shown: (text: String, caret: Int)? {
        guard let problem, problem.hasLocation, let line = lineText else { return nil }
        let characters = Array(line.replacingOccurrences(of: "\t", with: " "))
        let column = max(0, problem.column - 1)
        let room = max(8, Int((bounds.width - 16) / 7.2))
        var start = 0
        if column >= room - 4 { start = column - room / 2 }
        let end = min(characters.count, start + room - (start > 0 ? 1 : 0))
        let prefix = start > 0 ? "…" : ""
        let text = prefix + String(characters[min(start, characters.count)..<max(min(start, characters.count), end)])
        return (text, column - start + prefix.count)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, shown == nil ? 0 : 52) }

    override func draw(in canvas: inout Canvas) {
        guard let (text, caret) = shown else { return }
        let theme = canvas.theme
        canvas.fill(bounds, color: theme.color(.windowBackground), radius: theme.controlRadius)
        canvas.strokeInside(bounds, width: canvas.hairline, color: theme.color(.border), radius: theme.controlRadius)
        let engine = canvas.textEngine
        let baseline = 20.0
        canvas.drawText(text, font: .mono, color: theme.color(.textPrimary), baseline: Point(8, baseline))
        let characters = Array(text)
        let before = String(characters.prefix(min(caret, characters.count)))
        let x = 8 + engine.width(of: before, font: .mono)
        let charWidth = caret < characters.count ? engine.width(of: String(characters[caret]), font: .mono) : 7
        let cx = (x + charWidth / 2).rounded()
        let tone = theme.color(problem?.severity == .warning ? .warning : .error)
        canvas.fill(
            .polygon([Point(cx, baseline + 6), Point(cx + 5, baseline + 12), Point(cx - 5, baseline + 12)]),
            with: .solid(tone))
        canvas.fill(Rect(x: x, y: baseline + 3, width: max(2, charWidth), height: 1.5), color: tone)
    }
}
