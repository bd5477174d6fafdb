import SDLHost
import XCTest

/// Whether a display is there, and the message when it is not.
final class DisplayEnvironmentTests: XCTestCase {
    func testDisplayEnvironment() {
        XCTAssertFalse(DisplayEnvironment.hasDisplay([:]))
        XCTAssertFalse(DisplayEnvironment.hasDisplay(["DISPLAY": ""]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["DISPLAY": ":0"]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["WAYLAND_DISPLAY": "wayland-0"]))
        XCTAssertTrue(DisplayEnvironment.hasDisplay(["SDL_VIDEODRIVER": "dummy"]))
        XCTAssertTrue(DisplayEnvironment.isUnwantedHeadless(driver: "offscreen", environment: ["DISPLAY": ":9"]))
        XCTAssertFalse(
            DisplayEnvironment.isUnwantedHeadless(driver: "dummy", environment: ["SDL_VIDEODRIVER": "dummy"]))
        XCTAssertFalse(DisplayEnvironment.isUnwantedHeadless(driver: "x11", environment: ["DISPLAY": ":0"]))
        let message = DisplayEnvironment.noDisplayMessage(detail: "no display")
        XCTAssertTrue(message.contains("--screenshot"))
        XCTAssertTrue(message.contains("xvfb-run"))
    }
}
