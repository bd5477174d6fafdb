import Graphics
import UI

/// A set of choices as buttons in rows of `columns`: the selected one is filled with the accent.
/// Used for easing presets, the properties a new track may animate and a `$param` binding.
///
/// The grid is one Tab stop (the selected choice, else the one last focused, else the first);
/// the arrow keys move among its choices.
@MainActor
final class ChoiceGrid: View {
    private(set) var buttons: [Button] = []
    /// The choices' titles.
    private(set) var titles: [String] = []
    /// The selected choice, if any.
    var selectedIndex: Int? { didSet { if selectedIndex != oldValue { restyle() } } }
    /// The choice focused last by the keyboard (the Tab stop when none is selected).
    private var focusedIndex: Int?
    let columns: Int
    /// Called with the index of the choice pressed.
    var onChoose: (@MainActor (Int) -> Void)?

    init(_ titles: [String], columns: Int, identifierPrefix: String) {
        self.columns = max(1, columns)
        super.init()
        receivesPointer = false
        setTitles(titles, identifierPrefix: identifierPrefix)
    }

    /// Replaces the choices.
    func setTitles(_ titles: [String], identifierPrefix: String) {
        guard titles != self.titles else { return }
        for button in buttons { button.removeFromSuperview() }
        self.titles = titles
        focusedIndex = nil
        buttons = titles.enumerated().map { index, title in
            let button = Button(title, style: .standard) { [unowned self] in onChoose?(index) }
            button.identifier = "\(identifierPrefix).\(title)"
            return button
        }
        for button in buttons { addSubview(button) }
        restyle()
        superview?.setNeedsLayout()
    }

    private func restyle() {
        let stop = selectedIndex ?? focusedIndex ?? 0
        for (index, button) in buttons.enumerated() {
            button.style = index == selectedIndex ? .primary : .standard
            button.isInTabOrder = index == stop
        }
    }

    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard let focused = window?.focusedView, let from = buttons.firstIndex(where: { $0 === focused }) else {
            return super.keyDown(key, modifiers: modifiers)
        }
        guard ArrowFocus.handle(key, modifiers: modifiers, from: buttons[from], among: buttons) else {
            return super.keyDown(key, modifiers: modifiers)
        }
        // The focused choice is the grid's Tab stop now (Tab goes on from it).
        if let now = window?.focusedView, let index = buttons.firstIndex(where: { $0 === now }) {
            focusedIndex = index
            for (i, button) in buttons.enumerated() { button.isInTabOrder = i == index }
        }
        return true
    }

    private var rowCount: Int { (buttons.count + columns - 1) / columns }

    override func sizeThatFits(_ size: Size) -> Size {
        let rows = Double(rowCount)
        return Size(size.width, rows * theme.controlHeight + max(0, rows - 1) * 4)
    }

    override func layoutSubviews() {
        let gap = 4.0
        let width = ((bounds.width - gap * Double(columns - 1)) / Double(columns)).rounded(.down)
        for (index, button) in buttons.enumerated() {
            let row = index / columns, column = index % columns
            button.frame = Rect(
                x: Double(column) * (width + gap), y: Double(row) * (theme.controlHeight + gap),
                width: width, height: theme.controlHeight)
        }
    }
}
