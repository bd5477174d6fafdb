import UI

/// Builds what the window shows. This is the one place to swap in the Studio's root view.
@MainActor
enum RootContent {
    /// The content view for `root`, with its app shortcuts registered: T switches the theme.
    /// (Ctrl+Q, which quits, belongs to the host and is registered by `WindowApp`.)
    static func make(for root: WindowRoot) -> View {
        root.shortcuts.register(Shortcut(.character("t")), priority: .afterFocus, title: "Switch light and dark theme") {
            [weak root] in
            guard let root else { return }
            root.theme = root.theme.appearance == .light ? .dark : .light
        }
        return BuiltinGalleryView()
    }
}
