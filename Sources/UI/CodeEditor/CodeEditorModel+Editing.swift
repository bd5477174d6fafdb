import Foundation

/// Typing and the edits of the keys: auto-closed pairs, Enter with indentation, deleting,
/// paste and cut, block indent.
extension CodeEditorModel {
    /// Text from outside with its line breaks made the buffer's.
    func normalized(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else { return text }
        let lf = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return buffer.lineEnding == .lf ? lf : lf.replacingOccurrences(of: "\n", with: "\r\n")
    }

    /// Types text at the caret (replacing the selection): a closing character the editor
    /// inserted itself is stepped over, an opening bracket or quote gets its closing one.
    public func type(_ typed: String) {
        guard !isReadOnly else { return }
        let text = normalized(typed)
        guard !text.isEmpty else { return }
        let sel = selection
        if sel.isEmpty, text.utf8.count == 1, let byte = text.utf8.first {
            if autoClosed.contains(sel.head), buffer.byte(at: sel.head) == byte {
                autoClosed.removeAll { $0 == sel.head }
                history.caretAdvanced(from: sel, to: .caret(sel.head + 1))
                setSelection(.caret(sel.head + 1))
                return
            }
            if let closer = Self.autoClosingPairs[byte], shouldAutoClose(byte, at: sel.head) {
                let pair = String(decoding: [byte, closer], as: UTF8.self)
                edit(
                    [TextPatch(range: sel.head..<sel.head, replacement: pair)], kind: .typing,
                    selection: .caret(sel.head + 1))
                autoClosed.append(sel.head + 1)
                return
            }
        }
        edit(
            [TextPatch(range: sel.range, replacement: text)], kind: .typing,
            selection: .caret(sel.range.lowerBound + text.utf8.count))
    }

    private func shouldAutoClose(_ opener: UInt8, at offset: Int) -> Bool {
        let next = buffer.byte(at: offset)
        let nextAllows = next == nil || [0x20, 0x09, 0x0A, 0x0D, 0x7D, 0x5D, 0x29, 0x2C, 0x3A].contains(next!)
        guard opener == 0x22 else { return nextAllows }
        let previous = offset > 0 ? buffer.byte(at: offset - 1) : nil
        let previousAllows =
            previous.map { buffer.characterClass(at: offset - 1) != .word && $0 != 0x22 && $0 != 0x5C } ?? true
        return nextAllows && previousAllows
    }

    /// Enter: a line break with the line's indentation, one level more after `{` or `[`; between
    /// a bracket pair the closing one goes on its own line.
    public func newline() {
        guard !isReadOnly else { return }
        let range = selection.range
        let line = buffer.line(containing: range.lowerBound)
        let lineStart = buffer.lineStarts[line]
        let indent = buffer.string(
            in: lineStart..<min(lineStart + buffer.indentationLength(ofLine: line), range.lowerBound))
        var before = range.lowerBound
        while before > lineStart, let b = buffer.byte(at: before - 1), b == 0x20 || b == 0x09 { before -= 1 }
        let opener = before > lineStart ? buffer.byte(at: before - 1) : nil
        let nl = buffer.lineEnding.rawValue
        var replacement = nl + indent
        var caretShift = replacement.utf8.count
        if let opener, opener == 0x7B || opener == 0x5B {
            let inner = nl + indent + Self.indentUnit
            caretShift = inner.utf8.count
            replacement =
                buffer.byte(at: range.upperBound) == Self.autoClosingPairs[opener] ? inner + nl + indent : inner
        }
        edit(
            [TextPatch(range: range, replacement: replacement)], kind: .typing,
            selection: .caret(range.lowerBound + caretShift))
    }

    /// Backspace: the selection, a just-inserted bracket pair around the caret, or the character
    /// (or with `word`, the word) before the caret.
    public func deleteBackward(word: Bool = false) {
        guard !isReadOnly else { return }
        let sel = selection
        if !sel.isEmpty { return deleteRange(sel.range) }
        let head = sel.head
        guard head > 0 else { return }
        if !word, autoClosed.contains(head), let opener = buffer.byte(at: head - 1),
            Self.autoClosingPairs[opener] == buffer.byte(at: head)
        {
            return deleteRange((head - 1)..<(head + 1))
        }
        deleteRange((word ? buffer.wordBoundary(before: head) : buffer.previousCharacterBoundary(before: head))..<head)
    }

    /// Delete: the selection, or the character (or with `word`, the word) after the caret.
    public func deleteForward(word: Bool = false) {
        guard !isReadOnly else { return }
        let sel = selection
        if !sel.isEmpty { return deleteRange(sel.range) }
        let end = word ? buffer.wordBoundary(after: sel.head) : buffer.nextCharacterBoundary(after: sel.head)
        deleteRange(sel.head..<end)
    }

    private func deleteRange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        edit([TextPatch(range: range, replacement: "")], kind: .deleting, selection: .caret(range.lowerBound))
    }

    /// Replaces the selection with pasted text (one undo step).
    public func paste(_ pasted: String) {
        guard !isReadOnly else { return }
        let text = normalized(pasted)
        let range = selection.range
        guard !(text.isEmpty && range.isEmpty) else { return }
        edit(
            [TextPatch(range: range, replacement: text)], kind: .other,
            selection: .caret(range.lowerBound + text.utf8.count))
    }

    /// Replaces a range with text as one undo step (completions); the caret goes after it.
    public func replace(_ range: Range<Int>, with replacement: String) {
        let text = normalized(replacement)
        let r = buffer.clamped(range)
        edit([TextPatch(range: r, replacement: text)], kind: .other, selection: .caret(r.lowerBound + text.utf8.count))
    }

    /// What Ctrl+C copies: the selection, or the caret's whole line with its line break.
    func copiedText() -> String {
        if !selection.isEmpty { return selectedText }
        return buffer.string(in: wholeLineRange(buffer.line(containing: selection.head)))
    }

    /// Ctrl+X: removes the selection, or the caret's whole line, and returns it.
    public func cut() -> String? {
        guard !isReadOnly else { return nil }
        let copied = copiedText()
        if !selection.isEmpty {
            deleteRange(selection.range)
        } else {
            let line = buffer.line(containing: selection.head)
            var range = wholeLineRange(line)
            if range.upperBound == buffer.count, line > 0 {
                range = buffer.lineContentRange(line - 1).upperBound..<range.upperBound
            }
            guard !range.isEmpty else { return copied }
            edit(
                [TextPatch(range: range, replacement: "")], kind: .other,
                selection: .caret(min(range.lowerBound, buffer.count - range.count)))
            select(.caret(buffer.lineStarts[buffer.line(containing: selection.head)]))
        }
        return copied
    }

    /// A line with its line break.
    func wholeLineRange(_ line: Int) -> Range<Int> {
        let start = buffer.lineStarts[line]
        return start..<(line + 1 < buffer.lineCount ? buffer.lineStarts[line + 1] : buffer.count)
    }

    /// The lines the selection covers (a selection ending at a line's start leaves that line out).
    var selectedLines: ClosedRange<Int> {
        let range = selection.range
        let first = buffer.line(containing: range.lowerBound)
        var last = buffer.line(containing: range.upperBound)
        if last > first, buffer.lineStarts[last] == range.upperBound { last -= 1 }
        return first...last
    }

    /// Tab: indents the selected lines by one level, or inserts spaces to the next level.
    public func indent() {
        guard !isReadOnly else { return }
        let lines = selectedLines
        if selection.isEmpty || lines.count == 1 && !selectionCoversLine(lines.lowerBound) {
            let range = selection.range
            let column = range.lowerBound - buffer.lineStarts[lines.lowerBound]
            let unit = Self.indentUnit.utf8.count
            let spaces = String(repeating: " ", count: unit - column % unit)
            edit(
                [TextPatch(range: range, replacement: spaces)], kind: .typing,
                selection: .caret(range.lowerBound + spaces.utf8.count))
            return
        }
        let patches = lines.compactMap { line -> TextPatch? in
            buffer.lineContentRange(line).isEmpty
                ? nil
                : TextPatch(range: buffer.lineStarts[line]..<buffer.lineStarts[line], replacement: Self.indentUnit)
        }
        edit(patches, kind: .other)
    }

    private func selectionCoversLine(_ line: Int) -> Bool {
        let content = buffer.lineContentRange(line)
        return selection.range.lowerBound <= content.lowerBound && selection.range.upperBound >= content.upperBound
            && !content.isEmpty
    }

    /// Shift+Tab: removes one level of indentation from the selected lines (or the caret's).
    public func outdent() {
        guard !isReadOnly else { return }
        let unit = Self.indentUnit.utf8.count
        let patches = selectedLines.compactMap { line -> TextPatch? in
            let start = buffer.lineStarts[line]
            var n = 0
            while n < unit, let b = buffer.byte(at: start + n), b == 0x20 || b == 0x09 {
                n += 1
                if b == 0x09 { break }
            }
            return n > 0 ? TextPatch(range: start..<(start + n), replacement: "") : nil
        }
        edit(patches, kind: .other)
    }
}
