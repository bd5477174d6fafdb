import StudioCommandLine
import UI

/// The Editor preview's onion skin: taken from the settings at start, remembered as it changes
/// (its switch, Alt+O, its settings popover), shown or hidden by Alt+O from any mode (which goes
/// to the Editor, as Ctrl+K does).
extension StudioApp {
    func wireOnionSkin() {
        editorModel.setOnionSkin(settings.onionSkin)
        editorModel.observe { [unowned self] change in
            guard change.contains(.appearance), settings.onionSkin != editorModel.onionSkin else { return }
            settings.onionSkin = editorModel.onionSkin
            saveSettings()
        }
    }

    /// Alt+O: shows or hides the onion skin (in the Editor).
    func toggleOnionSkin() {
        if mode != .editor { select(mode: .editor) }
        editorModel.toggleOnionSkin()
    }
}
