import Foundation
import Graphics
import ImageExport
import LoaderKitUI
import Render
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// Golden images of the Skeleton mode's mock screen: solid, gradient, pulse and sliding, light
/// and dark, frozen at skeleton time 0.6 s (tolerance and record mode: `GoldenImage`).
final class ScreensSkeletonGoldenTests: XCTestCase {
    func testTheMockScreenInEachLookAndTheme() throws {
        try onMain {
            for theme in [StudioSettings.Theme.light, .dark] {
                for look in [SkeletonLook.solid, .gradient, .pulse, .sliding] {
                    let app = ScreensRender.makeApp(theme: theme)
                    app.select(mode: .skeleton)
                    let screen = app.skeleton
                    screen.update {
                        $0.look = look; $0.crossfade = false
                    }
                    screen.showSkeleton()
                    screen.freeze(at: 0.6)
                    app.tick(dt: 0)
                    screen.freeze(at: 0.6)
                    let rect = screen.mock.windowFrame.enclosingIntRect
                    let pixels = ScreensRender.render(app.window).region(rect)
                    let image = try RGBAImage(width: rect.width, height: rect.height, premultipliedARGB32: pixels)
                    GoldenImage.assertMatches(image, named: "skeleton/\(look.rawValue)-\(theme.rawValue)")
                }
            }
        }
    }
}
