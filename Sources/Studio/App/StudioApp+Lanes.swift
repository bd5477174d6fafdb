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

    /// The inspector's tab: the one last picked, remembered when the user picks another.
    func wireInspectorTabs() {
        editor.inspector.show(tab: settings.inspectorTab)
        editor.inspector.onTabChange = { [unowned self] tab in
            guard settings.inspectorTab != tab else { return }
            settings.inspectorTab = tab
            saveSettings()
        }
    }

    /// Alt+1, Alt+2: shows an inspector tab (in the Editor), remembered like a click on it.
    func showInspector(tab: InspectorTab) {
        if mode != .editor { select(mode: .editor) }
        editor.inspector.show(tab: tab)
        editor.inspector.onTabChange?(tab)
        if editor.columns.rails.contains(.inspector) { editor.reopen(.inspector) }
    }

    /// Ctrl+K: shows the lanes, or collapses them to their header row (in the Editor).
    func toggleLanes() {
        if mode != .editor { select(mode: .editor) }
        editor.toggleLanes()
    }
}
