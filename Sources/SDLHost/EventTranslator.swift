import CSDL2
import Graphics
import UI

/// Turns SDL events into the toolkit's `InputEvent`s.
///
/// SDL reports pointer positions in window units (pixels on X11); the translator turns them into
/// the toolkit's points with `pointsPerWindowUnit`, which the host sets from its scale. It
/// remembers where the pointer last was, to place file drops.
public struct EventTranslator {
    /// Points scrolled per wheel notch (SDL's wheel unit).
    public var pointsPerWheelNotch: Double = 48
    /// Points per SDL window unit: 1 / scale on X11, where window units are pixels; 1 where the
    /// platform scales the window itself at the UI's scale.
    public var pointsPerWindowUnit: Double = 1 {
        didSet { if !(pointsPerWindowUnit.isFinite && pointsPerWindowUnit > 0) { pointsPerWindowUnit = 1 } }
    }
    /// The pointer's last position in points, from motion and button events.
    public private(set) var pointerLocation: Point?

    public init() {}

    /// The meaning of `event`. `modifiers` is the keyboard state for pointer events (the host
    /// passes `SDL_GetModState()`; key events carry their own).
    ///
    /// An `SDL_DROPFILE` event's `file` is read but not freed: the caller frees it with `SDL_free`.
    public mutating func translate(_ event: SDL_Event, modifiers: Modifiers = []) -> HostEvent {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEMOTION:
            let point = points(event.motion.x, event.motion.y)
            pointerLocation = point
            return .input(.pointerMove(point, modifiers: modifiers))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard let button = Self.button(event.button.button) else { return .ignored }
            let point = points(event.button.x, event.button.y)
            pointerLocation = point
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                return .input(
                    .pointerDown(
                        point, button: button, modifiers: modifiers,
                        clickCount: max(1, Int(event.button.clicks))))
            }
            return .input(.pointerUp(point, button: button, modifiers: modifiers))
        case SDL_MOUSEWHEEL:
            return .input(wheel(event.wheel, modifiers: modifiers))
        case SDL_KEYDOWN, SDL_KEYUP:
            let key = KeyTranslation.key(for: event.key.keysym.sym)
            let keyModifiers = KeyTranslation.modifiers(for: event.key.keysym.mod)
            if event.type == SDL_KEYDOWN.rawValue {
                return .input(.keyDown(key, modifiers: keyModifiers, isRepeat: event.key.repeat != 0))
            }
            return .input(.keyUp(key, modifiers: keyModifiers))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? .ignored : .input(.textInput(text))
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return .ignored }
            return .input(.fileDrop(path: String(cString: file), at: pointerLocation))
        case SDL_WINDOWEVENT:
            return window(event.window)
        default:
            return .ignored
        }
    }

    private func wheel(_ wheel: SDL_MouseWheelEvent, modifiers: Modifiers) -> InputEvent {
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        // SDL: y > 0 turns away from the user (content moves down: toolkit dy > 0); x > 0 scrolls
        // right (content moves left: toolkit dx < 0).
        let dy = Double(wheel.preciseY) * pointsPerWheelNotch * flip
        let dx = -Double(wheel.preciseX) * pointsPerWheelNotch * flip
        let at = points(wheel.mouseX, wheel.mouseY)
        return .wheel(dx: dx, dy: dy, at: at, modifiers: modifiers)
    }

    /// A position in window units as points.
    private func points(_ x: Int32, _ y: Int32) -> Point {
        Point(Double(x) * pointsPerWindowUnit, Double(y) * pointsPerWindowUnit)
    }

    private mutating func window(_ window: SDL_WindowEvent) -> HostEvent {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            return .resized
        case SDL_WINDOWEVENT_EXPOSED:
            return .input(.expose)
        case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return .shown(true)
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            return .shown(false)
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return .input(.windowFocus(true))
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .input(.windowFocus(false))
        case SDL_WINDOWEVENT_LEAVE:
            pointerLocation = nil
            return .input(.pointerExit)
        case SDL_WINDOWEVENT_CLOSE:
            return .closeRequested
        default:
            return .ignored
        }
    }

    /// The toolkit button for an SDL button number; nil for extra buttons.
    static func button(_ sdlButton: UInt8) -> PointerButton? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }
}
