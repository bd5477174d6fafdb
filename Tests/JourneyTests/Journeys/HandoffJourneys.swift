import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// Handing an indicator off: the Code panel's copy is what `loader-studio snippet` prints, and a
/// copied share link opened by a second studio (on its command line, or pasted into its
/// Gallery) shows the same indicator.
final class HandoffJourneys: JourneyTestCase {
    /// Opens the Editor on dots.json with count 5.
    private func tunedDots() throws -> (studio: StudioSession, path: String) {
        let first = try launch()
        let path = try writeSpec(first, "dots.json", JourneySpecs.dots(count: 3))
        first.close(keepFolder: true)
        let studio = try launch([path], folder: first.folder)
        try studio.wait("the editor on Dots") { $0.editor.document?.name == "dots.json" }
        try studio.click(node: try studio.child(of: "param.count.slider", type: "NumberField"))
        try studio.key("ctrl+a")
        try studio.type("5")
        try studio.key("Return")
        try studio.wait("count 5") { $0.editor.params["count"] == 5 && $0.editor.elements == 5 }
        return (studio, path)
    }

    func testTheCopiedCodeIsWhatTheCommandLinePrints() throws {
        let (studio, path) = try tunedDots()
        try studio.key("ctrl+shift+c")
        try studio.wait("the Code panel") { $0.popover == "code" }
        let picker = try XCTUnwrap(try studio.view("code.platform"))
        try studio.click(node: picker, atFraction: 7.5 / 12, 0.5)
        try studio.wait("UIKit picked") { $0.code?.platform == "uikit" }
        try studio.click("code.copy")
        let state = try studio.wait("the code on the clipboard") {
            ($0.clipboard ?? "").contains("LoaderKitView")
        }
        let copied = try XCTUnwrap(state.clipboard)
        XCTAssertEqual(copied, state.code?.text)
        XCTAssertTrue(state.toasts.contains(studio.text(CodeText.copiedCode("UIKit"))), "\(state.toasts)")

        // Pasted into a file, the code is the command line's, byte for byte.
        let pasted = studio.folder + "/export/pasted.swift"
        try copied.write(toFile: pasted, atomically: true, encoding: .utf8)
        let size = state.editor.size
        let printed = try StudioSession.command([
            "snippet", path, "--platform", "uikit", "--params", "count=5", "--size", "\(size)",
        ])
        XCTAssertEqual(
            try String(contentsOfFile: pasted, encoding: .utf8) + "\n", printed,
            "the command line ends the code with a newline")
        try studio.assertScreenIsCurrent("the Code panel on UIKit")

        // The platform is remembered by the next studio.
        studio.close(keepFolder: true)
        let again = try launch([path], folder: studio.folder)
        try again.wait("the editor") { $0.editor.document?.name == "dots.json" }
        try again.key("ctrl+shift+c")
        try again.wait("UIKit again") { $0.code?.platform == "uikit" }
    }

    func testACopiedShareLinkOpensTheSameIndicatorInASecondStudio() throws {
        let (studio, _) = try tunedDots()
        try studio.key("ctrl+shift+c")
        try studio.wait("the Code panel") { $0.popover == "code" }
        try studio.click("code.copyLink")
        let state = try studio.wait("the link on the clipboard") { ($0.clipboard ?? "").contains("#spec=") }
        let link = try XCTUnwrap(state.clipboard)
        XCTAssertTrue(link.hasPrefix("https://maitrungduc1410.github.io/loader-kit/tools/playground#spec="))

        let second = try launch([link])
        let opened = try second.wait("the link's spec") { $0.editor.document?.name == "Dots" }
        XCTAssertEqual(opened.editor.elements, state.editor.elements)
        XCTAssertEqual(opened.editor.params["count"], 5)
        XCTAssertNil(opened.editor.document?.path, "an unsaved draft")
        XCTAssertEqual(try StudioSession.command(["share", "--help"]).isEmpty, false)

        // Pasted into a third studio's Gallery, the same link opens too.
        let third = try launch()
        try third.wait("the gallery") { $0.mode == "gallery" }
        try third.key("ctrl+v")
        let pasted = try third.wait("the pasted link's spec") { $0.editor.document?.name == "Dots" }
        XCTAssertEqual(pasted.editor.elements, 5)
        assertAlive(studio, "after the others opened its link")
    }

    func testAMalformedLinkOpensNothingAndSaysWhy() throws {
        let studio = try launch(["https://maitrungduc1410.github.io/loader-kit/tools/playground#spec=AAAA"])
        let state = try studio.wait("the problem") { !$0.toasts.isEmpty }
        let toasts = state.toasts
        XCTAssertTrue(toasts.contains { $0.contains("DEFLATE") }, "\(toasts)")
        XCTAssertNotEqual(state.editor.document?.name, "Dots")
        assertAlive(studio, "after a malformed link")
    }
}
