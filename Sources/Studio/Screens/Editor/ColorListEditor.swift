import Graphics
import UI

/// The inspector's colours: none (automatic: the background's text colour), one colour, or a
/// list that element i cycles through. Each swatch is a colour well (picker with hex entry)
/// with its hex beside it and a remove button; "Add colour" below them appends one.
@MainActor
final class ColorListEditor: View {
    /// Called with the new list; `live` is true while a picker is being dragged (one undo step
    /// per picker session).
    var onChange: (@MainActor ([Color], _ live: Bool) -> Void)?
    /// Called when a picker session starts (to close the previous undo step).
    var onSessionStart: (@MainActor () -> Void)?
    private(set) var colors: [Color] = []
    private var wells: [ColorWell] = []
    private var hexLabels: [Label] = []
    private var removeButtons: [Button] = []
    private var lastPicker: ObjectIdentifier?
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
        for view in wells as [View] + hexLabels + removeButtons { view.removeFromSuperview() }
        wells = []; hexLabels = []; removeButtons = []
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
            remove.tooltip = "Remove this colour"
            remove.identifier = "colors.\(i).remove"
            remove.action = { [unowned self] in
                guard i < colors.count else { return }
                var next = colors
                next.remove(at: i)
                onChange?(next, false)
            }
            wells.append(well); hexLabels.append(hex); removeButtons.append(remove)
            addSubview(well); addSubview(hex); addSubview(remove)
        }
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
            hexLabels[i].frame = Rect(x: 56, y: y, width: bounds.width - 92, height: h)
            // The remove button is a square icon button.
            removeButtons[i].frame = Rect(x: bounds.width - h, y: y, width: h, height: h)
            y += rowPitch
        }
        addButton.frame = Rect(x: 0, y: y, width: 120, height: h)
    }
}
