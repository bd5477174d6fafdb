import Foundation
import Localization
import XCTest

/// A journey: the real studio in a real X window, driven by real input. `launch` starts a
/// session that ends with the test; on failure its folder (settings, exports, specs) and a
/// screenshot (`failure.ppm`) are kept and named in the log. The studio speaks the language
/// `JOURNEY_LANGUAGE` gives the class (`JourneyLanguage`; English unless told).
class JourneyTestCase: XCTestCase {
    private var sessions: [StudioSession] = []

    /// The language this class's journeys run the studio in; a class whose journeys choose the
    /// languages themselves overrides it (`LanguageJourneys`).
    var journeyLanguage: Language {
        get throws { try JourneyLanguage.language(for: String(describing: type(of: self))) }
    }

    /// Starts the studio (see `StudioSession.init`) in `journeyLanguage`.
    func launch(
        _ arguments: [String] = [], folder: String? = nil, window: (Int, Int) = (1280, 800),
        environment: [String: String] = [:]
    ) throws -> StudioSession {
        let session = try StudioSession(
            arguments, folder: folder, window: window, environment: environment, language: try journeyLanguage)
        sessions.append(session)
        return session
    }

    override func tearDown() {
        let failed = (testRun?.failureCount ?? 0) + (testRun?.unexpectedExceptionCount ?? 0) > 0
        for session in sessions {
            if failed {
                try? session.server.screen().writePPM(to: session.folder + "/failure.ppm")
            }
            let running = session.process.isRunning
            session.close(keepFolder: failed)
            if failed {
                print(
                    "journey folder kept: \(session.folder) (running at the end: \(running)); stderr: \(session.stderrText())"
                )
            }
        }
        sessions.removeAll()
        super.tearDown()
    }

    /// Asserts the studio is still running.
    func assertAlive(_ session: StudioSession, _ step: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            session.process.isRunning, "\(step): the studio ended: \(session.stderrText())", file: file, line: line)
    }

    /// Writes a spec file into the session's specs folder; returns its path.
    @discardableResult
    func writeSpec(_ session: StudioSession, _ name: String, _ text: String) throws -> String {
        let path = session.specsFolder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The files in a folder (names, sorted).
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}

/// Spec files the journeys write.
enum JourneySpecs {
    /// A row of `count` dots (a param, default `count`) fading in turn; `minScale` a second param.
    static func dots(count: Int = 3, name: String = "Dots") -> String {
        """
        {
          "schemaVersion": 1,
          "name": "\(name)",
          "duration": 1,
          "params": { "count": \(count), "minScale": 0.4 },
          "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
          "shape": { "type": "circle" },
          "stagger": { "each": 0.15 },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, { "$param": "minScale" }, 1] },
            { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1] }
          ]
        }

        """
    }
}
