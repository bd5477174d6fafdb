import Graphics

/// A pointer event as a view receives it.
public struct PointerEvent: Hashable, Sendable {
    /// The position in the receiving view's own coordinates, in points.
    public var location: Point
    /// The position in window coordinates, in points.
    public var windowLocation: Point
    public var button: PointerButton
    public var modifiers: Modifiers
    /// 1 for a single click, 2 for a double click (pointer down only): two presses on the same
    /// target, the first not a drag (`ClickSequence`).
    public var clickCount: Int

    public init(
        location: Point, windowLocation: Point, button: PointerButton = .primary,
        modifiers: Modifiers = [], clickCount: Int = 1
    ) {
        self.location = location
        self.windowLocation = windowLocation
        self.button = button
        self.modifiers = modifiers
        self.clickCount = clickCount
    }
}

/// A wheel event as a view receives it; deltas in points (see `InputEvent.wheel`).
public struct WheelEvent: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    /// The position in the receiving view's coordinates, in points.
    public var location: Point
    public var modifiers: Modifiers
}
