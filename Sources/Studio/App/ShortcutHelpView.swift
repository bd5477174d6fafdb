import Graphics
import UI

/// The list of every shortcut (F1 or ?), read from the window's shortcut registry: key chips in
/// mono beside their titles, in two columns (one when the window is narrow), and a line on where
/// single keys work. Sized to its text with the window's fonts, so nothing runs past the card.
/// Escape, F1 or a click outside closes it.
@MainActor
final class ShortcutHelpView: RaisedCard {
    /// The rows shown: key text and title.
    let entries: [(keys: String, title: String)]
    /// The line under the list: where single keys work.
    let footnote = "Single keys other than ? and / work in the Editor; in Gallery and Progress, letters and digits type into the filter."
    /// Columns of entries (1 or 2).
    private(set) var columns = 2
    /// Width of the key chips' column and of a whole column, in points.
    private(set) var chipColumnWidth = 148.0
    private(set) var columnWidth = 350.0

    /// Space inside the card, between columns, and the height of a row, in points.
    static let padding = 20.0, columnGap = 32.0, rowHeight = 28.0
    /// Where the first row starts below the card's top, in points.
    static let listTop = 56.0

    init(entries: [(keys: String, title: String)], textEngine: TextEngine = FixedWidthTextEngine()) {
        self.entries = entries
        super.init()
        identifier = "help"
        sizeToFit(textEngine, maximum: Size(1280, 800))
    }

    /// Merges shortcuts that share a title ("Left / Right"), keeping the first order, and adds
    /// the keys the filters handle themselves.
    static func entries(from list: [(shortcut: Shortcut, title: String)]) -> [(keys: String, title: String)] {
        var result: [(keys: String, title: String)] = []
        func add(_ keys: String, _ title: String) {
            if let i = result.firstIndex(where: { $0.title == title }) {
                if !result[i].keys.split(separator: " ").contains(Substring(keys)) { result[i].keys += " " + keys }
            } else {
                result.append((keys, title))
            }
        }
        for (shortcut, title) in list where !title.isEmpty { add(keyText(shortcut), title) }
        add("/", "Filter the gallery or the progress designs")
        add("A–Z 0–9", "Type to filter (Gallery, Progress)")
        return result
    }

    /// The key as people read it: "?" rather than "Shift+/", arrows as arrows.
    static func keyText(_ shortcut: Shortcut) -> String {
        if shortcut.key == .character("/"), shortcut.modifiers == .shift { return "?" }
        var text = shortcut.description
        for (name, arrow) in [("Left", "←"), ("Right", "→")] where text.hasSuffix(name) {
            text = String(text.dropLast(name.count)) + arrow
        }
        return text
    }

    /// Width of a key chip, in points.
    static func chipWidth(_ keys: String, engine: TextEngine) -> Double {
        (engine.width(of: keys, font: .mono) + 12).rounded(.up)
    }

    /// Measures the entries with `engine` and sizes the view (card and shadow margin) to hold
    /// them in two columns, or one when two would be wider than `maximum` (points).
    private func sizeToFit(_ engine: TextEngine, maximum: Size) {
        chipColumnWidth = max(148, entries.map { Self.chipWidth($0.keys, engine: engine) }.max() ?? 0)
        let titles = (entries.map { engine.width(of: $0.title, font: .ui) }.max() ?? 0).rounded(.up)
        columnWidth = chipColumnWidth + 12 + titles
        let chrome = 2 * (Self.padding + RaisedCard.margin)
        let footnoteWidth = engine.width(of: footnote, font: .uiSmall).rounded(.up)
        columns = 2 * columnWidth + Self.columnGap + chrome <= maximum.width ? 2 : 1
        let list = Double(columns) * columnWidth + Double(columns - 1) * Self.columnGap
        let rows = (entries.count + columns - 1) / columns
        let footnoteHeight = engine.metrics(of: .uiSmall).lineHeight
        frame.size = Size(max(list, footnoteWidth) + chrome,
                          Self.listTop + Double(rows) * Self.rowHeight + 12 + footnoteHeight + Self.padding + 2 * RaisedCard.margin)
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

    /// Where entry `index` goes: its key chip's left and top, and its title's left (points).
    func placement(of index: Int, engine: TextEngine) -> (x: Double, y: Double, titleX: Double) {
        let card = cardRect
        let rows = max(1, (entries.count + columns - 1) / columns)
        let column = index / rows, row = index % rows
        let x = card.minX + Self.padding + Double(column) * (columnWidth + Self.columnGap)
        let y = card.minY + Self.listTop + Double(row) * Self.rowHeight
        return (x, y, x + max(Self.chipWidth(entries[index].keys, engine: engine), chipColumnWidth) + 12)
    }

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let theme = canvas.theme, engine = canvas.textEngine
        let card = cardRect
        canvas.pushClip(card)
        defer { canvas.popClip() }
        canvas.drawText("Keyboard shortcuts", font: .title, color: theme.color(.textPrimary),
                        baseline: Point(card.minX + Self.padding, card.minY + 34))
        canvas.drawText("Esc to close", font: .uiSmall, color: theme.color(.textTertiary),
                        baseline: Point(card.maxX - Self.padding - engine.width(of: "Esc to close", font: .uiSmall), card.minY + 34))
        for (i, entry) in entries.enumerated() {
            let place = placement(of: i, engine: engine)
            let chip = Rect(x: place.x, y: place.y + 3, width: Self.chipWidth(entry.keys, engine: engine), height: 22)
            canvas.fill(chip, color: theme.color(.windowBackground), radius: 5)
            canvas.strokeInside(chip, width: canvas.hairline, color: theme.color(.border), radius: 5)
            canvas.drawText(entry.keys, font: .mono, color: theme.color(.textPrimary), baseline: Point(place.x + 6, place.y + 18))
            canvas.drawText(entry.title, font: .ui, color: theme.color(.textSecondary), baseline: Point(place.titleX, place.y + 18))
        }
        let rows = (entries.count + columns - 1) / columns
        let footnoteTop = card.minY + Self.listTop + Double(rows) * Self.rowHeight + 12
        canvas.drawText(footnote, font: .uiSmall, color: theme.color(.textTertiary),
                        baseline: Point(card.minX + Self.padding, footnoteTop + canvas.textEngine.metrics(of: .uiSmall).ascent))
    }
}
