import LoaderKitCore
import XCTest
@testable import SpecLanguage

final class LintTests: XCTestCase {
    /// A valid inline spec with `body` as its group fields (a row of three by default).
    private func spec(_ body: String, duration: String = "1", params: String = "{}") -> String {
        """
        {"schemaVersion": 1, "name": "Lint", "duration": \(duration), "params": \(params),
         \(body)}
        """
    }

    private func lint(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [SpecProblem] {
        let analysis = SpecAnalysis(text)
        XCTAssertEqual(analysis.problems.map(\.message), [], "the case must be valid", file: file, line: line)
        return analysis.lintWarnings
    }

    private func rules(_ warnings: [SpecProblem]) -> [LintRule] {
        warnings.compactMap(\.lintRule)
    }

    func testNoWarningOnTheBuiltinsAndTheExamples() throws {
        for file in Fixtures.builtins() + (try Fixtures.examples()) {
            XCTAssertEqual(SpecAnalysis(bytes: file.bytes).lintWarnings.map(\.message), [], file.name)
        }
    }

    func testRotationInDegrees() throws {
        let text = spec(
            #""layout": {"type": "single"}, "shape": {"type": "rect"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 360]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.rotationInDegrees])
        XCTAssertEqual(slice(text, warnings[0].bytes), "360")
        XCTAssertEqual(warnings[0].path?.description, "tracks[0].values[1]")
        XCTAssertEqual(
            warnings[0].message,
            "rotate 360 is more than 4 turns: it looks like degrees, but LoaderKit angles are radians (a full turn is 6.283185307)"
        )
        // Resolved through a param; four whole turns are fine.
        let param = spec(
            #""layout": {"type": "single"}, "shape": {"type": "rect"}, "tracks": [{"property": "rotateY", "keyTimes": [0, 1], "values": [0, {"$param": "turn"}]}]"#,
            params: #"{"turn": 180}"#)
        XCTAssertEqual(slice(param, try XCTUnwrap(lint(param).first).bytes), #"{"$param": "turn"}"#)
        let turns = spec(
            #""layout": {"type": "single"}, "shape": {"type": "rect"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 25.132741228718345]}]"#
        )
        XCTAssertEqual(lint(turns), [])
    }

    func testTranslationInPixelsOnATrackAndOnRest() throws {
        let text = spec(
            #""layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "rest": {"translateY": -40}, "tracks": [{"property": "translateX", "keyTimes": [0, 0.5, 1], "values": [0, 20, 0]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.translationInPixels, .translationInPixels])
        XCTAssertEqual(warnings.map { slice(text, $0.bytes) }, ["-40", "20"])
        XCTAssertEqual(warnings.map { $0.path?.description }, ["rest.translateY", "tracks[0].values[1]"])
    }

    /// A layout placed in pixels puts the element far outside the box (sampled by the evaluator).
    func testElementFarOutsideTheBox() throws {
        let text = spec(
            #""layout": {"type": "single", "size": 0.2, "x": 24, "y": 24}, "shape": {"type": "circle"}, "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 1]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.elementOutsideBox])
        XCTAssertEqual(slice(text, warnings[0].bytes), #"{"type": "single", "size": 0.2, "x": 24, "y": 24}"#)
        XCTAssertEqual(
            warnings[0].message,
            "element 0 is far outside the box at t = 0 s (x 23.9 to 24.1, y 23.9 to 24.1; the box runs from 0 to 1): lengths are fractions of the box, not pixels"
        )
        // Moving out of the box and back, within a box's width, is fine.
        let inside = spec(
            #""layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "tracks": [{"property": "translateX", "keyTimes": [0, 0.5, 1], "values": [0, 0.9, 0]}]"#
        )
        XCTAssertEqual(lint(inside), [])
    }

    func testKeyTimesThatDoNotSpanTheCycle() throws {
        let text = spec(
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0.2, 0.8], "values": [0.5, 1]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.keyTimesSpan])
        XCTAssertEqual(slice(text, warnings[0].bytes), "[0.2, 0.8]")
        XCTAssertEqual(
            warnings[0].message,
            "keyTimes start at 0.2 instead of 0 and end at 0.8 instead of 1: scale holds still, then jumps from 1 to 0.5 when the cycle starts again; run them from 0 to 1, or end on the first value"
        )
        // A pause that ends on the first value loops smoothly.
        let pause = spec(
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 0.4, 0.8], "values": [1, 0.5, 1]}]"#
        )
        XCTAssertEqual(lint(pause), [])
    }

    func testALoopThatJumps() throws {
        let text = spec(
            #""layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "tracks": [{"property": "translateX", "keyTimes": [0, 1], "values": [-0.3, 0.3]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.loopJump])
        XCTAssertEqual(slice(text, warnings[0].bytes), "[-0.3, 0.3]")
        XCTAssertEqual(
            warnings[0].message,
            "the loop jumps: translateX ends at 0.3 but starts at -0.3, so each cycle snaps back; end on the first value (or a whole turn) for a smooth loop"
        )
        // Hidden at the wrap (faded out), a whole turn, or a half turn of a rect: no jump seen.
        for body in [
            #""layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "tracks": [{"property": "translateX", "keyTimes": [0, 1], "values": [-0.3, 0.3]}, {"property": "opacity", "keyTimes": [0, 0.5, 1], "values": [0, 1, 0]}]"#,
            #""layout": {"type": "single", "size": 0.5}, "shape": {"type": "rect"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 6.283185307179586]}]"#,
            #""layout": {"type": "single", "width": 0.6, "height": 0.2}, "shape": {"type": "rect"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 3.141592653589793]}]"#,
        ] {
            XCTAssertEqual(lint(spec(body)), [], body)
        }
        // A quarter turn of a long bar shows.
        let bar = spec(
            #""layout": {"type": "single", "width": 0.6, "height": 0.2}, "shape": {"type": "line"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 1.5707963267948966]}]"#
        )
        XCTAssertEqual(rules(lint(bar)), [.loopJump])
    }

    func testOpacityAndScaleThatSnapAtTheWrap() throws {
        // A still dot that fades out and snaps back to full opacity; one that shrinks and snaps.
        let fade = spec(
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, 0.3]}]"#
        )
        let warnings = lint(fade)
        XCTAssertEqual(rules(warnings), [.loopJump])
        XCTAssertEqual(slice(fade, warnings[0].bytes), "[1, 0.3]")
        XCTAssertEqual(
            warnings[0].message,
            "the loop jumps: opacity ends at 0.3 but starts at 1, so each cycle snaps back; end on the first value for a smooth loop"
        )
        for body in [
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]"#,
            #""layout": {"type": "single", "width": 0.6, "height": 0.2}, "shape": {"type": "rect"}, "tracks": [{"property": "scaleX", "keyTimes": [0, 0.5, 1], "values": [1, 0.2, 0.6]}]"#,
            #""layout": {"type": "row", "count": 3, "size": 0.2, "gap": 0.1}, "shape": {"type": "circle"}, "stagger": {"each": 0.1}, "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [0.2, 1]}]"#,
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "groupTracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0.5, 1]}]"#,
        ] {
            XCTAssertEqual(rules(lint(spec(body))), [.loopJump], body)
        }
    }

    func testOpacityAndScaleChangesNobodySees() throws {
        for body in [
            // A ripple: it grows while it fades out, so it is invisible when it shrinks back.
            #""layout": {"type": "single", "size": 0.8}, "shape": {"type": "ring", "strokeWidth": 0.1}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [0, 1]}, {"property": "opacity", "keyTimes": [0, 1], "values": [1, 0]}]"#,
            // Scaled to nothing at the wrap: the fade is never seen.
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 0.8, 1], "values": [0, 1, 0]}, {"property": "opacity", "keyTimes": [0, 1], "values": [1, 0.2]}]"#,
            // Steps on purpose: the track already steps inside its cycle.
            #""layout": {"type": "single", "size": 0.3}, "shape": {"type": "circle"}, "tracks": [{"property": "opacity", "keyTimes": [0, 0.5, 0.5, 1], "values": [1, 1, 0.4, 0.4]}]"#,
            // Behind a larger dot drawn later at the same place.
            #""parts": [{"layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]}, {"layout": {"type": "single", "size": 0.4}, "shape": {"type": "circle"}}]"#,
            // Racing across the box as it wraps: a frame of motion changes more than the resize.
            #""layout": {"type": "single", "size": 0.2}, "shape": {"type": "circle"}, "tracks": [{"property": "translateY", "keyTimes": [0, 0.5, 1], "values": [-0.35, 0.35, -0.35]}, {"property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.4, 0.85]}]"#,
        ] {
            XCTAssertEqual(lint(spec(body, duration: "0.3")).map(\.message), [], body)
        }
        // A spinner's trail: twelve bars whose stagger spreads them evenly over the cycle.
        let trail =
            #""layout": {"type": "ring", "count": 12, "itemSize": 0.26, "itemWidth": 0.07, "orient": true}, "shape": {"type": "line"}, "stagger": {"each": 0.1}, "tracks": [{"property": "opacity", "keyTimes": [0, 1], "values": [1, 0.15]}]"#
        XCTAssertEqual(lint(spec(trail, duration: "1.2")), [])
        // Spread unevenly, the bars' snaps are seen.
        let uneven = trail.replacingOccurrences(of: #""each": 0.1"#, with: #""each": 0.05"#)
        XCTAssertEqual(rules(lint(spec(uneven, duration: "1.2"))), [.loopJump])
    }

    func testElementsAtTheSamePlaceWithoutAStagger() throws {
        let text = spec(
            #""layout": {"type": "stack", "count": 3, "size": 0.5}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 0.5, 1], "values": [0, 1, 0]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.samePosition])
        XCTAssertEqual(slice(text, warnings[0].bytes), #"{"type": "stack", "count": 3, "size": 0.5}"#)
        XCTAssertEqual(
            warnings[0].message,
            "the 3 elements of this stack sit at the same place and start together, so they draw as one: give them a stagger"
        )
        let staggered = spec(
            #""layout": {"type": "stack", "count": 3, "size": 0.5}, "shape": {"type": "circle"}, "stagger": {"each": 0.3}, "tracks": [{"property": "scale", "keyTimes": [0, 0.5, 1], "values": [0, 1, 0]}]"#
        )
        XCTAssertEqual(lint(staggered), [])
    }

    func testAStaggerLongerThanTheCycle() throws {
        let text = spec(
            #""layout": {"type": "row", "count": 4, "gap": 0.1}, "shape": {"type": "circle"}, "stagger": {"each": 0.4}, "tracks": [{"property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 1]}]"#
        )
        let warnings = lint(text)
        XCTAssertEqual(rules(warnings), [.staggerSpan])
        XCTAssertEqual(slice(text, warnings[0].bytes), #"{"each": 0.4}"#)
        XCTAssertEqual(
            warnings[0].message,
            "the stagger spans 1.6 s (0.4 × 4 elements), more than the 1 s cycle, so the starts wrap around; for an even spread use each = cycle / count (0.25)"
        )
        let list = spec(
            #""layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"}, "stagger": [0, 0.6, 1.2], "tracks": [{"property": "scale", "keyTimes": [0, 0.5, 1], "values": [1, 0.5, 1]}]"#
        )
        let listWarnings = lint(list)
        XCTAssertEqual(rules(listWarnings), [.staggerSpan])
        XCTAssertEqual(slice(list, listWarnings[0].bytes), "[0, 0.6, 1.2]")
    }

    /// Lint reads nothing of a spec that does not validate.
    func testNoLintOnAnInvalidSpec() {
        let text = spec(
            #""layout": {"type": "single"}, "shape": {"type": "rect"}, "tracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 360, 1]}]"#
        )
        XCTAssertEqual(SpecAnalysis(text).lintWarnings, [])
    }
}
