import Foundation
import Graphics
import Render
import Handoff
import LoaderKitCore
import LoadingLifecycle
import Localization
import LoaderKitUI
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// Scenes mode without a display: the player, the variants, the inspector's controls, the
/// timeline and the exports.
final class ScenesScreenTests: XCTestCase {
    func testThePlayerReplaysTheSameSeededRequestsForEveryVariant() {
        var s = SceneSettings()
        s.variants = [SceneVariant(), SceneVariant(policy: LoadingPolicy(showDelay: 0.3, minimumVisible: 0.5))]
        s.requestCount = 12
        let a = ScenePlayer(settings: s), b = ScenePlayer(settings: s)
        XCTAssertEqual(a.run, b.run, "the same seed gives the same run")
        XCTAssertEqual(
            a.run.timelines[0].map(\.attempts), a.run.timelines[1].map(\.attempts),
            "both variants wait on the same requests")
        var other = s
        other.seed = 2
        XCTAssertNotEqual(
            ScenePlayer(settings: other).run.timelines[0].map(\.attempts), a.run.timelines[0].map(\.attempts))
        XCTAssertEqual(a.statistics.count, 2)
        XCTAssertEqual(a.statistics[0].requestCount, SceneSettings.statisticsCount)
        XCTAssertGreaterThan(a.statistics[0].flashShare, a.statistics[1].flashShare, "a delay and a minimum flash less")
    }

    func testTheOverlayOnASlowNetworkAsksForAWayToStopItsMotion() {
        var settings = SceneSettings()
        settings.latency = .preset(.slow3G)
        settings.kind = .overlay
        let overlay = ScenePlayer(settings: settings)
        XCTAssertTrue(
            overlay.hints[0].contains { if case .motionOverFiveSeconds = $0 { true } else { false } },
            "\(overlay.hints)")
        settings.kind = .list
        let list = ScenePlayer(settings: settings)
        XCTAssertFalse(list.hints[0].contains { if case .motionOverFiveSeconds = $0 { true } else { false } })
        XCTAssertEqual(
            StudioCatalogue.english(ScenesText.hint(.motionOverFiveSeconds(p95: 7.25))),
            "1 in 20 waits pass 7.3 s with the screen blocked: motion over 5 s needs a way to stop it (WCAG 2.2.2): "
                + "give the overlay a Cancel, and stop the indicator (stop, hidesWhenStopped) when the wait ends")
    }

    func testThePlayerClampsItsTimeAndStopsAtTheEnd() {
        var player = ScenePlayer(settings: SceneSettings())
        player.seek(to: -5)
        XCTAssertEqual(player.time, 0)
        player.seek(to: .nan)
        XCTAssertEqual(player.time, 0)
        player.seek(to: 1e9)
        XCTAssertEqual(player.time, player.run.duration)
        player.seek(to: player.run.duration - 0.01)
        player.isPlaying = true
        player.advance(by: 1)
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.time, player.run.duration)
    }

    func testSettingsAreKeptInTheirRanges() {
        var s = SceneSettings()
        s.variants = Array(repeating: SceneVariant(), count: 9)
        s.selected = 7
        s.requestCount = 100_000
        let n = s.normalized
        XCTAssertEqual(n.variants.count, SceneSettings.maximumVariants)
        XCTAssertEqual(n.selected, SceneSettings.maximumVariants - 1)
        XCTAssertEqual(n.requestCount, SceneSettings.requestRange.upperBound)
        s.variants = []
        XCTAssertEqual(s.normalized.variants.count, 1)
    }

    func testTheSlotFollowsTheLifecycleMoment() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            let scenes = app.scenes
            scenes.update {
                $0.latency = .fixed(1)
                $0.variants[0].content = .builtin("BallPulse")
            }
            _ = app.window.recordFrame()
            guard let indicator = scenes.columns[0].device.app.selfAndDescendants.first(where: { $0 is LoaderKitView })
            else { return XCTFail("the slot holds the built-in") }
            scenes.seek(to: 0.5)
            XCTAssertEqual(indicator.alpha, 1, accuracy: 1e-9, "loading half way through a 1 s wait")
            scenes.seek(to: 1.0 + 0.2 + 0.25 + 0.1)
            XCTAssertEqual(indicator.alpha, 0, accuracy: 1e-9, "gone once the content is in")
            XCTAssertEqual((indicator as? LoaderKitView)?.indicator, "BallPulse")
        }
    }

    func testVariantsAreAddedUpToFourAndRemovedDownToOne() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            let scenes = app.scenes
            let add = scenes.inspector.addVariantButton
            for _ in 0..<5 { app.window.tap(add) }
            XCTAssertEqual(scenes.settings.variants.count, 4)
            XCTAssertEqual(scenes.columns.count, 4)
            XCTAssertFalse(add.isEnabled)
            XCTAssertEqual(scenes.settings.selected, 3)
            for _ in 0..<5 { scenes.removeVariant() }
            XCTAssertEqual(scenes.settings.variants.count, 1)
            XCTAssertFalse(scenes.inspector.removeVariantButton.isEnabled)
        }
    }

    func testAnUnknownBuiltInIsNamedAndTheSlotKept() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            app.scenes.chooseBuiltin("ballpulse")
            XCTAssertEqual(app.scenes.settings.variants[0].content, .builtin("BallPulse"), "any letter case")
            app.scenes.chooseBuiltin("NoSuchLoader")
            XCTAssertEqual(app.scenes.settings.variants[0].content, .builtin("BallPulse"))
            XCTAssertTrue(app.user.toasts.contains { $0.contains("NoSuchLoader") }, "\(app.user.toasts)")
        }
    }

    func testCtrl5ShowsScenesAndSpaceAndArrowsDriveTheRun() {
        onMain {
            let app = ScreensRender.makeApp()
            app.window.key(.character("5"), .control)
            XCTAssertEqual(app.mode, .scenes)
            app.window.focus(nil)
            app.window.key(.space)
            XCTAssertTrue(app.scenes.player.isPlaying)
            app.tick(dt: 0.25)
            XCTAssertEqual(app.scenes.player.time, 0.25, accuracy: 1e-9)
            app.window.key(.space)
            app.window.key(.right)
            XCTAssertEqual(app.scenes.player.time, 0.25 + ScenePlayer.frame, accuracy: 1e-9)
            app.window.key(.home)
            XCTAssertEqual(app.scenes.player.time, 0)
        }
    }

    func testAClickOnTheTimelineGoesToThatMoment() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            _ = app.window.recordFrame()
            let timeline = app.scenes.timeline.windowFrame
            app.window.tap(timeline.minX + SceneTimelineView.labelWidth + (timeline.width - 24) / 2, timeline.midY)
            XCTAssertEqual(app.scenes.player.time, app.scenes.player.run.duration / 2, accuracy: 0.2)
            // Over the first request's loading band, the tooltip names it.
            let run = app.scenes.player.run
            let first = run.timelines[0][0].bands.first { $0.phase == .indicator }!
            let track = timeline.width - SceneTimelineView.labelWidth - 4
            let x = SceneTimelineView.labelWidth + (first.start + first.end) / 2 / run.duration * track
            app.window.handle(.pointerMove(Point(timeline.minX + x, timeline.minY + 10)))
            XCTAssertEqual(
                app.scenes.timeline.tooltip,
                "A · request 1 · Loading \(String(format: "%.2f", first.length)) s")
        }
    }

    func testThePolicyFileIsJSONWithEachVariant() throws {
        try onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            app.scenes.addVariant()
            app.scenes.update { $0.variants[1].policy.showDelay = 0.3 }
            let json = app.scenePolicyJSON()
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let variants = object?["variants"] as? [[String: Any]]
            XCTAssertEqual(variants?.count, 2)
            let policy = variants?[1]["policy"] as? [String: Any]
            XCTAssertEqual(policy?["showDelayMs"] as? Int, 300)
            XCTAssertEqual(object?["scene"] as? String, "button")
            XCTAssertEqual(object?["platform"] as? String, app.codePlatform.rawValue)
            let code = try XCTUnwrap(variants?[0]["code"] as? String)
            XCTAssertEqual(code, app.sceneCode(app.scenes.settings.variants[0], in: .button))
            XCTAssertTrue(code.contains(app.editorModel.spec?.name ?? "?"), code)
        }
    }

    func testTheGIFShowsTheFirstRequestsAtTwentyFramesASecondWithoutTouchingTheScene() {
        onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer, size: Size(800, 600))
            app.select(mode: .scenes)
            app.scenes.update {
                $0.latency = .fixed(0.5)
                $0.gifRequests = 2
            }
            app.scenes.seek(to: 3)
            XCTAssertNil(app.writeSceneFrames(to: "/tmp/scene.gif"))
            app.scenes.isHidden = true
            XCTAssertTrue(app.window.isAnimating, "the host keeps ticking while the GIF renders, whatever is shown")
            app.scenes.isHidden = false
            XCTAssertNotNil(app.writeSceneFrames(to: "/tmp/other.gif"), "one GIF at a time")
            XCTAssertFalse(app.scenes.inspector.gifButton.isEnabled)
            var ticks = 0
            while app.sceneFramesJob != nil && ticks < 10_000 {
                app.tick(dt: 1 / 60)
                ticks += 1
            }
            XCTAssertGreaterThan(ticks, 1, "rendered over several ticks")
            let end = app.scenes.player.run.starts[app.scenes.settings.gifRequests]
            XCTAssertEqual(writer.gifs.map(\.path), ["/tmp/scene.gif"])
            XCTAssertEqual(writer.gifs.first?.frames, Int((end * 20).rounded(.up)))
            let stage = app.scenes.stageView.frame.size
            XCTAssertEqual(writer.gifSizes.first?.width, Int(stage.width), "the stage as seen")
            XCTAssertEqual(writer.gifSizes.first?.height, Int(stage.height))
            XCTAssertEqual(app.scenes.player.time, 3, "the scene on screen is not touched")
            XCTAssertTrue(app.scenes.inspector.gifButton.isEnabled)
            XCTAssertFalse(app.root.keepsTicking, "and stops once it is written")
            XCTAssertTrue(
                app.user.toasts.contains {
                    app.isMessage($0, "scenes.export.gif.done") && $0.contains("/tmp/scene.gif")
                },
                "\(app.user.toasts)")
        }
    }

    func testAGIFFrameShowsTheSkeletonAsTheWindowDoes() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            app.scenes.update {
                $0.kind = .feed
                $0.latency = .fixed(2)
                $0.variants[0].content = .skeleton
            }
            @MainActor func stage(at t: Double) -> [UInt32] {
                app.scenes.seek(to: t)
                app.scenes.setIndicatorTime(t)
                let snapshot = app.window.recordSnapshot(of: app.scenes.stageView, scale: 1)
                var pixmap = Pixmap(width: snapshot.width, height: snapshot.height)!
                Renderer().render(snapshot.list, into: &pixmap)
                return pixmap.pixels
            }
            let loading = stage(at: 1), content = stage(at: 3)
            XCTAssertEqual(loading.count, content.count)
            let differing = zip(loading, content).filter { $0 != $1 }.count
            XCTAssertGreaterThan(differing, loading.count / 20, "the skeleton covers the feed while it loads")
            // The snapshot is what the window shows there.
            app.scenes.seek(to: 1)
            app.scenes.setIndicatorTime(1)
            let window = ScreensRender.render(app.window)
            let frame = app.scenes.stageView.windowFrame
            let w = Int(frame.width)
            for (x, y) in [(w / 2, 200), (w / 3, 300), (w / 2, 420)] {
                XCTAssertEqual(
                    loading[y * w + x], window.pixels[(Int(frame.minY) + y) * window.width + Int(frame.minX) + x],
                    "pixel \(x), \(y)")
            }
        }
    }

    func testEverySceneOnEveryDeviceWithOneToFourVariantsLaysOutCleanly() {
        onMain {
            var faults: [String] = []
            for size in [Size(800, 600), Size(1280, 800)] {
                let app = ScreensRender.makeApp(size: size)
                app.select(mode: .scenes)
                for count in [1, 4] {
                    for kind in SceneKind.allCases {
                        for device in SceneDevice.allCases {
                            for landscape in [false, true] where device != .desktop || !landscape {
                                app.scenes.update { s in
                                    s.kind = kind
                                    s.device = device
                                    s.landscape = landscape
                                    s.variants = Array(
                                        repeating: SceneVariant(content: .builtin("BallPulse")), count: count)
                                }
                                app.scenes.seek(to: 0.2)
                                _ = app.user.nextFrame()
                                // The mock apps' own layout is SceneMockTests' (their lists
                                // run on under the screen's edge, as in any app): here, the
                                // stage, the columns, the timeline and the inspector.
                                let mock = Set(
                                    app.scenes.stageView.selfAndDescendants.filter { $0 is SceneMockApp }
                                        .flatMap(\.selfAndDescendants).compactMap { ($0 as? Label)?.text.prefix(40) }
                                        .map { "\"\($0)\"" })
                                faults += LayoutAudit.problems(in: app.window).filter { problem in
                                    !mock.contains { problem.contains($0) }
                                }.map {
                                    "\(kind) \(device)\(landscape ? " landscape" : "") ×\(count) at \(Int(size.width)): \($0)"
                                }
                            }
                        }
                    }
                }
            }
            XCTAssertEqual(faults, [], faults.prefix(20).joined(separator: "\n"))
        }
    }

    func testAPNGNameWritesTheFramesAsASequence() {
        onMain {
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer, size: Size(800, 600))
            app.select(mode: .scenes)
            app.scenes.update {
                $0.latency = .fixed(0.3)
                $0.gifRequests = 1
            }
            XCTAssertNil(app.writeSceneFrames(to: "/tmp/scene.png"))
            var ticks = 0
            while app.sceneFramesJob != nil && ticks < 10_000 {
                app.tick(dt: 1 / 60)
                ticks += 1
            }
            let count = Int((app.scenes.player.run.starts[1] * 20).rounded(.up))
            XCTAssertEqual(writer.pngs.count, count)
            XCTAssertEqual(writer.pngs.first?.path, "/tmp/scene-0000.png")
            XCTAssertEqual(writer.pngs.last?.path, String(format: "/tmp/scene-%04d.png", count - 1))
            XCTAssertTrue(writer.gifs.isEmpty)
            XCTAssertNotNil(app.writeSceneFrames(to: "/tmp/scene.txt"), "neither a GIF nor a PNG")
        }
    }

    func testTheSaveDialogRefusesAnotherSuffixAndAnOpenSpec() throws {
        try onMain {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let spec = folder.appendingPathComponent("mine.json").path
            let bytes = IndicatorSpec.builtinJSON(named: "BallPulse")!
            try bytes.write(toFile: spec, atomically: true, encoding: .utf8)
            let app = ScreensRender.makeApp()
            _ = app.openFiles([spec])  // (no file watcher here: only a warning)
            XCTAssertNotNil(app.library.document(atPath: spec))
            app.select(mode: .scenes)
            app.exportScenePolicy()
            let dialog = try XCTUnwrap(app.window.popover as? FileDialog)
            dialog.pathField.text = folder.appendingPathComponent("policy.txt").path
            dialog.performDefaultAction()
            XCTAssertEqual(dialog.errorLabel.text, app.text(ScenesText.policySuffix))
            dialog.pathField.text = spec
            dialog.performDefaultAction()
            XCTAssertTrue(
                dialog.errorLabel.text == app.text(GalleryText.exportOverOpenSpec("mine.json")), dialog.errorLabel.text)
            XCTAssertEqual(try String(contentsOfFile: spec, encoding: .utf8), bytes, "the spec is untouched")
            app.window.dismissPopover()
            app.exportSceneGIF()
            let frames = try XCTUnwrap(app.window.popover as? FileDialog)
            frames.pathField.text = folder.appendingPathComponent("scene.webp").path
            frames.performDefaultAction()
            XCTAssertEqual(frames.errorLabel.text, app.text(ScenesText.framesSuffix))
        }
    }

    func testEveryChangeIsUndoneAndADragIsOneStep() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            let scenes = app.scenes
            let before = scenes.settings
            let delay = scenes.inspector.showDelay
            _ = app.window.recordFrame()
            // A drag of the show delay's knob: many changes, one step.
            let track = delay.slider.windowFrame
            app.window.dragPointer(
                from: Point(track.minX + 4, track.midY), to: Point(track.minX + track.width * 0.5, track.midY))
            XCTAssertGreaterThan(scenes.settings.variants[0].policy.showDelay, 0.5)
            XCTAssertEqual(scenes.history.undoCount, 1)
            let undo = app.text(StatusText.undoNamed(app.text(ScenesText.Field.showDelay.title)))
            XCTAssertEqual(app.root.toolbar.undoButton.tooltip, app.text(CommonText.withShortcut(undo, "Ctrl+Z")))
            scenes.addVariant()
            XCTAssertEqual(scenes.columns.count, 2)
            app.window.key(.character("z"), .control)
            XCTAssertEqual(scenes.columns.count, 1, "the variant added is undone")
            app.window.key(.character("z"), .control)
            XCTAssertEqual(scenes.settings, before, "and the drag")
            XCTAssertEqual(delay.value, 0, "the inspector shows it")
            app.window.key(.character("z"), [.control, .shift])
            XCTAssertGreaterThan(scenes.settings.variants[0].policy.showDelay, 0.5, "redone")
        }
    }

    func testALinearProgressDesignIsABarWhereverItIs() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            for kind in [SceneKind.list, .feed, .overlay, .button] {
                app.scenes.update {
                    $0.kind = kind
                    $0.latency = .fixed(1)
                    $0.variants = [SceneVariant(content: .progress)]
                }
                app.scenes.seek(to: 0.5)
                _ = app.window.recordFrame()
                let bar = app.scenes.columns[0].device.app.selfAndDescendants.first { $0 is LoaderKitProgressView }
                let frame = try! XCTUnwrap(bar).windowFrame
                XCTAssertGreaterThan(frame.width, 3 * frame.height, "\(kind): \(frame)")
            }
        }
    }

    func testTheShareOfFailuresIsKeptAcrossNetworks() {
        onMain {
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            let inspector = app.scenes.inspector
            app.scenes.update { $0.latency.failureRate = 0.2 }
            XCTAssertEqual(ScenesInspector.preset(of: app.scenes.settings.latency), .fourG, "4G with failures")
            XCTAssertTrue(inspector.fixedRow.isHidden)
            inspector.latencyPicker.onChange?(LatencyPreset.allCases.count)
            XCTAssertEqual(app.scenes.settings.latency.p50, app.scenes.settings.latency.p95, "a fixed time")
            XCTAssertEqual(app.scenes.settings.latency.failureRate, 0.2)
            XCTAssertFalse(inspector.fixedRow.isHidden)
            inspector.latencyPicker.onChange?(2)
            XCTAssertEqual(ScenesInspector.preset(of: app.scenes.settings.latency), .slow3G)
            XCTAssertEqual(app.scenes.settings.latency.failureRate, 0.2)
        }
    }

    func testAnExportHoldsAtMostItsMemoryBudgetOfFrames() {
        onMain {
            XCTAssertEqual(SceneFramesJob.frameLimit(width: 980, height: 698), (512 << 20) / (980 * 698 * 4))
            XCTAssertEqual(SceneFramesJob.frameLimit(width: 1e9, height: 1e9), 1, "at least one frame")
            let app = ScreensRender.makeApp()
            app.select(mode: .scenes)
            app.scenes.update {
                $0.latency = .preset(.slow3G)
                $0.gifRequests = 20
            }
            let stage = app.scenes.stageView.frame.size
            XCTAssertNil(app.writeSceneFrames(to: "/tmp/long.gif"))
            let job = try! XCTUnwrap(app.sceneFramesJob)
            XCTAssertTrue(job.isCut, "20 slow requests are more than 512 MB of frames")
            XCTAssertEqual(job.times.count, SceneFramesJob.frameLimit(width: stage.width, height: stage.height))
        }
    }

    func testAnEditorSpecWithProblemsLeavesTheSlotEmptyAndSaysWhy() {
        onMain {
            let app = ScreensRender.makeApp()
            let broken = app.library.addUntitled(text: "{\"name\": \"Broken\", \"parts\": 3}")
            app.open(broken)
            app.select(mode: .scenes)
            _ = app.window.recordFrame()
            XCTAssertNil(app.editorModel.evaluator)
            XCTAssertEqual(
                app.scenes.columns[0].header.text,
                "A · The Editor's spec has problems; the slot shows nothing")
            let indicator = app.scenes.columns[0].device.app.selfAndDescendants.compactMap { $0 as? LoaderKitView }
            XCTAssertNil(indicator.first?.evaluator, "nothing drawn")
        }
    }

    func testAnExportStartedBeforeTheFirstFrameDrawsTheStageWhole() {
        onMain {
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), rasterize: ScreensRender.rasterizer,
                imageWriter: ScreensImageWriter())
            app.window.layout(size: Size(1280, 800), scale: 1)
            app.select(mode: .scenes)
            XCTAssertNil(app.writeSceneFrames(to: "/tmp/early.gif"))
            let job = try! XCTUnwrap(app.sceneFramesJob)
            job.advance(budget: 0)
            XCTAssertEqual(job.width, Int(app.scenes.stageView.frame.width))
            XCTAssertGreaterThan(job.height, 400)
        }
    }
}
