import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// The whole window: every mode in both themes, the window at the sizes people use (no
/// overlaps, nothing outside, the screen current after each resize), and typing to filter.
final class WindowJourneys: JourneyTestCase {
    static let modes = ["gallery", "editor", "progress", "skeleton", "scenes"]

    func testEveryModeInBothThemes() throws {
        let studio = try launch()
        for theme in ["light", "dark"] {
            if try studio.state().theme != theme {
                try studio.click("toolbar.theme")
                try studio.wait("the \(theme) theme") { $0.theme == theme }
            }
            for mode in Self.modes {
                try studio.click("mode.\(mode)")
                try studio.wait("\(mode) mode") { $0.mode == mode }
                try studio.assertScreenIsCurrent("\(mode) in \(theme)")
                let problems = try studio.layoutProblems()
                XCTAssertEqual(problems, [], "\(mode) in \(theme)")
            }
        }
        assertAlive(studio, "after every mode")
    }

    func testResizingToEverySize() throws {
        let studio = try launch()
        for (width, height) in [(800, 600), (1024, 700), (1280, 800), (1920, 1080), (640, 400)] {
            try studio.resize(width, height)
            let expected = (max(width, 800), max(height, 600))
            try studio.wait("\(width)×\(height)") {
                $0.window.width == Double(expected.0) && $0.window.height == Double(expected.1)
            }
            for mode in Self.modes {
                try studio.click("mode.\(mode)")
                try studio.wait("\(mode) mode") { $0.mode == mode }
                let problems = try studio.layoutProblems()
                XCTAssertEqual(
                    problems, [],
                    "\(mode) at \(expected.0)×\(expected.1):\n" + problems.prefix(10).joined(separator: "\n"))
                if expected.0 < studio.server.width || expected.1 < studio.server.height {
                    try studio.assertScreenIsCurrent("\(mode) at \(expected.0)×\(expected.1)")
                }
            }
        }
    }

    func testTypingFiltersWithoutLosingKeysToShortcuts() throws {
        let studio = try launch(["--mode", "gallery"])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        for (typed, shown) in [("timer", ["Timer"]), ("200", []), ("T", nil)] as [(String, [String]?)] {
            try studio.key("Escape")
            try studio.wait("an empty filter") { $0.gallery.filter == "" }
            try studio.type(typed)
            let state = try studio.wait("the filter \(typed)") { $0.gallery.filter == typed }
            XCTAssertEqual(state.mode, "gallery", "typing \(typed) stays in the gallery")
            XCTAssertEqual(state.theme, "light", "typing \(typed) keeps the theme")
            if let shown { XCTAssertEqual(state.gallery.shown, shown) }
            try studio.assertScreenIsCurrent("filtered by \(typed)")
        }
    }
}
