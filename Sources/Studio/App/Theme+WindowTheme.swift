import StudioCommandLine
import UI

extension Theme.Appearance {
    /// The toolkit's appearance for the command line's theme of the same name.
    package init(_ theme: WindowTheme) {
        switch theme {
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}
