import Localization
import UI

/// The Editor inspector's tabs, by what the designer is doing: tuning the indicator as it is
/// (params, colour, playback, size) or designing it (the selected node's forms, its easing right
/// under its track). The choice is remembered in the settings.
enum InspectorTab: String, CaseIterable, Codable, Sendable {
    case tune, design

    /// The tab's title.
    var title: Message {
        switch self {
        case .tune: EditorText.tabTune
        case .design: EditorText.tabDesign
        }
    }

    /// The shortcut that shows the tab: Alt+1, Alt+2.
    var shortcut: Shortcut {
        Shortcut(.character(self == .tune ? "1" : "2"), modifiers: .alt)
    }

    /// The shortcut's line in the help.
    var shortcutTitle: HelpText.Shortcut { self == .tune ? .tabTune : .tabDesign }
}
