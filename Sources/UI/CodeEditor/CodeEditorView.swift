import Graphics

/// A multi-line code editor: line numbers, folding, syntax colours, problems, find, go to
/// line, completion, undo, and a read-only mode with a notice.
///
/// The text and its editing live in `model` (`CodeEditorModel` over a `TextDocumentBuffer`);
/// the language comes from outside through the providers and `diagnostics`. Only the rows on
/// screen are measured and drawn. Text is set in the mono font on a grid of cells.
@MainActor
public final class CodeEditorView: View {
    /// The text, selection, history and folds.
    public let model: CodeEditorModel
    /// Colours the rows on screen.
    public var tokenProvider: SyntaxTokenProvider? { didSet { setNeedsDisplay() } }
    /// Says which lines fold; asked again after each change of the text.
    public var foldingProvider: FoldingRangeProvider? { didSet { foldingRevision = -1; setNeedsDisplay() } }
    /// Tooltips over the text.
    public var hoverProvider: HoverProvider?
    /// Completions at the caret (Ctrl+Space, or a trigger character typed).
    public var completionProvider: CompletionProvider?
    /// The problems to show; their ranges move with the edits until the next assignment.
    public var diagnostics: [CodeDiagnostic] = [] { didSet { setNeedsDisplay() } }
    /// The line shown above the text while read-only (why the text cannot be edited).
    public var readOnlyNotice: String? { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Called after the selection changed (by the user, an edit or a patch from outside).
    public var onSelectionChange: (@MainActor (TextSelection) -> Void)?
    private var reportedSelection: TextSelection?
    /// When true, the text cannot change.
    public var isReadOnly: Bool {
        get { model.isReadOnly }
        set {
            model.isReadOnly = newValue
            if newValue { closeCompletion() }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Vertical scroll of the text, in points.
    public internal(set) var scrollY = 0.0
    /// Horizontal scroll of the text, in points (0 while the text wraps).
    public internal(set) var scrollX = 0.0
    /// When true, a line longer than the text area goes on in the next row (soft wrap); the
    /// text never scrolls sideways.
    public var wrapsLines = false {
        didSet {
            guard wrapsLines != oldValue else { return }
            softWrapCache = nil
            setNeedsLayout()
            scrollCaretIntoView()
        }
    }
    var softWrapCache: (key: SoftWrapKey, rows: SoftWrapRows)?

    let verticalBar = CodeEditorScrollBar(axis: .vertical)
    let horizontalBar = CodeEditorScrollBar(axis: .horizontal)
    let findBar: CodeEditorFindBar
    let completionPopup = CodeCompletionPopup()
    var completion: CompletionSession?
    var foldingRevision = -1
    /// The find bar's matches, with the revision and query they were found for.
    var findMatches: (revision: Int, query: String, caseSensitive: Bool, ranges: [Range<Int>])?
    /// Stretches of text the owner marks (the values of a selection made elsewhere), sorted by
    /// their start, drawn with the accent under the text; byte offsets into the current text.
    public var markedRanges: [Range<Int>] = [] {
        didSet { if markedRanges != oldValue { setNeedsDisplay() } }
    }
    /// How a drag extends the selection: by characters, words or lines.
    var dragUnit = 1
    var metricsCache: (key: MetricsKey, metrics: Metrics)?
    /// The cell maps of lines drawn at `revision`, by line.
    var columnsCache: (revision: Int, lines: [Int: LineColumns]) = (-1, [:])

    /// Space around the gutter's parts and the text, in points.
    static let gutterPadding = 8.0
    static let textPadding = 6.0
    static let foldMarkerWidth = 14.0
    static let diagnosticMarkWidth = 14.0
    static let noticeHeight = 24.0
    static let findBarHeight = 36.0

    /// The words of the find bar and go to line, in the caller's language.
    public var strings: CodeEditorStrings {
        get { findBar.strings }
        set { findBar.strings = newValue }
    }

    /// Creates an editor over a model, its find bar worded by `strings`.
    public init(model: CodeEditorModel, strings: CodeEditorStrings) {
        self.model = model
        findBar = CodeEditorFindBar(strings: strings)
        super.init()
        clipsToBounds = true
        backgroundColor = .token(Theme.codeEditorBackground)
        for bar in [verticalBar, horizontalBar] {
            bar.onScroll = { [weak self] axis, value in self?.scroll(axis: axis, to: value) }
            addSubview(bar)
        }
        findBar.editor = self
        findBar.isHidden = true
        addSubview(findBar)
        completionPopup.isHidden = true
        completionPopup.onAccept = { [weak self] index in self?.acceptCompletion(at: index) }
        addSubview(completionPopup)
        model.onChange = { [weak self] in self?.modelDidChange() }
        model.buffer.addObserver { [weak self] applied in self?.bufferDidApply(applied.patch) }
    }

    /// Creates an editor holding `text`.
    public convenience init(text: String, strings: CodeEditorStrings) {
        self.init(model: CodeEditorModel(text: text), strings: strings)
    }

    public override var canBecomeFocused: Bool { true }
    public override var capturesTabKey: Bool { !model.isReadOnly }
    public override var cursor: Cursor { .text }

    public override func draw(in canvas: inout Canvas) { drawEditor(in: &canvas) }
    public override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool { handleKeyDown(key, modifiers: modifiers) }
    public override func insertText(_ text: String) -> Bool { handleInsertText(text) }
    public override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    public override func pointerDragged(_ event: PointerEvent) { handlePointerDragged(event) }
    public override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    public override func pointerExited() { tooltip = nil }

    // MARK: Geometry

    /// The measures of the mono grid, in points.
    struct Metrics {
        var advance: Double
        var lineHeight: Double
        var baseline: Double
        var ascent: Double
    }

    /// The grid's measures, measured once per text engine and scale.
    var metrics: Metrics {
        let engine = window?.textEngine ?? FallbackEngine.shared
        let key = MetricsKey(engine: ObjectIdentifier(engine), scale: window?.scale ?? 1)
        if let cached = metricsCache, cached.key == key { return cached.metrics }
        let measured = Self.measure(engine)
        metricsCache = (key, measured)
        return measured
    }

    struct MetricsKey: Equatable {
        var engine: ObjectIdentifier
        var scale: Double
    }

    private static func measure(_ engine: TextEngine) -> Metrics {
        let font = Font.mono
        let m = engine.metrics(of: font)
        let sample = String(repeating: "0", count: 64)
        let advance = max(1, engine.width(of: sample, font: font) / 64)
        let lineHeight = (m.lineHeight + 4).rounded()
        return Metrics(
            advance: advance, lineHeight: lineHeight,
            baseline: ((lineHeight - m.ascent - m.descent) / 2 + m.ascent).rounded(), ascent: m.ascent)
    }

    /// The top of the text area: below the notice and the find bar.
    var textTop: Double {
        (model.isReadOnly && readOnlyNotice != nil ? Self.noticeHeight : 0)
            + (findBar.isHidden ? 0 : Self.findBarHeight)
    }

    /// The width of the line numbers' column, in points.
    var numberColumnWidth: Double {
        Double(max(2, String(model.buffer.lineCount).count)) * metrics.advance
    }

    /// The gutter: a diagnostic mark, the line numbers, a fold marker.
    var gutterWidth: Double {
        (Self.diagnosticMarkWidth + numberColumnWidth + Self.gutterPadding + Self.foldMarkerWidth).rounded(.up)
    }

    /// Where cell 0 of the text is drawn (before scrolling), in view points.
    var textLeft: Double { gutterWidth + Self.textPadding }

    /// The rect the text rows are drawn in (right of the gutter, above the scroll bar).
    var textViewport: Rect {
        let right = bounds.width - (verticalBar.isHidden ? 0 : CodeEditorScrollBar.thickness)
        let bottom = bounds.height - (horizontalBar.isHidden ? 0 : CodeEditorScrollBar.thickness)
        return Rect(x: gutterWidth, y: textTop, width: max(0, right - gutterWidth), height: max(0, bottom - textTop))
    }

    /// The height of all rows, with a little room below the last.
    var contentHeight: Double { Double(shownRowCount) * metrics.lineHeight + Self.textPadding }
    /// The width of the longest line (estimated from its bytes), with room for the caret; none
    /// while the text wraps.
    var contentWidth: Double {
        wrapsLines ? 0 : Double(model.buffer.longestLineLength + 2) * metrics.advance + Self.textPadding * 2
    }

    var maximumScrollY: Double { max(0, contentHeight - textViewport.height) }
    var maximumScrollX: Double { max(0, contentWidth - textViewport.width) }

    /// Rows that fit the text area.
    var visibleRowCount: Int { max(1, Int(textViewport.height / metrics.lineHeight)) }

    public override func layoutSubviews() {
        refreshFolding()
        let t = CodeEditorScrollBar.thickness
        findBar.frame = Rect(
            x: 0, y: model.isReadOnly && readOnlyNotice != nil ? Self.noticeHeight : 0,
            width: bounds.width, height: Self.findBarHeight)
        // Which bars show depends on the room the other leaves.
        verticalBar.isHidden = true
        horizontalBar.isHidden = true
        for _ in 0..<2 {
            verticalBar.isHidden = maximumScrollY <= 0
            horizontalBar.isHidden = maximumScrollX <= 0
        }
        let top = textTop
        verticalBar.frame = Rect(
            x: bounds.width - t, y: top, width: t,
            height: max(0, bounds.height - top - (horizontalBar.isHidden ? 0 : t)))
        horizontalBar.frame = Rect(
            x: gutterWidth, y: bounds.height - t,
            width: max(0, bounds.width - gutterWidth - (verticalBar.isHidden ? 0 : t)), height: t)
        clampScroll()
        positionCompletionPopup()
    }

    // MARK: Scrolling

    func scroll(axis: CodeEditorScrollBar.Axis, to value: Double) {
        if axis == .vertical { scrollY = value } else { scrollX = value }
        clampScroll()
        positionCompletionPopup()
        setNeedsDisplay()
    }

    func clampScroll() {
        scrollY = min(max(0, scrollY.isFinite ? scrollY : 0), maximumScrollY)
        scrollX = min(max(0, scrollX.isFinite ? scrollX : 0), maximumScrollX)
        verticalBar.update(value: scrollY, maximum: maximumScrollY, visible: textViewport.height)
        horizontalBar.update(value: scrollX, maximum: maximumScrollX, visible: textViewport.width)
    }

    /// Scrolls as little as needed to show the caret with a row and a few cells of margin.
    public func scrollCaretIntoView() {
        refreshFolding()
        let m = metrics
        let viewport = textViewport
        guard viewport.height > 0, viewport.width > 0 else { return }
        let (row, segment) = row(ofOffset: model.caret)
        let top = Double(row) * m.lineHeight
        if top < scrollY {
            scrollY = top
        } else if top + m.lineHeight > scrollY + viewport.height {
            scrollY = top + m.lineHeight - viewport.height
        }
        let cell = columns(ofLine: segment.line).cell(ofOffset: model.caret) - segment.startCell
        let x = Double(cell) * m.advance + Self.textPadding
        let margin = min(4 * m.advance, viewport.width / 4)
        if wrapsLines {
            scrollX = 0
        } else if x - margin < scrollX {
            scrollX = max(0, x - margin)
        } else if x + margin > scrollX + viewport.width {
            scrollX = x + margin - viewport.width
        }
        setNeedsLayout()
        clampScroll()
        positionCompletionPopup()
        setNeedsDisplay()
    }

    /// Shows a selection made elsewhere (a node picked in the outline or the lanes): its lines
    /// as `scrollCaretIntoView` does, then its start, from the lines' starts whenever its start
    /// fits in the view, so a long line never leaves the pane scrolled sideways past them.
    public func scrollSelectionIntoView() {
        scrollCaretIntoView()
        let m = metrics
        let viewport = textViewport
        guard viewport.width > 0 else { return }
        let start = model.selection.range.lowerBound
        let segment = row(ofOffset: start).segment
        let cell = columns(ofLine: segment.line).cell(ofOffset: start) - segment.startCell
        let x = Double(cell) * m.advance + Self.textPadding
        let margin = min(4 * m.advance, viewport.width / 4)
        let wanted = x + margin <= viewport.width ? 0 : max(0, x - margin)
        guard wanted != scrollX else { return }
        scrollX = wanted
        setNeedsLayout()
        clampScroll()
        positionCompletionPopup()
        setNeedsDisplay()
    }

    public override func scrollWheel(_ event: WheelEvent) -> Bool {
        var dx = event.dx, dy = event.dy
        if event.modifiers.contains(.shift), dx == 0 { swap(&dx, &dy) }
        let oldX = scrollX, oldY = scrollY
        scrollY -= dy
        scrollX -= dx
        clampScroll()
        guard oldX != scrollX || oldY != scrollY else { return false }
        positionCompletionPopup()
        setNeedsDisplay()
        return true
    }

    // MARK: Positions

    /// The text offset under a point of the view (rows above or below the text clamp to the
    /// first or last).
    func offset(at point: Point, nearestBoundary: Bool = true) -> Int {
        refreshFolding()
        let m = metrics
        let row = Int(((point.y - textTop + scrollY) / m.lineHeight).rounded(.down))
        let cell = (point.x - textLeft + scrollX) / m.advance - (nearestBoundary ? 0 : 0.5)
        return offset(inRow: min(max(0, row), shownRowCount - 1), cell: cell)
    }

    /// The top-left of an offset's cell in view points.
    func point(of offset: Int) -> Point {
        let m = metrics
        let (row, segment) = row(ofOffset: offset)
        let cell = columns(ofLine: segment.line).cell(ofOffset: offset) - segment.startCell
        return Point(textLeft + Double(cell) * m.advance - scrollX, textTop + Double(row) * m.lineHeight - scrollY)
    }

    // MARK: Changes

    /// Asks the folding provider again when the text changed since it last answered.
    func refreshFolding() {
        guard let provider = foldingProvider, foldingRevision != model.buffer.revision,
            let ranges = provider.foldingRanges(of: model.buffer)
        else { return }
        foldingRevision = model.buffer.revision
        model.setFoldingRanges(ranges)
    }

    private func modelDidChange() {
        if !findBar.isHidden { findBar.updateStatus() }
        if model.selection != reportedSelection {
            reportedSelection = model.selection
            onSelectionChange?(model.selection)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func bufferDidApply(_ patch: TextPatch) {
        if !diagnostics.isEmpty {
            diagnostics = diagnostics.map { d in
                var moved = d
                let lower = patch.mapped(d.range.lowerBound, stickToStart: true)
                moved.range = lower..<max(lower, patch.mapped(d.range.upperBound))
                return moved
            }
        }
    }

    /// The cell map of a line, kept while the text does not change.
    func columns(ofLine line: Int) -> LineColumns {
        let revision = model.buffer.revision
        if columnsCache.revision != revision || columnsCache.lines.count > 512 { columnsCache = (revision, [:]) }
        if let cached = columnsCache.lines[line] { return cached }
        let columns = LineColumns(buffer: model.buffer, line: line)
        columnsCache.lines[line] = columns
        return columns
    }

    public override func focusDidChange() {
        super.focusDidChange()
        if !isFocused, !(window?.focusedView?.isDescendant(of: self) ?? false) { closeCompletion() }
    }
}
