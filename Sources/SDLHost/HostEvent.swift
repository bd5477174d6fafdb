import UI

/// What one SDL event means to the host.
public enum HostEvent: Hashable, Sendable {
    /// An event for the view tree.
    case input(InputEvent)
    /// The window's size or pixel density changed: the host re-reads the drawable size, resizes
    /// its framebuffer and then sends the tree `.resize`.
    case resized
    /// The window was shown or restored (true), or hidden or minimised (false): nothing ticks
    /// or draws while it is not shown, and it is presented whole when it comes back.
    case shown(Bool)
    /// The user asked to close the window (its close button, `SDL_WINDOWEVENT_CLOSE`): the host
    /// asks the app (`HostWindow.onCloseRequest`), which may ask the user first.
    case closeRequested
    /// The system asked the app to quit (`SDL_QUIT`): the host ends its loop.
    case quit
    /// An event the host does not use.
    case ignored
}
