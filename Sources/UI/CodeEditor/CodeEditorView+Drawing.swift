import Graphics

/// Drawing: only the rows on screen. The gutter (problem marks, line numbers, fold markers),
/// the active line, selection, find matches, matched brackets, the text in token colours,
/// squiggles, folded-line markers and the caret.
extension CodeEditorView {
    func drawEditor(in canvas: inout Canvas) {
        refreshFolding()
        let theme = canvas.theme
        let m = metrics
        if model.isReadOnly, let notice = readOnlyNotice { drawNotice(notice, in: &canvas) }
        let viewport = textViewport
        guard viewport.height > 0, m.lineHeight > 0 else { return }
        let firstRow = max(0, Int((scrollY / m.lineHeight).rounded(.down)))
        let lastRow = min(shownRowCount - 1, Int(((scrollY + viewport.height) / m.lineHeight).rounded(.up)))
        guard firstRow <= lastRow else { return }
        let segments = (firstRow...lastRow).map { segment(atRow: $0) }
        let buffer = model.buffer
        let visibleBytes =
            buffer.lineStarts[segments[0].line]..<buffer.lineContentRange(segments[segments.count - 1].line).upperBound
        let tokens = tokenProvider?.tokens(in: visibleBytes, of: buffer) ?? []
        let caretLine = buffer.line(containing: model.caret)
        let selection = model.selection.range
        let matches = visibleFindMatches(in: visibleBytes)
        let marks = Self.ranges(markedRanges, meeting: visibleBytes)
        let brackets = isFocused ? model.matchingBrackets() : nil
        let shownDiagnostics = diagnostics.filter {
            $0.range.upperBound >= visibleBytes.lowerBound && $0.range.lowerBound <= visibleBytes.upperBound + 1
        }
        let shownCells = Int((viewport.width / m.advance).rounded(.up)) + 1
        let textClip = Rect(x: viewport.minX + 1, y: viewport.minY, width: viewport.width - 1, height: viewport.height)
        let (caretRow, _) = row(ofOffset: model.caret)

        canvas.pushClip(Rect(x: 0, y: viewport.minY, width: bounds.width, height: viewport.height))
        var tokenIndex = 0
        for (i, segment) in segments.enumerated() {
            let line = segment.line
            let top = viewport.minY + Double(firstRow + i) * m.lineHeight - scrollY
            let columns = self.columns(ofLine: line)
            let content = buffer.lineContentRange(line)
            let left = textLeft - scrollX - Double(segment.startCell) * m.advance
            func x(_ offset: Int) -> Double { left + Double(columns.cell(ofOffset: offset)) * m.advance }
            let firstCell = segment.startCell + max(0, Int((scrollX / m.advance).rounded(.down)))
            let lastCell = min(firstCell + shownCells, segment.endCell ?? Int.max)
            if line == caretLine, selection.isEmpty {
                canvas.fill(
                    Rect(x: 0, y: top, width: bounds.width, height: m.lineHeight),
                    color: theme.color(.textPrimary).multipliedAlpha(Theme.codeEditorActiveLineAlpha))
            }
            if segment.isFirst {
                drawGutter(
                    line: line, top: top, isCaretLine: line == caretLine, diagnostics: shownDiagnostics, metrics: m,
                    in: &canvas)
            }
            // A wrapped row shows only its own cells, from the text's left edge (room for the caret).
            let clipLeft = segment.isFirst ? textClip.minX : max(textClip.minX, textLeft - 1)
            let clipRight =
                segment.endCell.map { textLeft + Double($0 - segment.startCell) * m.advance } ?? textClip.maxX
            canvas.pushClip(
                Rect(x: clipLeft, y: top, width: max(0, min(clipRight, textClip.maxX) - clipLeft), height: m.lineHeight)
            )
            let lineEnd = line + 1 < buffer.lineCount ? buffer.lineStarts[line + 1] : buffer.count
            let lineSpan = content.lowerBound..<max(content.upperBound, lineEnd)
            for mark in marks where mark.overlaps(lineSpan) {
                let a = max(mark.lowerBound, content.lowerBound), b = min(mark.upperBound, content.upperBound)
                canvas.fill(
                    Rect(x: x(a), y: top, width: max(m.advance / 2, x(b) - x(a)), height: m.lineHeight),
                    color: theme.color(.accent).multipliedAlpha(0.22))
            }
            for match in matches where match != selection && match.overlaps(lineSpan) {
                let a = max(match.lowerBound, content.lowerBound), b = min(match.upperBound, content.upperBound)
                canvas.fill(
                    Rect(x: x(a), y: top, width: max(m.advance / 2, x(b) - x(a)), height: m.lineHeight),
                    color: theme.color(.warning).multipliedAlpha(0.18))
            }
            let selectsText = selection.lowerBound < content.upperBound && selection.upperBound > content.lowerBound
            let selectsBreak =
                selection.lowerBound <= content.upperBound && selection.upperBound > content.upperBound
                && content.upperBound < lineEnd
            if selectsText || selectsBreak {
                let a = max(selection.lowerBound, content.lowerBound), b = min(selection.upperBound, content.upperBound)
                let extra = selectsBreak ? m.advance : 0
                let width = x(b) - x(a) + extra
                if width > 0 {
                    canvas.fill(
                        Rect(x: x(a), y: top, width: width, height: m.lineHeight),
                        color: theme.color(.accent).multipliedAlpha(Theme.codeEditorSelectionAlpha))
                }
            }
            if let (a, b) = brackets {
                for offset in [a, b] where content.contains(offset) {
                    canvas.strokeInside(
                        Rect(x: x(offset), y: top + 1, width: m.advance, height: m.lineHeight - 2),
                        width: canvas.hairline, color: theme.color(.textSecondary))
                }
            }
            while tokenIndex < tokens.count, tokens[tokenIndex].range.upperBound <= content.lowerBound {
                tokenIndex += 1
            }
            drawText(
                of: columns, content: content, tokens: tokens[tokenIndex...],
                cells: firstCell...max(firstCell, lastCell),
                left: left, top: top, metrics: m, theme: theme, in: &canvas)
            if segment.isLast, model.isFolded(line: line) {
                let left = left + Double(columns.cellCount + 1) * m.advance
                let box = Rect(x: left, y: top + 3, width: 3 * m.advance, height: m.lineHeight - 6)
                canvas.fill(box, color: theme.color(.textTertiary).multipliedAlpha(0.18), radius: 3)
                canvas.drawText(
                    "…", font: .mono, color: theme.color(.textSecondary),
                    baseline: Point(left + m.advance, top + m.baseline))
            }
            drawSquiggles(
                shownDiagnostics, on: content, lineEnd: lineEnd, top: top, x: x, metrics: m, theme: theme, in: &canvas)
            if firstRow + i == caretRow, isFocused, window?.isKeyWindow ?? false {
                let width = max(1, (1.5 * canvas.scale).rounded()) / canvas.scale
                canvas.fill(
                    Rect(x: x(model.caret) - width / 2, y: top + 2, width: width, height: m.lineHeight - 4),
                    color: theme.color(.textPrimary))
            }
            canvas.popClip()
        }
        canvas.popClip()
        canvas.fill(
            Rect(x: gutterWidth - canvas.hairline, y: viewport.minY, width: canvas.hairline, height: viewport.height),
            color: theme.color(.border))
    }

    private func drawNotice(_ notice: String, in canvas: inout Canvas) {
        let theme = canvas.theme
        let rect = Rect(x: 0, y: 0, width: bounds.width, height: Self.noticeHeight)
        canvas.fill(rect, color: theme.color(.warning).multipliedAlpha(0.14))
        let metrics = canvas.textEngine.metrics(of: .uiSmall)
        let baseline = ((Self.noticeHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent).rounded()
        canvas.pushClip(rect)
        canvas.drawText(
            notice, font: .uiSmall, color: theme.color(.warning), baseline: Point(Self.gutterPadding, baseline))
        canvas.popClip()
        canvas.fill(
            Rect(x: 0, y: Self.noticeHeight - canvas.hairline, width: bounds.width, height: canvas.hairline),
            color: theme.color(.border))
    }

    private func drawGutter(
        line: Int, top: Double, isCaretLine: Bool, diagnostics: [CodeDiagnostic], metrics m: Metrics,
        in canvas: inout Canvas
    ) {
        let theme = canvas.theme
        let number = String(line + 1)
        let right = Self.diagnosticMarkWidth + numberColumnWidth
        canvas.drawText(
            number, font: .mono, color: theme.color(isCaretLine ? .textPrimary : .textTertiary),
            baseline: Point(right - Double(number.count) * m.advance, top + m.baseline))
        if let severity = worstSeverity(onLine: line, among: diagnostics) {
            let size = 6.0
            canvas.fill(
                Rect(
                    x: (Self.diagnosticMarkWidth - 4 - size) / 2, y: top + (m.lineHeight - size) / 2, width: size,
                    height: size),
                color: Self.color(of: severity, theme: theme), radius: size / 2)
        }
        if model.canFold(line: line) {
            let folded = model.isFolded(line: line)
            let cx = right + Self.gutterPadding + Self.foldMarkerWidth / 2, cy = top + m.lineHeight / 2
            var path = Path()
            if folded {
                path.move(to: Point(cx - 2, cy - 4)); path.line(to: Point(cx + 2, cy));
                path.line(to: Point(cx - 2, cy + 4))
            } else {
                path.move(to: Point(cx - 4, cy - 2)); path.line(to: Point(cx, cy + 2));
                path.line(to: Point(cx + 4, cy - 2))
            }
            canvas.stroke(path, width: 1.5, color: theme.color(folded ? .textPrimary : .textSecondary), cap: .round)
        }
    }

    /// The text of a line's visible cells, run by run in the token colours; ASCII runs are drawn
    /// whole, other characters one by one at their cells, control characters as their pictures.
    private func drawText(
        of columns: LineColumns, content: Range<Int>, tokens: ArraySlice<SyntaxToken>, cells: ClosedRange<Int>,
        left: Double, top: Double, metrics m: Metrics, theme: Theme, in canvas: inout Canvas
    ) {
        guard !content.isEmpty else { return }
        let bytes = model.buffer.bytes
        let characters = columns.characters(
            from: columns.offset(nearestCell: Double(max(0, cells.lowerBound - 1))),
            untilCell: cells.upperBound)
        guard !characters.isEmpty else { return }
        let baseline = top + m.baseline
        var run: [UInt8] = []
        var runCell = 0
        var runKind = SyntaxTokenKind.plain
        var tokenIterator = tokens.startIndex
        func kind(at offset: Int) -> SyntaxTokenKind {
            while tokenIterator < tokens.endIndex, tokens[tokenIterator].range.upperBound <= offset {
                tokenIterator += 1
            }
            if tokenIterator < tokens.endIndex, tokens[tokenIterator].range.contains(offset) {
                return tokens[tokenIterator].kind
            }
            return .plain
        }
        func flush() {
            guard !run.isEmpty else { return }
            canvas.drawText(
                String(decoding: run, as: UTF8.self), font: .mono, color: theme.syntaxColor(runKind),
                baseline: Point(left + Double(runCell) * m.advance, baseline))
            run.removeAll(keepingCapacity: true)
        }
        for character in characters {
            let k = kind(at: character.offset)
            let first = bytes[character.offset]
            let simple = character.length == 1 && first >= 0x20 && first < 0x7F
            if simple, k == runKind, !run.isEmpty, runCell + run.count == character.cell {
                run.append(first)
                continue
            }
            flush()
            runKind = k
            if simple {
                runCell = character.cell
                run.append(first)
            } else if first != 0x09 {
                let glyph: String
                if character.length == 1 {
                    glyph = String(Character(Unicode.Scalar(first < 0x20 ? 0x2400 + UInt32(first) : 0x2421)!))
                } else {
                    glyph = String(
                        decoding: bytes[character.offset..<(character.offset + character.length)], as: UTF8.self)
                }
                let color = character.length == 1 ? theme.syntaxColor(.invalid) : theme.syntaxColor(k)
                canvas.drawText(
                    glyph, font: .mono, color: color,
                    baseline: Point(left + Double(character.cell) * m.advance, baseline))
            }
        }
        flush()
    }

    private func drawSquiggles(
        _ diagnostics: [CodeDiagnostic], on content: Range<Int>, lineEnd: Int, top: Double, x: (Int) -> Double,
        metrics m: Metrics,
        theme: Theme, in canvas: inout Canvas
    ) {
        for diagnostic in diagnostics {
            let r = diagnostic.range
            // An empty range marks the character at its offset (the line end on the last line).
            let onLine =
                r.isEmpty
                ? r.lowerBound >= content.lowerBound && (r.lowerBound < lineEnd || lineEnd == model.buffer.count)
                : r.lowerBound < lineEnd && r.upperBound > content.lowerBound
            guard onLine else { continue }
            let a = max(r.lowerBound, content.lowerBound), b = min(r.upperBound, content.upperBound)
            let x0 = x(a), x1 = max(x(b), x0 + m.advance)
            let y = top + m.baseline + 2.5
            var path = Path()
            path.move(to: Point(x0, y))
            var px = x0, up = true
            while px < x1 {
                px = min(x1, px + 2)
                path.line(to: Point(px, up ? y - 1.5 : y))
                up.toggle()
            }
            canvas.stroke(path, width: 1, color: Self.color(of: diagnostic.severity, theme: theme))
        }
    }

    /// The colour of a severity: error, warning, or the accent for information.
    static func color(of severity: DiagnosticSeverity, theme: Theme) -> Color {
        switch severity {
        case .error: return theme.color(.error)
        case .warning: return theme.color(.warning)
        case .info: return theme.color(.accent)
        }
    }

    func worstSeverity(onLine line: Int, among diagnostics: [CodeDiagnostic]) -> DiagnosticSeverity? {
        let range = model.buffer.lineContentRange(line)
        var worst: DiagnosticSeverity?
        for d in diagnostics where model.buffer.line(containing: d.range.lowerBound) == line || d.range.overlaps(range)
        {
            switch (worst, d.severity) {
            case (nil, _), (.info, .warning), (.info, .error), (.warning, .error): worst = d.severity
            default: break
            }
        }
        return worst
    }

    /// The find bar's matches that meet `range` (found again when the text or query changed).
    func visibleFindMatches(in range: Range<Int>) -> [Range<Int>] {
        guard !findBar.isHidden, findBar.mode == .find else { return [] }
        return Self.ranges(currentFindMatches(), meeting: range)
    }

    /// The ranges of `all` (sorted by start, not overlapping) that meet `range`.
    static func ranges(_ all: [Range<Int>], meeting range: Range<Int>) -> [Range<Int>] {
        var low = 0, high = all.count
        while low < high {
            let mid = (low + high) / 2
            if all[mid].upperBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var result: [Range<Int>] = []
        var i = low
        while i < all.count, all[i].lowerBound <= range.upperBound {
            result.append(all[i])
            i += 1
        }
        return result
    }

    func currentFindMatches() -> [Range<Int>] {
        let query = findBar.query, caseSensitive = findBar.matchCase
        if let cached = findMatches, cached.revision == model.buffer.revision, cached.query == query,
            cached.caseSensitive == caseSensitive
        {
            return cached.ranges
        }
        let ranges = model.matches(of: query, caseSensitive: caseSensitive)
        findMatches = (model.buffer.revision, query, caseSensitive, ranges)
        return ranges
    }
}
