import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// The per-element timing lists created and removed, and rest values removed: the motion stays
/// where it should, the text changes by the list or the member only, and creating then removing
/// gives back the bytes.
final class EditTimingOperationTests: XCTestCase {
    /// A row of three dots staggered by 0.15 s from 0.1 s, with one rest value, in parts.
    private let spec = """
        {
          "schemaVersion": 1,
          "name": "Dots",
          "duration": 1.2,
          "params": { "count": 3 },
          "parts": [
            {
              "layout": { "type": "row", "count": { "$param": "count" }, "gap": 0.1 },
              "shape": { "type": "circle" },
              "stagger": { "each": 0.15, "start": 0.1 },
              "rest": { "opacity": 0.5 },
              "tracks": [{ "property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.4, 1] }]
            }
          ]
        }

        """
    private let part = JSONPath(parsing: "parts[0]")!

    private func perform(_ operation: SpecOperation, on text: String? = nil) throws -> (
        text: String, result: SpecEditResult
    ) {
        let bytes = Array((text ?? spec).utf8)
        let result = try SpecEditor.perform(operation, on: bytes)
        XCTAssertEqual(SpecTextEdit.apply(result.textEdits, to: bytes), result.bytes)
        return (String(decoding: result.bytes, as: UTF8.self), result)
    }

    private func states(_ text: String) throws -> [[ElementState]] {
        let evaluator = try XCTUnwrap(IndicatorSpec.checkAndPrepare(bytes: Array(text.utf8)).evaluator)
        return [0, 0.12, 0.3, 0.55, 1.4].map { evaluator.states(at: $0) }
    }

    /// The two texts' motion at the sample times: every state field within 1e-12 (offsets
    /// written as decimals differ from LoaderKit's `start + each·i` in the last binary digit).
    private func assertSameMotion(_ a: String, _ b: String, _ message: String, line: UInt = #line) throws {
        let (x, y) = (try states(a), try states(b))
        XCTAssertEqual(x.map(\.count), y.map(\.count), message, line: line)
        for (left, right) in zip(x.joined(), y.joined()) {
            XCTAssertEqual(left.index, right.index, line: line)
            for (u, v) in zip(Self.fields(left), Self.fields(right)) {
                XCTAssertEqual(u, v, accuracy: 1e-12, "\(message): element \(left.index)", line: line)
            }
        }
    }

    private static func fields(_ s: ElementState) -> [Double] {
        [
            s.cx, s.cy, s.width, s.height, s.scaleX, s.scaleY, s.opacity, s.rotate, s.rotateX, s.rotateY, s.translateX,
            s.translateY,
            s.strokeStart, s.strokeEnd, s.groupScaleX, s.groupScaleY, s.groupRotate, s.groupTranslateX,
            s.groupTranslateY,
        ]
    }

    func testOffsetsAreSeededFromTheStaggerAndRemovedBackToIt() throws {
        let (text, result) = try perform(.addElementOffsets(part: part))
        XCTAssertTrue(result.isValid, result.problems.joined())
        XCTAssertTrue(text.contains(#""stagger": [0.1, 0.25, 0.4],"#), text)
        XCTAssertEqual(try states(text), try states(spec), "the motion stays")
        XCTAssertThrowsError(try perform(.addElementOffsets(part: part), on: text)) { error in
            XCTAssertEqual((error as? SpecEditError)?.kind, .notApplicable)
        }
        let back = try perform(.removeElementOffsets(part: part), on: text)
        XCTAssertTrue(back.text.contains(#""stagger": { "each": 0.15, "start": 0.1 },"#), back.text)
        XCTAssertEqual(back.text, spec, "an evenly spaced list gives the stagger back")
        XCTAssertThrowsError(try perform(.removeElementOffsets(part: part)))
    }

    func testOffsetsWithoutAStaggerAreZeroAndRemovingThemRemovesTheStagger() throws {
        let plain = spec.replacingOccurrences(of: "      \"stagger\": { \"each\": 0.15, \"start\": 0.1 },\n", with: "")
        let (text, result) = try perform(.addElementOffsets(part: part), on: plain)
        XCTAssertTrue(result.isValid)
        XCTAssertTrue(text.contains(#""stagger": [0, 0, 0]"#), text)
        XCTAssertEqual(try perform(.removeElementOffsets(part: part), on: text).text, plain)
        // A list that is not evenly spaced keeps its first offset and first step.
        let uneven = text.replacingOccurrences(of: "[0, 0, 0]", with: "[0.2, 0.3, 0.9]")
        let back = try perform(.removeElementOffsets(part: part), on: uneven).text
        XCTAssertTrue(back.contains(#""stagger": { "each": 0.1, "start": 0.2 }"#), back)
    }

    func testOffsetsFollowTheElementCountAtTheDefaultParams() throws {
        // start + each·i as the decimal arithmetic gives it: 0.55, where LoaderKit computes
        // 0.1 + 0.15·3 as 0.5499999999999999 (the motion moves by that last digit only).
        let five = spec.replacingOccurrences(of: #""count": 3 }"#, with: #""count": 4.5 }"#)
        let text = try perform(.addElementOffsets(part: part), on: five).text
        XCTAssertTrue(text.contains(#""stagger": [0.1, 0.25, 0.4, 0.55, 0.7],"#), text)
        try assertSameMotion(text, five, "the motion stays")
        // For tuned params with more elements: the extra ones follow the stagger too.
        let tuned = try perform(.addElementOffsets(part: part, atLeast: 4)).text
        XCTAssertTrue(tuned.contains(#""stagger": [0.1, 0.25, 0.4, 0.55],"#), tuned)
        XCTAssertEqual(try states(tuned), try states(spec), "LoaderKit ignores the extra entry")
        let evaluator = try IndicatorEvaluator(
            spec: try XCTUnwrap(IndicatorSpec.checkAndPrepare(bytes: Array(tuned.utf8)).spec),
            params: ["count": 4])
        XCTAssertEqual(evaluator.parts[0].offsets.count, 4, "four elements have their offsets")
        XCTAssertTrue(
            try perform(.addElementOffsets(part: part, atLeast: 2)).text.contains(#""stagger": [0.1, 0.25, 0.4],"#),
            "never fewer than the default params make")
        XCTAssertTrue(
            try perform(.addElementDurations(part: part, atLeast: 5)).text.contains(
                #""durations": [1.2, 1.2, 1.2, 1.2, 1.2]"#))
    }

    func testDurationsAreThePartsCycleAndRemovedAgain() throws {
        let (text, result) = try perform(.addElementDurations(part: part))
        XCTAssertTrue(result.isValid, result.problems.joined())
        XCTAssertEqual(result.textEdits.count, 1)
        XCTAssertTrue(text.contains(#""durations": [1.2, 1.2, 1.2]"#), text)
        XCTAssertEqual(try states(text), try states(spec))
        XCTAssertThrowsError(try perform(.addElementDurations(part: part), on: text))
        XCTAssertEqual(try perform(.removeElementDurations(part: part), on: text).text, spec)
        XCTAssertThrowsError(try perform(.removeElementDurations(part: part)))
        // A part duration of its own wins over the spec's.
        let own = spec.replacingOccurrences(
            of: "\"shape\": { \"type\": \"circle\" },",
            with: "\"shape\": { \"type\": \"circle\" },\n      \"duration\": 0.8,")
        XCTAssertTrue(
            try perform(.addElementDurations(part: part), on: own).text.contains(#""durations": [0.8, 0.8, 0.8]"#))
    }

    func testRemovingTheLastRestValueRemovesRestAndAddingItBackGivesTheBytes() throws {
        let (text, result) = try perform(.removeRest(part: part, property: "opacity"))
        XCTAssertTrue(result.isValid)
        let withoutRest = spec.replacingOccurrences(of: "      \"rest\": { \"opacity\": 0.5 },\n", with: "")
        XCTAssertEqual(text, withoutRest)
        // One of two goes alone; the other stays as written.
        let two = spec.replacingOccurrences(of: #"{ "opacity": 0.5 }"#, with: #"{ "opacity": 0.5, "rotate": 0.3 }"#)
        XCTAssertTrue(
            try perform(.removeRest(part: part, property: "opacity"), on: two).text.contains(
                #""rest": { "rotate": 0.3 },"#))
        XCTAssertTrue(
            try perform(.removeRest(part: part, property: "rotate"), on: two).text.contains(
                #""rest": { "opacity": 0.5 },"#))
        XCTAssertThrowsError(try perform(.removeRest(part: part, property: "scale"))) { error in
            XCTAssertEqual((error as? SpecEditError)?.kind, .notApplicable)
        }
        XCTAssertThrowsError(try perform(.removeRest(part: part, property: "opacity"), on: withoutRest))
    }
}
