import StudioCommandLine
import UI

/// The Editor's keyframe lanes: shown or collapsed (Ctrl+K, or the toggle in their header) and
/// the height their divider was dragged to, both remembered in the settings.
extension StudioApp {
    func wireLanes() {
        editor.setLanes(preferredHeight: settings.lanesHeight, expanded: settings.lanesExpanded)
        editor.onLanesLayoutChange = { [unowned self] in
            guard settings.lanesHeight != editor.lanesPreferredHeight || settings.lanesExpanded != editor.lanesExpanded
            else { return }
            settings.lanesHeight = editor.lanesPreferredHeight
            settings.lanesExpanded = editor.lanesExpanded
            saveSettings()
        }
    }

    /// Ctrl+K: shows the lanes, or collapses them to their header row (in the Editor).
    func toggleLanes() {
        if mode != .editor { select(mode: .editor) }
        editor.toggleLanes()
    }
}
