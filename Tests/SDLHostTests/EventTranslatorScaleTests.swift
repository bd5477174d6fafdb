import CSDL2
import Graphics
import SDLHost
import UI
import XCTest

/// Pointer positions in window units (pixels on X11) become points at the host's scale.
final class EventTranslatorScaleTests: XCTestCase {
    func testPositionsAreMultipliedByPointsPerWindowUnit() {
        var translator = EventTranslator()
        translator.pointsPerWindowUnit = 1 / 1.5
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 300
        motion.motion.y = 150
        XCTAssertEqual(translator.translate(motion), .input(.pointerMove(Point(200, 100))))
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.x = 30
        down.button.y = 60
        down.button.clicks = 1
        XCTAssertEqual(translator.translate(down), .input(.pointerDown(Point(20, 40), button: .primary)))
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = 1
        wheel.wheel.mouseX = 3
        wheel.wheel.mouseY = 6
        translator.pointsPerWheelNotch = 48
        XCTAssertEqual(translator.translate(wheel), .input(.wheel(dx: 0, dy: 48, at: Point(2, 4))))
        translator.pointsPerWindowUnit = .nan
        XCTAssertEqual(translator.pointsPerWindowUnit, 1)
    }
}
