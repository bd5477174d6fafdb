import Graphics
import LoaderKitCore
import UI

/// The Easing button's popover: the easing presets (LoaderKit's names, the library's curves, the
/// user's own) as small curves; choosing one applies it to every selected segment.
extension KeyframeSelectionBar {
    /// Width of the popover's grid, in points (two families a row).
    static let easingGridWidth = 300.0

    func showEasingPicker() {
        guard let window else { return }
        let grid = EasingPresetGrid(identifierPrefix: "easing.preset")
        grid.userPresets = userPresets
        grid.applyLanguage(text)
        grid.onPick = { [unowned self] preset in applyEasing(preset.json) }
        let card = EasingMenuCard(grid: grid)
        let height = grid.sizeThatFits(Size(Self.easingGridWidth, 10_000)).height
        card.frame = Rect(
            x: 0, y: 0, width: Self.easingGridWidth + 16, height: min(height + 16, window.size.height - 16))
        window.presentPopover(card, anchor: easingButton.windowFrame)
    }
}

/// A raised card holding the easing presets.
@MainActor
final class EasingMenuCard: View {
    let grid: View
    let scroll = ScrollView()

    init(grid: View) {
        self.grid = grid
        super.init()
        identifier = "keyframes.selection.easingMenu"
        backgroundColor = .token(.raised)
        cornerRadius = 8
        addSubview(scroll)
        scroll.documentView.addSubview(grid)
    }

    override func layoutSubviews() {
        scroll.frame = bounds.insetBy(dx: 8, dy: 8)
        let height = grid.sizeThatFits(Size(scroll.frame.width, 10_000)).height
        grid.frame = Rect(x: 0, y: 0, width: scroll.frame.width, height: height)
        scroll.contentHeight = height
    }
}
