import Foundation
import Graphics
import LoaderKitCore
import Localization
import SpecLanguage
import TestSupport
import UI
import XCTest

@testable import Studio

/// The easing library: its presets' numbers, the user's presets in the settings and shared as
/// JSON (malformed and hostile texts said in one sentence), and the preset grid of the Easing
/// form: a pick is one undoable edit of the track's easing, the keyboard reaches every tile, and
/// saved, removed, copied and pasted presets reach the settings file.
final class EasingLibraryTests: XCTestCase, @unchecked Sendable {
    /// The history's name of a form's step: the form's message, as the studio's language (English
    /// here) words it when the step is taken.
    static func formStep(_ message: Message) -> Message { EditorText.verbatim(StudioCatalogue.english(message)) }

    // MARK: The presets

    func testTheNamesAndTheCurvesWithThePublishedNumbers() throws {
        XCTAssertEqual(EasingLibrary.named.map(\.name), ["linear", "ease", "easeIn", "easeOut", "easeInOut"])
        XCTAssertEqual(EasingLibrary.named.map(\.easing), [.linear, .ease, .easeIn, .easeOut, .easeInOut])
        XCTAssertEqual(
            EasingLibrary.named.map(\.json), ["\"linear\"", "\"ease\"", "\"easeIn\"", "\"easeOut\"", "\"easeInOut\""])
        let expected: [(String, [Double])] = [
            ("easeInSine", [0.12, 0, 0.39, 0]), ("easeOutSine", [0.61, 1, 0.88, 1]),
            ("easeInOutSine", [0.37, 0, 0.63, 1]),
            ("easeInQuad", [0.11, 0, 0.5, 0]), ("easeOutQuad", [0.5, 1, 0.89, 1]),
            ("easeInOutQuad", [0.45, 0, 0.55, 1]),
            ("easeInCubic", [0.32, 0, 0.67, 0]), ("easeOutCubic", [0.33, 1, 0.68, 1]),
            ("easeInOutCubic", [0.65, 0, 0.35, 1]),
            ("easeInQuart", [0.5, 0, 0.75, 0]), ("easeOutQuart", [0.25, 1, 0.5, 1]),
            ("easeInOutQuart", [0.76, 0, 0.24, 1]),
            ("easeInQuint", [0.64, 0, 0.78, 0]), ("easeOutQuint", [0.22, 1, 0.36, 1]),
            ("easeInOutQuint", [0.83, 0, 0.17, 1]),
            ("easeInExpo", [0.7, 0, 0.84, 0]), ("easeOutExpo", [0.16, 1, 0.3, 1]),
            ("easeInOutExpo", [0.87, 0, 0.13, 1]),
            ("easeInCirc", [0.55, 0, 1, 0.45]), ("easeOutCirc", [0, 0.55, 0.45, 1]),
            ("easeInOutCirc", [0.85, 0, 0.15, 1]),
            ("easeInBack", [0.36, 0, 0.66, -0.56]), ("easeOutBack", [0.34, 1.56, 0.64, 1]),
            ("easeInOutBack", [0.68, -0.6, 0.32, 1.6]),
        ]
        XCTAssertEqual(EasingLibrary.curves.map(\.name), expected.map(\.0))
        for (preset, (name, numbers)) in zip(EasingLibrary.curves, expected) {
            let p = preset.easing.controlPoints
            XCTAssertEqual([p.x1, p.y1, p.x2, p.y2], numbers, name)
            XCTAssertEqual(preset.origin, .library)
            XCTAssertNil(preset.easing.name, "\(name) is written as four numbers")
        }
        let back = try XCTUnwrap(EasingLibrary.preset(named: "easeOutBack"))
        XCTAssertEqual(back.json, "[0.34, 1.56, 0.64, 1]")
        XCTAssertEqual(back.family, "Back")
        XCTAssertEqual(back.shortName, "out")
        XCTAssertEqual(EasingLibrary.preset(named: "easeInOutSine")?.shortName, "inOut")
        XCTAssertEqual(EasingLibrary.preset(named: "easeIn")?.shortName, "easeIn", "a name shows whole")
        XCTAssertNil(EasingLibrary.preset(named: "easeInOut")?.family)
        XCTAssertGreaterThan(back.easing.ease(0.6), 1, "back overshoots")
        XCTAssertLessThan(EasingLibrary.preset(named: "easeInBack")!.easing.ease(0.3), 0, "and undershoots")

        // LoaderKit takes every curve as a track's easing.
        for preset in EasingLibrary.curves {
            let json = IndicatorSpecJSON.ballPulse.replacingOccurrences(
                of: "\"values\": [1, { \"$param\": \"minScale\" }, 1] }",
                with: "\"values\": [1, { \"$param\": \"minScale\" }, 1], \"easing\": \(preset.json) }")
            XCTAssertNotEqual(json, IndicatorSpecJSON.ballPulse)
            let checked = IndicatorSpec.checkAndPrepare(bytes: Array(json.utf8))
            XCTAssertEqual(checked.problems.map(\.message), [], preset.name)
            XCTAssertEqual(checked.spec?.parts[0].tracks[0].easing, .uniform(preset.easing), preset.name)
        }

        let mine = UserEasingPreset(name: "Snappy", x1: 0.2, y1: 0.9, x2: 0.1, y2: 1)
        let all = EasingLibrary.all(user: [mine])
        XCTAssertEqual(all.count, 30)
        XCTAssertEqual(all.last, EasingPreset(name: "Snappy", easing: mine.easing, origin: .user))
        XCTAssertEqual(EasingLibrary.preset(named: "Snappy", user: [mine])?.json, "[0.2, 0.9, 0.1, 1]")
        XCTAssertNil(EasingLibrary.preset(named: "Snappy"))
        XCTAssertEqual(
            EasingLibrary.match(.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1), in: all)?.name, "easeOutBack",
            "a curve written with a preset's numbers is that preset")
    }

    // MARK: Sharing as JSON

    private func english(_ result: Result<[UserEasingPreset], EasingPresetJSON.Problem>) -> String {
        switch result {
        case .success(let presets): "ok: " + presets.map(\.name).joined(separator: ",")
        case .failure(let problem): StudioCatalogue.english(problem.message)
        }
    }

    func testPresetsMakeTheRoundTripThroughJSON() throws {
        let presets = [
            UserEasingPreset(name: "Snappy", x1: 0.2, y1: 0.9, x2: 0.1, y2: 1),
            UserEasingPreset(name: "Bouncy \"big\" ✨", x1: 0.5, y1: -0.75, x2: 0.25, y2: 2.5),
            UserEasingPreset(name: "Sûr", x1: 0, y1: 0, x2: 1, y2: 1),
        ]
        let text = EasingPresetJSON.text(presets)
        XCTAssertEqual(
            EasingPresetJSON.text([presets[0]]),
            "{\"loaderKitEasings\": 1, \"presets\": [\n  {\"name\": \"Snappy\", \"curve\": [0.2, 0.9, 0.1, 1]}\n]}\n")
        XCTAssertEqual(try EasingPresetJSON.presets(in: text).get(), presets)
        XCTAssertEqual(EasingPresetJSON.text([]), "{\"loaderKitEasings\": 1, \"presets\": []}\n")
        XCTAssertEqual(try EasingPresetJSON.presets(in: EasingPresetJSON.text([])).get(), [])
        // The issue's own one-line form, with members in another order and one unknown.
        let oneLine =
            #"{"presets": [{"curve": [0.2, 0.9, 0.1, 1], "name": "Snappy", "note": "x"}], "loaderKitEasings": 1}"#
        XCTAssertEqual(try EasingPresetJSON.presets(in: oneLine).get(), [presets[0]])
    }

    func testMalformedAndHostileTextsAreRefusedInOneSentence() throws {
        func wrap(_ presets: String) -> String { #"{"loaderKitEasings": 1, "presets": [\#(presets)]}"# }
        let cases: [(String, String)] = [
            ("", "the clipboard holds no text"),
            (" \n\t", "the clipboard holds no text"),
            ("Snappy", "the text is not JSON"),
            ("[]", "the text is not presets"),
            (#"{"presets": []}"#, "the text is not presets"),
            (#"{"loaderKitEasings": 1, "presets": {}}"#, "the text is not presets"),
            (#"{"loaderKitEasings": 2, "presets": []}"#, "only presets of loaderKitEasings 1 are read"),
            (#"{"loaderKitEasings": "1", "presets": []}"#, "only presets of loaderKitEasings 1 are read"),
            (wrap("3"), "preset 1 needs a name and a curve of four numbers"),
            (wrap(#"{"name": "A", "curve": [0, 0, 1]}"#), "preset 1 needs a name and a curve of four numbers"),
            (wrap(#"{"name": "A", "curve": [0, 0, 1, "1"]}"#), "preset 1 needs a name and a curve of four numbers"),
            (wrap(#"{"name": 5, "curve": [0, 0, 1, 1]}"#), "preset 1 needs a name and a curve of four numbers"),
            (
                wrap(#"{"name": "A", "curve": [0, 0, 1, 1]}, {"name": "", "curve": [0, 0, 1, 1]}"#),
                "preset 2 needs a name of 1 to 40 characters"
            ),
            (wrap(#"{"name": " A", "curve": [0, 0, 1, 1]}"#), "preset 1 needs a name of 1 to 40 characters"),
            (wrap(#"{"name": "A\nB", "curve": [0, 0, 1, 1]}"#), "preset 1 needs a name of 1 to 40 characters"),
            (
                wrap(#"{"name": "\#(String(repeating: "é", count: 41))", "curve": [0, 0, 1, 1]}"#),
                "preset 1 needs a name of 1 to 40 characters"
            ),
            (wrap(#"{"name": "easeInSine", "curve": [0, 0, 1, 1]}"#), "easeInSine is the name of a built-in preset"),
            (wrap(#"{"name": "linear", "curve": [0, 0, 1, 1]}"#), "linear is the name of a built-in preset"),
            (wrap(#"{"name": "A", "curve": [1.2, 0, 0.5, 1]}"#), "A: x1 and x2 must be within 0 and 1"),
            (wrap(#"{"name": "A", "curve": [0, 0, -0.01, 1]}"#), "A: x1 and x2 must be within 0 and 1"),
            (wrap(#"{"name": "A", "curve": [0, 0, 1e999, 1]}"#), "A: x1 and x2 must be within 0 and 1"),
            (wrap(#"{"name": "A", "curve": [0, -1e999, 1, 1]}"#), "A: y1 and y2 must be numbers within −10 and 10"),
            (wrap(#"{"name": "A", "curve": [0, 0, 1, 10.5]}"#), "A: y1 and y2 must be numbers within −10 and 10"),
            (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "the text is not JSON"),
            (
                wrap(Array(repeating: #"{"name": "A", "curve": [0, 0, 1, 1]}"#, count: 101).joined(separator: ",")),
                "101 presets, more than the 100 kept"
            ),
            (
                "{\"loaderKitEasings\": 1, \"presets\": [], \"pad\": \"\(String(repeating: "x", count: 70_000))\"}",
                "the text is 69 KiB, more than presets take (64 KiB)"
            ),
        ]
        for (text, message) in cases {
            let said = english(EasingPresetJSON.presets(in: text))
            XCTAssertTrue(said.hasPrefix(message), "«\(text.prefix(80))»: \(said)")
        }
        // A later preset of a name replaces the earlier one, in its place.
        let twice = wrap(
            #"{"name": "A", "curve": [0, 0, 1, 1]}, {"name": "B", "curve": [0, 0, 1, 1]}, {"name": "A", "curve": [0.5, 0, 0.5, 1]}"#
        )
        XCTAssertEqual(
            try EasingPresetJSON.presets(in: twice).get(),
            [
                UserEasingPreset(name: "A", x1: 0.5, y1: 0, x2: 0.5, y2: 1),
                UserEasingPreset(name: "B", x1: 0, y1: 0, x2: 1, y2: 1),
            ])
    }

    // MARK: The settings

    func testTheSettingsDropABadPresetAndKeepTheRest() throws {
        let json = """
            {"theme": "dark", "easingPresets": [
              {"name": "Snappy", "x1": 0.2, "y1": 0.9, "x2": 0.1, "y2": 1},
              {"name": "Wide", "x1": 2, "y1": 0, "x2": 0.5, "y2": 1},
              "a string",
              {"name": "Missing", "x1": 0.2},
              {"name": "easeOutBack", "x1": 0, "y1": 0, "x2": 1, "y2": 1},
              [1, 2, 3],
              {"name": "Soft", "x1": 0.4, "y1": 0, "x2": 0.2, "y2": 1},
              {"name": "Snappy", "x1": 0.3, "y1": 0.9, "x2": 0.1, "y2": 1}
            ], "gallerySize": 96}
            """
        let settings = try JSONDecoder().decode(StudioSettings.self, from: Data(json.utf8))
        XCTAssertEqual(settings.theme, .dark, "the other settings are read")
        XCTAssertEqual(settings.gallerySize, 96)
        XCTAssertEqual(
            settings.easingPresets,
            [
                UserEasingPreset(name: "Snappy", x1: 0.3, y1: 0.9, x2: 0.1, y2: 1),
                UserEasingPreset(name: "Soft", x1: 0.4, y1: 0, x2: 0.2, y2: 1),
            ])
        let notAList = try JSONDecoder().decode(
            StudioSettings.self, from: Data(#"{"easingPresets": {"name": "A"}, "theme": "dark"}"#.utf8))
        XCTAssertEqual(notAList.easingPresets, [])
        XCTAssertEqual(notAList.theme, .dark)

        // At most a hundred are kept.
        let many = (0..<150).map { #"{"name": "P\#($0)", "x1": 0, "y1": 0, "x2": 1, "y2": 1}"# }
        let crowded = try JSONDecoder().decode(
            StudioSettings.self, from: Data("{\"easingPresets\": [\(many.joined(separator: ","))]}".utf8))
        XCTAssertEqual(crowded.easingPresets.count, 100)
        XCTAssertEqual(crowded.easingPresets.last?.name, "P99")

        // Saved and loaded again through the store.
        let dir = temporaryFolder()
        let store = SettingsStore(directory: dir.path)
        try store.save(settings)
        let loaded = store.load()
        XCTAssertNil(loaded.warning)
        XCTAssertEqual(loaded.settings, settings)
    }

    // MARK: The grid in the Editor

    /// BallPulse saved as pulse.json, open in the Editor on the Design tab, its scale track
    /// selected; the settings in a folder of their own.
    @MainActor private func open(
        text: String = IndicatorSpecJSON.ballPulse, settings: StudioSettings = StudioSettings(),
        select: String = "tracks[0]"
    ) -> (StudioApp, SettingsStore, TemporaryFolder) {
        let dir = temporaryFolder()
        let path = dir.file("pulse.json")
        Disk.writeInPlace(Array(text.utf8), to: path)
        let store = SettingsStore(directory: dir.file("config"))
        let app = StudioApp(
            library: DocumentLibrary(watcher: nil), settings: settings, settingsStore: store,
            rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
        app.window.layout(size: Size(1280, 800), scale: 1)
        app.openFiles([path])
        _ = app.user.nextFrame()
        XCTAssertTrue(app.user.press(.character("2"), .alt))
        app.editorModel.select(JSONPath(parsing: select))
        _ = app.user.nextFrame()
        return (app, store, dir)
    }

    @MainActor private static func reveal(_ app: StudioApp, _ identifier: String) throws -> View {
        let view = try XCTUnwrap(app.user.view(identifier), identifier)
        view.scrollIntoView()
        app.window.rootView.layoutIfNeeded()
        _ = app.user.nextFrame()
        return view
    }

    func testPickingATileSetsTheTracksEasingInOneStep() throws {
        try onMain {
            let (app, _, _) = open()
            let model = app.editorModel
            let original = app.user.sourceText
            let grid = app.editor.inspector.authoring.easing.presets
            XCTAssertEqual(grid.selectedName, "linear")
            XCTAssertEqual(grid.tiles.count, 30, "five names, Custom and 24 curves")
            let steps = model.history.undoCount
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeOutBack"))
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].easing, .uniform(.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)))
            XCTAssertEqual(model.history.undoCount, steps + 1, "one step")
            XCTAssertEqual(model.history.undoMessage, Self.formStep(EditorFormsText.undoEasing("easeOutBack")))
            let text = app.user.sourceText
            XCTAssertTrue(text.contains("\"easing\": [0.34, 1.56, 0.64, 1]"), text)
            XCTAssertEqual(
                text.replacingOccurrences(of: ", \"easing\": [0.34, 1.56, 0.64, 1]", with: ""), original,
                "only the easing is new")
            XCTAssertEqual(grid.selectedName, "easeOutBack", "the written numbers are the preset's")
            XCTAssertEqual(
                app.editor.inspector.authoring.easing.curveEditor.curve, CurveControlPoints(0.34, 1.56, 0.64, 1))

            // A name is written as the name; then undo gives back the curve, and the bytes.
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeInOut"))
            XCTAssertEqual(model.spec?.parts[0].tracks[0].easing, .uniform(.easeInOut))
            XCTAssertTrue(app.user.sourceText.contains("\"easing\": \"easeInOut\""))
            model.history.undo()
            XCTAssertEqual(grid.selectedName, "easeOutBack")
            model.history.undo()
            XCTAssertEqual(app.user.sourceText, original)
            XCTAssertEqual(grid.selectedName, "linear")
        }
    }

    func testAPickInPerSegmentModeSetsOnlyThatSegment() throws {
        try onMain {
            let text = IndicatorSpecJSON.ballPulse.replacingOccurrences(
                of: "\"values\": [1, { \"$param\": \"minScale\" }, 1] }",
                with: "\"values\": [1, { \"$param\": \"minScale\" }, 1], \"easing\": [\"ease\", \"easeIn\"] }")
            let (app, _, _) = open(text: text, select: "tracks[0].keyTimes[2]")
            let model = app.editorModel
            let form = app.editor.inspector.authoring.easing
            XCTAssertEqual(form.segment, 1)
            XCTAssertEqual(form.presets.selectedName, "easeIn")
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeInOutCirc"))
            XCTAssertEqual(
                model.spec?.parts[0].tracks[0].easing,
                .perSegment([.ease, .cubicBezier(x1: 0.85, y1: 0, x2: 0.15, y2: 1)]))
            XCTAssertTrue(
                app.user.sourceText.contains("\"easing\": [\"ease\", [0.85, 0, 0.15, 1]]"), app.user.sourceText)
        }
    }

    func testTheGridIsOneTabStopWithArrowsEnterAndItsCustomTile() throws {
        try onMain {
            let (app, _, _) = open()
            let grid = app.editor.inspector.authoring.easing.presets
            let stops = app.window.focusOrder.filter { $0 is EasingPresetTile }
            XCTAssertEqual(stops.map(\.identifier), ["forms.easing.preset.linear"], "the highlighted tile is the stop")
            XCTAssertTrue(app.user.tab(to: "forms.easing.preset.linear"))
            // Right to ease, down to Custom (under easeIn's row: easeOut, easeInOut, Custom).
            app.user.press(.right)
            XCTAssertEqual(app.window.focusedView?.identifier, "forms.easing.preset.ease")
            app.user.press(.down)
            XCTAssertEqual(app.window.focusedView?.identifier, "forms.easing.preset.easeInOut")
            app.user.press(.down)
            XCTAssertEqual(app.window.focusedView?.identifier.map { $0.hasPrefix("forms.easing.preset.ease") }, true)
            let below = try XCTUnwrap(app.window.focusedView as? EasingPresetTile)
            XCTAssertEqual(below.preset?.origin, .library, "down from the names reaches the curves")
            app.user.press(.enter)
            XCTAssertEqual(grid.selectedName, below.preset?.name, "Enter picks")
            XCTAssertEqual(
                app.editorModel.history.undoMessage, Self.formStep(EditorFormsText.undoEasing(below.preset?.name ?? ""))
            )

            // Custom puts the keyboard on the curve's first handle.
            app.user.tap(try Self.reveal(app, "forms.easing.preset.Custom"))
            XCTAssertEqual(app.window.focusedView?.identifier, "forms.easing.p1")
            XCTAssertEqual(grid.selectedName, below.preset?.name, "and changes nothing")
        }
    }

    func testSavedRemovedCopiedAndPastedPresetsReachTheSettings() throws {
        try onMain {
            let (app, store, _) = open()
            let form = app.editor.inspector.authoring.easing
            XCTAssertFalse(form.copyButton.isEnabled, "nothing to copy yet")
            XCTAssertNotNil(app.user.view("forms.easing.preset.easeOutBack"))
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeOutBack"))

            // Saved under a typed name with Enter.
            app.user.tap(try Self.reveal(app, "forms.easing.presetName"))
            app.user.type("Snappy")
            XCTAssertTrue(app.user.press(.enter))
            let snappy = UserEasingPreset(name: "Snappy", x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
            XCTAssertEqual(form.userPresets, [snappy])
            XCTAssertEqual(store.load().settings.easingPresets, [snappy], "in the settings file")
            XCTAssertEqual(app.user.toasts.last, app.text(EasingLibraryText.saved("Snappy")))
            XCTAssertEqual(form.presetName.text, "", "the field is cleared")
            XCTAssertEqual(form.presets.selectedName, "easeOutBack", "a built-in tile comes first")
            XCTAssertTrue(form.copyButton.isEnabled)

            // Saved without a name: "Preset 1"; then a second curve under the same name replaces it.
            app.user.tap(try Self.reveal(app, "forms.easing.savePreset"))
            XCTAssertEqual(form.userPresets.map(\.name), ["Snappy", "Preset 1"])
            app.user.tap(try Self.reveal(app, "forms.easing.preset.easeIn"))
            app.user.tap(try Self.reveal(app, "forms.easing.presetName"))
            app.user.type("Preset 1")
            app.user.tap(try Self.reveal(app, "forms.easing.savePreset"))
            XCTAssertEqual(form.userPresets.last, UserEasingPreset(name: "Preset 1", x1: 0.42, y1: 0, x2: 1, y2: 1))
            XCTAssertEqual(app.user.toasts.last, app.text(EasingLibraryText.replaced("Preset 1")))
            // A built-in name is refused.
            app.user.tap(try Self.reveal(app, "forms.easing.presetName"))
            app.user.type("easeInSine")
            app.user.tap(try Self.reveal(app, "forms.easing.savePreset"))
            XCTAssertEqual(
                app.user.toasts.last,
                app.text(EasingLibraryText.notSaved(app.text(EasingLibraryText.builtInName("easeInSine")))))
            XCTAssertEqual(form.userPresets.count, 2)

            // Picking a user preset writes its numbers.
            app.user.tap(try Self.reveal(app, "forms.easing.preset.Snappy"))
            XCTAssertEqual(form.presets.selectedName, "easeOutBack", "the same numbers as easeOutBack")
            XCTAssertEqual(app.editorModel.history.undoMessage, Self.formStep(EditorFormsText.undoEasing("Snappy")))

            // Copy: the clipboard holds the JSON.
            app.user.tap(try Self.reveal(app, "forms.easing.copyPresets"))
            let copied = try XCTUnwrap(app.user.clipboard)
            XCTAssertEqual(copied, EasingPresetJSON.text(form.userPresets))
            XCTAssertEqual(app.user.toasts.last, "2 presets copied as JSON")

            // Delete on a focused tile removes it; the focus stays in the grid; Put back returns it.
            let tile = try Self.reveal(app, "forms.easing.preset.Snappy")
            app.window.focus(tile)
            XCTAssertTrue(app.user.press(.delete))
            XCTAssertEqual(form.userPresets.map(\.name), ["Preset 1"])
            XCTAssertEqual(app.window.focusedView?.identifier, "forms.easing.preset.Preset 1")
            XCTAssertEqual(store.load().settings.easingPresets.map(\.name), ["Preset 1"])
            XCTAssertEqual(app.user.toasts.last, app.text(EasingLibraryText.removed("Snappy")))
            XCTAssertTrue(app.user.tap("forms.easing.putBack"))
            XCTAssertEqual(form.userPresets.map(\.name), ["Snappy", "Preset 1"])
            // The × removes too.
            app.user.tap(try Self.reveal(app, "forms.easing.preset.Preset 1.remove"))
            app.user.tap(try Self.reveal(app, "forms.easing.preset.Snappy.remove"))
            XCTAssertEqual(form.userPresets, [])
            XCTAssertFalse(form.copyButton.isEnabled)

            // Paste brings them back from the clipboard; a bad text says why and changes nothing.
            app.user.tap(try Self.reveal(app, "forms.easing.pastePresets"))
            XCTAssertEqual(form.userPresets.map(\.name), ["Snappy", "Preset 1"])
            XCTAssertEqual(app.user.toasts.last, "2 presets added")
            XCTAssertEqual(store.load().settings.easingPresets.map(\.name), ["Snappy", "Preset 1"])
            app.window.clipboard.text = #"{"loaderKitEasings": 1, "presets": [{"name": "X", "curve": [2, 0, 1, 1]}]}"#
            app.user.tap(try Self.reveal(app, "forms.easing.pastePresets"))
            XCTAssertEqual(
                app.user.toasts.last,
                app.text(EasingLibraryText.notPasted(app.text(EasingLibraryText.xOutOfRange("X")))))
            XCTAssertEqual(form.userPresets.map(\.name), ["Snappy", "Preset 1"])
            XCTAssertEqual(LayoutAudit.problems(in: app.window), [])

            // A new studio on the same settings shows them.
            let again = StudioApp(
                library: DocumentLibrary(watcher: nil), settings: store.load().settings, settingsStore: store,
                rasterize: ScreensRender.rasterizer, imageWriter: ScreensImageWriter())
            XCTAssertEqual(again.editor.inspector.authoring.easing.userPresets.map(\.name), ["Snappy", "Preset 1"])
            XCTAssertNotNil(again.user.view("forms.easing.preset.Snappy"))
        }
    }

    func testTheGridFitsTheInspectorInEveryLanguage() throws {
        try onMain {
            var settings = StudioSettings()
            settings.easingPresets = [
                UserEasingPreset(name: "Snappy", x1: 0.2, y1: 0.9, x2: 0.1, y2: 1),
                UserEasingPreset(name: "A name that is rather long for a tile", x1: 0.5, y1: 0, x2: 0.5, y2: 1),
            ]
            let (app, _, _) = open(settings: settings)
            let grid = app.editor.inspector.authoring.easing.presets
            for language in Language.allCases {
                app.setLanguage(language)
                for identifier in ["forms.easing.presets", "forms.easing.copyPresets", "forms.easing.curve"] {
                    _ = try Self.reveal(app, identifier)
                    XCTAssertEqual(LayoutAudit.problems(in: app.window), [], "\(language), \(identifier)")
                }
            }
            // Six units a row: the first family's tiles share a row with the second's.
            let sine = try XCTUnwrap(grid.tile(named: "easeInSine")),
                quad = try XCTUnwrap(grid.tile(named: "easeInQuad"))
            XCTAssertEqual(sine.frame.minY, quad.frame.minY)
            XCTAssertLessThan(sine.frame.maxX, quad.frame.minX)
            XCTAssertGreaterThanOrEqual(sine.frame.width, 32)
        }
    }
}
