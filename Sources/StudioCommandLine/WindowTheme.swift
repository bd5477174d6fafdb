/// The themes the window can start in (`--theme`), named as the command line and the settings
/// write them; the studio maps each to the toolkit's appearance of the same name.
public enum WindowTheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
