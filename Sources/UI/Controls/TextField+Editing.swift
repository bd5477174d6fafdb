import Graphics

extension TextField {
    func handleKeyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard isEnabled else { return false }
        let extend = modifiers.contains(.shift)
        let count = text.count
        switch key {
        case .enter:
            commit()
        case .escape:
            guard text != committedText || isInvalid else { return false }
            revert()
        case .left:
            moveCaret(to: !extend && !selection.isEmpty ? selection.lowerBound : caret - 1, extend: extend)
        case .right:
            moveCaret(to: !extend && !selection.isEmpty ? selection.upperBound : caret + 1, extend: extend)
        case .home, .up:
            moveCaret(to: 0, extend: extend)
        case .end, .down:
            moveCaret(to: count, extend: extend)
        case .backspace:
            if selection.isEmpty, caret > 0 { anchor = caret - 1 }
            replaceSelection(with: "")
            isInvalid = false
        case .delete:
            if selection.isEmpty, caret < count { anchor = caret + 1 }
            replaceSelection(with: "")
            isInvalid = false
        case .character(let c) where modifiers.contains(.primary):
            return performCommand(c)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    private func performCommand(_ c: Character) -> Bool {
        let clipboard = window?.clipboard
        switch c {
        case "a": selectAll()
        case "c": if !selection.isEmpty { clipboard?.text = selectedText }
        case "x":
            if !selection.isEmpty {
                clipboard?.text = selectedText
                replaceSelection(with: "")
            }
        case "v":
            if let pasted = clipboard?.text { _ = insertText(pasted.filter { !$0.isNewline }) }
        default: return false
        }
        return true
    }

    func moveCaret(to position: Int, extend: Bool) {
        caret = min(max(0, position), text.count)
        if !extend { anchor = caret }
        setNeedsDisplay()
    }

    /// The character index nearest to `x` (view points).
    func characterIndex(at x: Double, engine: TextEngine) -> Int {
        let offsets = engine.caretOffsets(of: text, font: font)
        let local = x - textOrigin(engine: engine)
        var best = 0
        for (i, offset) in offsets.enumerated() where abs(offset - local) < abs(offsets[best] - local) { best = i }
        return best
    }

    /// The x of the text's start in view points (after padding, alignment and scroll).
    func textOrigin(engine: TextEngine) -> Double {
        let width = engine.width(of: text, font: font)
        let room = bounds.width - 2 * TextField.padding
        switch alignment {
        case .leading: return TextField.padding - scrollX
        case .center: return width < room ? TextField.padding + (room - width) / 2 : TextField.padding - scrollX
        case .trailing: return width < room ? bounds.width - TextField.padding - width : TextField.padding - scrollX
        }
    }

    func handlePointerDown(_ event: PointerEvent) -> Bool {
        guard isEnabled, event.button == .primary, let engine = window?.textEngine else { return false }
        let arrived = focusJustArrived
        focusJustArrived = false
        if event.clickCount >= 2 || (arrived && selectsAllOnFocusClick) {
            selectAll()
        } else {
            moveCaret(
                to: characterIndex(at: event.location.x, engine: engine), extend: event.modifiers.contains(.shift))
        }
        return true
    }

    func handlePointerDragged(_ event: PointerEvent) {
        guard let engine = window?.textEngine else { return }
        moveCaret(to: characterIndex(at: event.location.x, engine: engine), extend: true)
    }

    /// Keeps the caret inside the visible part of the field.
    func scrollCaretIntoView(engine: TextEngine) {
        let offsets = engine.caretOffsets(of: text, font: font)
        let caretX = offsets[min(caret, offsets.count - 1)]
        let room = bounds.width - 2 * TextField.padding
        if caretX - scrollX > room { scrollX = caretX - room }
        if caretX - scrollX < 0 { scrollX = caretX }
        scrollX = max(0, min(scrollX, max(0, (offsets.last ?? 0) - room)))
    }

    func drawField(in canvas: inout Canvas) {
        let theme = canvas.theme, engine = canvas.textEngine
        canvas.fill(bounds, color: theme.color(.panel), radius: cornerRadius)
        let border: ThemeColor = isInvalid ? .error : .controlBorder
        canvas.strokeInside(
            bounds, width: isInvalid ? 1 : canvas.hairline, color: theme.color(border), radius: cornerRadius)
        scrollCaretIntoView(engine: engine)
        let metrics = engine.metrics(of: font)
        let baseline = ((bounds.height - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        let inner = bounds.insetBy(dx: TextField.padding - 2, dy: 2)
        canvas.pushClip(inner)
        let x0 = textOrigin(engine: engine)
        let offsets = engine.caretOffsets(of: text, font: font)
        if isFocused, !selection.isEmpty {
            let rect = Rect(
                x: x0 + offsets[selection.lowerBound], y: baseline - metrics.ascent - 1,
                width: offsets[selection.upperBound] - offsets[selection.lowerBound],
                height: metrics.ascent + metrics.descent + 2)
            canvas.fill(rect, color: theme.color(.accent).multipliedAlpha(0.3))
        }
        if text.isEmpty {
            canvas.drawText(placeholder, font: font, color: theme.color(.textTertiary), baseline: Point(x0, baseline))
        } else {
            canvas.drawText(text, font: font, color: labelColor(theme), baseline: Point(x0, baseline))
        }
        if isFocused, selection.isEmpty {
            let x = x0 + offsets[min(caret, offsets.count - 1)]
            canvas.fill(
                Rect(x: x, y: baseline - metrics.ascent - 1, width: 1, height: metrics.ascent + metrics.descent + 2),
                color: theme.color(.textPrimary))
        }
        canvas.popClip()
    }
}
