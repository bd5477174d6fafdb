import ControlProtocol
import Foundation
import StudioInspection
import XCTest

/// The control channel of a real window: unknown and malformed lines are refused with a
/// message naming them, each as one line of JSON, and the studio answers on as before.
final class ControlChannelJourneys: JourneyTestCase {
    func testMalformedRequestsAreRefusedAndTheStudioAnswersOn() throws {
        let studio = try launch(["--mode", "gallery"])
        try studio.wait("the gallery") { $0.mode == "gallery" }
        let refusals = [
            ("stat", "unknown request \"stat\"; known: \(ControlRequest.names.joined(separator: ", "))"),
            ("pixels 1 2", "pixels takes four integers: X Y WIDTH HEIGHT (device pixels)"),
            (
                "state please",
                "unknown request \"state please\"; known: \(ControlRequest.names.joined(separator: ", "))"
            ),
        ]
        for (line, message) in refusals {
            let answer = try studio.requestLine(line)
            XCTAssertEqual(answer, ControlJSON.line(ControlError(message)), line)
            XCTAssertThrowsError(try ControlJSON.decode(StudioState.self, from: answer)) { error in
                XCTAssertEqual((error as? ControlError)?.error, message)
            }
        }
        XCTAssertEqual(try studio.state().mode, "gallery", "the studio answers on")
        XCTAssertFalse(try studio.layoutProblems().contains { $0.isEmpty })
        assertAlive(studio, "after the refusals")
    }
}
