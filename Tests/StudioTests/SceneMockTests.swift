import Foundation
import Graphics
import ImageExport
import LoaderKitCore
import LoaderKitUI
import Localization
import Render
import SDLHost
import StudioCommandLine
import TestSupport
import UI
import UITestSupport
import XCTest
@testable import Studio

/// Scenes mode's mock app: each scene's layout at each device size, the loading slot, the
/// moments `apply` shows, the skeleton, the palette and the language.
final class SceneMockTests: XCTestCase {
    /// The device screens, portrait and landscape, in points.
    static let screens: [(Double, Double)] = [(390, 844), (844, 390), (820, 1180), (1180, 820), (1280, 800)]

    /// A window holding `app` at the screen size (zoomed by `zoom` in a host when not 1).
    @MainActor
    static func host(
        _ app: SceneMockApp, _ w: Double, _ h: Double, zoom: Double = 1, engine: TextEngine? = nil
    ) -> WindowRoot {
        let root = View()
        let host = View(frame: Rect(x: 0, y: 0, width: w * zoom, height: h * zoom))
        host.subviewZoom = zoom
        app.frame = Rect(x: 0, y: 0, width: w, height: h)
        host.addSubview(app)
        root.addSubview(host)
        guard let engine else { return makeWindow(w * zoom, h * zoom, content: root) }
        let window = WindowRoot(textEngine: engine, theme: .light, contentView: root)
        window.layout(size: Size(w * zoom, h * zoom), scale: 1)
        _ = window.recordFrame()
        return window
    }

    static let loading = SlotPresentation(loadingOpacity: 1, contentOpacity: 0)
    static let failed = SlotPresentation(contentOpacity: 0, errorOpacity: 1)

    func testEachSceneLaysOutWithoutOverlapsAtEachSize() {
        onMain {
            for kind in SceneKind.allCases {
                for (w, h) in Self.screens {
                    for moment in [SlotPresentation(), Self.loading, Self.failed] {
                        let app = SceneMockApp(kind: kind)
                        app.setLoadingView(LoaderKitView(indicator: "BallPulse"), size: kind.defaultSlotSize)
                        app.apply(moment)
                        let window = Self.host(app, w, h)
                        // A list that goes on under the screen's bottom edge is cut there, as
                        // in any app; texts must not overlap nor be shortened without a tooltip.
                        // The overlay scene's panel and alert float over the page, over a scrim.
                        let floating = (app.scene.topLayer?.selfAndDescendants ?? []).compactMap {
                            ($0 as? Label).map { "\"\($0.text.prefix(40))\"" }
                        }
                        let problems = LayoutAudit.problems(in: window).filter { problem in
                            (problem.contains("overlaps") || problem.contains("does not fit"))
                                && !(problem.contains("overlaps") && floating.contains { problem.contains($0) })
                        }
                        XCTAssertEqual(problems, [], "\(kind) at \(w)×\(h), \(moment)")
                    }
                }
            }
        }
    }

    func testTheSlotIsPlacedWhereTheSceneShowsItsLoadingState() throws {
        onMain {
            // The button: a 20-point indicator in the middle of the button.
            let button = SceneMockApp(kind: .button)
            let spinner = LoaderKitView()
            button.setLoadingView(spinner, size: 20)
            button.apply(Self.loading)
            let window = Self.host(button, 390, 844)
            window.rootView.layoutIfNeeded()
            let scene = try! XCTUnwrap(button.scene as? SignInScene)
            XCTAssertEqual(spinner.windowFrame.width, 20, accuracy: 0.01)
            XCTAssertEqual(spinner.windowFrame.height, 20, accuracy: 0.01)
            XCTAssertEqual(spinner.windowFrame.center.x, scene.button.windowFrame.center.x, accuracy: 0.01)
            XCTAssertEqual(spinner.windowFrame.center.y, scene.button.windowFrame.center.y, accuracy: 0.01)
            XCTAssertTrue(spinner.isDescendant(of: button.slot))
            XCTAssertEqual(button.slot.identifier, "scene.mock.slot")

            // The toolbar: a 4-point bar across the screen, right under the app bar.
            let toolbar = SceneMockApp(kind: .toolbar)
            let bar = LoaderKitProgressView(type: .linear)
            toolbar.setLoadingView(bar, size: 4)
            toolbar.apply(Self.loading)
            let window2 = Self.host(toolbar, 390, 844)
            window2.rootView.layoutIfNeeded()
            XCTAssertEqual(bar.windowFrame.width, 390, accuracy: 0.01)
            XCTAssertEqual(bar.windowFrame.height, 4, accuracy: 0.01)
            XCTAssertEqual(bar.windowFrame.minY, toolbar.header.windowFrame.maxY, accuracy: 0.01)

            // The upload row: a 24-point design across the row's text column, under its name.
            let upload = SceneMockApp(kind: .upload)
            let progress = LoaderKitProgressView(value: 0, type: .linear)
            upload.setLoadingView(progress, size: 24)
            upload.apply(SlotPresentation(loadingOpacity: 1, contentOpacity: 0, progress: 0.4))
            let window3 = Self.host(upload, 1280, 800)
            window3.rootView.layoutIfNeeded()
            XCTAssertEqual(progress.windowFrame.height, 24, accuracy: 0.01)
            XCTAssertGreaterThan(progress.windowFrame.width, 400)
            XCTAssertEqual(progress.value ?? -1, 0.4, accuracy: 1e-9, "the progress reaches the design")
            upload.apply(SlotPresentation(loadingOpacity: 1, contentOpacity: 0, progress: 0.9))
            XCTAssertEqual(progress.value ?? -1, 0.9, accuracy: 1e-9)
            XCTAssertNotNil(upload.descendant(identifier: "scene.mock.stop"))
        }
    }

    func testApplyMovesTheAlphasOfTheLoadingStateTheContentAndTheError() {
        onMain {
            for kind in SceneKind.allCases {
                let app = SceneMockApp(kind: kind)
                let spinner = LoaderKitView()
                app.setLoadingView(spinner, size: kind.defaultSlotSize)
                let window = Self.host(app, 390, 844)
                let content = app.descendant(identifier: "scene.mock.content")!
                let error = app.descendant(identifier: "scene.mock.error")!
                for value in [0, 0.5, 1] {
                    app.apply(SlotPresentation(loadingOpacity: value, contentOpacity: 1 - value, errorOpacity: value))
                    XCTAssertEqual(spinner.alpha, value, "\(kind)")
                    XCTAssertEqual(spinner.isHidden, value == 0, "\(kind)")
                    XCTAssertEqual(content.alpha, 1 - value, "\(kind)")
                    XCTAssertEqual(error.alpha, value, "\(kind)")
                }
                // The scale resizes the loading view about its centre.
                app.apply(SlotPresentation(loadingOpacity: 1))
                window.rootView.layoutIfNeeded()
                let full = spinner.frame
                app.apply(SlotPresentation(loadingOpacity: 1, loadingScale: 0.5))
                window.rootView.layoutIfNeeded()
                XCTAssertEqual(spinner.frame.width, full.width / 2, accuracy: 1e-9, "\(kind)")
                XCTAssertEqual(spinner.frame.center.x, full.center.x, accuracy: 1e-9, "\(kind)")
                XCTAssertEqual(spinner.frame.center.y, full.center.y, accuracy: 1e-9, "\(kind)")
            }
        }
    }

    func testAnUnchangedMomentInvalidatesNothing() {
        onMain {
            let app = SceneMockApp(kind: .list)
            app.setLoadingView(LoaderKitView(), size: 40)
            app.apply(Self.loading)
            let window = Self.host(app, 390, 844)
            _ = window.recordFrame()
            app.apply(Self.loading)
            XCTAssertTrue(window.dirty.rects.isEmpty)
            app.apply(SlotPresentation(loadingOpacity: 0.9, contentOpacity: 0))
            XCTAssertFalse(window.dirty.rects.isEmpty)
        }
    }

    func testTheSkeletonShowsWhileLoadingAndFollowsItsOpacity() {
        onMain {
            for kind in SceneKind.allCases {
                let app = SceneMockApp(kind: kind)
                app.setLoadingView(nil, size: kind.defaultSlotSize)
                var look = SkeletonStudioSettings()
                look.look = .solid
                app.setSkeletonLook(look)
                _ = Self.host(app, 390, 844)
                app.apply(SlotPresentation(loadingOpacity: 0, contentOpacity: 1))
                XCTAssertFalse(app.isSkeletonShown, "\(kind)")
                app.apply(Self.loading)
                XCTAssertTrue(app.isSkeletonShown, "\(kind)")
                XCTAssertEqual(app.skeletonOpacity, 1, "\(kind)")
                XCTAssertEqual(app.currentSkeletonConfig?.type, .solid)
                XCTAssertFalse(SkeletonTree.leaves(of: app).isEmpty, "\(kind) has placeholders")
                XCTAssertFalse(SkeletonTree.leaves(of: app).contains { $0.isDescendant(of: app.header) })
                app.apply(SlotPresentation(loadingOpacity: 0.5, contentOpacity: 0.5))
                XCTAssertEqual(app.skeletonOpacity, 0.5, "\(kind)")
                app.apply(SlotPresentation(loadingOpacity: 0, contentOpacity: 1))
                XCTAssertFalse(app.isSkeletonShown, "\(kind)")
            }
        }
    }

    func testTheSkeletonIsDrawnAtAnExactTime() {
        onMain {
            let app = SceneMockApp(kind: .feed)
            app.setLoadingView(nil, size: 40)
            var look = SkeletonStudioSettings()
            look.look = .pulse
            app.setSkeletonLook(look)
            let window = Self.host(app, 390, 844)
            app.apply(Self.loading)
            app.isSkeletonClockPaused = true
            app.skeletonTime = 0
            let a = window.renderAll()
            app.skeletonTime = 1
            let b = window.renderAll()
            XCTAssertNotEqual(a.pixels, b.pixels, "a pulse differs half a cycle later")
            window.tick(dt: 0.5)
            XCTAssertEqual(app.skeletonTime, 1, "the clock stands still")
        }
    }

    func testTheDarkPaletteDiffers() {
        onMain {
            let app = SceneMockApp(kind: .feed)
            let window = Self.host(app, 390, 844)
            let light = window.renderAll()
            app.isDark = true
            let dark = window.renderAll()
            let l = light.pixel(x: 200, y: 700), d = dark.pixel(x: 200, y: 700)
            XCTAssertNotEqual(l, d)
            XCTAssertGreaterThan(Int(l.red) + Int(l.green) + Int(l.blue), Int(d.red) + Int(d.green) + Int(d.blue))
        }
    }

    func testALanguageSwitchChangesTheContent() {
        onMain {
            for kind in SceneKind.allCases {
                let app = SceneMockApp(kind: kind)
                @MainActor func texts() -> Set<String> {
                    Set(app.selfAndDescendants.compactMap { ($0 as? Label)?.text }.filter { !$0.isEmpty })
                }
                let english = texts()
                for language in [Language.vietnamese, .chineseSimplified, .french] {
                    app.applyLanguageToTree(Localizer(language, catalogue: StudioCatalogue.catalogue))
                    let other = texts()
                    XCTAssertGreaterThan(other.subtracting(english).count, english.count / 2, "\(kind) in \(language)")
                }
            }
        }
    }

    // MARK: Renders

    /// Where the renders go: $SCENE_MOCK_RENDERS, else a temporary folder.
    static var renderFolder: String {
        let folder =
            ProcessInfo.processInfo.environment["SCENE_MOCK_RENDERS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("scene-mock-renders")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @MainActor
    static func write(_ window: WindowRoot, _ name: String) throws {
        let pixmap = window.renderAll()
        let image = try RGBAImage(width: pixmap.width, height: pixmap.height, premultipliedARGB32: pixmap.pixels)
        try PNGFile.write(image, to: (renderFolder as NSString).appendingPathComponent(name + ".png"))
    }

    /// The loading view a scene is rendered with: a progress bar in the toolbar and the upload
    /// row, the skeleton in the feed, an indicator elsewhere.
    @MainActor
    static func loadingView(for kind: SceneKind, dark: Bool) -> View? {
        switch kind {
        case .toolbar, .upload:
            let bar = LoaderKitProgressView(value: kind == .upload ? 0.62 : nil, type: .linear)
            bar.smooth = false
            return bar
        case .feed: return nil
        default:
            let view = LoaderKitView(indicator: kind == .overlay ? "BallSpinFadeLoader" : "BallPulse")
            view.color = kind == .button ? .white : dark ? Color(hex: "#5B8CFF")! : Color(hex: "#2F6BFF")!
            return view
        }
    }

    func testRenderEachSceneAtPhoneAndDesktopSizes() throws {
        try onMain {
            let engine = try SDLTextEngine(warn: { _ in })
            for kind in SceneKind.allCases {
                for (w, h) in [(390.0, 844.0), (1280.0, 800.0)] {
                    for dark in [false, true] {
                        var moments = [
                            ("loading", SlotPresentation(loadingOpacity: 1, contentOpacity: 0, progress: 0.62))
                        ]
                        if w < 600 && !dark { moments += [("content", SlotPresentation()), ("error", Self.failed)] }
                        for (name, moment) in moments {
                            let app = SceneMockApp(kind: kind)
                            app.isDark = dark
                            app.setLoadingView(Self.loadingView(for: kind, dark: dark), size: kind.defaultSlotSize)
                            app.apply(moment)
                            let window = Self.host(app, w, h, engine: engine)
                            app.isSkeletonClockPaused = true
                            app.skeletonTime = 0.4
                            let device = w < 600 ? "phone" : "desktop"
                            try Self.write(window, "\(kind)-\(device)-\(dark ? "dark" : "light")-\(name)")
                        }
                    }
                }
            }
            // The skeleton under the device frame's zoom, and a French phone.
            let feed = SceneMockApp(kind: .feed)
            feed.setLoadingView(nil, size: 40)
            feed.apply(Self.loading)
            try Self.write(Self.host(feed, 390, 844, zoom: 0.5, engine: engine), "feed-zoomed-skeleton")
            let list = SceneMockApp(kind: .list)
            list.setLoadingView(nil, size: 40)
            list.apply(SlotPresentation(loadingOpacity: 1, contentOpacity: 0))
            try Self.write(Self.host(list, 820, 1180, zoom: 0.5, engine: engine), "list-zoomed-skeleton")
            let french = SceneMockApp(kind: .list)
            french.applyLanguageToTree(Localizer(.french, catalogue: StudioCatalogue.catalogue))
            try Self.write(Self.host(french, 390, 844, engine: engine), "list-phone-french")
        }
    }
}
