import ControlProtocol
import Foundation
import StudioInspection
import TestSupport
import XCTest

/// 400 seeded random keys, clicks, drags and wheel turns over the whole window: the studio
/// stays alive, its incremental frames stay equal to full redraws, and it writes no file
/// outside the export folder (and its settings, and the drafts of what it edited).
final class MonkeyJourneys: JourneyTestCase {
    /// Keys a user might press anywhere (Ctrl+Q, which quits, is left out).
    static let keys = [
        "a", "t", "i", "o", "f", "1", "2", "0", "slash", "question", "space", "Return", "Escape", "Tab",
        "shift+Tab", "Left", "Right", "Up", "Down", "Home", "End", "Page_Up", "Page_Down", "BackSpace",
        "Delete", "bracketleft", "bracketright", "F1", "ctrl+z", "ctrl+shift+z", "ctrl+y", "ctrl+s",
        "ctrl+e", "ctrl+f", "ctrl+t", "ctrl+1", "ctrl+2", "ctrl+3", "ctrl+4", "ctrl+a", "shift+Right",
    ]

    func testFourHundredRandomActions() throws {
        let studio = try launch()
        let before = snapshot(studio)
        var random = SeededGenerator(seed: 20261201)
        let (width, height) = try studio.windowSize()
        for step in 1...400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                try studio.key(Self.keys.randomElement(using: &random)!)
            case 5..<8:
                try studio.click(Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
            case 8:
                let from = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
                let to = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
                try studio.drag(from: from, to: to, steps: 3)
            default:
                try studio.x([
                    "mousemove", "--window", studio.windowID, "\(Int.random(in: 0..<width, using: &random))",
                    "\(Int.random(in: 0..<height, using: &random))",
                    "click", Bool.random(using: &random) ? "4" : "5",
                ])
            }
            if step % 50 == 0 {
                assertAlive(studio, "after \(step) random actions")
                _ = try studio.state()
            }
        }
        try studio.key("Escape")
        try studio.assertScreenIsCurrent("after 400 random actions")
        assertAlive(studio, "at the end")
        XCTAssertEqual(
            snapshot(studio), before, "no file written outside the export folder, the settings and the drafts")
        // The state holds nothing but drafts: the unsaved text of a document the actions edited,
        // kept so a crash loses nothing.
        let state = (FileManager.default.enumerator(atPath: studio.stateFolder)?.allObjects as? [String]) ?? []
        for file in state where file.hasSuffix(".json") {
            XCTAssertTrue(file.hasPrefix("loader-studio/drafts/"), "\(file) is a draft")
        }
    }

    /// Every file under the session folder except the export folder, the settings and the state
    /// (drafts), with its size.
    private func snapshot(_ studio: StudioSession) -> [String: Int] {
        var files: [String: Int] = [:]
        let skipped = [studio.exportFolder, studio.configFolder, studio.stateFolder, studio.folder + "/control.sock"]
        guard let walker = FileManager.default.enumerator(atPath: studio.folder) else { return files }
        for case let relative as String in walker {
            let path = studio.folder + "/" + relative
            if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
            files[relative] = size
        }
        return files
    }
}
