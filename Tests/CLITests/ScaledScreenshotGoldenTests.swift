import Foundation
import ImageExport
import TestSupport
import XCTest

/// `--screenshot` at `--scale` 1, 1.5 and 2: the editor at points × scale pixels, its text set
/// at the pixel size (never a scaled bitmap) and its hairlines on whole pixels, compared with
/// golden images (`GoldenImage`; `RECORD_GOLDENS=1` records them). The fonts are the Debian
/// packages `make deps` installs.
final class ScaledScreenshotGoldenTests: XCTestCase {
    func testTheEditorAtOneOneAndAHalfAndTwo() throws {
        for (scale, name, theme) in [
            ("1", "1x", "light"), ("1.5", "1.5x", "light"), ("2", "2x", "light"), ("1.5", "1.5x", "dark"),
        ] {
            let (image, _) = try StudioPixels.screenshot([
                "--mode", "editor", "--theme", theme, "--window", "800x600",
                "--scale", scale, "--screenshot-after", "0",
            ])
            let factor = Double(scale)!
            XCTAssertEqual(image.width, Int(800 * factor), name)
            XCTAssertEqual(image.height, Int(600 * factor), name)
            GoldenImage.assertMatches(image, named: "studio/editor-\(theme)-\(name)")
        }
    }
}
