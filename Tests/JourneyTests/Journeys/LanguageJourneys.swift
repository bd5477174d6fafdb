import ControlProtocol
import Foundation
import Localization
import StudioInspection
import XCTest

/// The studio in its users' languages: chosen by the environment, every mode laid out without
/// overlaps at the smallest and a large window in each language, then changed in the help's
/// picker with a click (at once, the gallery's filter kept) and remembered at the next start.
final class LanguageJourneys: JourneyTestCase {
    /// These journeys choose the languages themselves: they start in English whatever
    /// `JOURNEY_LANGUAGE` says.
    override var journeyLanguage: Language { .english }

    static let modes = ["gallery", "editor", "progress", "skeleton", "scenes"]
    static let languages = [
        ("en", "en_US.UTF-8"), ("vi", "vi_VN.UTF-8"), ("zh-Hans", "zh_CN.UTF-8"), ("fr", "fr_FR.UTF-8"),
    ]

    /// The toolbar's undo tooltip in each language, as the catalogue words it.
    static let undoTooltips = [
        "en": "Undo (Ctrl+Z)", "vi": "Hoàn tác (Ctrl+Z)", "zh-Hans": "撤销（Ctrl+Z）", "fr": "Annuler (Ctrl+Z)",
    ]

    private func undoTooltip(_ studio: StudioSession) throws -> String? {
        try studio.tree().view("toolbar.undo")?.tooltip
    }

    func testEachLanguageFromTheEnvironmentLaysOutEveryMode() throws {
        for (language, locale) in Self.languages {
            let studio = try launch(environment: ["LANG": locale])
            let state = try studio.wait("the studio in \(language)") { $0.language == language }
            XCTAssertEqual(state.language, language)
            XCTAssertEqual(try undoTooltip(studio), Self.undoTooltips[language])
            for (width, height) in [(800, 600), (1920, 1080)] {
                try studio.resize(width, height)
                try studio.wait("\(width)×\(height)") { $0.window.width == Double(width) }
                for mode in Self.modes {
                    try studio.click("mode.\(mode)")
                    try studio.wait("\(mode) mode") { $0.mode == mode }
                    let problems = try studio.layoutProblems()
                    XCTAssertEqual(
                        problems, [],
                        "\(mode) in \(language) at \(width)×\(height):\n"
                            + problems.prefix(10).joined(separator: "\n"))
                    if width == 1920, language != "en" { try studio.writeScreenshot("\(mode)-\(language)") }
                }
            }
            // The help, its picker and the export dialog, at 800×600 where space is shortest.
            try studio.resize(800, 600)
            try studio.wait("800×600") { $0.window.width == 800 }
            try studio.click("mode.editor")
            try studio.key("F1")
            try studio.wait("the help in \(language)") { $0.popover == "help" }
            XCTAssertEqual(try studio.layoutProblems(), [], "the help in \(language)")
            try studio.writeScreenshot("help-\(language)")
            try studio.key("Escape")
            try studio.key("ctrl+e")
            try studio.wait("the export dialog in \(language)") { $0.popover == "export" }
            XCTAssertEqual(try studio.layoutProblems(), [], "the export dialog in \(language)")
            try studio.writeScreenshot("export-\(language)")
            try studio.key("Escape")
            assertAlive(studio, "every mode in \(language)")
            studio.close(keepFolder: false)
        }
    }

    func testPickingALanguageInTheHelpChangesItAtOnceAndIsRemembered() throws {
        let studio = try launch(["--mode", "gallery"])
        try studio.wait("the gallery in English") { $0.mode == "gallery" && $0.language == "en" }
        try studio.type("ball")
        try studio.wait("the filter") { $0.gallery.filter == "ball" }
        try studio.key("F1")
        try studio.wait("the help") { $0.popover == "help" }
        try studio.click("help.language.vi")
        try studio.wait("Vietnamese") { $0.language == "vi" }
        XCTAssertEqual(try undoTooltip(studio), Self.undoTooltips["vi"])
        let state = try studio.state()
        XCTAssertEqual(state.gallery.filter, "ball", "the filter keeps its text")
        XCTAssertEqual(state.popover, "help", "the help stays open, now in Vietnamese")
        try studio.click("help.language.zh-Hans")
        try studio.wait("Chinese") { $0.language == "zh-Hans" }
        try studio.key("Escape")
        try studio.wait("the help closed") { $0.popover == nil }
        let folder = studio.folder
        try studio.key("ctrl+q")
        _ = try studio.waitForExit()
        let again = try launch(folder: folder)
        try again.wait("Chinese again at the next start") { $0.language == "zh-Hans" }
        XCTAssertEqual(try undoTooltip(again), Self.undoTooltips["zh-Hans"])
    }

    /// A person's mistakes with the picker, at scale 2 in the smallest window: a quick second
    /// click on the same language, a window dragged smaller than the studio allows, then a crash:
    /// French stays picked, the help stays open and laid out, and the only file written is the
    /// studio's own settings.
    func testAQuickDoubleClickATinyWindowAndACrashAtScaleTwo() throws {
        let studio = try launch(["--mode", "editor", "--scale", "2"], window: (800, 600))
        try studio.wait("the editor at scale 2") { $0.mode == "editor" && $0.window.scale == 2 }
        try studio.key("F1")
        try studio.wait("the help") { $0.popover == "help" }
        let (x, y) = try studio.centre(of: "help.language.fr")
        try studio.x(["mousemove", "--window", studio.windowID, "\(x * 2)", "\(y * 2)"])
        usleep(30_000)
        try studio.x(["click", "--repeat", "2", "--delay", "60", "1"])
        try studio.wait("French") { $0.language == "fr" }
        usleep(300_000)
        let state = try studio.state()
        XCTAssertEqual(state.language, "fr", "the second click picks French again")
        XCTAssertEqual(state.popover, "help", "the help stays open, now in French")
        XCTAssertEqual(try studio.layoutProblems(), [], "the help in French at 2x")
        try studio.writeScreenshot("help-fr-2x")
        try studio.key("Escape")
        try studio.wait("the help closed") { $0.popover == nil }
        try studio.resize(640, 400)
        try studio.wait("kept at the smallest size") { $0.window.width == 800 && $0.window.height == 600 }
        XCTAssertEqual(try studio.layoutProblems(), [], "the editor in French at 800×600, scale 2")
        XCTAssertEqual(try undoTooltip(studio), Self.undoTooltips["fr"])
        let folder = studio.folder
        kill(studio.process.processIdentifier, SIGKILL)
        studio.process.waitUntilExit()
        let again = try launch(["--mode", "editor"], folder: folder)
        try again.wait("French after the crash") { $0.language == "fr" }
        XCTAssertEqual(files(in: folder + "/export"), [], "no export was written")
        XCTAssertEqual(files(in: folder + "/specs"), [], "no spec was written")
        XCTAssertEqual(files(in: folder + "/config/loader-studio"), ["settings.json"], "only the settings")
    }
}
