import Foundation
import Graphics
import LoaderKitUI
import Render
import StudioCommandLine
import UI
import XCTest
import TestSupport
@testable import Studio

/// Skeleton mode: Ctrl+4, show and hide giving back the mock screen, looks, `--skeleton`.
final class ScreensSkeletonTests: XCTestCase {
    @MainActor static func skeletonApp() -> StudioApp {
        let app = ScreensRender.makeApp()
        app.select(mode: .skeleton)
        _ = app.user.nextFrame()
        return app
    }

    @MainActor static func mockPixels(_ app: StudioApp) -> [UInt32] {
        ScreensRender.render(app.window).region(app.skeleton.mock.windowFrame.enclosingIntRect)
    }

    func testControlFourSelectsTheMode() {
        onMain {
            let app = ScreensRender.makeApp()
            app.user.press(.character("4"), .control, text: "4")
            XCTAssertEqual(app.mode, .skeleton)
            XCTAssertTrue(app.skeleton.isVisibleInWindow)
            XCTAssertTrue(app.skeleton.mock.isVisibleInWindow)
            XCTAssertEqual(app.root.toolbar.modeBar.segments[3].isEnabled, true)
        }
    }

    func testShowThenHideLeavesTheMockScreenPixelIdentical() {
        onMain {
            let app = Self.skeletonApp()
            let screen = app.skeleton
            let before = Self.mockPixels(app)
            for look in SkeletonLook.allCases {
                screen.update {
                    $0.look = look; $0.crossfade = false
                }
                screen.showSkeleton()
                XCTAssertTrue(screen.mock.isSkeletonActive, "\(look)")
                app.tick(dt: 0.3)
                let covered = Self.mockPixels(app)
                XCTAssertTrue(covered != before, "\(look) covers the screen")
                screen.hideSkeleton()
                app.tick(dt: 0.1)
                XCTAssertFalse(screen.isSkeletonShown)
                XCTAssertTrue(Self.mockPixels(app) == before, "\(look): hiding gives the content back exactly")
            }
            // With a crossfade both ways.
            screen.update {
                $0.crossfade = true; $0.fadeDuration = 0.2
            }
            screen.showSkeleton()
            for _ in 0..<10 { app.tick(dt: 0.05) }
            screen.hideSkeleton()
            for _ in 0..<10 { app.tick(dt: 0.05) }
            XCTAssertFalse(screen.mock.isSkeletonActive)
            XCTAssertTrue(Self.mockPixels(app) == before)
        }
    }

    func testDelayedShowWaitsAndHideCancelsIt() {
        onMain {
            let app = Self.skeletonApp()
            let screen = app.skeleton
            screen.update {
                $0.delay = 0.5; $0.crossfade = false
            }
            screen.showSkeleton()
            XCTAssertTrue(screen.isSkeletonShown)
            XCTAssertFalse(screen.mock.isSkeletonActive)
            app.tick(dt: 0.3)
            XCTAssertFalse(screen.mock.isSkeletonActive)
            app.tick(dt: 0.3)
            XCTAssertTrue(screen.mock.isSkeletonActive)
            screen.hideSkeleton()
            screen.showSkeleton()
            screen.hideSkeleton()
            app.tick(dt: 1)
            XCTAssertFalse(screen.isSkeletonShown)
            XCTAssertFalse(screen.mock.isSkeletonActive)
        }
    }

    func testChangingTheLookColourAndBonesChangesPixels() {
        onMain {
            let app = Self.skeletonApp()
            let screen = app.skeleton
            screen.update {
                $0.look = .solid; $0.crossfade = false
            }
            screen.showSkeleton()
            app.tick(dt: 0.1)
            let solid = Self.mockPixels(app)
            screen.inspector.lookControl.choose(SkeletonLook.allCases.firstIndex(of: .sliding)!)
            XCTAssertEqual(screen.settings.look, .sliding)
            screen.freeze(at: 0.6)
            XCTAssertEqual(screen.mock.skeletonTime, 0.6, accuracy: 1e-9, "freezing sets the skeleton time")
            app.tick(dt: 0.1)
            XCTAssertEqual(screen.mock.skeletonTime, 0.6, "a frozen time holds")
            let sliding = Self.mockPixels(app)
            XCTAssertTrue(solid != sliding)
            screen.freeze(at: 1.1)
            app.tick(dt: 0.1)
            XCTAssertTrue(Self.mockPixels(app) != sliding, "scrubbing moves the sweep")
            screen.inspector.lookControl.choose(0)
            screen.inspector.swatches.first { $0.flat == .alizarin }!.onPick?(.alizarin)
            XCTAssertEqual(screen.settings.color, SkeletonFlatColor.alizarin.color)
            app.tick(dt: 0.1)
            let red = Self.mockPixels(app)
            XCTAssertTrue(red.contains(SkeletonFlatColor.alizarin.color.premultiplied.pixel))
            screen.inspector.boneRadius.slider.userSet(0)
            XCTAssertEqual(screen.mock.cards[0].image.skeletonCornerRadius, 0)
            screen.inspector.lastLineFill.slider.userSet(30)
            XCTAssertEqual(screen.mock.cards[0].body.lastLineFillPercent, 30)
            let tree = screen.printDebugTree()
            XCTAssertTrue(tree.contains("\"isSkeletonable\" : true"), tree)
            XCTAssertEqual(screen.lastDebugTree, tree)
        }
    }

    func testAFrozenOrScrubbedTimeIsDrawnExactlyWhateverTheFramesTicked() {
        onMain {
            @MainActor func frozenApp(at time: Double, ticks: Int) -> StudioApp {
                let app = Self.skeletonApp()
                app.skeleton.update {
                    $0.look = .sliding; $0.crossfade = false
                }
                app.skeleton.showSkeleton()
                app.skeleton.freeze(at: time)
                for _ in 0..<ticks { app.tick(dt: 1.0 / 60) }
                return app
            }
            let ticked = frozenApp(at: 0.6, ticks: 7)
            let screen = ticked.skeleton
            XCTAssertEqual(screen.mock.skeletonTime, 0.6, "the clock stands still")
            XCTAssertTrue(screen.mock.isSkeletonClockPaused)
            let drawn = Self.mockPixels(ticked)
            XCTAssertTrue(drawn == Self.mockPixels(frozenApp(at: 0.6, ticks: 0)), "drawn at exactly the frozen time")
            XCTAssertTrue(
                drawn != Self.mockPixels(frozenApp(at: 0.6 + 1.0 / 60, ticks: 0)), "one frame later looks different")
            // Scrubbing the time field freezes there, and the next frames draw exactly that time.
            screen.inspector.time.slider.userSet(1.25)
            for _ in 0..<3 { ticked.tick(dt: 1.0 / 60) }
            XCTAssertEqual(screen.mock.skeletonTime, 1.25)
            XCTAssertEqual(screen.frozenTime, 1.25)
            XCTAssertTrue(Self.mockPixels(ticked) == Self.mockPixels(frozenApp(at: 1.25, ticks: 0)))
            // Changing the look keeps the frozen time; unfreezing lets the clock run from it.
            screen.update { $0.direction = .rightLeft }
            ticked.tick(dt: 1.0 / 60)
            XCTAssertEqual(screen.mock.skeletonTime, 1.25)
            screen.freeze(at: nil)
            XCTAssertFalse(screen.mock.isSkeletonClockPaused)
            ticked.tick(dt: 0.25)
            XCTAssertEqual(screen.mock.skeletonTime, 1.5, accuracy: 1e-12)
            XCTAssertFalse(ticked.skeleton.wantsFrames, "a frozen time needs no frames of its own")
        }
    }

    func testTheColourWellShowsTheThemeDefaultColour() {
        onMain {
            let app = ScreensRender.makeApp(theme: .dark)
            app.select(mode: .skeleton)
            let inspector = app.skeleton.inspector
            XCTAssertNil(app.skeleton.settings.color)
            XCTAssertEqual(inspector.colorWell.color, SkeletonFlatColor.darkClouds.color, "dark default: #1C2325")
            app.setTheme(.light, remember: false)
            XCTAssertEqual(inspector.colorWell.color, SkeletonFlatColor.clouds.color, "light default: #ECF0F1")
            inspector.swatches.first { $0.flat == .alizarin }!.onPick?(.alizarin)
            app.setTheme(.dark, remember: false)
            XCTAssertEqual(inspector.colorWell.color, SkeletonFlatColor.alizarin.color, "a chosen colour stays")
            inspector.defaultColorButton.action?()
            XCTAssertNil(app.skeleton.settings.color)
            XCTAssertEqual(inspector.colorWell.color, SkeletonFlatColor.darkClouds.color)
        }
    }

    func testLineSettingsShapeTheLinesWhenTheyDoNotFollowTheText() {
        onMain {
            let app = Self.skeletonApp()
            let screen = app.skeleton
            screen.update {
                $0.look = .solid; $0.crossfade = false
            }
            screen.showSkeleton()
            app.tick(dt: 0.1)
            let followingText = Self.mockPixels(app)
            screen.inspector.lastLineFill.slider.userSet(30)
            app.tick(dt: 0.1)
            XCTAssertTrue(Self.mockPixels(app) == followingText, "lines that follow the text ignore the last-line fill")
            screen.inspector.followTextToggle.isOn = false
            screen.inspector.followTextToggle.onChange?(false)
            XCTAssertFalse(screen.settings.linesFollowText)
            app.tick(dt: 0.1)
            let formulaLines = Self.mockPixels(app)
            XCTAssertTrue(formulaLines != followingText, "SkeletonView's line formulas draw other bars")
            screen.inspector.lastLineFill.slider.userSet(90)
            app.tick(dt: 0.1)
            XCTAssertTrue(Self.mockPixels(app) != formulaLines, "the last-line fill now changes the last bar")
        }
    }

    func testLaunchOptionSelectsTheLook() throws {
        try onMain {
            for look in ["solid", "gradient", "pulse", "sliding"] {
                let app = ScreensRender.makeApp()
                let problems = app.apply(
                    StudioLaunchOptions(mode: .skeleton, skeletonLook: SkeletonLook(rawValue: look)))
                XCTAssertEqual(problems, [])
                XCTAssertEqual(app.mode, .skeleton)
                XCTAssertEqual(app.skeleton.settings.look.rawValue, look)
                XCTAssertTrue(app.skeleton.mock.isSkeletonActive, look)
                let config = app.skeleton.mock.currentSkeletonConfig
                XCTAssertEqual(config?.type, look == "solid" || look == "pulse" ? .solid : .gradient)
                XCTAssertEqual(config?.animated, look == "pulse" || look == "sliding")
            }
        }
    }
}
