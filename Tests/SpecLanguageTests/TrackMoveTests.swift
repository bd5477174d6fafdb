import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// The common moves: each adds one valid track with its keyframes in one edit, or replaces the
/// part's track of the same property in its place.
final class TrackMoveTests: XCTestCase {
    static let dot = """
        {
          "schemaVersion": 1,
          "name": "Dot",
          "duration": 1,
          "layout": { "type": "single" },
          "shape": { "type": "circle" },
          "tracks": [{ "property": "scale", "keyTimes": [0, 1], "values": [1, 1] }]
        }
        """

    private func perform(_ move: TrackMove, group: Bool = false, on text: String = dot) throws -> IndicatorSpec {
        let result = try SpecEditor.perform(
            .addMove(part: JSONPath([]), group: group, move: move), on: Array(text.utf8))
        XCTAssertEqual(result.problems, [], "\(move)")
        return try IndicatorSpec(json: String(decoding: result.bytes, as: UTF8.self))
    }

    func testEachMoveAddsItsTrackWithItsKeyframes() throws {
        let hop = try perform(.hop).parts[0].tracks
        XCTAssertEqual(hop.count, 2)
        XCTAssertEqual(hop[1].property, .translateY)
        XCTAssertEqual(hop[1].keyTimes, [0, 0.5, 1])
        XCTAssertEqual(hop[1].values, [.number(0), .number(-0.2), .number(0)])
        let spin = try perform(.spin).parts[0].tracks[1]
        XCTAssertEqual(spin.property, .rotate)
        XCTAssertEqual(spin.values, [.number(0), .number(2 * Double.pi)])
        for move in TrackMove.allCases {
            let tracks = try perform(move).parts[0].tracks
            XCTAssertEqual(tracks.last?.property, move.property, "\(move)")
            let grouped = try perform(move, group: true).parts[0].groupTracks
            XCTAssertEqual(grouped.map(\.property), [move.property], "\(move) on the group")
        }
    }

    func testAMoveReplacesTheTrackOfItsPropertyInItsPlace() throws {
        let tracks = try perform(.pulse).parts[0].tracks
        XCTAssertEqual(tracks.map(\.property), [.scale], "the scale track replaced, not doubled")
        XCTAssertEqual(tracks[0].values, [.number(1), .number(0.6), .number(1)])
    }

    func testTheTextGainsOnlyTheTrack() throws {
        let result = try SpecEditor.perform(
            .addMove(part: JSONPath([]), group: false, move: .fadeIn), on: Array(Self.dot.utf8))
        let text = String(decoding: result.bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(Self.dot.components(separatedBy: "\"tracks\"")[0]), text)
        XCTAssertTrue(text.contains(#""keyTimes": [0, 1], "values": [0, 1], "easing": "easeOut""#), text)
    }
}
