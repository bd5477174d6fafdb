import Graphics

/// An input event in platform-free terms, pushed into `WindowRoot.handle(_:)` by the host.
///
/// Positions are in window points (top-left origin), not pixels.
public enum InputEvent: Hashable, Sendable {
    /// The pointer moved to a point (buttons may be held).
    case pointerMove(Point, modifiers: Modifiers = [])
    /// A button went down; `clickCount` is the host's count of quick presses (2 for a double
    /// click), which the window keeps only for presses of one gesture (`ClickSequence`).
    case pointerDown(Point, button: PointerButton = .primary, modifiers: Modifiers = [], clickCount: Int = 1)
    /// A button went up.
    case pointerUp(Point, button: PointerButton = .primary, modifiers: Modifiers = [])
    /// The pointer left the window.
    case pointerExit
    /// A wheel or touchpad scroll at a point, in points: positive `dy` moves the content down
    /// (reveals what is above, as when the wheel turns away from the user), positive `dx` moves
    /// it right.
    case wheel(dx: Double, dy: Double, at: Point, modifiers: Modifiers = [])
    /// A key went down (`isRepeat` for auto-repeat).
    case keyDown(Key, modifiers: Modifiers = [], isRepeat: Bool = false)
    /// A key went up.
    case keyUp(Key, modifiers: Modifiers = [])
    /// Text typed (after the keyboard layout and input method), to insert at the caret.
    case textInput(String)
    /// A file was dropped on the window at a point (nil when the host does not know where).
    case fileDrop(path: String, at: Point?)
    /// The window's size changed, in points, with its device scale (pixels per point).
    case resize(Size, scale: Double)
    /// The window gained or lost keyboard focus.
    case windowFocus(Bool)
    /// The window's contents must be redrawn in full (e.g. after it was uncovered).
    case expose
}
