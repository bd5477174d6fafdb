import Graphics
import Localization
import UI

/// The inspector's colours: none (automatic: the background's text colour), one colour, or a
/// list that element i cycles through. Each swatch is a colour well (picker with hex entry)
/// with its hex beside it, buttons to move it up and down the list (also Alt+Up and Alt+Down
/// on the swatch) and a remove button; "Add colour" below them appends one.
@MainActor
final class ColorListEditor: View, LanguageAware {
    /// Called with the new list; `live` is true while a picker is being dragged (one undo step
    /// per picker session).
    var onChange: (@MainActor ([Color], _ live: Bool) -> Void)?
    /// Called when a picker session starts (to close the previous undo step).
    var onSessionStart: (@MainActor () -> Void)?
    private(set) var colors: [Color] = []
    private var wells: [ColorWell] = []
    private var hexLabels: [Label] = []
    private var removeButtons: [Button] = []
    private var upButtons: [Button] = []
    private var downButtons: [Button] = []
    private var lastPicker: ObjectIdentifier?
    /// The language of the buttons' titles and tooltips (rows made later take it too).
    private var text = StudioCatalogue.english
    let addButton = Button("Add colour")
    let automaticLabel = caption("Automatic: the background's text colour")

    /// Colours offered when a swatch is added: the playground's multi palette, then the accent.
    static let palette = ["#7C3AED", "#06B6D4", "#F43F5E", "#F59E0B", "#10B981", "#3B82F6"].compactMap {
        Color(hex: $0)
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        receivesPointer = false
        addButton.icon = Icons.plus
        addButton.identifier = "colors.add"
        addButton.action = { [unowned self] in
            var next = colors
            next.append(ColorListEditor.palette[colors.count % ColorListEditor.palette.count])
            onChange?(next, false)
        }
        addSubview(addButton)
        addSubview(automaticLabel)
    }

    /// Shows `list` (rebuilding the rows when the count changed).
    func show(_ list: [Color]) {
        if list.count != wells.count { rebuild(count: list.count) }
        colors = list
        for (i, color) in list.enumerated() {
            if wells[i].color != color { wells[i].color = color }
            hexLabels[i].text = color.shortHexString
        }
        automaticLabel.isHidden = !list.isEmpty
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Makes `count` rows. A focused swatch or remove button hands focus to the one now in its
    /// place (the last, or Add colour when none is left).
    private func rebuild(count: Int) {
        let focused = window?.focusedView
        let lostWell = wells.firstIndex { $0 === focused }, lostRemove = removeButtons.firstIndex { $0 === focused }
        defer {
            if let lost = lostWell ?? lostRemove {
                let row = min(lost, count - 1)
                window?.focus(row < 0 ? addButton : lostWell != nil ? wells[row] : removeButtons[row])
            }
        }
        for view in wells as [View] + hexLabels + removeButtons + upButtons + downButtons { view.removeFromSuperview() }
        wells = []; hexLabels = []; removeButtons = []; upButtons = []; downButtons = []
        for i in 0..<count {
            let well = ColorWell(color: .black)
            well.identifier = "colors.\(i)"
            well.onChange = { [unowned self, unowned well] c in
                let session = well.picker.map(ObjectIdentifier.init)
                if session != lastPicker { lastPicker = session; onSessionStart?() }
                guard i < colors.count else { return }
                var next = colors
                next[i] = c
                onChange?(next, true)
            }
            let hex = Label("", font: .mono)
            hex.textColor = .token(.textSecondary)
            let remove = Button("", style: .plain)
            remove.icon = Icons.minus
            remove.identifier = "colors.\(i).remove"
            remove.action = { [unowned self] in
                guard i < colors.count else { return }
                var next = colors
                next.remove(at: i)
                onChange?(next, false)
            }
            let up = iconButton(Icons.arrowUp, tooltip: "", identifier: "colors.\(i).up") {}
            up.action = { [unowned self] in move(i, by: -1) }
            let down = iconButton(Icons.arrowDown, tooltip: "", identifier: "colors.\(i).down") {}
            down.action = { [unowned self] in move(i, by: 1) }
            wells.append(well); hexLabels.append(hex); removeButtons.append(remove)
            upButtons.append(up); downButtons.append(down)
            for view in [well, hex, up, down, remove] as [View] { addSubview(view) }
        }
        showMoveButtons()
        showTooltips()
    }

    /// Sets the texts in the language of `text`.
    func applyLanguage(_ text: Localizer) {
        self.text = text
        addButton.title = text(EditorText.addColour)
        automaticLabel.text = text(EditorText.automaticColour)
        showTooltips()
    }

    /// The rows' tooltips: remove, and move up or down with their shortcuts.
    private func showTooltips() {
        for button in removeButtons { button.tooltip = text(EditorText.removeColour) }
        let up = CommonText.tooltip(EditorText.colourUp, [Shortcut(.up, modifiers: .alt)], text)
        let down = CommonText.tooltip(EditorText.colourDown, [Shortcut(.down, modifiers: .alt)], text)
        for button in upButtons { button.tooltip = up }
        for button in downButtons { button.tooltip = down }
    }

    /// Up and down are offered where a colour can move.
    private func showMoveButtons() {
        for (i, button) in upButtons.enumerated() { button.isEnabled = i > 0 }
        for (i, button) in downButtons.enumerated() { button.isEnabled = i + 1 < upButtons.count }
    }

    /// Moves colour `index` by `delta` places (element i takes colour i of the new order); the
    /// focus goes with a focused swatch.
    func move(_ index: Int, by delta: Int) {
        let to = index + delta
        guard colors.indices.contains(index), colors.indices.contains(to) else { return }
        var next = colors
        next.swapAt(index, to)
        let followsWell = window?.focusedView === wells[index]
        onChange?(next, false)
        if followsWell, wells.indices.contains(to) { window?.focus(wells[to]) }
    }

    /// Alt+Up and Alt+Down move the focused swatch's colour.
    override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard modifiers == .alt, key == .up || key == .down, let focused = window?.focusedView,
            let row = wells.firstIndex(where: { $0 === focused })
                ?? removeButtons.firstIndex(where: { $0 === focused })
        else { return super.keyDown(key, modifiers: modifiers) }
        move(row, by: key == .up ? -1 : 1)
        return true
    }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(size.width, Double(max(1, colors.count)) * rowPitch + theme.controlHeight)
    }

    /// From one colour's row to the next, in points: a control and 8 points.
    private var rowPitch: Double { theme.controlHeight + 8 }

    override func layoutSubviews() {
        let h = theme.controlHeight
        var y = 0.0
        if colors.isEmpty {
            automaticLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
            y = rowPitch
        }
        for i in wells.indices {
            wells[i].frame = Rect(x: 0, y: y, width: 44, height: h)
            hexLabels[i].frame = Rect(x: 56, y: y, width: max(0, bounds.width - 56 - 3 * h), height: h)
            // Up, down and remove are square icon buttons at the right.
            upButtons[i].frame = Rect(x: bounds.width - 3 * h, y: y, width: h, height: h)
            downButtons[i].frame = Rect(x: bounds.width - 2 * h, y: y, width: h, height: h)
            removeButtons[i].frame = Rect(x: bounds.width - h, y: y, width: h, height: h)
            y += rowPitch
        }
        addButton.frame = Rect(x: 0, y: y, width: 120, height: h)
    }
}
