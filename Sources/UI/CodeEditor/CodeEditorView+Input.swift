import Graphics

/// Keys, typed text and the pointer.
extension CodeEditorView {
    func handleKeyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        refreshFolding()
        if completion != nil, handleCompletionKey(key, modifiers: modifiers) { return true }
        let shift = modifiers.contains(.shift)
        let control = modifiers.contains(.control)
        let command = modifiers.isCommand
        switch key {
        case .left where !modifiers.contains(.alt): model.moveLeft(extend: shift, word: control)
        case .right where !modifiers.contains(.alt): model.moveRight(extend: shift, word: control)
        case .up where !command: moveVertically(rows: -1, extend: shift)
        case .down where !command: moveVertically(rows: 1, extend: shift)
        case .pageUp where !command: moveVertically(rows: -visibleRowCount, extend: shift)
        case .pageDown where !command: moveVertically(rows: visibleRowCount, extend: shift)
        case .home where control: model.moveToDocumentStart(extend: shift)
        case .end where control: model.moveToDocumentEnd(extend: shift)
        case .home where !command: model.moveToLineStart(extend: shift)
        case .end where !command: model.moveToLineEnd(extend: shift)
        case .enter where !command: model.newline()
        case .tab where !command && !model.isReadOnly: shift ? model.outdent() : model.indent()
        case .backspace: model.deleteBackward(word: control)
        case .delete: model.deleteForward(word: control)
        case .function(3): findBar.findNext(backward: shift)
        case .escape:
            guard !findBar.isHidden else { return false }
            closeFindBar()
            return true
        case .space where control: openCompletion()
        case .character(let c) where control && !modifiers.contains(.alt):
            return performCommand(c, shift: shift)
        case .character, .space:
            return !command  // the text arrives through insertText
        default:
            return false
        }
        if completion != nil { refilterCompletion() }
        scrollCaretIntoView()
        return true
    }

    /// Up and down by rows on screen: the model's rows (lines, folds skipped), or the wrapped rows.
    private func moveVertically(rows: Int, extend: Bool) {
        if wrapsLines {
            moveVerticallyByShownRows(rows, extend: extend)
        } else {
            model.moveVertically(rows: rows, extend: extend)
        }
    }

    private func performCommand(_ c: Character, shift: Bool) -> Bool {
        let clipboard = window?.clipboard
        switch (c, shift) {
        case ("a", false): model.selectAll()
        case ("c", false): clipboard?.text = model.copiedText()
        case ("x", false):
            if let cut = model.cut() { clipboard?.text = cut }
        case ("v", false):
            if let text = clipboard?.text { model.paste(text) }
        case ("z", false): model.undo()
        case ("z", true), ("y", false): model.redo()
        case ("f", false): openFindBar(mode: .find)
        case ("g", false): openFindBar(mode: .goToLine)
        case ("[", true): model.toggleFoldAtCaret(folding: true)
        case ("]", true): model.toggleFoldAtCaret(folding: false)
        default: return false
        }
        closeCompletion()
        scrollCaretIntoView()
        return true
    }

    func handleInsertText(_ text: String) -> Bool {
        guard !model.isReadOnly else { return true }
        model.type(text)
        if completion != nil {
            refilterCompletion()
        } else if let provider = completionProvider, let last = text.last, provider.triggerCharacters.contains(last) {
            openCompletion()
        }
        scrollCaretIntoView()
        return true
    }

    // MARK: Pointer

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        guard event.button == .primary else { return false }
        refreshFolding()
        closeCompletion()
        let p = event.location
        guard p.y >= textTop else { return false }
        if p.x < gutterWidth {
            let segment = segment(atRow: Int(((p.y - textTop + scrollY) / metrics.lineHeight).rounded(.down)))
            let line = segment.line
            if segment.isFirst, p.x >= gutterWidth - Self.foldMarkerWidth - Self.gutterPadding / 2,
                model.canFold(line: line)
            {
                model.toggleFold(line: line)
                setNeedsLayout()
                return true
            }
            model.selectLine(at: model.buffer.lineStarts[line])
            dragUnit = 3
            return true
        }
        let offset = self.offset(at: p)
        dragUnit = min(3, max(1, event.clickCount))
        switch dragUnit {
        case 2: model.selectWord(at: offset)
        case 3: model.selectLine(at: offset)
        default: model.moveCaret(to: offset, extend: event.modifiers.contains(.shift))
        }
        setNeedsDisplay()
        return true
    }

    func handlePointerDragged(_ event: PointerEvent) {
        let viewport = textViewport
        let p = event.location
        if p.y < viewport.minY {
            scrollY -= metrics.lineHeight
        } else if p.y > viewport.maxY {
            scrollY += metrics.lineHeight
        }
        clampScroll()
        let offset = self.offset(at: p)
        let anchor = model.selection.anchor
        switch dragUnit {
        case 2:
            let word = model.buffer.wordRange(at: offset)
            let start = model.buffer.wordRange(at: anchor)
            model.select(
                offset < anchor
                    ? TextSelection(anchor: max(anchor, start.upperBound), head: word.lowerBound)
                    : TextSelection(anchor: min(anchor, start.lowerBound), head: word.upperBound))
        case 3:
            let line = model.wholeLineRange(model.buffer.line(containing: offset))
            let first = model.wholeLineRange(model.buffer.line(containing: anchor))
            model.select(
                offset < anchor
                    ? TextSelection(anchor: first.upperBound, head: line.lowerBound)
                    : TextSelection(anchor: first.lowerBound, head: line.upperBound))
        default:
            model.moveCaret(to: offset, extend: true)
        }
        scrollCaretIntoView()
    }

    func handlePointerMoved(_ event: PointerEvent) {
        let p = event.location
        guard p.x >= textViewport.minX, textViewport.contains(p) else {
            tooltip = nil
            return
        }
        let offset = self.offset(at: p, nearestBoundary: false)
        let rowTop = point(of: offset).y
        guard p.y >= rowTop, p.y < rowTop + metrics.lineHeight else {
            tooltip = nil
            return
        }
        if let diagnostic = diagnostics.first(where: {
            $0.range.contains(offset) || $0.range.isEmpty && $0.range.lowerBound == offset
        }) {
            tooltip = diagnostic.message
        } else {
            tooltip = hoverProvider?.hoverText(at: offset, of: model.buffer)
        }
    }
}

extension CodeEditorModel {
    /// Ctrl+Shift+[ folds the innermost range around the caret's line; Ctrl+Shift+] unfolds
    /// the one starting on it.
    func toggleFoldAtCaret(folding fold: Bool) {
        let line = buffer.line(containing: caret)
        if !fold {
            if isFolded(line: line) { toggleFold(line: line) }
            return
        }
        var candidate = line
        while candidate >= 0 {
            if canFold(line: candidate), !isFolded(line: candidate),
                let range = folding.available[candidate], range.endLine >= line
            {
                toggleFold(line: candidate)
                return
            }
            candidate -= 1
        }
    }
}
