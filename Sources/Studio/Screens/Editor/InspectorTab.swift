import Localization
import UI

/// The Editor inspector's tabs, by what the designer is doing: tuning the indicator as it is
/// (params, colour, playback, size), designing it (the selected node's forms, its easing right
/// under its track), or checking what users perceive of it (contrast, flashing, reduced motion,
/// colour vision). The choice is remembered in the settings.
enum InspectorTab: String, CaseIterable, Codable, Sendable {
    case tune, design, check

    /// The tab's title.
    var title: Message {
        switch self {
        case .tune: EditorText.tabTune
        case .design: EditorText.tabDesign
        case .check: CheckText.tab
        }
    }

    /// The shortcut that shows the tab: Alt+1, Alt+2, Alt+3.
    var shortcut: Shortcut {
        Shortcut(.character(Character(String((Self.allCases.firstIndex(of: self) ?? 0) + 1))), modifiers: .alt)
    }

    /// The shortcut's line in the help.
    var shortcutTitle: HelpText.Shortcut {
        switch self {
        case .tune: .tabTune
        case .design: .tabDesign
        case .check: .tabCheck
        }
    }
}
