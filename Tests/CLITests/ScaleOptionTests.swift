import LoaderStudioCLI
import StudioCommandLine
import XCTest

/// `--scale`: device pixels per point from 1 to 4, or a message saying so.
final class ScaleOptionTests: XCTestCase {
    func testScalesFromOneToFourInBothSpellings() throws {
        XCTAssertNil(try WindowModeOptions.parse([]).scale)
        XCTAssertEqual(try WindowModeOptions.parse(["--scale", "2"]).scale, 2)
        XCTAssertEqual(try WindowModeOptions.parse(["--scale=1.5"]).scale, 1.5)
        XCTAssertEqual(try WindowModeOptions.parse(["--scale", "1"]).scale, 1)
        XCTAssertEqual(try WindowModeOptions.parse(["--scale", "4", "--screenshot", "x.png"]).scale, 4)
        XCTAssertTrue(LoaderStudioCommand.usage.contains("--scale S"))
    }

    func testOtherNumbersAreRefusedWithAMessage() {
        for text in ["0", "0.5", "4.01", "-2", "nan", "inf", "2x", "", "1,5"] {
            XCTAssertThrowsError(try WindowModeOptions.parse(["--scale", text]), text) { error in
                let message = (error as? WindowModeOptions.ParseError)?.message ?? ""
                XCTAssertEqual(
                    message,
                    "--scale must be a number of device pixels per point from 1 to 4 (e.g. 2 or 1.5), not \"\(text)\"")
            }
        }
        XCTAssertThrowsError(try WindowModeOptions.parse(["--scale"])) { error in
            XCTAssertEqual((error as? WindowModeOptions.ParseError)?.message, "--scale needs a value")
        }
    }
}
