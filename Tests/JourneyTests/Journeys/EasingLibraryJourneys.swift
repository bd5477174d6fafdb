import Localization
import ControlProtocol
import Foundation
import StudioInspection
import XCTest
import XSession

@testable import Studio

/// The easing library in the real window: a track's easing picked from the grid of curves
/// (easeOutBack, with its overshoot), the curve saved as the user's own preset, the presets
/// copied to the clipboard as JSON, one removed and pasted back from the clipboard; the curve's
/// ghost while a handle is dragged. The settings file keeps the preset; saved, the spec's bytes
/// differ from the original by the easing only.
final class EasingLibraryJourneys: JourneyTestCase {
    func testAPresetFromTheGridThenSavedCopiedRemovedAndPastedBack() throws {
        let first = try launch()
        let original = JourneySpecs.dots()
        let path = try writeSpec(first, "dots.json", original)
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor on Dots") { $0.editor.document?.name == "dots.json" && $0.mode == "editor" }

        // The scale track's easing: linear, the grid of presets under the curve.
        try click(studio, "forms.track.tracks.0")
        var state = try studio.wait("the easing form of the scale track") {
            $0.forms.track == "tracks[0]" && $0.forms.easing?.shown == true
        }
        XCTAssertEqual(state.forms.easing?.preset, "linear")
        XCTAssertEqual(state.forms.easing?.userPresets, [])
        // The tiles fit the inspector's width (the grid is taller than the inspector shows at
        // 1280×800 with the lanes open, so it is looked at in two places).
        let inspector = try XCTUnwrap(try studio.view("inspector"))
        for identifier in ["forms.easing.preset.Custom", "forms.easing.preset.easeInOutQuad"] {
            let tile = try reveal(studio, identifier)
            XCTAssertLessThanOrEqual(
                tile.frame.x + tile.frame.width, inspector.frame.x + inspector.frame.width - 8, identifier)
            XCTAssertGreaterThanOrEqual(tile.frame.width, 32, identifier)
            XCTAssertEqual(try studio.layoutProblems(), [])
        }
        try studio.writeScreenshot("easing-grid-names")
        _ = try reveal(studio, "forms.easing.preset.easeInOutBack")
        try studio.writeScreenshot("easing-grid-curves")

        // easeOutBack from the grid: one step, its four numbers written.
        try click(studio, "forms.easing.preset.easeOutBack")
        state = try studio.wait("easeOutBack") {
            $0.forms.easing?.preset == "easeOutBack"
                && $0.history.undo == studio.text(EditorFormsText.undoEasing("easeOutBack"))
        }
        XCTAssertEqual(state.forms.easing?.curve, [0.34, 1.56, 0.64, 1])
        let picked = try XCTUnwrap(state.source.text)
        XCTAssertEqual(
            picked, original.replacingOccurrences(of: Self.scaleValues, with: Self.scaleValues + Self.backEasing))
        _ = try reveal(studio, "forms.easing.curve")
        try studio.writeScreenshot("easing-out-back")

        // Saved as "Snappy" (Enter in the name field): in the grid and in the settings file.
        try click(studio, "forms.easing.presetName")
        try studio.type("Snappy")
        try studio.key("Return")
        state = try studio.wait("the preset saved") { $0.forms.easing?.userPresets == ["Snappy"] }
        XCTAssertTrue(state.toasts.contains(studio.text(EasingLibraryText.saved("Snappy"))), "\(state.toasts)")
        let settings = try String(contentsOfFile: studio.configFolder + "/loader-studio/settings.json", encoding: .utf8)
        XCTAssertTrue(settings.contains("\"Snappy\""), settings)
        _ = try reveal(studio, "forms.easing.preset.Snappy")
        XCTAssertEqual(try studio.layoutProblems(), [])
        try studio.writeScreenshot("easing-user-preset")

        // Copied: the clipboard holds the presets as JSON.
        try click(studio, "forms.easing.copyPresets")
        let json =
            "{\"loaderKitEasings\": 1, \"presets\": [\n  {\"name\": \"Snappy\", \"curve\": [0.34, 1.56, 0.64, 1]}\n]}\n"
        try studio.wait("the presets on the clipboard") { $0.clipboard == json }

        // Removed with its ×, then pasted back from the clipboard.
        try click(studio, "forms.easing.preset.Snappy.remove")
        try studio.wait("the preset removed") { $0.forms.easing?.userPresets == [] }
        try click(studio, "forms.easing.pastePresets")
        state = try studio.wait("the preset pasted back") { $0.forms.easing?.userPresets == ["Snappy"] }
        XCTAssertTrue(state.toasts.contains(studio.text(EasingLibraryText.pasted(1))), "\(state.toasts)")
        XCTAssertEqual(state.source.text, picked, "the presets are not the spec")

        // A handle dragged: the curve as it was stays as a ghost until the button is released.
        _ = try reveal(studio, "forms.easing.p1")
        state = try studio.state()
        let handles = try XCTUnwrap(state.forms.easing?.handles)
        let p1 = (Int(handles[0].x.rounded()), Int(handles[0].y.rounded()))
        try studio.x(["mousemove", "--window", studio.windowID, "\(p1.0)", "\(p1.1)"])
        usleep(30_000)
        try studio.x(["mousedown", "1"])
        for step in 1...6 {
            try studio.x(["mousemove", "--window", studio.windowID, "\(p1.0 + 4 * step)", "\(p1.1 + 3 * step)"])
            usleep(15_000)
        }
        state = try studio.wait("the ghost while dragging") {
            $0.forms.easing?.ghost == true && $0.forms.easing?.curve.first != 0.34
        }
        // (A screenshot parks the pointer, the button still down: it comes back before release.)
        try studio.writeScreenshot("easing-ghost")
        try studio.x(["mousemove", "--window", studio.windowID, "\(p1.0 + 24)", "\(p1.1 + 18)"])
        usleep(30_000)
        try studio.x(["mouseup", "1"])
        state = try studio.wait("no ghost once released") {
            $0.forms.easing?.ghost == false && $0.history.undo == studio.text(EditorFormsText.undoEasingCurve)
        }
        try studio.key("ctrl+z")
        try studio.wait("the drag undone") { $0.source.text == picked }

        // Saved: the file is the original with the easing added, and nothing else.
        try studio.key("ctrl+s")
        try studio.wait("saved") { $0.source.dirty == false }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), picked)
        assertAlive(studio, "at the end")
    }

    /// The scale track's values, after which a picked easing goes.
    static let scaleValues = #""values": [1, { "$param": "minScale" }, 1]"#
    static let backEasing = #", "easing": [0.34, 1.56, 0.64, 1]"#

    /// Clicks the view `identifier` once it is scrolled into view.
    private func click(_ studio: StudioSession, _ identifier: String) throws {
        try studio.click(node: try reveal(studio, identifier))
    }
}
