import Foundation
import LoaderKitCore
import XCTest

/// Every public name upstream LoaderKitCore's own tests use, spelled as they spell it and imported
/// without `@testable`: a rename that would break code written against upstream fails to compile
/// here. Exhaustive switches pin the cases and their associated values.
final class PublicNamesTests: XCTestCase {
    // MARK: - The spec model

    func testNestedSpecTypes() throws {
        let layout: IndicatorSpec.Layout = .ring(
            count: .param("count"), itemSize: 0.2, itemWidth: 0.1, itemHeight: 0.15,
            startAngle: -1, orient: true)
        let shape: IndicatorSpec.Shape = .ring(strokeWidth: 0.1, startAngle: 0, sweep: 3, segments: 2)
        let easing: IndicatorSpec.Easing = .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)
        let trackEasing: IndicatorSpec.TrackEasing = .perSegment([.easeIn, easing])
        let track = IndicatorSpec.Track(
            property: .rotate, keyTimes: [0, 0.5, 1], values: [0, .number(1), 2],
            easing: trackEasing)
        let spec = IndicatorSpec(
            name: "Names", duration: 1.5, params: ["count": 4], layout: layout, shape: shape,
            stagger: .each(0.1, start: 0.05), durations: [1, 1, 1, 1], rest: [.opacity: 0.5],
            perspective: 3, tracks: [track])
        XCTAssertEqual(spec.validationErrors(), [])
        XCTAssertEqual(spec.parts.count, 1)
        XCTAssertEqual(spec.parts[0].tracks, [track])
        XCTAssertEqual(try IndicatorSpec(json: spec.jsonString()), spec)
        XCTAssertEqual(try IndicatorSpec(jsonData: Data(spec.jsonString().utf8)), spec)
    }

    func testPartsAndBody() throws {
        let grow = IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [0, 1], easing: .uniform(.ease))
        var spec = IndicatorSpec(
            name: "Parts", duration: 1, params: ["sweep": 2],
            parts: [
                .init(
                    layout: .stack(count: 2, size: 0.5, x: 0.4), shape: .ring(strokeWidth: 0.1, sweep: .param("sweep")),
                    tracks: [grow], stagger: .offsets([0, -0.5]), duration: 2, durations: [1, 2],
                    rest: [.strokeStart: 0.1],
                    groupTracks: [.init(property: .rotate, keyTimes: [0, 1], values: [0, 1])]),
                .init(
                    layout: .row(count: 3, gap: 0.1, itemWidth: 0.2, itemHeight: 0.1), shape: .circle(sweep: 3),
                    tracks: [grow]),
                .init(layout: .grid(columns: 2, rows: 2, gap: 0), shape: .rect(cornerRadius: 0.2), tracks: [grow]),
                .init(
                    layout: .single(size: 0.4, width: 0.3, height: 0.2, x: 0.5, y: 0.5), shape: .triangle,
                    tracks: [grow]),
                .init(layout: .single(), shape: .line, tracks: [grow]),
            ])
        XCTAssertEqual(spec.validationErrors(), [])
        guard case .parts(var parts) = spec.body else { return XCTFail("a spec of parts") }
        parts[1].duration = 3
        spec.body = .parts(parts)
        XCTAssertEqual(spec.parts[1].duration, 3)
        spec.body = .inline(parts[2])
        XCTAssertEqual(spec.parts, [parts[2]])
    }

    func testEasingCurves() {
        let named: [IndicatorSpec.Easing] = [.linear, .ease, .easeIn, .easeOut, .easeInOut]
        XCTAssertEqual(named.map { IndicatorSpec.Easing(name: $0.name ?? "") }, named)
        XCTAssertNil(IndicatorSpec.Easing(name: "spring"))
        XCTAssertTrue(IndicatorSpec.Easing.easeOut.controlPoints == (0, 0, 0.58, 1))
        XCTAssertEqual(IndicatorSpec.Easing.easeIn.controlPoints.x1, 0.42)
        XCTAssertEqual(IndicatorSpec.Easing.linear.ease(0.3), 0.3)
        XCTAssertEqual(IndicatorSpec.Easing.easeInOut.ease(2), 1)
        let easing: IndicatorSpec.TrackEasing = .uniform(.easeIn)
        switch easing {
        case .uniform(let curve): XCTAssertEqual(curve, .easeIn)
        case .perSegment(let curves): XCTFail("uniform, not \(curves)")
        }
    }

    // MARK: - Validation and errors

    func testValidationEntryPoints() throws {
        let json =
            #"{"schemaVersion": 1, "name": "N", "duration": 0, "layout": {"type": "single"}, "shape": {"type": "circle"}}"#
        XCTAssertEqual(IndicatorSpec.validate(json: json), IndicatorSpec.validate(jsonData: Data(json.utf8)))
        XCTAssertFalse(IndicatorSpec.validate(json: json).isEmpty)
        XCTAssertThrowsError(try IndicatorSpec(json: json)) { error in
            XCTAssertFalse((error as? IndicatorSpecError)?.problems.isEmpty ?? true)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(IndicatorSpec.self, from: Data(json.utf8))) { error in
            XCTAssertTrue(error is IndicatorSpecError)
        }
        var spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        XCTAssertNoThrow(try spec.validate())
        spec.params = ["count": .nan]
        XCTAssertThrowsError(try spec.validate())
    }

    /// A throwing call caught in a plain `catch` gives `any Error`, so this cast is a real one
    /// (with typed throws it would always succeed, and the compiler would warn).
    func testThrowingCallsThrowAnyError() {
        let spec = IndicatorSpec(
            name: "Bad", duration: 1, layout: .stack(count: 2), shape: .circle(),
            stagger: .offsets([0]), tracks: [.init(property: .scale, keyTimes: [0, 1], values: [0, 1])])
        do {
            _ = try IndicatorEvaluator(spec: spec)
            XCTFail("a short stagger does not prepare")
        } catch {
            XCTAssertEqual((error as? IndicatorSpecError)?.problems.count, 1)
        }
    }

    // MARK: - Evaluation

    func testEvaluatorNames() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallPulse"))
        XCTAssertTrue(IndicatorSpec.builtinNames.contains(spec.name))
        XCTAssertEqual(
            spec.resolvedParams(["count": 5, "nope": 1]), ["count": 5, "minScale": spec.params["minScale"]!])
        let evaluator = try IndicatorEvaluator(spec: spec, params: ["count": 4])
        XCTAssertEqual(evaluator.elementCount, 4)
        XCTAssertEqual(evaluator.params["count"], 4)
        XCTAssertEqual(evaluator.parts[0].duration, spec.duration)
        let first: IndicatorEvaluator.Geometry = evaluator.parts[0].elements[0]
        XCTAssertEqual(
            first, .init(cx: first.cx, cy: first.cy, width: first.width, height: first.height, rotate: first.rotate))
        XCTAssertEqual(evaluator.states(at: 0.3), try spec.evaluate(at: 0.3, params: ["count": 4]))
        XCTAssertEqual(evaluator.timeForCycleProgress(0.5), try spec.timeForCycleProgress(0.5, params: ["count": 4]))
        XCTAssertEqual(try spec.evaluate(at: 0).count, 3)
        XCTAssertEqual(try spec.timeForCycleProgress(0), evaluator.timeForCycleProgress(0))
    }

    func testPreparedShapes() throws {
        let shapes: [IndicatorSpec.Shape] = [.circle(), .rect(), .ring(strokeWidth: 0.1), .triangle, .line]
        let fade = IndicatorSpec.Track(property: .opacity, keyTimes: [0, 1], values: [0, 1])
        let spec = IndicatorSpec(
            name: "Shapes", duration: 1, parts: shapes.map { .init(layout: .single(), shape: $0, tracks: [fade]) })
        let names = try IndicatorEvaluator(spec: spec).parts.map { part -> String in
            switch part.shape {
            case let .circle(startAngle, sweep): return "circle \(startAngle) \(sweep)"
            case let .rect(cornerRadius): return "rect \(cornerRadius)"
            case let .ring(strokeWidth, startAngle, sweep, segments):
                return "ring \(strokeWidth) \(startAngle) \(sweep) \(segments)"
            case .triangle: return "triangle"
            case .line: return "line"
            }
        }
        XCTAssertEqual(names.map { $0.split(separator: " ")[0] }, ["circle", "rect", "ring", "triangle", "line"])
    }

    func testElementStateEncodesItsTwentyOneFields() throws {
        let state = ElementState(index: 7, part: 2, groupTranslateY: 0.25)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), Set(ElementState.fieldNames))
        XCTAssertEqual(object.count, 21)
        let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        XCTAssertTrue(text.contains(#""index":7"#) && text.contains(#""part":2"#), "integers: \(text)")
        let numbers = try JSONDecoder().decode([String: Double].self, from: JSONEncoder().encode(state))
        XCTAssertEqual(ElementState.fieldNames.map { numbers[$0] ?? .nan }, state.fieldValues)
    }

    // MARK: - Progress

    func testProgressAnimatorIsAReference() {
        let animator = ProgressAnimator(value: 0.2, buffer: nil)
        let same = animator
        same.setValue(0.8, now: 0, smooth: false)
        same.setBuffer(0.9, now: 0, smooth: true)
        same.step(1.0 / 60, speed: 1, reduceMotion: false)
        XCTAssertEqual(animator.target, 0.8)
        XCTAssertTrue(animator.moving)
        XCTAssertFalse(animator.indeterminate)
        XCTAssertEqual(animator.state.value, 0.8)
        XCTAssertEqual(ProgressAnimator(value: .infinity).target, 1)
    }

    func testProgressModelNames() throws {
        let options = ProgressOptions(
            type: ProgressType(rawValue: "linear"), variant: ProgressVariant(rawValue: "flat"),
            thickness: 6, trackGap: 2, segments: 3, showLabel: true, stopIndicator: false,
            strokeCap: ProgressStrokeCap(rawValue: "butt"), amplitude: 3, wavelength: 20,
            waveSpeed: 1, sweepAngle: 270, cornerRadius: 4, speed: 2)
        let resolved = ResolvedProgress(options)
        XCTAssertEqual(
            [resolved.type.rawValue, resolved.variant.rawValue, resolved.strokeCap.rawValue],
            ["linear", "flat", "butt"])
        XCTAssertEqual(
            [
                resolved.thickness, resolved.trackGap, Double(resolved.segments), resolved.amplitude,
                resolved.wavelength,
                resolved.waveSpeed, resolved.cornerRadius, resolved.speed,
            ], [6, 2, 3, 3, 20, 1, 4, 2])
        XCTAssertEqual(resolved.sweepAngle, 1.5 * Double.pi, accuracy: 1e-12)
        XCTAssertTrue(resolved.showLabel)
        XCTAssertFalse(resolved.stopIndicator)
        XCTAssertNil(resolved.intrinsicSize.width)
        XCTAssertNotNil(resolved.intrinsicSize.height)
        XCTAssertGreaterThanOrEqual(resolved.contentInset, 0)
        let state = ProgressState(indeterminate: false, value: 1, buffer: 0, wave: 0, time: 0, indeterminateTime: 0)
        let drawing = ProgressGeometry.commands(resolved, state, width: 200, height: 40)
        XCTAssertEqual([drawing.x, drawing.y].count, 2)
        let labels = drawing.commands.flatMap(Self.texts)
        XCTAssertEqual(labels.map(\.alignRight), [true], "the outside label of a linear bar is right-aligned")
        XCTAssertEqual(labels.map(\.text), [ProgressGeometry.label(1)])
    }

    /// The text commands in `command` and its clips; every case spelled with its values.
    private static func texts(_ command: ProgressCommand) -> [(text: String, alignRight: Bool)] {
        switch command {
        case let .line(_, _, _, _, _, cap, p), let .arc(_, _, _, _, _, _, cap, p), let .polyline(_, _, _, cap, p):
            _ = (cap.rawValue, paint(p))
        case let .circle(_, _, _, p), let .rect(_, _, _, _, _, p), let .strokeRect(_, _, _, _, _, _, p),
            let .polygon(_, p), let .sector(_, _, _, _, _, p):
            _ = paint(p)
        case let .text(_, _, _, text, alignRight, p):
            _ = paint(p)
            return [(text, alignRight)]
        case let .clip(shape, commands):
            switch shape {
            case .rect(_, _, _, _, _), .circle(_, _, _), .polygon(_): break
            }
            return commands.flatMap(texts)
        }
        return []
    }

    /// The colour roles a paint uses.
    private static func paint(_ paint: ProgressPaint) -> [String] {
        switch paint {
        case let .solid(color, _): return [color.rawValue]
        case let .linear(_, _, _, _, stops), let .radial(_, _, _, stops), let .conic(_, _, _, stops):
            return stops.map { "\($0.offset) \($0.color.rawValue) \($0.alpha)" }
        }
    }
}
