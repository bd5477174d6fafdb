import Foundation
import XCTest
@testable import LoaderKitCore

/// Prepare-time checks and evaluator semantics (LOADERKIT-SPEC.md sections 2.1, 2.2 and 3).
final class EvaluatorTests: XCTestCase {
    private let scaleTrack = IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])

    private func row(count: Num, stagger: Stagger? = nil, durations: [Double]? = nil, params: [String: Double] = [:])
        -> IndicatorSpec
    {
        IndicatorSpec(
            name: "Row", duration: 1, params: params, layout: .row(count: count, gap: 0.1), shape: .circle(),
            stagger: stagger, durations: durations, tracks: [scaleTrack])
    }

    /// The problems of preparing `spec` with `params`, or [] when it prepares.
    private func prepareProblems(_ spec: IndicatorSpec, _ params: [String: Double] = [:]) -> [String] {
        do {
            _ = try IndicatorEvaluator(spec: spec, params: params)
            return []
        } catch let error as IndicatorSpecError {
            return error.problems
        } catch {
            XCTFail("not an IndicatorSpecError: \(error)")
            return []
        }
    }

    // MARK: - Counts

    func testCountsRoundLikeMathRoundAndAreAtLeastOne() throws {
        let spec = row(count: .param("count"), params: ["count": 3])
        let cases: [(Double, Int)] = [
            (-5, 1), (2.5, 3), (3.5, 4), (-2.5, 1), (0, 1), (0.4999999999999999, 1), (1.5, 2),
            (2.4999, 2), (7, 7), (-0.0, 1),
        ]
        for (value, expected) in cases {
            let evaluator = try IndicatorEvaluator(spec: spec, params: ["count": value])
            XCTAssertEqual(evaluator.elementCount, expected, "count \(value)")
            XCTAssertEqual(evaluator.states(at: 0.3).count, expected, "count \(value)")
            XCTAssertEqual(evaluator.parts[0].elements.count, expected, "count \(value)")
        }
        // Literal counts too, through JSON.
        let json = specJSON(["layout": #"{"type": "row", "count": -5, "gap": 0.1}"#])
        XCTAssertEqual(try IndicatorEvaluator(spec: try IndicatorSpec(json: json)).elementCount, 1)
        let grid = specJSON(["layout": #"{"type": "grid", "columns": 2.5, "rows": 1.5, "gap": 0}"#])
        let gridEvaluator = try IndicatorEvaluator(spec: try IndicatorSpec(json: grid))
        XCTAssertEqual(gridEvaluator.elementCount, 6)
        // Three columns: the fourth element starts the second row.
        assertClose(gridEvaluator.parts[0].elements[3].cx, 1.0 / 6)
        assertClose(gridEvaluator.parts[0].elements[3].cy, 0.75)
    }

    func testRingSegmentsAreRoundedAsCounts() throws {
        for (segments, expected) in [(2.4, 2), (2.5, 3), (-3.0, 1), (0.2, 1)] {
            let spec = IndicatorSpec(
                name: "R", duration: 1, layout: .single(),
                shape: .ring(strokeWidth: 0.1, segments: .number(segments)), tracks: [scaleTrack])
            let evaluator = try IndicatorEvaluator(spec: spec)
            guard case .ring(_, _, _, let n) = evaluator.parts[0].shape else { return XCTFail("not a ring") }
            XCTAssertEqual(n, expected, "segments \(segments)")
        }
    }

    // MARK: - Params

    func testUnknownOverridesAreDropped() throws {
        let spec = row(count: .param("count"), params: ["count": 3])
        let evaluator = try IndicatorEvaluator(spec: spec, params: ["unknown": 42, "toString": 1, "__proto__": 2])
        XCTAssertEqual(evaluator.params, spec.params)
        // Even when the unknown override is not finite.
        XCTAssertEqual(
            try IndicatorEvaluator(spec: spec, params: ["other": .nan, "more": .infinity]).params, spec.params)
        let a = IndicatorSpec(
            name: "A", duration: 1, params: ["a": 1], layout: .single(), shape: .circle(), tracks: [scaleTrack])
        XCTAssertEqual(a.resolvedParams(["toString": 2]), ["a": 1])
        XCTAssertEqual(a.resolvedParams(["a": 5, "b": 2]), ["a": 5])
        XCTAssertEqual(a.resolvedParams([:]), ["a": 1])
    }

    func testNonFiniteOverridesThrow() {
        let spec = row(count: .param("count"), params: ["count": 3])
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try IndicatorEvaluator(spec: spec, params: ["count": bad]), "\(bad)") { error in
                XCTAssertEqual((error as? IndicatorSpecError)?.problems.count, 1)
                XCTAssertFalse((error as? IndicatorSpecError)?.problems.first?.isEmpty ?? true)
            }
            XCTAssertThrowsError(try spec.evaluate(at: 0, params: ["count": bad]))
            XCTAssertThrowsError(try spec.timeForCycleProgress(0, params: ["count": bad]))
        }
        // A param that is not a count is checked too.
        let scale = IndicatorSpec(
            name: "S", duration: 1, params: ["s": 1], layout: .single(), shape: .circle(),
            tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, .param("s")])])
        XCTAssertThrowsError(try IndicatorEvaluator(spec: scale, params: ["s": .nan]))
        XCTAssertNoThrow(try IndicatorEvaluator(spec: scale, params: ["s": 1e300]))
    }

    func testParamOverridesChangeTheOutput() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallSpinFadeLoader"))
        let evaluator = try IndicatorEvaluator(spec: spec, params: ["count": 12, "minOpacity": 0])
        XCTAssertEqual(evaluator.elementCount, 12)
        XCTAssertEqual(evaluator.params["minOpacity"], 0)
        XCTAssertEqual(evaluator.params["count"], 12)
        XCTAssertEqual(spec.params["count"], 8)
    }

    // MARK: - Limits

    func testElementLimit() {
        XCTAssertEqual(prepareProblems(row(count: 1e12)), ["the spec has 1000000000000 elements, the maximum is 10000"])
        let spec = row(count: .param("count"), params: ["count": 3])
        XCTAssertEqual(
            prepareProblems(spec, ["count": 1e12]), ["the spec has 1000000000000 elements, the maximum is 10000"])
        XCTAssertEqual(prepareProblems(spec, ["count": 10_001]), ["the spec has 10001 elements, the maximum is 10000"])
        XCTAssertEqual(prepareProblems(spec, ["count": 10_000]), [])
        XCTAssertEqual(prepareProblems(row(count: 1e300)).count, 1)
        let grid = IndicatorSpec(
            name: "G", duration: 1, layout: .grid(columns: 200, rows: 51, gap: 0), shape: .rect(),
            tracks: [scaleTrack])
        XCTAssertEqual(prepareProblems(grid), ["the spec has 10200 elements, the maximum is 10000"])
        XCTAssertEqual(grid.validationErrors(), ["the spec has 10200 elements, the maximum is 10000"])
        XCTAssertEqual(
            IndicatorSpec.validate(json: grid.jsonString()), ["the spec has 10200 elements, the maximum is 10000"])
        let huge = IndicatorSpec(
            name: "G", duration: 1, layout: .grid(columns: 65536, rows: 65536, gap: 0), shape: .rect(),
            tracks: [scaleTrack])
        XCTAssertEqual(prepareProblems(huge).count, 1)
    }

    func testElementLimitIsSummedOverParts() throws {
        func parts(_ a: Double, _ b: Double) -> IndicatorSpec {
            IndicatorSpec(
                name: "P", duration: 1,
                parts: [
                    Part(layout: .stack(count: .number(a)), shape: .circle(), tracks: [scaleTrack]),
                    Part(layout: .row(count: .number(b), gap: 0), shape: .line, tracks: [scaleTrack]),
                ])
        }
        let ok = try IndicatorEvaluator(spec: parts(6000, 4000))
        XCTAssertEqual(ok.elementCount, 10_000)
        XCTAssertEqual(ok.states(at: 0.5).count, 10_000)
        XCTAssertEqual(ok.states(at: 0.5).last?.index, 9_999)
        XCTAssertEqual(ok.states(at: 0.5).last?.part, 1)
        XCTAssertEqual(ok.parts[1].firstIndex, 6000)
        XCTAssertEqual(parts(6000, 4000).validationErrors(), [])
        XCTAssertEqual(prepareProblems(parts(6000, 4001)), ["the spec has 10001 elements, the maximum is 10000"])
        XCTAssertEqual(parts(6000, 4001).validationErrors(), ["the spec has 10001 elements, the maximum is 10000"])
    }

    func testRingArcLimit() {
        let one = IndicatorSpec(
            name: "R", duration: 1, layout: .single(), shape: .ring(strokeWidth: 0.1, segments: 10_001),
            tracks: [scaleTrack])
        XCTAssertEqual(prepareProblems(one), ["the spec draws 10001 ring arcs, the maximum is 10000"])
        let stack = IndicatorSpec(
            name: "R", duration: 1, layout: .stack(count: 100), shape: .ring(strokeWidth: 0.1, segments: 200),
            tracks: [scaleTrack])
        XCTAssertEqual(prepareProblems(stack), ["the spec draws 20000 ring arcs, the maximum is 10000"])
        let exact = IndicatorSpec(
            name: "R", duration: 1, layout: .stack(count: 100), shape: .ring(strokeWidth: 0.1, segments: 100),
            tracks: [scaleTrack])
        XCTAssertEqual(prepareProblems(exact), [])
        // Summed over ring parts only.
        let mixed = IndicatorSpec(
            name: "R", duration: 1,
            parts: [
                Part(layout: .stack(count: 4999), shape: .ring(strokeWidth: 0.1, segments: 2), tracks: [scaleTrack]),
                Part(
                    layout: .stack(count: 1), shape: .ring(strokeWidth: 0.1, segments: .param("s")),
                    tracks: [scaleTrack]),
                Part(layout: .stack(count: 4000), shape: .circle(), tracks: [scaleTrack]),
            ])
        let withParam = IndicatorSpec(name: mixed.name, duration: 1, params: ["s": 3], parts: mixed.parts)
        XCTAssertEqual(prepareProblems(withParam), ["the spec draws 10001 ring arcs, the maximum is 10000"])
        XCTAssertEqual(prepareProblems(withParam, ["s": 2]), [])
        XCTAssertEqual(prepareProblems(withParam, ["s": 2.5]), ["the spec draws 10001 ring arcs, the maximum is 10000"])
    }

    // MARK: - Short stagger and durations

    func testShortStaggerAndDurations() {
        XCTAssertEqual(
            prepareProblems(row(count: 3, stagger: .offsets([0]), durations: [1])),
            ["stagger has 1 entries but the layout has 3 elements"])
        XCTAssertEqual(
            prepareProblems(row(count: 3, durations: [1, 2])),
            ["durations has 2 entries but the layout has 3 elements"])
        XCTAssertEqual(
            prepareProblems(row(count: 3, stagger: .offsets([]))),
            ["stagger has 0 entries but the layout has 3 elements"])
        // Longer lists and { each } are fine.
        XCTAssertEqual(prepareProblems(row(count: 3, stagger: .offsets([0, 1, 2, 3]), durations: [1, 1, 1, 1])), [])
        XCTAssertEqual(prepareProblems(row(count: 3, stagger: .each(0.1))), [])
        // The count comes from the params in use.
        let spec = row(count: .param("n"), stagger: .offsets([0, 0.1, 0.2]), params: ["n": 3])
        XCTAssertEqual(prepareProblems(spec), [])
        XCTAssertEqual(prepareProblems(spec, ["n": 4]), ["stagger has 3 entries but the layout has 4 elements"])
        // validationErrors() and validate(json:) include these checks with the default params.
        let short = row(count: 3, stagger: .offsets([0]))
        XCTAssertEqual(short.validationErrors(), ["stagger has 1 entries but the layout has 3 elements"])
        XCTAssertThrowsError(try short.validate()) { error in
            XCTAssertEqual(
                (error as? IndicatorSpecError)?.problems, ["stagger has 1 entries but the layout has 3 elements"])
        }
        XCTAssertEqual(
            IndicatorSpec.validate(json: specJSON(["stagger": "[0]", "durations": "[1]"])),
            ["stagger has 1 entries but the layout has 3 elements"])
        let checked = IndicatorSpec.check(bytes: Array(specJSON(["stagger": "[0]"]).utf8))
        XCTAssertNil(checked.spec)
        XCTAssertEqual(checked.problems.map(\.message), ["stagger has 1 entries but the layout has 3 elements"])
        XCTAssertEqual(checked.problems.first?.stage, .prepare)
    }

    func testPrepareProblemsComePartByPartWithoutAPrefix() {
        let shortDurations = Part(layout: .stack(count: 3), shape: .circle(), tracks: [scaleTrack], durations: [1])
        let tooMany = Part(layout: .stack(count: 1e20), shape: .circle(), tracks: [scaleTrack])
        let shortStagger = Part(
            layout: .stack(count: 2), shape: .circle(), tracks: [scaleTrack], stagger: .offsets([0]))
        XCTAssertEqual(
            prepareProblems(IndicatorSpec(name: "P", duration: 1, parts: [shortDurations, tooMany])),
            ["durations has 1 entries but the layout has 3 elements"])
        let swapped = prepareProblems(IndicatorSpec(name: "P", duration: 1, parts: [tooMany, shortDurations]))
        XCTAssertEqual(swapped.count, 1)
        XCTAssertTrue(swapped.first?.hasSuffix("the maximum is 10000") ?? false, "\(swapped)")
        XCTAssertEqual(
            prepareProblems(IndicatorSpec(name: "P", duration: 1, parts: [shortStagger, shortDurations])),
            ["stagger has 1 entries but the layout has 2 elements"])
        XCTAssertEqual(
            prepareProblems(
                IndicatorSpec(
                    name: "P", duration: 1,
                    parts: [
                        Part(layout: .single(), shape: .circle(), tracks: [scaleTrack]), shortDurations, shortStagger,
                    ])), ["durations has 1 entries but the layout has 3 elements"])
        // Within one part the stagger message wins over the durations message.
        XCTAssertEqual(
            prepareProblems(
                IndicatorSpec(
                    name: "P", duration: 1,
                    parts: [
                        Part(
                            layout: .stack(count: 3), shape: .circle(), tracks: [scaleTrack], stagger: .offsets([]),
                            durations: [])
                    ])), ["stagger has 0 entries but the layout has 3 elements"])
    }

    // MARK: - Unvalidated typed specs

    func testUnvalidatedTypedSpecThrowsInsteadOfCrashing() {
        let bad = IndicatorSpec(
            name: "Bad", duration: 1, layout: .single(), shape: .circle(),
            tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0], values: [])])
        XCTAssertThrowsError(try IndicatorEvaluator(spec: bad)) { error in
            XCTAssertTrue(error is IndicatorSpecError)
        }
        XCTAssertThrowsError(try bad.evaluate(at: 0.5))
        XCTAssertEqual(bad.validationErrors(), ["tracks[0].keyTimes needs at least 2 entries"])
        for track in [
            IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1]),
            IndicatorSpec.Track(property: .scale, keyTimes: [], values: []),
            IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, .param("missing")]),
        ] {
            let spec = IndicatorSpec(name: "Bad", duration: 1, layout: .single(), shape: .circle(), tracks: [track])
            XCTAssertThrowsError(try IndicatorEvaluator(spec: spec))
            XCTAssertFalse(spec.validationErrors().isEmpty)
        }
        let unknownCount = IndicatorSpec(
            name: "Bad", duration: 1, layout: .stack(count: .param("n")), shape: .circle(),
            tracks: [scaleTrack])
        XCTAssertThrowsError(try IndicatorEvaluator(spec: unknownCount))
    }

    func testOddTypedValuesDoNotCrash() throws {
        // Not valid, but preparing and evaluating must not trap.
        let odd = IndicatorSpec(
            name: "Odd", duration: 1, layout: .row(count: 3, gap: 0.1), shape: .circle(),
            stagger: .offsets([.nan, -.infinity, 1e308]), durations: [0, -1, .nan],
            tracks: [
                IndicatorSpec.Track(
                    property: .scale, keyTimes: [0.5, .nan, 0.2, 0.9], values: [1, 2, 3, 4],
                    easing: .perSegment([.cubicBezier(x1: .nan, y1: 0, x2: 2, y2: 1)]))
            ])
        XCTAssertFalse(odd.validationErrors().isEmpty)
        let evaluator = try IndicatorEvaluator(spec: odd)
        for t in [-1.0, 0, 0.5, 1e9, .nan, .infinity] { XCTAssertEqual(evaluator.states(at: t).count, 3) }
        _ = evaluator.timeForCycleProgress(.nan)
    }

    // MARK: - Evaluator semantics (section 3)

    func testRowGeometry() throws {
        let evaluator = try IndicatorEvaluator(spec: row(count: 3))
        let w = (1 - 0.1 * 2) / 3
        assertClose(evaluator.parts[0].elements.map(\.cx), [w / 2, w / 2 + w + 0.1, w / 2 + 2 * (w + 0.1)])
        assertClose(evaluator.parts[0].elements.map(\.width), [w, w, w])
        assertClose(evaluator.parts[0].elements.map(\.height), [w, w, w])
        assertClose(evaluator.parts[0].elements.map(\.cy), [0.5, 0.5, 0.5])
        // With itemWidth the row is centered.
        let centered = IndicatorSpec(
            name: "C", duration: 1, layout: .row(count: 2, gap: 0.1, itemWidth: 0.2, itemHeight: 0.3),
            shape: .circle(), tracks: [scaleTrack])
        let c = try IndicatorEvaluator(spec: centered).parts[0].elements
        assertClose(c.map(\.cx), [0.35, 0.65])
        assertClose(c.map(\.height), [0.3, 0.3])
    }

    func testRingGeometryAndOrient() throws {
        let spec = IndicatorSpec(
            name: "R", duration: 1, layout: .ring(count: 4, itemSize: 0.2, itemWidth: 0.1, startAngle: 0, orient: true),
            shape: .circle(), tracks: [scaleTrack])
        let elements = try IndicatorEvaluator(spec: spec).parts[0].elements
        // r = 0.5 − itemSize/2 = 0.4; starts on the right and goes clockwise (y down).
        assertClose(elements.map(\.cx), [0.9, 0.5, 0.1, 0.5])
        assertClose(elements.map(\.cy), [0.5, 0.9, 0.5, 0.1])
        assertClose(elements.map(\.width), [0.1, 0.1, 0.1, 0.1])
        assertClose(elements.map(\.height), [0.2, 0.2, 0.2, 0.2])
        assertClose(elements.map(\.rotate), [Double.pi / 2, Double.pi, 3 * Double.pi / 2, 2 * Double.pi])
        let plain = IndicatorSpec(
            name: "R", duration: 1, layout: .ring(count: 4, itemSize: 0.2), shape: .circle(), tracks: [scaleTrack])
        XCTAssertEqual(try IndicatorEvaluator(spec: plain).parts[0].elements.map(\.rotate), [0, 0, 0, 0])
        // The layout rotation is added to the element's rotate.
        let states = try IndicatorEvaluator(spec: spec).states(at: 0.25)
        assertClose(states[1].rotate, Double.pi)
    }

    func testSingleAndStackDefaults() throws {
        let single = try IndicatorEvaluator(
            spec: IndicatorSpec(
                name: "S", duration: 1, layout: .single(size: 0.4, height: 0.2, x: 0.3),
                shape: .circle(), tracks: [scaleTrack]))
        XCTAssertEqual(
            single.parts[0].elements,
            [IndicatorEvaluator.Geometry(cx: 0.3, cy: 0.5, width: 0.4, height: 0.2, rotate: 0)])
        let bare = try IndicatorEvaluator(
            spec: IndicatorSpec(name: "S", duration: 1, layout: .single(), shape: .circle(), tracks: [scaleTrack]))
        XCTAssertEqual(
            bare.parts[0].elements, [IndicatorEvaluator.Geometry(cx: 0.5, cy: 0.5, width: 1, height: 1, rotate: 0)])
        let stack = try IndicatorEvaluator(
            spec: IndicatorSpec(
                name: "S", duration: 1, layout: .stack(count: 3, width: 0.5, y: 0.1),
                shape: .circle(), tracks: [scaleTrack]))
        XCTAssertEqual(
            stack.parts[0].elements,
            Array(repeating: IndicatorEvaluator.Geometry(cx: 0.5, cy: 0.1, width: 0.5, height: 1, rotate: 0), count: 3))
    }

    func testShapeDefaultsAreFilledInAndNothingIsClamped() throws {
        func shape(_ s: IndicatorSpec.Shape, params: [String: Double] = [:]) throws -> IndicatorEvaluator.Shape {
            try IndicatorEvaluator(
                spec: IndicatorSpec(
                    name: "S", duration: 1, params: params, layout: .single(), shape: s,
                    tracks: [scaleTrack])
            ).parts[0].shape
        }
        XCTAssertEqual(try shape(.circle()), .circle(startAngle: -Double.pi / 2, sweep: 2 * Double.pi))
        XCTAssertEqual(try shape(.rect()), .rect(cornerRadius: 0))
        XCTAssertEqual(try shape(.rect(cornerRadius: -1)), .rect(cornerRadius: -1))
        XCTAssertEqual(
            try shape(.ring(strokeWidth: 0.1)),
            .ring(strokeWidth: 0.1, startAngle: -Double.pi / 2, sweep: 2 * Double.pi, segments: 1))
        XCTAssertEqual(
            try shape(.circle(sweep: .param("s")), params: ["s": 9]), .circle(startAngle: -Double.pi / 2, sweep: 9))
        XCTAssertEqual(try shape(.triangle), .triangle)
        XCTAssertEqual(try shape(.line), .line)
    }

    func testRestValuesBeforeTheStartAndNegativeOffsets() throws {
        let spec = IndicatorSpec(
            name: "S", duration: 1, layout: .stack(count: 3), shape: .circle(),
            stagger: .offsets([0, 0.5, -0.25]), durations: [1, 1, 2], rest: [.scale: 0, .translateY: 0.1],
            tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])])
        let evaluator = try IndicatorEvaluator(spec: spec)
        let s = evaluator.states(at: 0.25)
        assertClose(s[0].scaleX, 0.75)
        // Not started: rest values, including translateY from rest and the default opacity.
        assertClose(s[1].scaleX, 0)
        assertClose(s[1].scaleY, 0)
        assertClose(s[1].translateY, 0.1)
        assertClose(s[1].opacity, 1)
        // Negative offset with its own duration: local 0.5 of 2 s.
        assertClose(s[2].scaleX, 0.75)
        assertClose(s[2].translateY, 0.1)
        // Before t = 0 every element with a non-negative offset rests.
        assertClose(evaluator.states(at: -0.1)[0].scaleX, 0)
        // Cycles repeat with fmod.
        assertClose(evaluator.states(at: 3.25)[0].scaleX, 0.75)
        assertClose(evaluator.states(at: 3.75)[1].scaleX, 0.75)
    }

    func testGroupTracksRunOnThePartDurationWithoutStaggerOrRest() throws {
        let part = Part(
            layout: .stack(count: 2), shape: .circle(), tracks: [], stagger: .offsets([0, 5]), duration: 2,
            durations: [0.5, 0.5], rest: [.opacity: 0.5, .scale: 0.5],
            groupTracks: [
                IndicatorSpec.Track(property: .rotate, keyTimes: [0, 1], values: [0, 4]),
                IndicatorSpec.Track(property: .opacity, keyTimes: [0, 1], values: [1, 0]),
                IndicatorSpec.Track(property: .scaleX, keyTimes: [0, 1], values: [1, 3]),
            ])
        let spec = IndicatorSpec(name: "G", duration: 1, parts: [part])
        let evaluator = try IndicatorEvaluator(spec: spec)
        XCTAssertEqual(evaluator.parts[0].duration, 2)
        let s = evaluator.states(at: 0.5)
        for state in s {
            assertClose(state.groupRotate, 1)
            assertClose(state.groupScaleX, 1.5)
            assertClose(state.groupScaleY, 1)
            assertClose(state.opacity, 0.5 * 0.75)
            assertClose(state.scaleX, 0.5)
        }
        // Before t = 0 the group values stay at their defaults.
        let before = evaluator.states(at: -1)[0]
        XCTAssertEqual(
            [
                before.groupRotate, before.groupScaleX, before.groupScaleY, before.groupTranslateX,
                before.groupTranslateY,
            ],
            [0, 1, 1, 0, 0])
        assertClose(evaluator.states(at: 2.5)[0].groupRotate, 1)
    }

    func testValuesAreNotClamped() throws {
        let spec = IndicatorSpec(
            name: "O", duration: 1, layout: .single(), shape: .ring(strokeWidth: 0.1),
            tracks: [
                IndicatorSpec.Track(
                    property: .opacity, keyTimes: [0, 1], values: [0, 1],
                    easing: .cubicBezier(x1: 0.2, y1: 3, x2: 0.8, y2: 3)),
                IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [-2, -2]),
                IndicatorSpec.Track(property: .strokeEnd, keyTimes: [0, 1], values: [1.5, 1.5]),
            ])
        let s = try IndicatorEvaluator(spec: spec).states(at: 0.5)[0]
        XCTAssertGreaterThan(s.opacity, 1)
        XCTAssertEqual(s.scaleX, -2)
        XCTAssertEqual(s.strokeEnd, 1.5)
    }

    func testKeyframeHoldsAndJumps() throws {
        let spec = IndicatorSpec(
            name: "K", duration: 1, layout: .single(), shape: .circle(),
            tracks: [
                IndicatorSpec.Track(property: .translateX, keyTimes: [0.2, 0.5, 0.5, 0.8], values: [1, 2, 5, 6])
            ])
        let e = try IndicatorEvaluator(spec: spec)
        assertClose(e.states(at: 0.1)[0].translateX, 1)
        assertClose(e.states(at: 0.35)[0].translateX, 1.5)
        assertClose(e.states(at: 0.5)[0].translateX, 5)
        assertClose(e.states(at: 0.65)[0].translateX, 5.5)
        assertClose(e.states(at: 0.9)[0].translateX, 6)
    }

    func testPerSegmentEasing() throws {
        let spec = IndicatorSpec(
            name: "E", duration: 1, layout: .single(), shape: .circle(),
            tracks: [
                IndicatorSpec.Track(
                    property: .translateX, keyTimes: [0, 0.5, 1], values: [0, 1, 2],
                    easing: .perSegment([.linear, .easeIn]))
            ])
        let e = try IndicatorEvaluator(spec: spec)
        assertClose(e.states(at: 0.25)[0].translateX, 0.5)
        assertClose(e.states(at: 0.75)[0].translateX, 1 + CubicBezier(.easeIn).value(at: 0.5))
        XCTAssertLessThan(e.states(at: 0.75)[0].translateX, 1.5)
    }

    func testGlobalNumberingAcrossParts() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "BallSquareSpin"))
        let states = try IndicatorEvaluator(spec: spec).states(at: 0.3)
        XCTAssertEqual(states.map(\.index), Array(0..<states.count))
        XCTAssertEqual(states.map(\.part), states.map(\.part).sorted())
        XCTAssertEqual(Set(states.map(\.part)), [0, 1, 2])
    }

    func testElementStateFieldNames() {
        XCTAssertEqual(
            ElementState.fieldNames,
            [
                "index", "part", "cx", "cy", "width", "height", "scaleX", "scaleY", "opacity", "rotate", "rotateX",
                "rotateY", "translateX", "translateY", "strokeStart", "strokeEnd", "groupScaleX", "groupScaleY",
                "groupRotate", "groupTranslateX", "groupTranslateY",
            ])
        let state = ElementState(
            index: 3, part: 1, cx: 0.1, cy: 0.2, width: 0.3, height: 0.4, scaleX: 0.5, scaleY: 0.6,
            opacity: 0.7, rotate: 0.8, rotateX: 0.9, rotateY: 1.0, translateX: 1.1, translateY: 1.2,
            strokeStart: 1.3, strokeEnd: 1.4, groupScaleX: 1.5, groupScaleY: 1.6, groupRotate: 1.7,
            groupTranslateX: 1.8, groupTranslateY: 1.9)
        XCTAssertEqual(
            state.fieldValues,
            [
                3, 1, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5,
                1.6, 1.7, 1.8, 1.9,
            ])
        XCTAssertEqual(value(state, "groupRotate"), 1.7)
    }

    // MARK: - Easing solver (section 3.3)

    func testCubicBezier() {
        let ease = CubicBezier(.ease)
        XCTAssertEqual(ease.value(at: 0), 0)
        XCTAssertEqual(ease.value(at: -1), 0)
        XCTAssertEqual(ease.value(at: 1), 1)
        XCTAssertEqual(ease.value(at: 2), 1)
        XCTAssertEqual(CubicBezier(.linear).value(at: 0.3), 0.3)
        XCTAssertEqual(CubicBezier(0.3, 0.3, 0.6, 0.6).value(at: 0.37), 0.37)
        // The reference algorithm (8 Newton steps, 50 bisection steps, 1e-7), run independently.
        XCTAssertEqual(ease.value(at: 0.5), 0.8024033876954126, accuracy: 1e-12)
        XCTAssertEqual(CubicBezier(.easeInOut).value(at: 0.5), 0.5, accuracy: 1e-7)
        // y control points outside [0, 1] overshoot.
        XCTAssertGreaterThan(CubicBezier(0.2, 0.68, 0.18, 1.08).value(at: 0.8), 1)
        XCTAssertLessThan(CubicBezier(0.6, -0.28, 0.735, 0.045).value(at: 0.2), 0)
        // Monotonic in x for a valid curve.
        var last = -1.0
        for i in 0...100 {
            let y = CubicBezier(.easeInOut).value(at: Double(i) / 100)
            XCTAssertGreaterThanOrEqual(y, last)
            last = y
        }
    }

    // MARK: - Sample times of the vectors

    func testVectorSampleTimesMatchTheGoldenVectors() throws {
        for file in try Fixtures.vectorFileNames() {
            let vector = try GoldenVector(file: file)
            let evaluator = try IndicatorEvaluator(
                spec: try IndicatorSpec(json: vector.specText), params: vector.params)
            let times = evaluator.vectorSampleTimes()
            assertClose(times, vector.samples.map(\.t), tolerance: 1e-9, file)
        }
    }

    func testBoundedSampleTimesAreTheSameTimesOrNilPastTheLimit() throws {
        for file in try Fixtures.vectorFileNames() {
            let vector = try GoldenVector(file: file)
            let evaluator = try IndicatorEvaluator(
                spec: try IndicatorSpec(json: vector.specText), params: vector.params)
            let times = evaluator.vectorSampleTimes()
            XCTAssertEqual(evaluator.vectorSampleTimes(atMost: times.count), times, file)
            XCTAssertNil(evaluator.vectorSampleTimes(atMost: times.count - 1), file)
        }
    }
}

/// Inline parts have no duration of their own (LOADERKIT-SPEC.md 1.2).
final class InlineDurationTests: XCTestCase {
    func testInlinePartDurationIsNotWrittenOrUsed() throws {
        var part = Part(
            layout: .single(), shape: .circle(),
            tracks: [IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])])
        part.duration = 0.5
        let spec = IndicatorSpec(
            name: "I", duration: 2, params: [:], layout: part.layout, shape: part.shape, tracks: part.tracks)
        var withDuration = spec
        withDuration.body = .inline(part)
        XCTAssertFalse(withDuration.jsonString().contains("0.5"))
        XCTAssertEqual(withDuration.jsonString(), spec.jsonString())
        let evaluator = try IndicatorEvaluator(spec: withDuration)
        XCTAssertEqual(evaluator.parts[0].duration, 2)
        assertClose(evaluator.states(at: 0.5)[0].scaleX, 0.75)
        // In parts it is written and used.
        let parts = IndicatorSpec(name: "P", duration: 2, parts: [part])
        XCTAssertTrue(parts.jsonString().contains("\"duration\":0.5"))
        XCTAssertEqual(try IndicatorEvaluator(spec: parts).parts[0].duration, 0.5)
        XCTAssertEqual(try IndicatorSpec(json: parts.jsonString()), parts)
    }

    func testCodableEncodingIsTheSpecJSON() throws {
        let spec = try XCTUnwrap(IndicatorSpec.builtin(named: "Pacman"))
        let data = try JSONEncoder().encode(spec)
        XCTAssertEqual(try IndicatorSpec(jsonData: data), spec)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "Pacman")
        XCTAssertEqual((object["parts"] as? [Any])?.count, 2)
    }
}
