import Graphics
import LoaderKitUI
import Localization
import UI

/// The gallery's look (colour, speed, size): changed by the header's controls as undoable steps,
/// a drag or a picker session making one step, and shown on every card.
extension GalleryScreen {
    /// Sets the colour of every card (one undo step).
    package func setColor(_ newColor: Color) { changeLook(GalleryText.changeColour) { $0.color = newColor } }

    /// Sets the speed of every card, 1 = real time (one undo step).
    package func setSpeed(_ value: Double) { changeLook(GalleryText.changeSpeed) { $0.speed = value } }

    /// Sets the side of every indicator, in points (one undo step).
    package func setIndicatorSize(_ value: Double) { changeLook(GalleryText.changeSize) { $0.size = value } }

    /// Shows `new` without recording a step (the saved look on start).
    func restoreLook(_ new: GalleryLook) { show(new) }

    func wireLookControls() {
        let speed = header.speed, size = header.size, well = header.colorWell
        speed.onChange = { [unowned self] v in
            changeLook(GalleryText.changeSpeed, coalescingKey: "speed", dragging: speed.slider.isPressed) {
                $0.speed = v
            }
        }
        size.onChange = { [unowned self] v in
            changeLook(GalleryText.changeSize, coalescingKey: "size", dragging: size.slider.isPressed) { $0.size = v }
        }
        for slider in [speed.slider, size.slider] {
            slider.onCommit = { [unowned self] _ in lookSettled() }
        }
        well.onChange = { [unowned self, unowned well] c in
            // Changes from one open picker make one step; a new picker starts the next.
            let session = well.picker.map(ObjectIdentifier.init)
            if session != colorSession {
                colorSession = session
                history.endCoalescing()
            }
            changeLook(GalleryText.changeColour, coalescingKey: "color", dragging: session != nil) { $0.color = c }
        }
    }

    /// Records the change `body` makes as an undo step named `name` (in the current language);
    /// steps with the same key coalesce while `dragging`.
    func changeLook(
        _ name: Message, coalescingKey: String? = nil, dragging: Bool = false,
        _ body: (inout GalleryLook) -> Void
    ) {
        var new = look
        body(&new)
        guard new != look else { return }
        isAdjustingLook = dragging
        defer { isAdjustingLook = false }
        history.perform(
            .change(text(name), coalescingKey: dragging ? coalescingKey : nil, from: look, to: new) {
                [weak self] value in
                guard let self else { return }
                show(value)
                onLookChange?(value, !isAdjustingLook)
            })
    }

    /// A drag ended: its step is closed and the look worth saving.
    func lookSettled() {
        history.endCoalescing()
        onLookChange?(look, true)
    }

    /// Shows `new` on the header's controls and every card.
    private func show(_ new: GalleryLook) {
        let old = look
        look = new
        let theme = window?.theme ?? .light
        header.colorWell.color = effectiveColor(theme)
        if header.speed.value != new.speed { header.speed.value = new.speed }
        if header.size.value != new.size { header.size.value = new.size }
        for cell in grid.visibleCells.values.compactMap({ $0 as? GalleryCell }) {
            cell.preview.color = effectiveColor(theme)
            cell.preview.speed = new.speed
        }
        if new.size != old.size {
            var layout = grid.gridLayout
            layout.rowHeight = new.size + 56
            grid.minimumCellWidth = max(136, new.size + 32)
            grid.gridLayout = layout
        }
    }
}
