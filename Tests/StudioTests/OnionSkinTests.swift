import Localization
import Foundation
import Graphics
import LoaderKitCore
import Render
import SpecLanguage
import StudioCommandLine
import TestSupport
import UI
import XCTest
@testable import Studio

/// The Editor preview's onion skin: the ghosts' times for a count and a spacing (wrapping at the
/// cycle's ends), their opacities and tints, the settings kept leniently, Alt+O and the stage's
/// switch, the ghosts drawn under the frame in the big preview only, and exports untouched.
final class OnionSkinTests: XCTestCase, @unchecked Sendable {
    private func skin(before: Int, after: Int, spacing: Double, unit: OnionSkin.SpacingUnit = .frames) -> OnionSkin {
        var skin = OnionSkin()
        skin.enabled = true
        skin.ghostsBefore = before
        skin.ghostsAfter = after
        skin.spacing = spacing
        skin.unit = unit
        return skin
    }

    // MARK: Ghost times

    func testGhostTimesFollowTheCountAndTheSpacingFarthestFirst() throws {
        // 3 frames at 60 fps: 0.05 s apart, around 1.5 s of a 1 s cycle repeating from 1 s.
        let ghosts = skin(before: 2, after: 3, spacing: 3).ghosts(at: 1.5, duration: 1, cycleStart: 1)
        XCTAssertEqual(ghosts.map(\.step), [3, -2, 2, -1, 1])
        let times = Dictionary(uniqueKeysWithValues: ghosts.map { ($0.step, $0.time) })
        XCTAssertEqual(times[-2]!, 1.4, accuracy: 1e-12)
        XCTAssertEqual(times[-1]!, 1.45, accuracy: 1e-12)
        XCTAssertEqual(times[1]!, 1.55, accuracy: 1e-12)
        XCTAssertEqual(times[3]!, 1.65, accuracy: 1e-12)
        // The nearest is the most opaque: 0.35 × (1 − (k − 1)/(n + 1)).
        let opacity = Dictionary(uniqueKeysWithValues: ghosts.map { ($0.step, $0.opacity) })
        XCTAssertEqual(opacity[-1]!, 0.35, accuracy: 1e-12)
        XCTAssertEqual(opacity[-2]!, 0.35 * (1 - 1.0 / 3), accuracy: 1e-12)
        XCTAssertEqual(opacity[1]!, 0.35, accuracy: 1e-12)
        XCTAssertEqual(opacity[3]!, 0.35 * (1 - 2.0 / 4), accuracy: 1e-12)
        XCTAssertEqual(ghosts.first { $0.step < 0 }?.color, OnionSkin.beforeColor)
        XCTAssertEqual(ghosts.first { $0.step > 0 }?.color, OnionSkin.afterColor)
        XCTAssertNotEqual(OnionSkin.beforeColor, OnionSkin.afterColor)

        // As a fraction of a 2 s cycle: 0.1 × 2 s apart.
        let fraction = skin(before: 1, after: 1, spacing: 0.1, unit: .cycle).ghosts(at: 3, duration: 2, cycleStart: 2)
        XCTAssertEqual(fraction.map(\.time), [2.8, 3.2])
        // Eight a side at most, none when off or when nothing is drawn.
        XCTAssertEqual(skin(before: 8, after: 8, spacing: 1).ghosts(at: 5, duration: 1, cycleStart: 0).count, 16)
        var off = skin(before: 2, after: 2, spacing: 3)
        off.enabled = false
        XCTAssertEqual(off.ghosts(at: 1.5, duration: 1, cycleStart: 1), [])
        XCTAssertEqual(skin(before: 0, after: 0, spacing: 3).ghosts(at: 1.5, duration: 1, cycleStart: 1), [])
    }

    func testGhostsWrapAroundTheCyclesEnds() throws {
        // At the cycle's first frame, the frames before it are its last ones.
        let start = skin(before: 2, after: 1, spacing: 0.25, unit: .cycle).ghosts(at: 1.1, duration: 1, cycleStart: 1)
        let times = Dictionary(uniqueKeysWithValues: start.map { ($0.step, $0.time) })
        XCTAssertEqual(times[-1]!, 1.85, accuracy: 1e-12, "0.1 − 0.25 of the cycle is 0.85 of it")
        XCTAssertEqual(times[-2]!, 1.6, accuracy: 1e-12)
        XCTAssertEqual(times[1]!, 1.35, accuracy: 1e-12)
        // At its end, the frames after it are the next cycle's first (the same frames).
        let end = skin(before: 0, after: 1, spacing: 0.25, unit: .cycle).ghosts(at: 1.9, duration: 1, cycleStart: 1)
        XCTAssertEqual(end.map(\.time).first!, 2.15, accuracy: 1e-12)
        let evaluator = try IndicatorEvaluator(spec: IndicatorSpec(json: Self.hop))
        XCTAssertEqual(evaluator.states(at: 2.15), evaluator.states(at: 1.15), "one cycle later, the same frame")
        // During the warm-up (before the cycle repeats), a ghost before 0 s is left out.
        let warmUp = skin(before: 2, after: 1, spacing: 3).ghosts(at: 0.07, duration: 1, cycleStart: 1)
        XCTAssertEqual(warmUp.map(\.step), [-1, 1])
        XCTAssertEqual(warmUp[0].time, 0.02, accuracy: 1e-12)
    }

    // MARK: Settings

    func testTheSettingsRoundTripAndDecodeLeniently() throws {
        var settings = StudioSettings()
        settings.onionSkin = skin(before: 4, after: 8, spacing: 0.125, unit: .cycle)
        let data = try JSONEncoder().encode(settings)
        XCTAssertEqual(try JSONDecoder().decode(StudioSettings.self, from: data), settings)
        XCTAssertEqual(try JSONDecoder().decode(StudioSettings.self, from: Data("{}".utf8)).onionSkin, OnionSkin())

        func decode(_ json: String) throws -> OnionSkin {
            try JSONDecoder().decode(StudioSettings.self, from: Data("{\"onionSkin\": \(json)}".utf8)).onionSkin
        }
        let odd = try decode(
            #"{"enabled": true, "ghostsBefore": 12, "ghostsAfter": "two", "spacing": 0, "unit": "weeks"}"#)
        var expected = OnionSkin()
        expected.enabled = true
        XCTAssertEqual(odd, expected, "out of range, mistyped and unknown values take their defaults")
        XCTAssertEqual(try decode("5"), OnionSkin())
        XCTAssertEqual(try decode(#"{"ghostsBefore": 2.5, "ghostsAfter": 0}"#).ghostsBefore, 3)
        XCTAssertEqual(try decode(#"{"ghostsAfter": 0}"#).ghostsAfter, 0)
        XCTAssertEqual(try decode(#"{"spacing": 7, "unit": "frames"}"#).spacing, 7)
        let cycle = try decode(#"{"spacing": 7, "unit": "cycle"}"#)
        XCTAssertEqual(cycle.unit, .cycle)
        XCTAssertEqual(cycle.spacing, 0.05, "7 is no fraction of a cycle: the cycle's default")
        XCTAssertEqual(try decode(#"{"spacing": 0.2, "unit": "cycle"}"#).spacing, 0.2)
    }

    // MARK: In the studio

    func testAltOTogglesItRemembersItAndTheHelpListsIt() throws {
        try onMain {
            let dir = temporaryFolder()
            let store = SettingsStore(directory: dir.path)
            let app = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: StudioSettings(), settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            app.window.layout(size: Size(1280, 800), scale: 1)
            _ = app.user.nextFrame()
            XCTAssertFalse(app.editorModel.onionSkin.enabled)
            app.user.press(.character("o"), .alt)
            XCTAssertEqual(app.mode, .editor, "Alt+O goes to the Editor")
            XCTAssertTrue(app.editorModel.onionSkin.enabled)
            XCTAssertTrue(app.editor.stage.onionButton.isOn)
            XCTAssertTrue(store.load().settings.onionSkin.enabled, "remembered at once")
            app.user.tap("editor.onion")
            XCTAssertFalse(app.editorModel.onionSkin.enabled, "the stage's switch")
            XCTAssertFalse(store.load().settings.onionSkin.enabled)

            app.user.press(.function(1))
            let help = try XCTUnwrap(app.user.popover as? ShortcutHelpView)
            let row = try XCTUnwrap(
                help.entries.firstIndex { $0.title == app.text(Message(HelpText.Shortcut.onionSkin.key)) })
            XCTAssertEqual(help.entries[row].keys, "Alt+O")
            XCTAssertEqual(help.sections[row], app.text(HelpText.Section.editor.title))
            app.user.press(.escape)

            // The settings popover: counts and spacing, committed as typed.
            XCTAssertTrue(app.user.tap("editor.onion.settings"))
            XCTAssertNotNil(app.window.find("editor.onion.popover"))
            let before = try XCTUnwrap(app.window.find("editor.onion.before") as? NumberField)
            app.window.focus(before)
            before.selectAll()
            app.user.type("8")
            app.user.press(.enter)
            XCTAssertEqual(app.editorModel.onionSkin.ghostsBefore, 8)
            XCTAssertEqual(store.load().settings.onionSkin.ghostsBefore, 8)
            let unit = try XCTUnwrap(app.window.find("editor.onion.unit") as? SegmentedControl)
            unit.select(1)
            XCTAssertEqual(app.editorModel.onionSkin.unit, .cycle)
            let cycle = try XCTUnwrap(app.editorModel.spec?.duration)
            XCTAssertEqual(
                app.editorModel.onionSkin.spacing, EditPrecision.rounded(3.0 / 60 / cycle, .value),
                "3 frames, as a fraction of the cycle")
            XCTAssertEqual(LayoutAudit.problems(in: app.window), [], "the popover at 1280×800")
        }
    }

    /// A paused BallPulse-like hop with the onion skin on: the big preview draws warm and cool
    /// ghosts under the frame, the small previews none, and nothing of them when it is off.
    func testTheBigPreviewDrawsTheGhostsUnderTheFrame() throws {
        try onMain {
            let app = openSpec("hop.json", text: Self.hop).app
            let model = app.editorModel
            model.updateClock { $0.seek(toProgress: 0.3) }
            var skin = self.skin(before: 4, after: 4, spacing: 4)
            skin.enabled = false
            model.setOnionSkin(skin)
            _ = app.user.nextFrame()
            let off = ScreensRender.render(app.window)
            skin.enabled = true
            model.setOnionSkin(skin)
            XCTAssertEqual(app.editor.stage.bigCard.preview.ghosts.count, 8)
            XCTAssertEqual(app.editor.stage.mediumCard.preview.ghosts, [])
            _ = app.user.nextFrame()
            let on = ScreensRender.render(app.window)
            if let folder = ProcessInfo.processInfo.environment["ONION_SHOTS"] {
                ScreensRender.writePAM(on, to: folder + "/onion-on.pam")
            }
            let card = app.editor.stage.bigCard.windowFrame
            func tinted(_ pixmap: Pixmap, warm: Bool) -> Int {
                var count = 0
                for y in Int(card.minY)..<Int(card.maxY) {
                    for x in Int(card.minX)..<Int(card.maxX) {
                        let p = pixmap.pixels[y * pixmap.width + x]
                        let r = Int(p >> 16 & 0xFF), b = Int(p & 0xFF)
                        if warm ? r - b > 40 : b - r > 40 { count += 1 }
                    }
                }
                return count
            }
            XCTAssertEqual(tinted(off, warm: true), 0)
            XCTAssertGreaterThan(tinted(on, warm: true), 50, "warm ghosts before the playhead")
            XCTAssertGreaterThan(tinted(on, warm: false), 50, "cool ghosts after it")
            let medium = app.editor.stage.mediumCard.windowFrame
            for y in Int(medium.minY)..<Int(medium.maxY) {
                for x in Int(medium.minX)..<Int(medium.maxX) {
                    XCTAssertEqual(on.pixels[y * on.width + x], off.pixels[y * off.width + x], "no ghost at 48")
                }
            }
            // Drawn incrementally as a full redraw draws them, playing, paused and switched off.
            let frames = IncrementalFrames(app.window)
            frames.assertMatchesFullRedraw(after: [
                (
                    "play",
                    {
                        model.updateClock { $0.play() }; app.tick(dt: 1.0 / 60)
                    }
                ),
                ("a frame later", { app.tick(dt: 1.0 / 60) }),
                ("pause", { model.updateClock { $0.togglePlay() } }),
                ("off", { model.toggleOnionSkin() }),
            ])
        }
    }

    func testAnExportWithTheOnionSkinOnIsTheSameAsWithItOff() throws {
        try onMain {
            let dir = temporaryFolder()
            let writer = ScreensImageWriter()
            let app = ScreensRender.makeApp(writer: writer)
            let path = dir.file("hop.json")
            Disk.writeInPlace(Array(Self.hop.utf8), to: path)
            app.openFiles([path])
            app.select(mode: .editor)
            app.editorModel.updateClock { $0.seek(toProgress: 0.3) }
            let time = try XCTUnwrap(app.editorModel.displayTime)
            var files: [[UInt8]] = []
            var images: [[UInt32]] = []
            for on in [false, true] {
                var skin = self.skin(before: 8, after: 8, spacing: 2)
                skin.enabled = on
                app.editorModel.setOnionSkin(skin)
                _ = app.user.nextFrame()
                XCTAssertEqual(app.editor.stage.bigCard.preview.ghosts.count, on ? 16 : 0)
                writer.pngs.removeAll()
                app.export(ExportRequest(kind: .png, size: 96, path: dir.file("still-\(on).png"), time: time))
                app.export(ExportRequest(kind: .pngSequence, size: 48, fps: 10, path: dir.file("seq-\(on).png")))
                images.append(writer.pngs.flatMap(\.pixels))
                for kind in [ExportRequest.Kind.lottie, .svg] {
                    let file = dir.file("vector-\(on).\(kind.fileExtension)")
                    app.export(ExportRequest(kind: kind, size: 96, fps: 30, path: file))
                    files.append(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
                }
            }
            XCTAssertFalse(images[0].isEmpty)
            XCTAssertEqual(images[0], images[1], "the PNGs' pixels are the same")
            XCTAssertEqual(files[0], files[2], "the Lottie file's bytes are the same")
            XCTAssertEqual(files[1], files[3], "the SVG's bytes are the same")
        }
    }

    /// A row of two dots hopping: translateX and translateY keyframed (translateY's second
    /// value a param), the second dot a quarter cycle later.
    static let hop = """
        {
          "schemaVersion": 1,
          "name": "Hop",
          "duration": 1,
          "params": { "lift": -0.1 },
          "layout": { "type": "row", "count": 2, "gap": 0.2 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.25 },
          "tracks": [
            { "property": "translateX", "keyTimes": [0, 0.5, 1], "values": [0, 0.1, 0] },
            { "property": "translateY", "keyTimes": [0, 0.25, 0.5, 1], "values": [0, { "$param": "lift" }, -0.2, 0] }
          ]
        }
        """
}
