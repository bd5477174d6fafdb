import Graphics
import UI

/// The list of every shortcut (F1 or ?), read from the window's shortcut registry: key chips in
/// mono beside their titles, in two columns. Escape, F1 or a click outside closes it.
@MainActor
final class ShortcutHelpView: RaisedCard {
    /// The rows shown: key text and title.
    let entries: [(keys: String, title: String)]

    init(entries: [(keys: String, title: String)]) {
        self.entries = entries
        super.init()
        identifier = "help"
        let rows = (entries.count + 1) / 2
        frame.size = Size(720 + 2 * RaisedCard.margin, 64 + Double(rows) * 28 + 20 + 2 * RaisedCard.margin)
    }

    /// The line under the list: where single keys work.
    let footnote = "Single keys other than ? and / work in the Editor; in Gallery and Progress, letters and digits type into the filter."

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

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let theme = canvas.theme, engine = canvas.textEngine
        let card = cardRect
        canvas.drawText("Keyboard shortcuts", font: .title, color: theme.color(.textPrimary),
                        baseline: Point(card.minX + 20, card.minY + 34))
        canvas.drawText("Esc to close", font: .uiSmall, color: theme.color(.textTertiary),
                        baseline: Point(card.maxX - 20 - engine.width(of: "Esc to close", font: .uiSmall), card.minY + 34))
        let rows = (entries.count + 1) / 2
        for (i, entry) in entries.enumerated() {
            let column = i / max(1, rows), row = i % max(1, rows)
            let x = card.minX + 20 + Double(column) * 350, y = card.minY + 56 + Double(row) * 28
            let chipWidth = (engine.width(of: entry.keys, font: .mono) + 12).rounded(.up)
            let chip = Rect(x: x, y: y + 3, width: chipWidth, height: 22)
            canvas.fill(chip, color: theme.color(.windowBackground), radius: 5)
            canvas.strokeInside(chip, width: canvas.hairline, color: theme.color(.border), radius: 5)
            canvas.drawText(entry.keys, font: .mono, color: theme.color(.textPrimary), baseline: Point(x + 6, y + 18))
            canvas.drawText(entry.title, font: .ui, color: theme.color(.textSecondary),
                            baseline: Point(x + max(chipWidth, 148) + 12, y + 18))
        }
    }
}
