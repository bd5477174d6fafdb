import UI

/// The stage's onion skin controls: the switch, and the settings popover under its button.
extension EditorScreen {
    func wireOnionSkin() {
        stage.motionPath.model = model
        stage.onionButton.onChange = { [unowned self] on in
            var skin = model.onionSkin
            skin.enabled = on
            model.setOnionSkin(skin)
        }
        stage.onionSettingsButton.action = { [unowned self] in showOnionSettings() }
    }

    /// Shows the onion skin's settings under their button (Escape or a click outside closes them).
    func showOnionSettings() {
        guard let window else { return }
        let popover = OnionSkinPopover(text: model.text)
        popover.show(model.onionSkin)
        popover.onChange = { [unowned self] skin in model.setOnionSkin(skin) }
        popover.onUnitChange = { [unowned self] unit in model.setOnionSpacingUnit(unit) }
        window.presentPopover(popover, anchor: stage.onionSettingsButton.windowFrame)
        popover.fitHeight()
        onionPopover = popover
    }
}
