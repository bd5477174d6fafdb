import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// The one rounding rule of the visual editors (`EditPrecision`) and the operations that compute
/// numbers with it: an added keyframe's value, per-element offsets, a stagger made from them.
/// Numbers are written in their shortest form, and an edit never rewrites the file's other
/// numbers, however long.
final class EditPrecisionTests: XCTestCase {
    func testEachQuantityHasItsPrecisionAndKeyTimesGetFinerWhenZoomed() {
        for quantity in EditPrecision.Quantity.allCases {
            XCTAssertEqual(EditPrecision.decimals(quantity), 3, "\(quantity)")
            XCTAssertEqual(EditPrecision.step(quantity), 0.001, "\(quantity)")
        }
        // 0.001 of a unit spans at most a point: 0.001; more than a point: 0.0001.
        XCTAssertEqual(EditPrecision.decimals(.keyTime, pointsPerUnit: 600), 3)
        XCTAssertEqual(EditPrecision.decimals(.keyTime, pointsPerUnit: 1000), 3, "exactly a point")
        XCTAssertEqual(EditPrecision.decimals(.keyTime, pointsPerUnit: 1001), 4)
        XCTAssertEqual(EditPrecision.step(.time, pointsPerUnit: 5000), 0.0001)
        XCTAssertEqual(EditPrecision.decimals(.value, pointsPerUnit: 5000), 3, "values keep 0.001")
        XCTAssertEqual(EditPrecision.decimals(.angle, pointsPerUnit: 5000), 3, "angles keep 0.001 rad")
        XCTAssertEqual(EditPrecision.decimals(.keyTime, pointsPerUnit: .infinity), 3)
    }

    func testRoundingWritesTheShortestFormOfTheRoundedNumber() {
        XCTAssertEqual(EditPrecision.json(0.43233743409490333, .keyTime), "0.432")
        XCTAssertEqual(EditPrecision.json(-0.13131539960232913, .value), "-0.131")
        XCTAssertEqual(EditPrecision.json(0.9621929705103487, .keyTime, pointsPerUnit: 1300), "0.9622")
        XCTAssertEqual(EditPrecision.json(0.1 + 0.2, .value), "0.3", "not 0.30000000000000004")
        XCTAssertEqual(EditPrecision.json(0.43000000000000005, .time), "0.43")
        XCTAssertEqual(EditPrecision.json(-0.0004, .value), "0", "no -0")
        XCTAssertEqual(EditPrecision.json(2, .value), "2")
        XCTAssertEqual(EditPrecision.json(-3.1315926535897933, .angle), "-3.132")
        XCTAssertEqual(EditPrecision.json(12345.67891, .value), "12345.679", "large values keep three decimals")
        XCTAssertEqual(EditPrecision.rounded(1e14 + 0.123, .value), 1e14 + 0.123, "too large to carry 0.001: as it is")
        XCTAssertEqual(EditPrecision.rounded(.infinity, .value), .infinity)
        XCTAssertTrue(EditPrecision.rounded(.nan, .value).isNaN)
        // Every rounded keyTime of a fine sweep is written with at most three decimals.
        for k in 0...2000 {
            let x = Double(k) / 1999.7
            let text = EditPrecision.json(x, .keyTime)
            XCTAssertLessThanOrEqual(Self.decimals(text), 3, text)
            XCTAssertEqual(Double(text)!, x, accuracy: 0.0005 + 1e-12)
        }
    }

    func testNumbersComputedFromWrittenOnesKeepTheirDecimals() {
        XCTAssertEqual(EditPrecision.writtenDecimals(1.25), 2)
        XCTAssertEqual(EditPrecision.writtenDecimals(3), 0)
        XCTAssertEqual(EditPrecision.writtenDecimals(1e-7), 7)
        XCTAssertEqual(EditPrecision.writtenDecimals(1.5e-7), 8)
        XCTAssertEqual(EditPrecision.writtenDecimals(0.1 + 0.2), 17)
        XCTAssertEqual(EditPrecision.rounded(0.1 * 3, .time, from: [0.1]), 0.3)
        XCTAssertEqual(
            EditPrecision.rounded(0.0333 * 3, .time, from: [0.0333, 0]), 0.0999, "the input's four decimals")
        XCTAssertEqual(EditPrecision.rounded(1.0 / 3, .time, from: [0.5]), 0.333, "at least the rule's precision")
    }

    func testQuantitiesOfTrackProperties() {
        XCTAssertEqual(EditPrecision.Quantity(property: .rotate), .angle)
        XCTAssertEqual(EditPrecision.Quantity(property: .rotateY), .angle)
        XCTAssertEqual(EditPrecision.Quantity(property: .translateX), .value)
        XCTAssertEqual(EditPrecision.Quantity(property: .opacity), .value)
    }

    // MARK: Operations

    private static let eased = """
        {
          "schemaVersion": 1,
          "name": "Eased",
          "duration": 1,
          "layout": { "type": "single", "size": 0.5 },
          "shape": { "type": "circle" },
          "tracks": [
            { "property": "scale", "keyTimes": [0, 0.3, 1], "values": [1, 0.3, 1], "easing": "easeInOut" },
            { "property": "rotate", "keyTimes": [0, 1], "values": [0, 6.283185307179586] },
            { "property": "opacity", "keyTimes": [0, 0.43233743409490333, 1], "values": [1, 0.123456789, 1] }
          ]
        }

        """

    private func perform(_ operation: SpecOperation, on text: String) throws -> String {
        let result = try SpecEditor.perform(operation, on: Array(text.utf8))
        XCTAssertTrue(result.isValid, result.problems.joined())
        return String(decoding: result.bytes, as: UTF8.self)
    }

    /// The items of the track's array `key` as written, track `track` of `text`.
    private static func items(_ text: String, track: Int, _ key: String) -> [String] {
        let tree = SpecSyntaxTree(Array(text.utf8))
        guard let list = tree.node(at: JSONPath(parsing: "tracks[\(track)].\(key)")!) else { return [] }
        return tree.children(of: list).map { tree.text(of: $0) }
    }

    private static func decimals(_ number: String) -> Int {
        if number.contains("e") { return 99 }
        return number.firstIndex(of: ".").map { number.distance(from: $0, to: number.endIndex) - 1 } ?? 0
    }

    func testAnAddedKeyframesValueIsRoundedToThreeDecimals() throws {
        let spec = try IndicatorSpec(json: Self.eased)
        for (track, time) in [(0, 0.677), (0, 0.1234), (1, 0.37), (2, 0.61)] {
            let text = try perform(
                .addKeyframe(track: JSONPath(parsing: "tracks[\(track)]")!, time: time), on: Self.eased)
            let times = Self.items(text, track: track, "keyTimes"), values = Self.items(text, track: track, "values")
            let index = try XCTUnwrap(times.firstIndex(of: SpecNumberText.format(time)), "\(times)")
            let written = values[index]
            XCTAssertLessThanOrEqual(Self.decimals(written), 3, "track \(track) at \(time): \(written)")
            let exact = Self.value(of: spec.parts[0].tracks[track], at: time)
            XCTAssertEqual(
                try XCTUnwrap(Double(written)), exact, accuracy: 0.0005 + 1e-12, "the curve's value there, rounded")
            XCTAssertEqual(try XCTUnwrap(Double(written)), (exact * 1000).rounded() / 1000, accuracy: 1e-12)
        }
    }

    func testAnEditNeverRewritesTheFilesOtherNumbers() throws {
        // A keyframe added to the opacity track between its long numbers: they keep their bytes.
        let text = try perform(.addKeyframe(track: JSONPath(parsing: "tracks[2]")!, time: 0.7), on: Self.eased)
        XCTAssertEqual(Self.items(text, track: 2, "keyTimes"), ["0", "0.43233743409490333", "0.7", "1"])
        XCTAssertEqual(Self.items(text, track: 2, "values")[1], "0.123456789")
        XCTAssertLessThanOrEqual(Self.decimals(Self.items(text, track: 2, "values")[2]), 3)
        XCTAssertEqual(
            Self.items(text, track: 1, "values"), ["0", "6.283185307179586"], "another track keeps its bytes")
        // Moving another keyframe of that track leaves the long keyTime as it is.
        let moved = try perform(.moveKeyframe(track: JSONPath(parsing: "tracks[2]")!, index: 2, time: 0.8), on: text)
        XCTAssertEqual(Self.items(moved, track: 2, "keyTimes"), ["0", "0.43233743409490333", "0.8", "1"])
        XCTAssertEqual(moved.utf8.count, text.utf8.count, "only the one keyTime's bytes changed")
    }

    func testOffsetsFromAStaggerAreTheDecimalSumsAndAStaggerFromOffsetsIsRounded() throws {
        let dots = """
            {"schemaVersion": 1, "name": "Dots", "duration": 2, "layout": {"type": "row", "count": 12, "gap": 0.01},
             "shape": {"type": "circle"}, "stagger": {"each": 0.1}, "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, 0]}]}
            """
        let text = try perform(.addElementOffsets(part: JSONPath()), on: dots)
        XCTAssertTrue(text.contains(#""stagger": [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1]"#), text)
        let fine = dots.replacingOccurrences(of: #"{"each": 0.1}"#, with: #"{"each": 0.0333, "start": 0.05}"#)
        let fineText = try perform(.addElementOffsets(part: JSONPath()), on: fine)
        XCTAssertTrue(fineText.contains(#""stagger": [0.05, 0.0833, 0.1166, 0.1499,"#), fineText)
        XCTAssertEqual(
            try perform(.removeElementOffsets(part: JSONPath()), on: fineText), fine, "and back to the stagger")
        // Offsets that are not evenly spaced: `each` is the first step, rounded as a time.
        let uneven = dots.replacingOccurrences(of: #"{"each": 0.1}"#, with: "[0.1, 0.2337777777777, 0.5]")
        let stagger = try perform(.removeElementOffsets(part: JSONPath()), on: uneven)
        XCTAssertTrue(stagger.contains(#""stagger": {"each": 0.1337777777777, "start": 0.1}"#), stagger)
        let coarse = dots.replacingOccurrences(of: #"{"each": 0.1}"#, with: "[0.1, 0.25, 0.7]")
        XCTAssertTrue(
            try perform(.removeElementOffsets(part: JSONPath()), on: coarse).contains(
                #""stagger": {"each": 0.15, "start": 0.1}"#))
    }

    /// The track's eased value at keyTime `t` (LoaderKit's interpolation, numbers only).
    private static func value(of track: IndicatorSpec.Track, at t: Double) -> Double {
        let times = track.keyTimes
        let values: [Double] = track.values.map { value -> Double in
            if case .number(let x) = value { return x }
            return 0
        }
        guard let k = times.lastIndex(where: { $0 <= t }), k + 1 < times.count else { return values.last ?? 0 }
        let u = (t - times[k]) / (times[k + 1] - times[k])
        let easing: IndicatorSpec.Easing = track.easing?.easing(forSegment: k) ?? .linear
        return values[k] + (values[k + 1] - values[k]) * easing.ease(u)
    }
}
