/// The user's easing presets: kept in the settings (`StudioSettings.easingPresets`), shown by the
/// Easing form, and saved whenever the user saves, removes or pastes one.
extension StudioApp {
    func wireEasingPresets() {
        let form = editor.inspector.authoring.easing
        form.userPresets = settings.easingPresets
        editor.keyframes.selectionBar.userPresets = settings.easingPresets
        form.onUserPresetsChange = { [unowned self] list in
            editor.keyframes.selectionBar.userPresets = list
            guard settings.easingPresets != list else { return }
            settings.easingPresets = list
            saveSettings()
        }
    }
}
