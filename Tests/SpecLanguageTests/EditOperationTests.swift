import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class EditOperationTests: XCTestCase {
    private let spec = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1,
          "params": { "low": 0.2 },
          "layout": { "type": "single", "size": 0.4 },
          "shape": { "type": "circle" },
          "rest": { "opacity": 0.5 },
          "tracks": [
            {
              "property": "scale",
              "keyTimes": [0, 0.5, 1],
              "values": [1, { "$param": "low" }, 1],
              "easing": ["easeIn", [0.2, 0.7, 0.4, 1]]
            }
          ],
          "x-note": "kept"
        }

        """
    private let track = JSONPath(parsing: "tracks[0]")!

    private func perform(_ operation: SpecOperation) throws -> (text: String, result: SpecEditResult) {
        let result = try SpecEditor.perform(operation, on: Array(spec.utf8))
        XCTAssertEqual(SpecTextEdit.apply(result.textEdits, to: Array(spec.utf8)), result.bytes)
        return (String(decoding: result.bytes, as: UTF8.self), result)
    }

    private func value(_ text: String, _ path: String) throws -> String {
        let tree = SpecSyntaxTree(text)
        return tree.text(of: try XCTUnwrap(tree.node(at: JSONPath(parsing: path)!), path))
    }

    func testMoveKeyframeClampsBetweenItsNeighbours() throws {
        XCTAssertEqual(
            try value(try perform(.moveKeyframe(track: track, index: 1, time: 0.3)).text, "tracks[0].keyTimes"),
            "[0, 0.3, 1]")
        XCTAssertEqual(
            try value(try perform(.moveKeyframe(track: track, index: 1, time: 1.7)).text, "tracks[0].keyTimes"),
            "[0, 1, 1]")
        XCTAssertEqual(
            try value(try perform(.moveKeyframe(track: track, index: 0, time: 0.75)).text, "tracks[0].keyTimes"),
            "[0.5, 0.5, 1]")
        XCTAssertEqual(
            try value(try perform(.moveKeyframe(track: track, index: 2, time: -3)).text, "tracks[0].keyTimes"),
            "[0, 0.5, 0.5]")
        XCTAssertThrowsError(try perform(.moveKeyframe(track: track, index: 3, time: 0.3)))
        XCTAssertThrowsError(try perform(.moveKeyframe(track: track, index: 1, time: .nan)))
    }

    func testAddKeyframeKeepsTheValueAndSplitsTheSegmentsEasing() throws {
        let (text, result) = try perform(.addKeyframe(track: track, time: 0.25))
        XCTAssertTrue(result.isValid, result.problems.joined())
        XCTAssertEqual(try value(text, "tracks[0].keyTimes"), "[0, 0.25, 0.5, 1]")
        // The eased value of the first segment (easeIn, from 1 to the param's 0.2) at u = 0.5
        // (0.7477145499952855), rounded to 0.001 as the visual editors write values.
        let expected = 1 + (0.2 - 1) * IndicatorSpec.Easing.easeIn.ease(0.5)
        XCTAssertEqual(try value(text, "tracks[0].values[1]"), "0.748")
        XCTAssertEqual(try value(text, "tracks[0].easing"), #"["easeIn", "easeIn", [0.2, 0.7, 0.4, 1]]"#)
        // The evaluator shows the written value at the new keyframe: the curve's, to 0.0005.
        let before = try XCTUnwrap(IndicatorSpec.checkAndPrepare(bytes: Array(spec.utf8)).evaluator).states(at: 0.25)
        let after = try XCTUnwrap(IndicatorSpec.checkAndPrepare(bytes: result.bytes).evaluator).states(at: 0.25)
        XCTAssertEqual(before[0].scaleX, expected, accuracy: 1e-12)
        XCTAssertEqual(after[0].scaleX, 0.748, accuracy: 1e-12)
        XCTAssertThrowsError(try perform(.addKeyframe(track: track, time: 0.5)))
    }

    func testRemoveKeyframeTakesItsValueAndSegmentEasing() throws {
        let text = try perform(.removeKeyframe(track: track, index: 1)).text
        XCTAssertEqual(try value(text, "tracks[0].keyTimes"), "[0, 1]")
        XCTAssertEqual(try value(text, "tracks[0].values"), "[1, 1]")
        XCTAssertEqual(try value(text, "tracks[0].easing"), "[\"easeIn\"]")
        let tooFew = try SpecEditor.perform(.removeKeyframe(track: track, index: 0), on: Array(text.utf8))
        XCTAssertEqual(tooFew.problems.first, "tracks[0].keyTimes needs at least 2 entries")
    }

    func testEasingIsSetAndRemoved() throws {
        XCTAssertEqual(
            try value(try perform(.setEasing(track: track, json: #""easeInOut""#)).text, "tracks[0].easing"),
            #""easeInOut""#)
        let removed = try perform(.setEasing(track: track, json: nil)).text
        XCTAssertTrue(removed.contains("\"values\": [1, { \"$param\": \"low\" }, 1]\n    }"), removed)
    }

    func testLayoutAndShapeTypesBecomeValidObjects() throws {
        let ring = try perform(.setLayoutType(part: JSONPath(), type: "ring"))
        XCTAssertTrue(ring.result.isValid, ring.result.problems.joined())
        XCTAssertEqual(try value(ring.text, "layout"), #"{ "type": "ring", "count": 3, "itemSize": 0.4 }"#)
        let grid = try perform(.setLayoutType(part: JSONPath(), type: "grid"))
        XCTAssertEqual(try value(grid.text, "layout"), #"{ "type": "grid", "columns": 3, "rows": 3, "gap": 0.1 }"#)
        let shape = try perform(.setShapeType(part: JSONPath(), type: "ring"))
        XCTAssertEqual(try value(shape.text, "shape"), #"{ "type": "ring", "strokeWidth": 0.1 }"#)
        XCTAssertTrue(shape.result.isValid)
        XCTAssertThrowsError(try perform(.setShapeType(part: JSONPath(), type: "hexagon"))) { error in
            XCTAssertTrue((error as? SpecEditError)?.message.contains("\"circle\", \"rect\"") == true)
        }
    }

    func testASecondPartMovesThePartFieldsAndKeepsEveryOtherMember() throws {
        let (text, result) = try perform(.addPart)
        XCTAssertTrue(result.isValid, result.problems.joined())
        let root = try EditModel(parsing: text)
        XCTAssertEqual(root.keys, ["schemaVersion", "name", "duration", "params", "x-note", "parts"])
        let original = try EditModel(parsing: spec)
        let first = try XCTUnwrap(root["parts"]?.items?.first)
        XCTAssertEqual(first.keys, ["layout", "shape", "rest", "tracks"])
        for key in first.keys { XCTAssertEqual(first[key], original[key], key) }
        XCTAssertEqual(root["parts"]?.items?.count, 2)
        // The moved members keep their one-line objects.
        XCTAssertTrue(text.contains("\n      \"layout\": { \"type\": \"single\", \"size\": 0.4 },\n"), text)
        let duplicated = try SpecEditor.perform(.duplicatePart(index: 1), on: result.bytes)
        let moved = try SpecEditor.perform(.movePart(from: 2, to: 0), on: duplicated.bytes)
        let parts = try XCTUnwrap(EditModel(parsing: String(decoding: moved.bytes, as: UTF8.self))["parts"]?.items)
        XCTAssertEqual(parts.count, 3)
        XCTAssertEqual(parts[0], parts[2])
        XCTAssertEqual(parts[1], first)
        let removed = try SpecEditor.perform(.removePart(index: 0), on: moved.bytes)
        XCTAssertEqual(try EditModel(parsing: String(decoding: removed.bytes, as: UTF8.self))["parts"]?.items?.count, 2)
        XCTAssertThrowsError(try perform(.removePart(index: 0)))
    }

    func testAddTrackStartsAtTheRestValue() throws {
        let opacity = try perform(.addTrack(part: JSONPath(), group: false, property: "opacity")).text
        XCTAssertEqual(try value(opacity, "tracks[1].values"), "[0.5, 0.5]")
        let scaleX = try perform(.addTrack(part: JSONPath(), group: false, property: "scaleX")).text
        XCTAssertEqual(try value(scaleX, "tracks[1].values"), "[1, 1]")
        XCTAssertEqual(try value(scaleX, "tracks[1].keyTimes"), "[0, 1]")
        let group = try perform(.addTrack(part: JSONPath(), group: true, property: "rotate"))
        XCTAssertTrue(group.result.isValid)
        XCTAssertEqual(try value(group.text, "groupTracks[0].values"), "[0, 0]")
        XCTAssertThrowsError(try perform(.addTrack(part: JSONPath(), group: true, property: "rotateX")))
        XCTAssertThrowsError(try perform(.addTrack(part: JSONPath(), group: false, property: "colour")))
        let duplicate = try perform(.addTrack(part: JSONPath(), group: false, property: "scale")).result
        XCTAssertFalse(duplicate.isValid)
    }

    func testRemoveTrackAndSet() throws {
        let removed = try perform(.removeTrack(track: track)).result
        XCTAssertEqual(removed.problems, ["the spec needs at least one track or group track"])
        let set = try perform(.set(JSONPath(parsing: "layout.size")!, json: "0.6")).text
        XCTAssertEqual(try value(set, "layout"), #"{ "type": "single", "size": 0.6 }"#)
        XCTAssertThrowsError(try perform(.setKeyframeValue(track: track, index: 5, json: "1")))
        XCTAssertEqual(
            try value(
                try perform(.setKeyframeValue(track: track, index: 1, json: #"{"$param": "low"}"#)).text,
                "tracks[0].values[1]"), #"{ "$param": "low" }"#, "one-line objects padded as the file pads them")
    }
}
