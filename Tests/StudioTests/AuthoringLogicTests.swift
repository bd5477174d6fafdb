import LoaderKitCore
import SpecLanguage
import XCTest
@testable import Studio

/// The forms' logic without views: the schema's lists, which fields show for each type, the
/// target of a selection, the easing JSON, ranges and the playhead within a segment.
final class AuthoringLogicTests: XCTestCase {
    private let schema = SchemaForms.loaderKit

    func testTheSchemaGivesTheTypesAndTheirFields() {
        XCTAssertEqual(schema.types(.layout), ["single", "stack", "row", "grid", "ring"])
        XCTAssertEqual(schema.types(.shape), ["circle", "rect", "ring", "triangle", "line"])
        let fields: [String: [String]] = [
            "single": ["size", "width", "height", "x", "y"],
            "stack": ["count", "size", "width", "height", "x", "y"],
            "row": ["count", "gap", "itemWidth", "itemHeight"],
            "grid": ["columns", "rows", "gap"],
            "ring": ["count", "itemSize", "itemWidth", "itemHeight", "startAngle", "orient"],
        ]
        for (type, names) in fields {
            XCTAssertEqual(schema.fields(.layout, type: type).map(\.name), names, type)
        }
        XCTAssertEqual(
            schema.fields(.shape, type: "ring").map(\.name), ["strokeWidth", "startAngle", "sweep", "segments"])
        XCTAssertEqual(schema.fields(.shape, type: "rect").map(\.name), ["cornerRadius"])
        XCTAssertEqual(schema.fields(.shape, type: "triangle").map(\.name), [])
        XCTAssertEqual(schema.fields(.layout, type: "spiral").map(\.name), [], "an unknown type has no form")
        let orient = schema.fields(.layout, type: "ring").first { $0.name == "orient" }
        XCTAssertEqual(orient?.isBoolean, true)
        XCTAssertEqual(orient?.acceptsParam, false)
        let gap = schema.fields(.layout, type: "row").first { $0.name == "gap" }
        XCTAssertEqual(gap?.acceptsParam, true)
        XCTAssertEqual(gap?.isRequired, true)
        XCTAssertEqual(gap?.description, "Space between two elements.")
        XCTAssertEqual(schema.fields(.layout, type: "row").first { $0.name == "itemWidth" }?.isRequired, false)
    }

    func testTheSchemaGivesThePropertiesAndTheNamedEasings() {
        XCTAssertEqual(schema.properties(group: false).count, 11)
        XCTAssertEqual(
            schema.properties(group: true),
            ["scale", "scaleX", "scaleY", "opacity", "rotate", "translateX", "translateY"])
        XCTAssertEqual(schema.easingNames, ["linear", "ease", "easeIn", "easeOut", "easeInOut"])
    }

    func testRangesByMeaning() {
        XCTAssertEqual(FormFieldRange.field("count"), ParamRange(minimum: 1, maximum: 24, step: 1, isCount: true))
        XCTAssertEqual(FormFieldRange.field("gap").range, 0...1)
        XCTAssertEqual(FormFieldRange.field("cornerRadius").range, 0...0.5)
        XCTAssertEqual(FormFieldRange.field("startAngle").range, -Double.pi...Double.pi)
        XCTAssertEqual(FormFieldRange.field("sweep").maximum, 2 * Double.pi)
        XCTAssertEqual(FormFieldRange.property("rotate").range, -2 * Double.pi...2 * Double.pi)
        XCTAssertEqual(FormFieldRange.property("translateY").range, -1...1)
        // A form writes the number it is given as it is (its row rounds a slider's value, a
        // typed one stays as typed); a count whole, never -0.
        XCTAssertEqual(FormFieldRange.json(0.1234567), "0.1234567")
        XCTAssertEqual(FormFieldRange.json(2.6, isCount: true), "3")
        XCTAssertEqual(FormFieldRange.json(-0.0), "0")
        XCTAssertEqual(FormFieldRange.quantity(field: "startAngle"), .angle)
        XCTAssertEqual(FormFieldRange.quantity(field: "sweep"), .angle)
        XCTAssertEqual(FormFieldRange.quantity(field: "gap"), .value)
        XCTAssertEqual(FormFieldRange.quantity(property: "rotateX"), .angle)
        XCTAssertEqual(FormFieldRange.quantity(property: "opacity"), .value)
    }

    func testTheTargetOfASelection() throws {
        let pacman = try XCTUnwrap(IndicatorSpec.builtin(named: "Pacman"))
        let pulse = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        let none = AuthoringTarget.resolve(nil, in: pacman)
        XCTAssertEqual(none.partIndex, 0)
        XCTAssertEqual(none.partPath.description, "parts[0]")
        XCTAssertNil(none.track)
        let track = AuthoringTarget.resolve(JSONPath(parsing: "parts[1].tracks[1].keyTimes[2]"), in: pacman)
        XCTAssertEqual(track.partIndex, 1)
        XCTAssertEqual(track.track?.path.description, "parts[1].tracks[1]")
        XCTAssertEqual(track.segment, 1, "the last keyframe belongs to the last segment")
        XCTAssertEqual(AuthoringTarget.resolve(JSONPath(parsing: "parts[7]"), in: pacman).partIndex, 0, "no such part")
        let inline = AuthoringTarget.resolve(JSONPath(parsing: "tracks[0].easing[1]"), in: pulse)
        XCTAssertEqual(inline.partPath.description, "")
        XCTAssertEqual(inline.track?.path.description, "tracks[0]")
        XCTAssertEqual(inline.segment, 1)
        XCTAssertNil(AuthoringTarget.resolve(JSONPath(parsing: "tracks[3]"), in: pulse).track, "no such track")
        XCTAssertNil(AuthoringTarget.resolve(JSONPath(parsing: "name"), in: pulse).track)
    }

    func testEasingJSONForOneEasingAndPerSegment() throws {
        let pulse = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        let choice = EasingChoice(pulse.parts[0].tracks[0])
        XCTAssertTrue(choice.isPerSegment)
        XCTAssertEqual(choice.segments.count, 2)
        XCTAssertEqual(choice.json(setting: .easeOut, segment: 1), "[[0.2, 0.68, 0.18, 1.08], \"easeOut\"]")
        XCTAssertEqual(choice.json(perSegment: false, segment: 0), "[0.2, 0.68, 0.18, 1.08]")
        let plain = EasingChoice(IndicatorSpec.Track(property: .opacity, keyTimes: [0, 0.5, 1], values: [1, 0, 1]))
        XCTAssertFalse(plain.isPerSegment)
        XCTAssertEqual(plain.easing(segment: 1), .linear, "no easing is linear")
        XCTAssertEqual(plain.json(setting: .ease, segment: 1), "\"ease\"", "one easing for every segment")
        XCTAssertEqual(plain.json(perSegment: true, segment: 0), "[\"linear\", \"linear\"]")
        // The numbers as they are: a drag of the curve editor rounds them, a typed one stays.
        XCTAssertEqual(EasingChoice.json(.cubicBezier(x1: 0.1, y1: -0.3, x2: 1, y2: 1.5)), "[0.1, -0.3, 1, 1.5]")
        XCTAssertEqual(EasingChoice.json(.cubicBezier(x1: 0.1234567, y1: 0, x2: 1, y2: 1)), "[0.1234567, 0, 1, 1]")
        XCTAssertEqual(choice.writtenItem(segment: 1), 1, "a per-segment list's own item")
        XCTAssertNil(plain.writtenItem(segment: 1), "one easing: the whole `easing`")
    }

    func testTheDotFollowsThePlayheadWithinItsSegment() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        let evaluator = try IndicatorEvaluator(spec: spec)
        let part = evaluator.parts[0]
        let keyTimes = spec.parts[0].tracks[0].keyTimes  // [0, 0.3, 1], 0.75 s, element 0 starts at 0.12 s
        let start = part.offsets[0]
        let inFirst = try XCTUnwrap(
            SegmentProgress.progress(
                time: start + 0.15 * 0.75, part: part, isGroup: false,
                keyTimes: keyTimes, segment: 0))
        XCTAssertEqual(inFirst, 0.5, accuracy: 1e-9)
        XCTAssertNil(
            SegmentProgress.progress(
                time: start + 0.15 * 0.75, part: part, isGroup: false, keyTimes: keyTimes, segment: 1))
        let inSecond = try XCTUnwrap(
            SegmentProgress.progress(
                time: start + 0.65 * 0.75, part: part, isGroup: false,
                keyTimes: keyTimes, segment: 1))
        XCTAssertEqual(inSecond, 0.5, accuracy: 1e-9)
        XCTAssertNil(SegmentProgress.progress(time: 0, part: part, isGroup: false, keyTimes: keyTimes, segment: 5))
    }
}
