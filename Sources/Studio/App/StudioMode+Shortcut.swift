import StudioCommandLine

extension StudioMode {
    /// The number key that selects the mode with Ctrl (1 to 4, in the toolbar's order).
    var shortcutDigit: Character {
        Character(String(StudioMode.allCases.firstIndex(of: self)! + 1))
    }
}
