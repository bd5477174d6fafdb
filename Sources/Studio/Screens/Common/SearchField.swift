import Graphics
import UI

/// A one-line search field that reports every edit (the toolkit's `TextField` reports commits
/// only): typing, Backspace, Delete, Ctrl+V, Ctrl+A (all of it, replaced by what is typed next),
/// and Escape to clear and leave.
///
/// Text is edited at its end only, which is all a filter needs; a magnifier sits at the left and
/// a clear button appears at the right once there is text.
@MainActor
final class SearchField: Control {
    /// The text.
    private(set) var text = ""
    /// Shown in the tertiary colour while empty.
    var placeholder: String { didSet { setNeedsDisplay() } }
    /// Called after every change of `text`.
    var onChange: (@MainActor (String) -> Void)?
    /// Called when Escape or Enter ends editing (to hand focus back).
    var onFinish: (@MainActor (_ submitted: Bool) -> Void)?
    /// Drops the text of a key press that a shortcut used.
    var gate: ShortcutTextGate?
    /// True after Ctrl+A: the next edit replaces the whole text.
    private(set) var isAllSelected = false { didSet { if isAllSelected != oldValue { setNeedsDisplay() } } }

    init(placeholder: String) {
        self.placeholder = placeholder
        super.init()
        identifier = "search"
    }

    override var intrinsicContentSize: Size? { Size(220, theme.controlHeight) }
    override var cursor: Cursor { .text }

    /// Replaces the text (calls `onChange` when it changed).
    func setText(_ newText: String) {
        isAllSelected = false
        guard newText != text else { return }
        text = newText
        setNeedsDisplay()
        onChange?(text)
    }

    private var clearRect: Rect { Rect(x: bounds.width - 26, y: (bounds.height - 20) / 2, width: 20, height: 20) }

    override func insertText(_ typed: String) -> Bool {
        if gate?.shouldDrop(typed) == true { return true }
        let accepted = typed.filter { !$0.isNewline }
        guard isEnabled, !accepted.isEmpty else { return false }
        setText((isAllSelected ? "" : text) + accepted)
        return true
    }

    override func focusDidChange() {
        super.focusDidChange()
        isAllSelected = false
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled else { return false }
        gate?.keyReachedTypingView()
        switch key {
        case .backspace:
            if modifiers.contains(.control) || isAllSelected {
                setText("")
            } else if !text.isEmpty {
                setText(String(text.dropLast()))
            }
            return true
        case .delete:
            setText("")
            return true
        case .escape:
            setText("")
            onFinish?(false)
            return true
        case .enter:
            onFinish?(true)
            return true
        case .character("v") where modifiers.contains(.primary):
            if let pasted = window?.clipboard.text { _ = insertText(pasted) }
            return true
        case .character("a") where modifiers.contains(.primary):
            isAllSelected = !text.isEmpty
            return true
        case .left, .right, .home, .end:
            isAllSelected = false
            return true
        default:
            return false
        }
    }

    override func pointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary else { return false }
        if !text.isEmpty, clearRect.contains(event.location) { setText("") }
        return true
    }

    override func draw(in canvas: inout Canvas) {
        let theme = canvas.theme
        canvas.fill(bounds, color: theme.color(.panel), radius: cornerRadius)
        canvas.strokeInside(bounds, width: canvas.hairline, color: theme.color(.controlBorder), radius: cornerRadius)
        let iconY = ((bounds.height - 16) / 2).rounded()
        canvas.fill(Icons.search.transformed(by: .translation(8, iconY)), with: .solid(theme.color(.textTertiary)))
        let engine = canvas.textEngine
        let metrics = engine.metrics(of: .ui)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        let x = 30.0
        canvas.pushClip(Rect(x: x - 1, y: 2, width: max(0, bounds.width - x - 30), height: bounds.height - 4))
        let shown = text.isEmpty ? placeholder : text
        let width = engine.width(of: shown, font: .ui)
        let room = bounds.width - x - 32
        let textX = text.isEmpty || width <= room ? x : x + room - width
        if isFocused, isAllSelected {
            canvas.fill(
                Rect(
                    x: textX, y: baseline - metrics.ascent - 1, width: width,
                    height: metrics.ascent + metrics.descent + 2),
                color: theme.color(.accent).multipliedAlpha(0.3))
        }
        canvas.drawText(
            shown, font: .ui, color: theme.color(text.isEmpty ? .textTertiary : .textPrimary),
            baseline: Point(textX, baseline))
        if isFocused, !isAllSelected {
            let caretX = text.isEmpty ? x : textX + width + 1
            canvas.fill(
                Rect(
                    x: caretX.rounded(), y: baseline - metrics.ascent - 1, width: 1,
                    height: metrics.ascent + metrics.descent + 2), color: theme.color(.textPrimary))
        }
        canvas.popClip()
        if !text.isEmpty {
            let r = clearRect
            canvas.fill(
                Icons.close.transformed(
                    by: Transform.translation(-8, -8).concatenating(.scale(0.75, 0.75))
                        .concatenating(.translation(r.midX, r.midY))), with: .solid(theme.color(.textSecondary)))
        }
    }
}
