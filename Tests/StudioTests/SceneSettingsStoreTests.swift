import Foundation
import LoadingLifecycle
import StudioCommandLine
import TestSupport
import XCTest

@testable import Studio

/// Scenes mode's settings kept between runs: written when a change settles, when the mode is
/// left and at exit, read
/// back whole, and hostile values in the file give the defaults, never a crash.
final class SceneSettingsStoreTests: XCTestCase {
    func testTheSceneIsThereAfterARestart() throws {
        let dir = temporaryFolder()
        try onMain {
            let store = SettingsStore(directory: dir.path)
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: store.load().settings, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            app.select(mode: .scenes)
            app.scenes.update { s in
                s.kind = .upload
                s.device = .tablet
                s.landscape = true
                s.dark = true
                s.variants = [
                    SceneVariant(content: .builtin("BallBeat"), slotSize: 28),
                    SceneVariant(content: .progress, policy: LoadingPolicy(showDelay: 0.3, minimumVisible: 0.5)),
                ]
                s.selected = 1
                s.latency = .preset(.slow3G)
                s.latency.failureRate = 0.1
                s.seed = 42
                s.requestCount = 7
                s.gifRequests = 3
            }
            let expected = app.scenes.settings
            XCTAssertEqual(store.load().settings.scenes, expected, "written once the change settles")
            // A drag's changes are written when it ends, not one by one.
            app.scenes.update(coalescingKey: "seed") { $0.seed = 43 }
            XCTAssertEqual(store.load().settings.scenes?.seed, 42, "not during a drag")
            app.scenes.changeSettled()
            XCTAssertEqual(store.load().settings.scenes?.seed, 43, "when it ends")
            app.scenes.history.undo()
            XCTAssertEqual(store.load().settings.scenes, expected, "an undo is kept too")
            app.select(mode: .gallery)
            XCTAssertEqual(store.load().settings.scenes, expected, "and when the mode is left")
            let again = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: store.load().settings, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            XCTAssertEqual(again.scenes.settings, expected)
            again.scenes.update { $0.seed = 7 }
            again.prepareToExit()
            XCTAssertEqual(store.load().settings.scenes?.seed, 7, "and at exit")
        }
    }

    func testHostileSceneSettingsGiveTheDefaults() throws {
        let hostile = """
            {"scenes": {"kind": "sofa", "device": 3, "variants": [{"shows": "builtin", "builtin": "NoSuch",
            "size": 1e308, "policy": {"showDelay": -5}}, {"shows": "skeleton"}, {}, {}, {}, {}],
            "selected": 99, "latency": {"p50": "x"}, "seed": -1, "requestCount": 1000000000, "gifRequests": -3}}
            """
        let settings = try JSONDecoder().decode(StudioSettings.self, from: Data(hostile.utf8))
        let scenes = try XCTUnwrap(settings.scenes)
        XCTAssertEqual(scenes.kind, .button)
        XCTAssertEqual(scenes.device, .phone)
        XCTAssertEqual(scenes.variants.count, SceneSettings.maximumVariants)
        XCTAssertEqual(scenes.variants[0].content, .editorSpec, "an unknown built-in")
        XCTAssertNil(scenes.variants[0].slotSize)
        XCTAssertEqual(scenes.variants[1].content, .skeleton)
        XCTAssertEqual(scenes.selected, SceneSettings.maximumVariants - 1)
        XCTAssertEqual(scenes.latency, SceneSettings().latency)
        XCTAssertEqual(scenes.seed, SceneSettings().seed)
        XCTAssertEqual(scenes.requestCount, SceneSettings.requestRange.upperBound)
        XCTAssertEqual(scenes.gifRequests, SceneSettings.gifRequestRange.lowerBound)
        XCTAssertEqual(ScenePlayer(settings: scenes).statistics.count, SceneSettings.maximumVariants)
    }
}
