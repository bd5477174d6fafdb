import Graphics
import LoaderKitCore
import UI

/// The Easing button's popover: the easing presets; choosing one applies it to every selected
/// segment.
extension KeyframeSelectionBar {
    func showEasingPicker() {
        guard let window else { return }
        let names = SchemaForms.loaderKit.easingNames
        let grid = ChoiceGrid(names, columns: 1, identifierPrefix: "keyframes.selection.easing.preset", keys: names)
        let card = EasingMenuCard(grid: grid)
        grid.onChoose = { [unowned self] index in applyEasing("\"\(names[index])\"") }
        card.frame = Rect(x: 0, y: 0, width: 180, height: grid.sizeThatFits(Size(164, 1000)).height + 16)
        window.presentPopover(card, anchor: easingButton.windowFrame)
    }
}

/// A raised card holding the easing choices.
@MainActor
final class EasingMenuCard: View {
    let grid: View

    init(grid: View) {
        self.grid = grid
        super.init()
        identifier = "keyframes.selection.easingMenu"
        backgroundColor = .token(.raised)
        cornerRadius = 8
        addSubview(grid)
    }

    override func layoutSubviews() { grid.frame = bounds.insetBy(dx: 8, dy: 8) }
}
