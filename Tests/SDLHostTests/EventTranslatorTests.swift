import CSDL2
import Graphics
import SDLHost
import UI
import XCTest

/// SDL events built by hand, translated into the toolkit's input events.
final class EventTranslatorTests: XCTestCase {
    private func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void = { _ in }) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        fill(&e)
        return e
    }

    func testMouseMotionIsAPointerMoveInPointsWithTheGivenModifiers() {
        var translator = EventTranslator()
        let e = event(SDL_MOUSEMOTION) {
            $0.motion.x = 120; $0.motion.y = 45
        }
        XCTAssertEqual(
            translator.translate(e, modifiers: [.shift]), .input(.pointerMove(Point(120, 45), modifiers: [.shift])))
        XCTAssertEqual(translator.pointerLocation, Point(120, 45))
    }

    func testButtonsClicksAndUps() {
        var translator = EventTranslator()
        let down = event(SDL_MOUSEBUTTONDOWN) {
            $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 10; $0.button.y = 20; $0.button.clicks = 2
        }
        XCTAssertEqual(
            translator.translate(down, modifiers: [.control]),
            .input(.pointerDown(Point(10, 20), button: .primary, modifiers: [.control], clickCount: 2)))
        let up = event(SDL_MOUSEBUTTONUP) {
            $0.button.button = UInt8(SDL_BUTTON_RIGHT); $0.button.x = 11; $0.button.y = 21
        }
        XCTAssertEqual(translator.translate(up), .input(.pointerUp(Point(11, 21), button: .secondary)))
        let middle = event(SDL_MOUSEBUTTONDOWN) {
            $0.button.button = UInt8(SDL_BUTTON_MIDDLE); $0.button.clicks = 1
        }
        XCTAssertEqual(translator.translate(middle), .input(.pointerDown(Point(0, 0), button: .middle)))
        let extra = event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_X1) }
        XCTAssertEqual(translator.translate(extra), .ignored)
    }

    func testWheelAwayFromTheUserMovesContentDownAtThePointer() {
        var translator = EventTranslator()
        translator.pointsPerWheelNotch = 40
        let e = event(SDL_MOUSEWHEEL) {
            $0.wheel.preciseY = 1; $0.wheel.preciseX = 0.5; $0.wheel.mouseX = 300; $0.wheel.mouseY = 200
            $0.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        }
        XCTAssertEqual(translator.translate(e), .input(.wheel(dx: -20, dy: 40, at: Point(300, 200))))
        let flipped = event(SDL_MOUSEWHEEL) {
            $0.wheel.preciseY = 1; $0.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        }
        XCTAssertEqual(
            translator.translate(flipped, modifiers: [.shift]),
            .input(.wheel(dx: 0, dy: -40, at: Point(0, 0), modifiers: [.shift])))
    }

    func testKeysWithTheirOwnModifiersAndRepeat() {
        var translator = EventTranslator()
        let ctrlShiftA = event(SDL_KEYDOWN) {
            $0.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
            $0.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RSHIFT.rawValue)
        }
        XCTAssertEqual(
            translator.translate(ctrlShiftA, modifiers: []),
            .input(.keyDown(.character("a"), modifiers: [.control, .shift], isRepeat: false)))
        let repeatLeft = event(SDL_KEYDOWN) {
            $0.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue); $0.key.repeat = 1
        }
        XCTAssertEqual(translator.translate(repeatLeft), .input(.keyDown(.left, modifiers: [], isRepeat: true)))
        let upEnter = event(SDL_KEYUP) {
            $0.key.keysym.sym = SDL_Keycode(SDLK_KP_ENTER.rawValue);
            $0.key.keysym.mod = UInt16(KMOD_LALT.rawValue | KMOD_LGUI.rawValue)
        }
        XCTAssertEqual(translator.translate(upEnter), .input(.keyUp(.enter, modifiers: [.alt, .super])))
    }

    func testKeyCodes() {
        let cases: [(SDL_KeyCode, Key)] = [
            (SDLK_SPACE, .space), (SDLK_RETURN, .enter), (SDLK_ESCAPE, .escape), (SDLK_TAB, .tab),
            (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, .delete), (SDLK_RIGHT, .right), (SDLK_UP, .up),
            (SDLK_DOWN, .down), (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp),
            (SDLK_PAGEDOWN, .pageDown), (SDLK_F1, .function(1)), (SDLK_F12, .function(12)),
            (SDLK_z, .character("z")), (SDLK_0, .character("0")), (SDLK_SLASH, .character("/")),
            (SDLK_QUESTION, .character("?")),
        ]
        for (code, key) in cases {
            XCTAssertEqual(KeyTranslation.key(for: SDL_Keycode(code.rawValue)), key, "\(code)")
        }
        // A layout key that types a non-ASCII character (é on French keyboards) is that character.
        XCTAssertEqual(KeyTranslation.key(for: SDL_Keycode(0xE9)), .character("é"))
        // Keys without a character are named.
        XCTAssertEqual(KeyTranslation.key(for: SDL_Keycode(SDLK_CAPSLOCK.rawValue)), .other("CapsLock"))
    }

    func testTextInputIsUTF8UpToTheTerminator() {
        var translator = EventTranslator()
        let e = event(SDL_TEXTINPUT) { e in
            withUnsafeMutableBytes(of: &e.text.text) { bytes in
                for (i, byte) in Array("é€x".utf8).enumerated() { bytes[i] = byte }
            }
        }
        XCTAssertEqual(translator.translate(e), .input(.textInput("é€x")))
        XCTAssertEqual(translator.translate(event(SDL_TEXTINPUT)), .ignored)
    }

    func testFileDropCarriesThePathAndTheLastPointerLocation() {
        var translator = EventTranslator()
        _ = translator.translate(
            event(SDL_MOUSEMOTION) {
                $0.motion.x = 50; $0.motion.y = 60
            })
        let path = strdup("/tmp/spec file.json")!
        defer { free(path) }
        let drop = event(SDL_DROPFILE) { $0.drop.file = path }
        XCTAssertEqual(translator.translate(drop), .input(.fileDrop(path: "/tmp/spec file.json", at: Point(50, 60))))
    }

    func testWindowEvents() {
        var translator = EventTranslator()
        func window(_ id: SDL_WindowEventID) -> SDL_Event {
            event(SDL_WINDOWEVENT) {
                $0.window.event = UInt8(id.rawValue); $0.window.data1 = 800; $0.window.data2 = 600
            }
        }
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_SIZE_CHANGED)), .resized)
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_DISPLAY_CHANGED)), .resized)
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_EXPOSED)), .input(.expose))
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_FOCUS_GAINED)), .input(.windowFocus(true)))
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_FOCUS_LOST)), .input(.windowFocus(false)))
        _ = translator.translate(event(SDL_MOUSEMOTION) { $0.motion.x = 5 })
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_LEAVE)), .input(.pointerExit))
        XCTAssertNil(translator.pointerLocation)
        XCTAssertEqual(
            translator.translate(window(SDL_WINDOWEVENT_CLOSE)), .closeRequested, "the close button asks the app")
        XCTAssertEqual(translator.translate(window(SDL_WINDOWEVENT_MOVED)), .ignored)
        XCTAssertEqual(translator.translate(event(SDL_QUIT)), .quit)
        XCTAssertEqual(translator.translate(event(SDL_JOYAXISMOTION)), .ignored)
    }
}
