import ControlProtocol
import Foundation
import StudioInspection
import XCTest

@testable import Studio

/// The Code panel hands off what LoaderKit's playground gives for the same tuned state: all twelve
/// of its platforms in its order, each copy byte for byte the playground's text (numbers in its
/// forms: `["count": 10]` in Swift, `10.0` only in Kotlin) and what `loader-studio snippet` prints.
final class PlaygroundCodeJourneys: JourneyTestCase {
    /// The playground's code for BallSpinFadeLoader with count 10, speed 1.5 and size 48, on the
    /// platforms whose form the studio once got wrong.
    static let playground: [String: String] = [
        "uikit": """
        import LoaderKit

        let loader = LoaderKitView(indicator: "BallSpinFadeLoader")
        loader.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        loader.params = ["count": 10]
        loader.speed = 1.5
        view.addSubview(loader)
        """,
        "android": """
        val loader = LoaderKitView(context).apply {
            indicator = "BallSpinFadeLoader"
            params = mapOf("count" to 10.0)
            speed = 1.5
        }
        val size = (48 * resources.displayMetrics.density).toInt()
        container.addView(loader, ViewGroup.LayoutParams(size, size))
        """,
        "web-ts": """
        import { LoaderKitView } from '@loader-kit/web';

        const host = document.querySelector<HTMLElement>('#loader')!;
        host.style.width = host.style.height = '48px';

        const loader = new LoaderKitView(host, {
          indicator: 'BallSpinFadeLoader',
          params: { count: 10 },
          speed: 1.5,
        });
        // loader.stop(), loader.start(), loader.destroy()
        """,
        "react": """
        import { LoaderKit } from '@loader-kit/web/react';

        <LoaderKit
          indicator="BallSpinFadeLoader"
          params={{ count: 10 }}
          speed={1.5}
          size={48}
        />
        """,
    ]

    static let platforms = [
        "react", "vue", "svelte", "web", "web-ts", "android", "compose", "uikit", "swiftui", "xaml",
        "csharp", "react-native",
    ]

    func testEveryPlatformCopiesThePlaygroundsCode() throws {
        let studio = try launch()
        try studio.wait("the gallery") { $0.mode == "gallery" }
        try studio.type("BallSpinFadeLoader")
        try studio.wait("one match") { $0.gallery.filter == "BallSpinFadeLoader" }
        try studio.key("Return")
        try studio.wait("the editor on it") {
            $0.mode == "editor" && $0.editor.document?.name == "BallSpinFadeLoader"
        }
        try enter(studio, "param.count.slider", "10") { $0.editor.params["count"] == 10 }
        try enter(studio, "inspector.speed", "1.5") { $0.editor.speed == 1.5 }
        try enter(studio, "inspector.size", "48") { $0.editor.size == 48 }

        try studio.key("ctrl+shift+c")
        try studio.wait("the Code panel") { $0.popover == "code" }
        let picker = try XCTUnwrap(try studio.view("code.platform"))
        for platform in Self.platforms {
            try studio.click(node: picker, atFraction: try Self.segmentCentre(picker, platform: platform), 0.5)
            try studio.wait("\(platform) picked") { $0.code?.platform == platform }
            try studio.click("code.copy")
            let state = try studio.wait("the \(platform) code on the clipboard") { state in
                state.clipboard != nil && state.clipboard == state.code?.text
            }
            let copied = try XCTUnwrap(state.clipboard)
            if let expected = Self.playground[platform] { XCTAssertEqual(copied, expected, platform) }
            let printed = try StudioSession.command([
                "snippet", "BallSpinFadeLoader", "--platform", platform, "--params", "count=10",
                "--speed", "1.5", "--size", "48",
            ])
            XCTAssertEqual(copied + "\n", printed, "\(platform): the command line prints the copy and a newline")
            if platform == "vue" { try studio.assertScreenIsCurrent("the Code panel on Vue") }
        }
    }

    /// A person at 2x in the smallest window: a hurried second click on a platform and on Copy
    /// copies that platform's code once, as the command line prints it; the choice outlives the
    /// panel; nothing is written to the user's folders.
    func testAtTwiceTheScaleAQuickSecondClickCopiesTheCodeOnce() throws {
        let link = "https://maitrungduc1410.github.io/loader-kit/tools/playground#indicator=BallSpinFadeLoader"
        let studio = try launch([link, "--scale", "2"], window: (800, 600))
        try studio.wait("the editor at 2x") {
            $0.editor.document?.name == "BallSpinFadeLoader" && $0.window.scale == 2
        }
        let before = [studio.specsFolder, studio.exportFolder].map(files(in:))
        try studio.key("ctrl+shift+c")
        try studio.wait("the Code panel") { $0.popover == "code" }
        let picker = try XCTUnwrap(try studio.view("code.platform"))
        let frame = picker.frame
        let fraction = try Self.segmentCentre(picker, platform: "vue")
        try doubleClick(studio, at: (frame.x + frame.width * fraction, frame.y + frame.height / 2), scale: 2)
        try studio.wait("Vue picked") { $0.code?.platform == "vue" }
        let copy = try studio.centre(of: "code.copy")
        try doubleClick(studio, at: (Double(copy.0), Double(copy.1)), scale: 2)
        let state = try studio.wait("the Vue code on the clipboard") {
            $0.clipboard != nil && $0.clipboard == $0.code?.text
        }
        let printed = try StudioSession.command(["snippet", "BallSpinFadeLoader", "--platform", "vue", "--size", "160"])
        XCTAssertEqual((state.clipboard ?? "") + "\n", printed)
        XCTAssertTrue(state.toasts.contains(studio.text(CodeText.copiedCode("Vue"))), "\(state.toasts)")
        try studio.key("Escape")
        try studio.wait("the panel closed") { $0.popover == nil }
        try studio.key("ctrl+shift+c")
        try studio.wait("Vue again") { $0.popover == "code" && $0.code?.platform == "vue" }
        // (No screen comparison here: 1600×1200 pixels is taller than the journeys' 1920×1080 screen.)
        XCTAssertEqual([studio.specsFolder, studio.exportFolder].map(files(in:)), before, "no file written")
        assertAlive(studio, "after the hurried clicks")
    }

    /// Two quick clicks at a window point (in points), on a window drawn at `scale`.
    private func doubleClick(_ studio: StudioSession, at point: (Double, Double), scale: Double) throws {
        try studio.x([
            "mousemove", "--window", studio.windowID, "\(Int(point.0 * scale))", "\(Int(point.1 * scale))",
        ])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "70", "1"])
    }

    /// The picker's short titles, in the playground's order.
    static let shortTitles = [
        "React", "Vue", "Svelte", "HTML", "TS", "Android", "Compose", "UIKit", "SwiftUI", "XAML", "C#", "RN",
    ]

    /// The horizontal fraction of the picker at the centre of the segment of `platform`: from the
    /// segments the view tree lists, or (a build that did not list them) the segment with the
    /// platform's short title among equal shares.
    static func segmentCentre(_ picker: ViewNode, platform: String) throws -> Double {
        let frame = picker.frame
        let index = try XCTUnwrap(platforms.firstIndex(of: platform))
        guard let segments = picker.segments else {
            let titles = (picker.text ?? "").split(separator: "|").map(String.init)
            let shown = try XCTUnwrap(
                titles.firstIndex(of: shortTitles[index]), "no \(shortTitles[index]) in \(titles)")
            return (Double(shown) + 0.5) / Double(titles.count)
        }
        XCTAssertEqual(segments.count, platforms.count)
        return (segments[index].x + segments[index].width / 2 - frame.x) / frame.width
    }

    /// Types `text` into the number field of the slider `identifier` and waits for `done`.
    private func enter(
        _ studio: StudioSession, _ identifier: String, _ text: String,
        until done: (StudioState) -> Bool
    ) throws {
        _ = try reveal(studio, identifier)
        try studio.click(node: try studio.child(of: identifier, type: "NumberField"))
        try studio.key("ctrl+a")
        try studio.type(text)
        try studio.key("Return")
        try studio.wait("\(identifier) \(text)", done)
    }
}
