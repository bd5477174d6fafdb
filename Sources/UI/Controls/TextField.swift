import Graphics

/// A one-line text entry: caret, selection, copy and paste, Enter commits, Escape reverts.
///
/// Edits change `text`; `commit()` (Enter, or losing focus) checks `validator`, then makes the
/// text the `committedText` and calls `onCommit`. Input the validator or `allowsCharacter`
/// rejects sets `isInvalid`, drawn as an error border, until the next accepted edit.
@MainActor
public class TextField: Control {
    /// The text being edited.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            caret = min(caret, text.count)
            anchor = min(anchor, text.count)
            setNeedsDisplay()
            onTextChange?(text)
        }
    }
    /// Called with the text after each change (typed, pasted, completed or set), before a commit.
    public var onTextChange: (@MainActor (String) -> Void)?
    /// The last committed text; Escape goes back to it.
    public private(set) var committedText: String
    /// Shown in the tertiary colour while the text is empty.
    public var placeholder = "" { didSet { setNeedsDisplay() } }
    public var font: Font = .ui { didSet { setNeedsDisplay() } }
    /// Horizontal alignment of the text.
    public var alignment: TextAlignment = .leading { didSet { setNeedsDisplay() } }
    /// Accepts or rejects the text on commit; nil accepts everything.
    public var validator: ((String) -> Bool)?
    /// Called with the text after a commit.
    public var onCommit: (@MainActor (String) -> Void)?
    /// True after input was rejected; cleared by the next accepted edit, a revert, or the focus
    /// leaving while the text is the committed one.
    public internal(set) var isInvalid = false { didSet { if isInvalid != oldValue { setNeedsDisplay() } } }

    /// The caret's position, in characters from the start.
    public internal(set) var caret = 0
    /// The other end of the selection (equal to `caret` when nothing is selected).
    public internal(set) var anchor = 0
    /// Horizontal scroll of the text, in points.
    var scrollX = 0.0

    /// When true, a click that focuses the field selects all of it (numeric fields); otherwise
    /// it places the caret.
    var selectsAllOnFocusClick = false
    /// Set when focus arrived, until the next pointer down.
    var focusJustArrived = false

    /// Inner padding left and right, in points.
    static let padding = 8.0

    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.committedText = text
        self.placeholder = placeholder
        super.init()
        caret = text.count
        anchor = caret
    }

    public override var intrinsicContentSize: Size? { Size(120, theme.controlHeight) }
    public override var cursor: Cursor { isEnabled ? .text : .arrow }

    /// The selected character range (empty when nothing is selected).
    public var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
    /// The selected text.
    public var selectedText: String { String(Array(text)[selection]) }

    /// Sets the text and commits it without calling `onCommit` (for the program, not the user).
    public func setText(_ newText: String) {
        text = newText
        committedText = newText
        caret = newText.count
        anchor = caret
        isInvalid = false
    }

    /// True when `character` may be typed; subclasses restrict it.
    func allowsCharacter(_ character: Character) -> Bool { !character.isNewline }

    /// Validates and commits the text; false (and `isInvalid`) when the validator rejects it.
    @discardableResult
    public func commit() -> Bool {
        let accepted = normalizedCommit(text)
        guard let accepted else {
            isInvalid = true
            return false
        }
        isInvalid = false
        if accepted != text { text = accepted; caret = text.count; anchor = caret }
        committedText = accepted
        onCommit?(accepted)
        return true
    }

    /// The text to commit for `candidate`, or nil to reject it; subclasses may normalise.
    func normalizedCommit(_ candidate: String) -> String? {
        (validator?(candidate) ?? true) ? candidate : nil
    }

    /// Goes back to the committed text.
    public func revert() {
        text = committedText
        caret = text.count
        anchor = caret
        isInvalid = false
    }

    /// Selects everything.
    public func selectAll() {
        anchor = 0
        caret = text.count
        setNeedsDisplay()
    }

    public override func focusDidChange() {
        super.focusDidChange()
        if isFocused {
            focusJustArrived = true
            selectAll()
        } else if text != committedText {
            if !commit() { revert() }
        } else {
            // A rejected character left the text as committed: nothing invalid is shown any more.
            isInvalid = false
        }
    }

    public override func insertText(_ typed: String) -> Bool {
        guard isEnabled else { return false }
        let accepted = typed.filter(allowsCharacter)
        guard !accepted.isEmpty else {
            isInvalid = true
            return true
        }
        replaceSelection(with: accepted)
        isInvalid = accepted.count != typed.count
        return true
    }

    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool { handleKeyDown(key, modifiers: modifiers) }
    public override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    public override func pointerDragged(_ event: PointerEvent) { handlePointerDragged(event) }
    public override func draw(in canvas: inout Canvas) { drawField(in: &canvas) }

    /// Replaces the selection (or inserts at the caret) with `string`.
    func replaceSelection(with string: String) {
        var characters = Array(text)
        let range = selection
        characters.replaceSubrange(range, with: Array(string))
        caret = range.lowerBound + string.count
        anchor = caret
        text = String(characters)
        setNeedsDisplay()
    }
}
