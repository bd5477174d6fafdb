import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// The Progress mode's Code panel gives what the playground's progress page gives for the same
/// design: Android's type is `ProgressType.Linear` (a string there did not compile), a stop
/// button is a real child on every platform, and the copy is what `snippet --progress` prints.
final class ProgressCodeJourneys: JourneyTestCase {
    /// The playground's code of design 1 (linear, determinate) on Android View.
    static let linearAndroid = """
        val progress = LoaderKitProgressView(context).apply {
            type = ProgressType.Linear
            value = 0.4 // glides to every new value; null is indeterminate
        }
        container.addView(
            progress,
            ViewGroup.LayoutParams(ViewGroup.LayoutParams.MATCH_PARENT, ViewGroup.LayoutParams.WRAP_CONTENT),
        )
        """

    /// The playground's code of design 24 (circular with a stop button) on UIKit.
    static let stopUIKit = """
        import LoaderKit

        let progress = LoaderKitProgressView(value: 0.4)
        let stop = UIButton(primaryAction: UIAction(image: UIImage(systemName: "stop.fill")) { _ in cancel() })
        stop.accessibilityLabel = "Stop"
        progress.contentView = stop
        progress.frame.size = progress.intrinsicContentSize
        view.addSubview(progress)
        // progress.value = 0.8 glides to it; nil is indeterminate
        """

    func testTheProgressCodeIsThePlaygroundsAndCompilesOnAndroid() throws {
        let studio = try launch(["--mode", "progress"])
        try studio.wait("progress") { $0.mode == "progress" }
        try copy(studio, design: 1, platform: "android", expected: Self.linearAndroid)
        // Further down the grid: found by typing its title, as a user would.
        try studio.type("circular stop")
        try studio.wait("the filtered grid") { _ in (try? studio.view("progress.cell.24")) != nil }
        try copy(studio, design: 24, platform: "uikit", expected: Self.stopUIKit)
        assertAlive(studio, "after copying progress code")
    }

    /// Selects `design`, opens the Code panel, picks `platform`, copies, and checks the copy
    /// against `expected` and against the command line.
    private func copy(_ studio: StudioSession, design: Int, platform: String, expected: String) throws {
        try studio.click("progress.cell.\(design)")
        try studio.wait("the inspector on #\(design)") { _ in (try? studio.view("progress.inspector")) != nil }
        try studio.key("ctrl+shift+c")
        try studio.wait("the Code panel") { $0.popover == "code" }
        let picker = try XCTUnwrap(try studio.view("code.platform"))
        try studio.click(
            node: picker, atFraction: try PlaygroundCodeJourneys.segmentCentre(picker, platform: platform), 0.5)
        try studio.wait("\(platform) picked") { $0.code?.platform == platform }
        try studio.click("code.copy")
        let state = try studio.wait("the code on the clipboard") { state in
            state.clipboard != nil && state.clipboard == state.code?.text
        }
        XCTAssertEqual(state.clipboard, expected, "#\(design) on \(platform)")
        let printed = try StudioSession.command(["snippet", "--progress", "\(design)", "--platform", platform])
        XCTAssertEqual(expected + "\n", printed, "#\(design) on \(platform): the command line")
        try studio.key("Escape")
        try studio.wait("the panel closed") { $0.popover == nil }
    }
}
