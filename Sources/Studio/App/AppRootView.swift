import Graphics
import StudioCommandLine
import UI

/// The window's content: the toolbar over the screen of the current mode (the others stay
/// alive, hidden, so switching back keeps their state).
@MainActor
final class AppRootView: View, FrameAnimating {
    let toolbar = Toolbar()
    let screens: [StudioMode: View]
    /// The mode on screen.
    private(set) var mode: StudioMode = .gallery
    /// True while the app has work to do each frame whatever is on screen (a GIF being
    /// rendered): the window keeps ticking.
    var keepsTicking = false

    var wantsFrames: Bool { keepsTicking }

    /// The app does its work in its own tick; nothing moves here.
    func advance(by dt: Double) {}

    init(screens: [StudioMode: View]) {
        self.screens = screens
        super.init()
        backgroundColor = .token(.windowBackground)
        identifier = "root"
        for mode in StudioMode.allCases { if let screen = screens[mode] { addSubview(screen) } }
        addSubview(toolbar)
        show(.gallery)
    }

    /// Shows the screen of `mode` and hides the others.
    func show(_ mode: StudioMode) {
        self.mode = mode
        for (m, screen) in screens { screen.isHidden = m != mode }
        toolbar.modeBar.select(mode)
    }

    /// Keys that no view took while the focus is outside the screen on show (on the toolbar, or
    /// nowhere) go to that screen: in Gallery and Progress, typing filters wherever focus is.
    package override func keyDown(_ key: Key, modifiers: Modifiers) -> Bool {
        guard let screen = shownScreen else { return false }
        return screen.keyDown(key, modifiers: modifiers)
    }

    /// Text, as keys above.
    package override func insertText(_ text: String) -> Bool {
        shownScreen?.insertText(text) ?? false
    }

    /// The screen on show, unless the focused view is in it (its keys reached it already).
    private var shownScreen: View? {
        guard let screen = screens[mode], window?.focusedView?.isDescendant(of: screen) != true else { return nil }
        return screen
    }

    package override func layoutSubviews() {
        toolbar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Toolbar.height)
        let content = Rect(x: 0, y: Toolbar.height, width: bounds.width, height: max(0, bounds.height - Toolbar.height))
        for screen in screens.values { screen.frame = content }
    }
}
