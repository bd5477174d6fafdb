import Graphics
import UI

/// A set of choices as buttons in rows of `columns`: the selected one is filled with the accent.
/// Used for the properties a new track or rest value may take, the common moves and a `$param`
/// binding.
///
/// The grid is one Tab stop (the selected choice, else the one last focused, else the first);
/// the arrow keys move among its choices.
@MainActor
final class ChoiceGrid: View {
    private(set) var buttons: [Button] = []
    /// The choices' titles.
    private(set) var titles: [String] = []
    /// What names each choice in its identifier (its title unless told otherwise, so a
    /// translated title keeps the identifier).
    private(set) var keys: [String] = []
    /// The selected choice, if any.
    var selectedIndex: Int? { didSet { if selectedIndex != oldValue { restyle() } } }
    /// The choice focused last by the keyboard (the Tab stop when none is selected).
    private var focusedIndex: Int?
    let columns: Int
    /// Called with the index of the choice pressed.
    var onChoose: (@MainActor (Int) -> Void)?

    init(_ titles: [String], columns: Int, identifierPrefix: String, keys: [String]? = nil) {
        self.columns = max(1, columns)
        super.init()
        receivesPointer = false
        setTitles(titles, identifierPrefix: identifierPrefix, keys: keys)
    }

    /// Replaces the choices; `keys` (one per title, the titles when nil) name them in their
    /// identifiers. The same keys with new titles only retitle the buttons (a new language).
    func setTitles(_ titles: [String], identifierPrefix: String, keys: [String]? = nil) {
        let keys = keys ?? titles
        guard titles != self.titles || keys != self.keys else { return }
        if keys == self.keys, buttons.count == titles.count {
            self.titles = titles
            for (button, title) in zip(buttons, titles) { button.title = title }
            superview?.setNeedsLayout()
            return
        }
        for button in buttons { button.removeFromSuperview() }
        self.titles = titles
        self.keys = keys
        focusedIndex = nil
        buttons = zip(titles, keys).enumerated().map { index, choice in
            let button = Button(choice.0, style: .standard) { [unowned self] in onChoose?(index) }
            button.identifier = "\(identifierPrefix).\(choice.1)"
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
