import Graphics
import Localization
import UI

/// The list of what the keyboard does (F1 or ?): the window's shortcuts under the mode they belong to, the keyframe
/// lanes' keys and gestures, then the keys of the controls themselves (Tab, Enter and Space, Escape, sliders, grids,
/// scrolling). Key chips in mono beside their titles, under section headings, in two columns (one when the window is
/// narrow), and a line on where single keys work. Sized to its text with the window's fonts, so nothing runs past the
/// card; on a short window the list scrolls (wheel, arrows, Page Up and Down, Home and End). Escape, F1 or a click
/// outside closes it.
@MainActor
final class ShortcutHelpView: RaisedCard {
    /// The rows shown: key text, title and the section each is under.
    let entries: [(keys: String, title: String)]
    /// The section of each entry (entries of a section are consecutive), by its title.
    let sections: [String]
    /// The card's title, the close hint and the line under the list (where single keys work).
    let title: String, closeHint: String, footnote: String
    /// The language picker at the card's top right: one button per language, named in itself.
    let languageButtons: [Button]
    /// Called with the language picked.
    var onPickLanguage: (@MainActor (Language) -> Void)?
    /// Columns of lines (1 or 2).
    private(set) var columns = 2
    /// Width of the key chips' column and of a whole column, in points.
    private(set) var chipColumnWidth = 148.0
    private(set) var columnWidth = 350.0
    /// How far the list is scrolled, and the most it can be, in points.
    private(set) var scrollOffset = 0.0
    private(set) var scrollRange = 0.0

    /// Space inside the card, between columns, and the height of a line, in points.
    static let padding = 20.0, columnGap = 32.0, rowHeight = 28.0
    /// Where the first line starts below the card's top, in points.
    static let listTop = 56.0

    init(
        entries: [(keys: String, title: String, section: String)], text: Localizer,
        textEngine: TextEngine = FixedWidthTextEngine()
    ) {
        self.entries = entries.map { ($0.keys, $0.title) }
        sections = entries.map(\.section)
        title = text(HelpText.title)
        closeHint = text(HelpText.close)
        footnote = text(HelpText.footnote)
        languageButtons = Language.allCases.map { language in
            let button = Button(language.nativeName, style: language == text.language ? .primary : .standard)
            button.identifier = "help.language.\(language.rawValue)"
            button.tooltip = text(CommonText.language)
            return button
        }
        super.init()
        identifier = "help"
        for (button, language) in zip(languageButtons, Language.allCases) {
            button.action = { [unowned self] in onPickLanguage?(language) }
            addSubview(button)
        }
        sizeToFit(textEngine, maximum: Size(1280, 800))
    }

    /// Merges shortcuts of a section that share a title key ("Left / Right"), keeping the first
    /// order, adds the keys the filters, the keyframe lanes (`KeyframeLaneInput`), the grids and
    /// the controls handle themselves, orders the sections, and renders it all in `text`'s
    /// language. The registry's titles and groups are `HelpText` keys.
    static func entries(from list: [(shortcut: Shortcut, title: String, group: String)], text: Localizer) -> [(
        keys: String, title: String, section: String
    )] {
        var result: [(keys: String, title: Message, section: HelpText.Section)] = []
        func add(_ keys: String, _ title: Message, _ section: HelpText.Section) {
            if let i = result.firstIndex(where: { $0.title == title && $0.section == section }) {
                if !result[i].keys.split(separator: " ").contains(Substring(keys)) { result[i].keys += " " + keys }
            } else {
                result.append((keys, title, section))
            }
        }
        for (shortcut, title, group) in list where !title.isEmpty {
            add(KeyNameText.label(shortcut, text), Message(title), HelpText.Section(rawValue: group) ?? .everywhere)
        }
        add("/", Message(HelpText.Shortcut.filter.key), .everywhere)
        for (keys, title) in KeyframeLaneInput.helpEntries(text) { add(keys, title, .lanes) }
        for row in HelpKeysText.gridRows { add(row.keys.render(text), row.title, .galleryAndProgress) }
        for row in HelpKeysText.controlRows { add(row.keys.render(text), row.title, .controls) }
        return HelpText.Section.allCases.flatMap { section in
            result.filter { $0.section == section }.map { ($0.keys, text($0.title), text(section.title)) }
        }
    }

    /// Width of a key chip, in points.
    static func chipWidth(_ keys: String, engine: TextEngine) -> Double {
        (engine.width(of: keys, font: .mono) + 12).rounded(.up)
    }

    /// The lines: a section's heading (entry nil) before its entries.
    var lines: [(heading: String?, entry: Int?)] {
        var lines: [(heading: String?, entry: Int?)] = []
        for (i, section) in sections.enumerated() {
            if i == 0 || sections[i - 1] != section { lines.append((section, nil)) }
            lines.append((nil, i))
        }
        return lines
    }

    /// The first line of each column: the second column starts at a heading near the middle.
    private var columnStarts: [Int] {
        let lines = self.lines
        guard columns == 2, lines.count > 1 else { return [0] }
        let half = (lines.count + 1) / 2
        let headings = lines.indices.filter { lines[$0].heading != nil && $0 > 0 }
        let split = headings.min { abs($0 - half) < abs($1 - half) }.flatMap { abs($0 - half) <= 3 ? $0 : nil } ?? half
        return [0, split]
    }

    /// Lines in the longest column.
    private var rowsPerColumn: Int {
        let starts = columnStarts + [lines.count]
        return zip(starts, starts.dropFirst()).map { $1 - $0 }.max() ?? 0
    }

    /// Measures the entries with `engine` and sizes the view (card and shadow margin) to hold
    /// them in two columns, or one when two would be wider than `maximum` (points); a list
    /// taller than `maximum` scrolls.
    private func sizeToFit(_ engine: TextEngine, maximum: Size) {
        chipColumnWidth = max(148, entries.map { Self.chipWidth($0.keys, engine: engine) }.max() ?? 0)
        let titles = (entries.map { engine.width(of: $0.title, font: .ui) }.max() ?? 0).rounded(.up)
        columnWidth = chipColumnWidth + 12 + titles
        let chrome = 2 * (Self.padding + RaisedCard.margin)
        let header =
            engine.width(of: title, font: .title) + 24 + engine.width(of: closeHint, font: .uiSmall) + 16
            + languageButtons.reduce(0) { $0 + Self.languageButtonWidth($1, engine) + 4 }
        columns = 2 * columnWidth + Self.columnGap + chrome <= maximum.width ? 2 : 1
        let list = Double(columns) * columnWidth + Double(columns - 1) * Self.columnGap
        // The footnote wraps within the card, so its length in a language never moves the
        // card's edges (nor the language picker under a pointer about to click it again).
        let inner = max(list, header)
        footnoteLines =
            TextLayout(
                runs: [TextRun(footnote)], font: .uiSmall, color: .token(.textTertiary), width: inner, engine: engine
            ).lines
        let wanted = fixedHeight(engine) + Double(rowsPerColumn) * Self.rowHeight
        let height = min(wanted, max(fixedHeight(engine) + 3 * Self.rowHeight, maximum.height))
        frame.size = Size(inner + chrome, height)
        scrollRange = wanted - height
        scrollOffset = min(scrollOffset, scrollRange)
    }

    /// The height of all but the list: title, footnote, padding and the shadow margin.
    private func fixedHeight(_ engine: TextEngine) -> Double {
        let footnoteHeight = footnoteLines.reduce(0) { $0 + $1.height }
        return Self.listTop + 12 + max(engine.metrics(of: .uiSmall).lineHeight, footnoteHeight) + Self.padding
            + 2 * RaisedCard.margin
    }

    /// The footnote broken into the lines that fit the card.
    private(set) var footnoteLines: [TextLayout.Line] = []

    /// The part of the card the list shows through, in the view's points.
    private var listViewport: Rect {
        let card = cardRect
        let height = Double(rowsPerColumn) * Self.rowHeight - scrollRange
        return Rect(x: card.minX, y: card.minY + Self.listTop, width: card.width, height: max(0, height))
    }

    /// Scrolls the list by `delta` points (clamped); true when there is anything to scroll.
    private func scroll(by delta: Double) -> Bool {
        guard scrollRange > 0 else { return false }
        let offset = min(max(0, scrollOffset + delta), scrollRange)
        if offset != scrollOffset {
            scrollOffset = offset
            setNeedsDisplay()
        }
        return true
    }

    override func scrollWheel(_ event: WheelEvent) -> Bool { scroll(by: -event.dy) }

    /// The keys that scroll the list (the help has no control: keys come to the popover).
    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard modifiers.subtracting(.control).isEmpty else { return false }
        let page = max(Self.rowHeight, listViewport.height - Self.rowHeight)
        switch key {
        case .up: return scroll(by: -Self.rowHeight)
        case .down: return scroll(by: Self.rowHeight)
        case .pageUp: return scroll(by: -page)
        case .pageDown: return scroll(by: page)
        case .home: return scroll(by: -scrollRange)
        case .end: return scroll(by: scrollRange)
        default: return false
        }
    }

    /// Once in a window: measured again with its fonts, keeping the centre, inside the window.
    override func didMoveToWindow() {
        guard let window else { return }
        let center = frame.center
        sizeToFit(window.textEngine, maximum: window.size)
        let x = min(max(0, center.x - frame.width / 2), max(0, window.size.width - frame.width))
        let y = min(max(0, center.y - frame.height / 2), max(0, window.size.height - frame.height))
        frame.origin = Point(x.rounded(), y.rounded())
    }

    /// Width of a language button, in points.
    static func languageButtonWidth(_ button: Button, _ engine: TextEngine) -> Double {
        (engine.width(of: button.title, font: .ui) + 20).rounded(.up)
    }

    /// The language buttons, right-aligned on the title's line.
    override func layoutSubviews() {
        super.layoutSubviews()
        let engine = window?.textEngine ?? FixedWidthTextEngine()
        let card = cardRect
        var x = card.maxX - Self.padding
        for button in languageButtons.reversed() {
            let width = Self.languageButtonWidth(button, engine)
            x -= width
            button.frame = Rect(x: x, y: card.minY + 14, width: width, height: 28)
            x -= 4
        }
    }

    /// Where line `line` goes: its left and top (points).
    private func place(line: Int) -> (x: Double, y: Double) {
        let card = cardRect
        let starts = columnStarts
        let column = starts.lastIndex { $0 <= line } ?? 0
        let x = card.minX + Self.padding + Double(column) * (columnWidth + Self.columnGap)
        return (x, card.minY + Self.listTop + Double(line - starts[column]) * Self.rowHeight)
    }

    /// Where entry `index` goes: its key chip's left and top, and its title's left (points).
    func placement(of index: Int, engine: TextEngine) -> (x: Double, y: Double, titleX: Double) {
        let line = lines.firstIndex { $0.entry == index } ?? 0
        let (x, y) = place(line: line)
        return (x, y, x + max(Self.chipWidth(entries[index].keys, engine: engine), chipColumnWidth) + 12)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let theme = canvas.theme, engine = canvas.textEngine
        let card = cardRect
        canvas.pushClip(card)
        defer { canvas.popClip() }
        canvas.drawText(
            title, font: .title, color: theme.color(.textPrimary),
            baseline: Point(card.minX + Self.padding, card.minY + 34))
        let hintRight = (languageButtons.first?.frame.minX ?? card.maxX - Self.padding) - 16
        canvas.drawText(
            closeHint, font: .uiSmall, color: theme.color(.textTertiary),
            baseline: Point(hintRight - engine.width(of: closeHint, font: .uiSmall), card.minY + 34))
        let chipTop = ((Self.rowHeight - 22) / 2).rounded(), baseline = chipTop + 15
        let viewport = listViewport
        canvas.pushClip(viewport)
        for (i, line) in lines.enumerated() {
            let (x, top) = place(line: i)
            let y = top - scrollOffset
            guard y + Self.rowHeight > viewport.minY, y < viewport.maxY else { continue }
            if let heading = line.heading {
                canvas.drawText(
                    heading.uppercased(), font: Font(.uiSmall, weight: .semibold), color: theme.color(.textSecondary),
                    baseline: Point(x, y + baseline))
                continue
            }
            guard let index = line.entry else { continue }
            let entry = entries[index]
            let titleX = placement(of: index, engine: engine).titleX
            let chip = Rect(x: x, y: y + chipTop, width: Self.chipWidth(entry.keys, engine: engine), height: 22)
            canvas.fill(chip, color: theme.color(.windowBackground), radius: 5)
            canvas.strokeInside(chip, width: canvas.hairline, color: theme.color(.border), radius: 5)
            canvas.drawText(
                entry.keys, font: .mono, color: theme.color(.textPrimary), baseline: Point(x + 6, y + baseline))
            canvas.drawText(
                entry.title, font: .ui, color: theme.color(.textSecondary), baseline: Point(titleX, y + baseline))
        }
        canvas.popClip()
        if scrollRange > 0 {
            let total = viewport.height + scrollRange
            let bar = Rect(
                x: card.maxX - 8, y: viewport.minY + viewport.height * scrollOffset / total, width: 4,
                height: viewport.height * viewport.height / total)
            canvas.fill(bar, color: theme.color(.textTertiary), radius: 2)
        }
        var lineTop = viewport.maxY + 12
        for line in footnoteLines {
            for piece in line.pieces {
                canvas.drawText(
                    piece.text, font: piece.font, color: theme.color(.textTertiary),
                    baseline: Point(card.minX + Self.padding + piece.x, lineTop + line.ascent))
            }
            lineTop += line.height
        }
    }
}
