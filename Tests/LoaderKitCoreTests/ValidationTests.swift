import Foundation
import XCTest
@testable import LoaderKitCore

/// LoaderKit's `validate()` rules (LOADERKIT-SPEC.md section 2): exact messages, in order.
final class ValidationTests: XCTestCase {
    /// Asserts the full problem list of `json`, and that `init(json:)` agrees.
    private func assertProblems(
        _ json: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(IndicatorSpec.validate(json: json), expected, json, file: file, line: line)
        XCTAssertEqual(IndicatorSpec.validate(jsonData: Data(json.utf8)), expected, json, file: file, line: line)
        do {
            let spec = try IndicatorSpec(json: json)
            XCTAssertEqual(expected, [], "init(json:) accepted \(json)", file: file, line: line)
            XCTAssertEqual(spec.validationErrors(), [], json, file: file, line: line)
        } catch let error as IndicatorSpecError {
            XCTAssertEqual(error.problems, expected, json, file: file, line: line)
        } catch {
            XCTFail("not an IndicatorSpecError: \(error)", file: file, line: line)
        }
    }

    private func assertValid(_ json: String, file: StaticString = #filePath, line: UInt = #line) {
        assertProblems(json, [], file: file, line: line)
    }

    private let validTrack = #"[{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]"#
    private let validPart =
        #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]}]}"#

    /// A spec whose only track has `keyTimes`, `values` and optionally `easing` (raw JSON).
    private func trackSpec(
        keyTimes: String, values: String, easing: String? = nil, shape: String = #"{"type": "circle"}"#,
        property: String = "scale"
    ) -> String {
        var track = #"{"property": "\#(property)", "keyTimes": \#(keyTimes), "values": \#(values)"#
        if let easing { track += #", "easing": \#(easing)"# }
        return specJSON(["shape": shape, "tracks": "[\(track)}]"])
    }

    // MARK: - The lists the upstream Swift tests expect

    func testPartProblemsArePrefixedWithTheirPath() {
        let bad = #"""
            {"layout": {"type": "hexagon"}, "shape": {"type": "rect", "sweep": 7},
             "stagger": {"each": 0.1, "start": "soon"}, "duration": 0, "durations": 0.5,
             "rest": {"strokeEnd": 0.5},
             "tracks": [{"property": "strokeStart", "keyTimes": [0, 1], "values": [0, 1]}],
             "groupTracks": [{"property": "rotateX", "keyTimes": [0, 1], "values": [0, 1]}]}
            """#
        let json = #"{"schemaVersion": 1, "name": "Parts", "duration": 1, "parts": [\#(validPart), \#(bad), 3]}"#
        assertProblems(
            json,
            [
                "parts[1].layout.type must be one of single, stack, row, grid, ring",
                "parts[1].shape.sweep must be within (0, 2π]",
                "parts[1].stagger.start must be a finite number",
                "parts[1].duration must be a positive number",
                "parts[1].durations must be an array",
                "parts[1].rest.strokeEnd needs a ring shape",
                "parts[1].tracks[0].property \"strokeStart\" needs a ring shape",
                "parts[1].groupTracks[0].property must be one of scale, scaleX, scaleY, opacity, rotate, translateX, translateY",
                "parts[2] must be an object",
            ])
    }

    func testPartsThatIsNotAnArray() {
        assertProblems(
            #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": "all", "rest": {}}"#,
            [
                "rest must be set inside parts when the spec has parts",
                "parts must be a non-empty array",
            ])
    }

    func testReportsReadableMessages() {
        // docs/spec/using.md, "Errors": one spec per message.
        assertProblems(specJSON(["schemaVersion": "2"]), ["schemaVersion must be 1"])
        assertProblems(specJSON(["duration": "0"]), ["duration must be a positive number"])
        assertProblems(
            specJSON([
                "params": #"{"count": 3}"#,
                "layout": #"{"type": "row", "count": {"$param": "cout"}, "gap": 0.1}"#,
            ]),
            ["layout.count uses unknown param \"cout\""])
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: "[1]"), ["tracks[0].values must have the same length as keyTimes"])
        assertProblems(
            specJSON([
                "tracks": #"""
                [{"property": "scale", "keyTimes": [0, 1], "values": [1, 0.5]},
                 {"property": "opacity", "keyTimes": [0, 0.6, 0.5, 1], "values": [1, 0, 0, 1]}]
                """#
            ]), ["tracks[1].keyTimes must be non-decreasing"])
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: "[0, 1]", property: "strokeEnd"),
            ["tracks[0].property \"strokeEnd\" needs a ring shape"])
        let sweepPart = #"{"layout": {"type": "single"}, "shape": {"type": "circle", "sweep": 7}}"#
        assertProblems(
            #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [\#(validPart), \#(sweepPart)]}"#,
            ["parts[1].shape.sweep must be within (0, 2π]"])
        assertProblems(
            trackSpec(keyTimes: "[0, 0.5, 1]", values: "[1, 0, 1]", easing: #"["ease"]"#),
            ["tracks[0].easing needs one entry per segment (2)"])
        assertProblems(specJSON(["tracks": "[]"]), ["the spec needs at least one track or group track"])
    }

    // MARK: - Top level

    func testSpecMustBeAnObject() {
        for json in ["null", "[]", "[{}]", "1", "\"spec\"", "true"] {
            assertProblems(json, ["spec must be an object"])
        }
    }

    func testSchemaVersion() {
        assertValid(specJSON(["schemaVersion": "1.0"]))
        assertValid(specJSON(["schemaVersion": "1e0"]))
        for value in ["\"1\"", "true", "2", "null", "0.999", "[1]", #"{"$param": "v"}"#] {
            assertProblems(specJSON(["schemaVersion": value]), ["schemaVersion must be 1"])
        }
        assertProblems(specJSON(["schemaVersion": nil]), ["schemaVersion must be 1"])
    }

    func testName() {
        assertValid(specJSON(["name": "\" \""]))
        for value in ["\"\"", "5", "null", "[\"a\"]", "{}"] {
            assertProblems(specJSON(["name": value]), ["name is required"])
        }
        assertProblems(specJSON(["name": nil]), ["name is required"])
    }

    func testDuration() {
        for value in ["0", "-0", "-1", "\"1\"", "null", "1e999", "true"] {
            assertProblems(specJSON(["duration": value]), ["duration must be a positive number"])
        }
        assertProblems(specJSON(["duration": nil]), ["duration must be a positive number"])
        assertValid(specJSON(["duration": "1e-9"]))
    }

    func testParams() {
        for value in ["[1]", "\"x\"", "null", "3", "true"] {
            assertProblems(specJSON(["params": value]), ["params must be an object"])
        }
        assertProblems(
            specJSON(["params": #"{"a": "1", "b": null, "c": true, "d": [], "e": {}, "f": 1e999, "g": 2}"#]),
            [
                "params.a must be a finite number", "params.b must be a finite number",
                "params.c must be a finite number",
                "params.d must be a finite number", "params.e must be a finite number",
                "params.f must be a finite number",
            ])
        // JavaScript key order: array indices first, in numeric order, then the rest in text order.
        assertProblems(
            specJSON([
                "params":
                    #"{"b": "x", "10": "x", "2": "x", "a": "x", "01": "x", "-1": "x", "4294967295": "x", "4294967294": "x"}"#
            ]),
            [
                "params.2 must be a finite number", "params.10 must be a finite number",
                "params.4294967294 must be a finite number", "params.b must be a finite number",
                "params.a must be a finite number", "params.01 must be a finite number",
                "params.-1 must be a finite number", "params.4294967295 must be a finite number",
            ])
        // A bad value still declares its name; `__proto__` is never a member.
        assertProblems(
            specJSON([
                "params": #"{"n": "3", "__proto__": {"m": 1}}"#,
                "layout": #"{"type": "row", "count": {"$param": "n"}, "gap": {"$param": "m"}}"#,
            ]),
            [
                "params.n must be a finite number", "layout.gap uses unknown param \"m\"",
            ])
    }

    func testPerspective() {
        assertValid(specJSON(["perspective": "2.5"]))
        for value in ["0", "-2", "\"2\"", "null", "1e999", #"{"$param": "p"}"#] {
            assertProblems(specJSON(["perspective": value]), ["perspective must be a positive number"])
        }
    }

    func testGroupFieldsAtTopLevelWithParts() {
        let json = #"""
            {"schemaVersion": 1, "name": "X", "duration": 1, "groupTracks": null, "rest": {}, "durations": [1],
             "stagger": [0], "tracks": [], "shape": {}, "layout": {}, "parts": [\#(validPart)]}
            """#
        assertProblems(
            json,
            [
                "layout must be set inside parts when the spec has parts",
                "shape must be set inside parts when the spec has parts",
                "tracks must be set inside parts when the spec has parts",
                "stagger must be set inside parts when the spec has parts",
                "durations must be set inside parts when the spec has parts",
                "rest must be set inside parts when the spec has parts",
                "groupTracks must be set inside parts when the spec has parts",
            ])
        for parts in ["[]", "null", "{}", "\"all\"", "0"] {
            assertProblems(
                #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": \#(parts)}"#,
                ["parts must be a non-empty array"])
        }
        assertProblems(
            specJSON(["parts": "null"]),
            [
                "layout must be set inside parts when the spec has parts",
                "shape must be set inside parts when the spec has parts",
                "tracks must be set inside parts when the spec has parts",
                "parts must be a non-empty array",
            ])
    }

    func testPartMessagesAreInterleavedByIndex() {
        let badLayout = #"{"layout": {"type": "blob"}, "shape": {"type": "circle"}}"#
        assertProblems(
            #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [1, \#(badLayout), null, []]}"#,
            [
                "parts[0] must be an object",
                "parts[1].layout.type must be one of single, stack, row, grid, ring",
                "parts[2] must be an object",
                "parts[3] must be an object",
            ])
    }

    func testTrackCountIsSummedOverParts() {
        let empty = #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [], "groupTracks": []}"#
        assertProblems(
            #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [\#(empty), \#(empty)]}"#,
            ["the spec needs at least one track or group track"])
        let group =
            #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "groupTracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 1]}]}"#
        assertValid(#"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [\#(empty), \#(group)]}"#)
        // Only ever the only message.
        assertProblems(specJSON(["tracks": nil, "duration": "0"]), ["duration must be a positive number"])
        assertProblems(specJSON(["tracks": nil]), ["the spec needs at least one track or group track"])
        // Invalid entries still count as entries.
        assertProblems(specJSON(["tracks": "[5]"]), ["tracks[0] must be an object"])
    }

    // MARK: - Layout

    func testLayoutType() {
        for layout in [
            "null", "[]", "\"row\"", #"{"type": "Row"}"#, #"{"type": "hex", "count": "x"}"#, "{}",
            #"{"type": "toString"}"#,
        ] {
            assertProblems(specJSON(["layout": layout]), ["layout.type must be one of single, stack, row, grid, ring"])
        }
        assertProblems(specJSON(["layout": nil]), ["layout.type must be one of single, stack, row, grid, ring"])
    }

    func testNoOtherLayoutCheckRunsWhenTheTypeIsBad() {
        assertProblems(
            specJSON(["layout": #"{"type": "hex", "orient": "yes", "size": null}"#]),
            ["layout.type must be one of single, stack, row, grid, ring"])
    }

    func testLayoutFieldsInTableOrder() {
        // Required first, then optional, whatever the order in the JSON.
        assertProblems(
            specJSON(["layout": #"{"itemHeight": "h", "itemWidth": null, "type": "row"}"#]),
            [
                "layout.count is required", "layout.gap is required",
                "layout.itemWidth must be a number or { $param }", "layout.itemHeight must be a number or { $param }",
            ])
        assertProblems(
            specJSON(["layout": #"{"type": "grid"}"#]),
            [
                "layout.columns is required", "layout.rows is required", "layout.gap is required",
            ])
        assertProblems(
            specJSON(["layout": #"{"type": "ring", "startAngle": true, "itemHeight": [], "itemWidth": {}}"#]),
            [
                "layout.count is required", "layout.itemSize is required",
                "layout.itemWidth must be a number or { $param }", "layout.itemHeight must be a number or { $param }",
                "layout.startAngle must be a number or { $param }",
            ])
        assertProblems(
            specJSON([
                "layout":
                    #"{"type": "stack", "y": "1", "x": 1e999, "height": null, "width": false, "size": {"$param": 5}}"#
            ]),
            [
                "layout.count is required", "layout.size must be a number or { $param }",
                "layout.width must be a number or { $param }", "layout.height must be a number or { $param }",
                "layout.x must be finite", "layout.y must be a number or { $param }",
            ])
        assertProblems(
            specJSON(["layout": #"{"type": "single", "size": -1e999, "count": "ignored", "gap": null}"#]),
            ["layout.size must be finite"])
        assertValid(specJSON(["layout": #"{"type": "single", "size": -2, "width": 0, "x": 7}"#]))
    }

    func testOrientMustBeABooleanOnEveryLayoutType() {
        assertProblems(specJSON(["layout": #"{"type": "single", "orient": 1}"#]), ["layout.orient must be a boolean"])
        assertProblems(
            specJSON(["layout": #"{"type": "row", "count": 2, "gap": 0, "orient": null}"#]),
            ["layout.orient must be a boolean"])
        assertProblems(
            specJSON(["layout": #"{"type": "ring", "count": 2, "itemSize": "s", "orient": "true"}"#]),
            ["layout.itemSize must be a number or { $param }", "layout.orient must be a boolean"])
        assertValid(specJSON(["layout": #"{"type": "ring", "count": 4, "itemSize": 0.2, "orient": false}"#]))
        assertValid(specJSON(["layout": #"{"type": "grid", "columns": 2, "rows": 2, "gap": 0, "orient": true}"#]))
    }

    // MARK: - Num and params

    func testNumCheck() {
        let layout = { (count: String) in #"{"type": "stack", "count": \#(count)}"# }
        assertValid(specJSON(["params": #"{"n": 2}"#, "layout": layout(#"{"$param": "n", "other": "ignored"}"#)]))
        assertProblems(specJSON(["layout": layout("1e999")]), ["layout.count must be finite"])
        assertProblems(specJSON(["layout": layout("-1e999")]), ["layout.count must be finite"])
        for bad in ["\"1\"", "true", "null", "[1]", "{}", #"{"$param": 5}"#, #"{"param": "n"}"#] {
            assertProblems(
                specJSON(["params": #"{"n": 2}"#, "layout": layout(bad)]),
                ["layout.count must be a number or { $param }"])
        }
        // With no params object every name is unknown.
        assertProblems(specJSON(["layout": layout(#"{"$param": "n"}"#)]), ["layout.count uses unknown param \"n\""])
        assertProblems(
            specJSON(["params": "[2]", "layout": layout(#"{"$param": "0"}"#)]),
            ["params must be an object", "layout.count uses unknown param \"0\""])
    }

    func testParamLookupsUseOwnNamesOnly() {
        let layout = { (name: String) in #"{"type": "stack", "count": {"$param": "\#(name)"}}"# }
        for name in ["toString", "constructor", "hasOwnProperty", "valueOf", "__proto__"] {
            assertProblems(
                specJSON(["params": #"{"n": 2}"#, "layout": layout(name)]),
                ["layout.count uses unknown param \"\(name)\""])
        }
        assertValid(specJSON(["params": #"{"constructor": 2, "toString": 3}"#, "layout": layout("constructor")]))
        assertValid(specJSON(["params": #"{"constructor": 2, "toString": 3}"#, "layout": layout("toString")]))
        // `__proto__` is never a name, even when it is written in params.
        assertProblems(
            specJSON(["params": #"{"__proto__": 2}"#, "layout": layout("__proto__")]),
            ["layout.count uses unknown param \"__proto__\""])
        assertProblems(
            specJSON(["params": #"{"__proto__": {"n": 2}}"#, "layout": layout("n")]),
            ["layout.count uses unknown param \"n\""])
    }

    // MARK: - Shape

    func testShapeTypeAndFields() {
        for shape in ["null", "\"circle\"", "{}", #"{"type": "Circle"}"#, #"{"type": "square", "sweep": 0}"#] {
            assertProblems(specJSON(["shape": shape]), ["shape.type must be one of circle, rect, ring, triangle, line"])
        }
        assertProblems(specJSON(["shape": nil]), ["shape.type must be one of circle, rect, ring, triangle, line"])
        assertProblems(
            specJSON(["shape": #"{"type": "ring", "segments": "2", "sweep": null, "startAngle": []}"#]),
            [
                "shape.strokeWidth is required", "shape.startAngle must be a number or { $param }",
                "shape.sweep must be a number or { $param }", "shape.segments must be a number or { $param }",
            ])
        assertProblems(
            specJSON(["shape": #"{"type": "rect", "cornerRadius": "0.1"}"#]),
            ["shape.cornerRadius must be a number or { $param }"])
        assertProblems(
            specJSON(["shape": #"{"type": "circle", "sweep": 1e999, "startAngle": {"$param": "a"}}"#]),
            ["shape.startAngle uses unknown param \"a\"", "shape.sweep must be finite"])
        assertValid(specJSON(["shape": #"{"type": "triangle", "strokeWidth": "x", "cornerRadius": null}"#]))
        assertValid(specJSON(["shape": #"{"type": "rect", "cornerRadius": -1}"#]))
    }

    func testSweepRange() {
        for type in ["circle", "ring"] {
            let stroke = type == "ring" ? #", "strokeWidth": 0.1"# : ""
            let shape = { (sweep: String) in #"{"type": "\#(type)"\#(stroke), "sweep": \#(sweep)}"# }
            assertValid(specJSON(["shape": shape("6.283185308179586")]))
            assertValid(specJSON(["shape": shape("6.283185307179586")]))
            assertValid(specJSON(["shape": shape("1e-300")]))
            for bad in ["0", "-0", "-1", "6.2831853091", "7"] {
                assertProblems(specJSON(["shape": shape(bad)]), ["shape.sweep must be within (0, 2π]"])
            }
            // A `$param` sweep is not range-checked.
            assertValid(specJSON(["params": #"{"s": 9}"#, "shape": shape(#"{"$param": "s"}"#)]))
        }
        // The range check runs for every shape type, on a finite numeric sweep only.
        for type in ["rect", "triangle", "line"] {
            assertProblems(
                specJSON(["shape": #"{"type": "\#(type)", "sweep": 0}"#]), ["shape.sweep must be within (0, 2π]"])
            assertValid(specJSON(["shape": #"{"type": "\#(type)", "sweep": "x"}"#]))
            assertValid(specJSON(["shape": #"{"type": "\#(type)", "sweep": 1e999}"#]))
        }
        // After the other shape messages.
        assertProblems(
            specJSON(["shape": #"{"type": "ring", "sweep": 9}"#]),
            ["shape.strokeWidth is required", "shape.sweep must be within (0, 2π]"])
    }

    // MARK: - Stagger, durations, rest

    func testStagger() {
        assertValid(specJSON(["stagger": "[0, -0.5, 3, 4]"]))
        assertValid(specJSON(["stagger": #"{"each": -0.1}"#]))
        assertValid(specJSON(["stagger": #"{"each": 0.1, "start": -1}"#]))
        assertProblems(
            specJSON(["stagger": #"[0, "0.1", null, 1e999, {"$param": "a"}]"#]),
            [
                "stagger[1] must be a finite number", "stagger[2] must be a finite number",
                "stagger[3] must be a finite number", "stagger[4] must be a finite number",
            ])
        assertProblems(
            specJSON(["stagger": #"{"each": 0.1, "start": null}"#]), ["stagger.start must be a finite number"])
        for bad in [
            "null", "0.1", "\"0.1\"", "{}", #"{"start": 1}"#, #"{"each": "0.1", "start": "x"}"#,
            #"{"each": 1e999}"#, #"{"each": {"$param": "e"}}"#, "true",
        ] {
            assertProblems(specJSON(["stagger": bad]), ["stagger must be an array of offsets or { each, start? }"])
        }
    }

    func testPartDurationAndDurations() {
        let part = { (extra: String) in
            #"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [{"layout": {"type": "stack", "count": 3}, "shape": {"type": "circle"}, "tracks": \#(self.validTrack)\#(extra)}]}"#
        }
        assertValid(part(#", "duration": 0.5, "durations": [1, 2, 3]"#))
        for bad in ["0", "-1", "\"1\"", "null", "1e999"] {
            assertProblems(part(#", "duration": \#(bad)"#), ["parts[0].duration must be a positive number"])
        }
        assertProblems(part(#", "durations": {"0": 1}"#), ["parts[0].durations must be an array"])
        assertProblems(
            part(#", "durations": [1, 0, -1, "2", null, 1e999]"#),
            [
                "parts[0].durations[1] must be a positive number", "parts[0].durations[2] must be a positive number",
                "parts[0].durations[3] must be a positive number", "parts[0].durations[4] must be a positive number",
                "parts[0].durations[5] must be a positive number",
            ])
        // An inline spec's duration is the spec duration, checked once; inline `durations` are checked.
        assertProblems(specJSON(["durations": "null"]), ["durations must be an array"])
        assertProblems(specJSON(["duration": "-1"]), ["duration must be a positive number"])
    }

    func testRest() {
        for bad in ["null", "[]", "1", "\"x\""] {
            assertProblems(specJSON(["rest": bad]), ["rest must be an object"])
        }
        assertProblems(
            specJSON([
                "rest":
                    #"{"b": 1, "Scale": 1, "1": 1, "0": "x", "opacity": null, "scale": {"$param": "q"}, "strokeEnd": "not checked"}"#
            ]),
            [
                "rest.0 is not an animatable property", "rest.1 is not an animatable property",
                "rest.b is not an animatable property", "rest.Scale is not an animatable property",
                "rest.opacity must be a number or { $param }", "rest.scale uses unknown param \"q\"",
                "rest.strokeEnd needs a ring shape",
            ])
        // A ring with other problems still counts as a ring.
        assertProblems(
            specJSON(["shape": #"{"type": "ring"}"#, "rest": #"{"strokeStart": "x", "strokeEnd": 0.5}"#]),
            [
                "shape.strokeWidth is required", "rest.strokeStart must be a number or { $param }",
            ])
        assertValid(
            specJSON([
                "shape": #"{"type": "ring", "strokeWidth": 0.1}"#,
                "rest": #"{"strokeStart": 0.2, "strokeEnd": 0.9, "rotateX": 1, "translateY": -0.1}"#,
            ]))
    }

    // MARK: - Tracks

    func testTracksMustBeArraysOfObjects() {
        assertProblems(specJSON(["tracks": "{}"]), ["tracks must be an array"])
        assertProblems(specJSON(["tracks": "null"]), ["tracks must be an array"])
        assertProblems(specJSON(["groupTracks": "5"]), ["groupTracks must be an array"])
        assertProblems(
            specJSON(["tracks": #"[null, 1, [], "x", \#(validTrack.dropFirst().dropLast())]"#]),
            [
                "tracks[0] must be an object", "tracks[1] must be an object", "tracks[2] must be an object",
                "tracks[3] must be an object",
            ])
    }

    func testTrackProperties() {
        let track = { (p: String) in #"{"property": \#(p), "keyTimes": [0, 1], "values": [0, 1]}"# }
        assertProblems(
            specJSON(["tracks": "[\(track("\"Scale\"")), \(track("null")), \(track("\"toString\""))]"]),
            [
                "tracks[0].property must be one of scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd",
                "tracks[1].property must be one of scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd",
                "tracks[2].property must be one of scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd",
            ])
        // Duplicates: items with a bad property do not count; tracks and groupTracks are separate lists.
        assertProblems(
            specJSON([
                "tracks":
                    "[\(track("\"bogus\"")), \(track("\"scale\"")), \(track("\"scale\"")), \(track("\"opacity\"")), \(track("\"scale\""))]",
                "groupTracks": "[\(track("\"scale\"")), \(track("\"rotateY\"")), \(track("\"scale\""))]",
            ]),
            [
                "tracks[0].property must be one of scale, scaleX, scaleY, opacity, rotate, rotateX, rotateY, translateX, translateY, strokeStart, strokeEnd",
                "tracks[2].property \"scale\" is animated by more than one track",
                "tracks[4].property \"scale\" is animated by more than one track",
                "groupTracks[1].property must be one of scale, scaleX, scaleY, opacity, rotate, translateX, translateY",
                "groupTracks[2].property \"scale\" is animated by more than one track",
            ])
        // A repeated stroke track on a non-ring shape: the ring message once, then the duplicate message.
        assertProblems(
            specJSON(["tracks": "[\(track("\"strokeEnd\"")), \(track("\"strokeEnd\"")), \(track("\"strokeStart\""))]"]),
            [
                "tracks[0].property \"strokeEnd\" needs a ring shape",
                "tracks[1].property \"strokeEnd\" is animated by more than one track",
                "tracks[2].property \"strokeStart\" needs a ring shape",
            ])
        // Group tracks cannot animate 3D rotation or stroke trimming, even on a ring.
        assertProblems(
            specJSON([
                "shape": #"{"type": "ring", "strokeWidth": 0.1}"#,
                "groupTracks": "[\(track("\"strokeEnd\""))]",
            ]),
            ["groupTracks[0].property must be one of scale, scaleX, scaleY, opacity, rotate, translateX, translateY"])
        // Lists of different parts are separate.
        let part = #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": [\#(track("\"scale\""))]}"#
        assertValid(#"{"schemaVersion": 1, "name": "X", "duration": 1, "parts": [\#(part), \#(part)]}"#)
    }

    func testKeyTimesCountAndRange() {
        for keyTimes in ["[0]", "[]", "null", "\"01\"", #"{"0": 0, "1": 1, "length": 2}"#] {
            // Values and easing are then skipped.
            assertProblems(
                trackSpec(keyTimes: keyTimes, values: "\"bad\"", easing: "7"),
                ["tracks[0].keyTimes needs at least 2 entries"])
        }
        assertProblems(
            trackSpec(keyTimes: "[-0.1, 1.5, \"0.5\", null, 1e999]", values: "[0, 0, 0, 0, 0]"),
            [
                "tracks[0].keyTimes[0] must be within [0, 1]", "tracks[0].keyTimes[1] must be within [0, 1]",
                "tracks[0].keyTimes[2] must be within [0, 1]", "tracks[0].keyTimes[3] must be within [0, 1]",
                "tracks[0].keyTimes[4] must be within [0, 1]",
            ])
        assertValid(trackSpec(keyTimes: "[0.2, 0.2, 0.8]", values: "[0, 1, 0]"))
        assertValid(trackSpec(keyTimes: "[0, -0, 1]", values: "[0, 1, 0]"))
    }

    func testKeyTimesOrderUsesJavaScriptComparison() {
        let order = "tracks[0].keyTimes must be non-decreasing"
        let range = { (k: Int) in "tracks[0].keyTimes[\(k)] must be within [0, 1]" }
        assertProblems(trackSpec(keyTimes: "[0.5, 0.2, 0.1]", values: "[0, 0, 0]"), [order, order])
        assertProblems(trackSpec(keyTimes: #"[0.5, "0.2", 0.1]"#, values: "[0, 0, 0]"), [range(1), order])
        assertProblems(trackSpec(keyTimes: "[0.5, 2, 0.9]", values: "[0, 0, 0]"), [range(1), order])
        assertProblems(trackSpec(keyTimes: #"[0.5, "a", 0.1]"#, values: "[0, 0, 0]"), [range(1)])
        assertProblems(trackSpec(keyTimes: "[0.5, null, 0.1]", values: "[0, 0, 0]"), [range(1)])
        assertProblems(trackSpec(keyTimes: "[0.5, -1]", values: "[0, 0]"), [range(1)])
        // The entry before is converted with Number(): order message when it is above the current one.
        let above = [
            #"true"#, #"" 0.7 ""#, #""0x1""#, #""0b1""#, #""0o7""#, #""Infinity""#, #"".9""#, #""3.""#,
            #""1e1""#, "[0.7]", "[[0.9]]", #"["0.8"]"#, "1.5", "1e999", #""+1""#, #""\t1\n""#,
        ]
        for before in above {
            assertProblems(trackSpec(keyTimes: "[\(before), 0.5]", values: "[0, 0]"), [range(0), order])
        }
        let notAbove = [
            "null", "false", #""""#, #""-1e3""#, #""-0x1""#, #""1_0""#, #""abc""#, "[]", "[1, 2]", "{}",
            #""infinity""#, #""0x""#, #"".""#, #""1e""#, "-1", "[null]", #"{"$param": "a"}"#,
        ]
        for before in notAbove {
            assertProblems(trackSpec(keyTimes: "[\(before), 0.5]", values: "[0, 0]"), [range(0)])
        }
    }

    func testValuesThatCannotBeConverted() {
        let message = ["Cannot convert object to primitive value"]
        for before in [
            #"{"toString": 1}"#, #"[{"toString": 1}]"#, #"{"__proto__": null}"#, #"[[{"__proto__": null}]]"#,
            #"{"__proto__": {"toString": "x"}}"#, #"{"valueOf": 1, "toString": 2}"#,
        ] {
            assertProblems(trackSpec(keyTimes: "[\(before), 0.5]", values: "[0, 0]"), message)
            // Also when other problems were found first: the list is replaced.
            assertProblems(
                specJSON([
                    "duration": "0", "shape": "null",
                    "tracks": #"[{"property": "scale", "keyTimes": [\#(before), 0.5], "values": [0, 0]}]"#,
                ]),
                message)
        }
        // Not converted when the entry after it is itself out of range.
        assertProblems(
            trackSpec(keyTimes: #"[{"toString": 1}, 2]"#, values: "[0, 0]"),
            ["tracks[0].keyTimes[0] must be within [0, 1]", "tracks[0].keyTimes[1] must be within [0, 1]"])
    }

    func testProtoMembers() {
        // A `__proto__` object supplies the fields the object does not have itself.
        assertValid(specJSON(["layout": #"{"__proto__": {"type": "single"}}"#]))
        assertValid(specJSON(["layout": #"{"__proto__": {"type": "row", "gap": 0.1}, "count": 2}"#]))
        assertValid(specJSON(["shape": #"{"__proto__": {"__proto__": {"type": "ring"}}, "strokeWidth": 0.1}"#]))
        // A `$param` read through a prototype counts, and so does the evaluator.
        let inherited = specJSON([
            "params": #"{"n": 4}"#, "layout": #"{"type": "stack", "count": {"__proto__": {"$param": "n"}}}"#,
        ])
        assertValid(inherited)
        XCTAssertEqual(try? IndicatorEvaluator(spec: IndicatorSpec(json: inherited)).elementCount, 4)
        // It is never reported and never visited as a key.
        assertValid(specJSON(["rest": #"{"__proto__": {"bogus": 1}}"#]))
        assertValid(specJSON(["params": #"{"__proto__": "x"}"#]))
        // A value that is not an object or an array is dropped.
        assertProblems(
            specJSON(["layout": #"{"__proto__": 5}"#]), ["layout.type must be one of single, stack, row, grid, ring"])
        // `__proto__: null` removes the prototype: `toString` is missing, so not an own param either.
        assertValid(specJSON(["layout": #"{"__proto__": null, "type": "single"}"#]))
        // An array prototype supplies `values` (a function, not an array) and `length`.
        assertProblems(
            specJSON(["tracks": #"[{"__proto__": [], "property": "scale", "keyTimes": [0, 1]}]"#]),
            ["tracks[0].values must have the same length as keyTimes"])
        // A keyTime whose prototype is an array converts like that array, own members first.
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": [0.7]}, 0.5]"#, values: "[0, 0]"),
            ["tracks[0].keyTimes[0] must be within [0, 1]", "tracks[0].keyTimes must be non-decreasing"])
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": [0.2], "0": 0.9}, 0.5]"#, values: "[0, 0]"),
            ["tracks[0].keyTimes[0] must be within [0, 1]", "tracks[0].keyTimes must be non-decreasing"])
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": [0.9], "0": 0.2}, 0.5]"#, values: "[0, 0]"),
            ["tracks[0].keyTimes[0] must be within [0, 1]"])
        // Inherited `toString` (a JSON value, so not callable) cannot be converted.
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": {"toString": 1}}, 0.5]"#, values: "[0, 0]"),
            ["Cannot convert object to primitive value"])
    }

    func testArrayLikeObjectWithAHugeLengthDoesNotHang() {
        // Converting it joins `length` items; that must not loop a billion times.
        let json = trackSpec(keyTimes: #"[{"__proto__": [], "length": 1e9}, 0.5]"#, values: "[0, 0]")
        let start = Date()
        XCTAssertEqual(problems(json).first, "tracks[0].keyTimes[0] must be within [0, 1]")
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // length 1 reads item 0; a length of 2 or more gives NaN.
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": [0.9], "length": 1}, 0.5]"#, values: "[0, 0]"),
            ["tracks[0].keyTimes[0] must be within [0, 1]", "tracks[0].keyTimes must be non-decreasing"])
        let longer = Date()
        XCTAssertEqual(
            problems(trackSpec(keyTimes: #"[{"__proto__": [0.9], "length": 3e9}, 0.5]"#, values: "[0, 0]")).first,
            "tracks[0].keyTimes[0] must be within [0, 1]")
        XCTAssertLessThan(Date().timeIntervalSince(longer), 2)
        // A huge length still reaches an item that cannot be converted.
        assertProblems(
            trackSpec(keyTimes: #"[{"__proto__": [], "length": 1e9, "5": {"toString": 1}}, 0.5]"#, values: "[0, 0]"),
            ["Cannot convert object to primitive value"])
    }

    func testValues() {
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: "[0, 1, 2]"),
            ["tracks[0].values must have the same length as keyTimes"])
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: #"{"0": 0, "1": 1}"#),
            ["tracks[0].values must have the same length as keyTimes"])
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: "null"), ["tracks[0].values must have the same length as keyTimes"])
        assertProblems(
            trackSpec(keyTimes: "[0, 0.5, 1]", values: #"[1e999, "1", {"$param": "p"}]"#),
            [
                "tracks[0].values[0] must be finite", "tracks[0].values[1] must be a number or { $param }",
                "tracks[0].values[2] uses unknown param \"p\"",
            ])
        // Values the length check already reported are not checked one by one.
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: #"["x"]"#), ["tracks[0].values must have the same length as keyTimes"]
        )
    }

    func testEasing() {
        let one = { (easing: String) in self.trackSpec(keyTimes: "[0, 1]", values: "[0, 1]", easing: easing) }
        let three = { (easing: String) in self.trackSpec(keyTimes: "[0, 0.5, 1]", values: "[0, 1, 0]", easing: easing) }
        for name in [
            "\"linear\"", "\"ease\"", "\"easeIn\"", "\"easeOut\"", "\"easeInOut\"", "[0.42, 0, 0.58, 1]",
            "[0.2, -2, 0.8, 3]", "[0, 0, 1, 1]", #"["ease"]"#, "[[0.1, 0.2, 0.3, 0.4]]",
        ] {
            assertValid(one(name))
        }
        assertValid(three(#"[[0.42, 0, 0.58, 1], "linear"]"#))
        assertValid(three(#"["easeIn", "easeOut"]"#))
        assertValid(three("[0.42, 0, 0.58, 1]"))
        for name in ["constructor", "__proto__", "Linear", "toString", "", "ease-in"] {
            assertProblems(one("\"\(name)\""), ["tracks[0].easing \"\(name)\" is not a named easing"])
        }
        let shapeMessage = ["tracks[0].easing must be a named easing or [x1, y1, x2, y2]"]
        // Single easings (empty, or a number first): shape errors.
        for bad in [
            "null", "[]", "[0, 0, 1]", #"[0, "linear", 1, 1]"#, #"[1e999, "linear"]"#, "[0, 0, 1, 1, 0]",
            "5", "true", "{}", "[0, null, 1, 1]", "[0, 1e999, 1, 1]",
        ] {
            assertProblems(one(bad), shapeMessage)
        }
        assertProblems(one("[1.5, 0, 0.5, 1]"), ["tracks[0].easing x1 and x2 must be within [0, 1]"])
        assertProblems(one("[0.5, 0, -0.01, 1]"), ["tracks[0].easing x1 and x2 must be within [0, 1]"])
        // Per-segment lists (first item not a number).
        assertProblems(one("[null]"), ["tracks[0].easing[0] must be a named easing or [x1, y1, x2, y2]"])
        assertProblems(one("[[]]"), ["tracks[0].easing[0] must be a named easing or [x1, y1, x2, y2]"])
        assertProblems(
            three("[null]"),
            [
                "tracks[0].easing needs one entry per segment (2)",
                "tracks[0].easing[0] must be a named easing or [x1, y1, x2, y2]",
            ])
        assertProblems(
            three(#"["ease", "nope", [2, 0, 0, 1], "linear"]"#),
            [
                "tracks[0].easing needs one entry per segment (2)",
                "tracks[0].easing[1] \"nope\" is not a named easing",
                "tracks[0].easing[2] x1 and x2 must be within [0, 1]",
            ])
        assertProblems(three(#"["ease", 0.5]"#), ["tracks[0].easing[1] must be a named easing or [x1, y1, x2, y2]"])
    }

    func testMessageOrderWithinAGroup() {
        let json = specJSON([
            "layout": #"{"type": "row", "count": "3", "gap": 0.1}"#,
            "shape": #"{"type": "circle", "sweep": 0}"#,
            "stagger": "{}",
            "durations": "[0]",
            "rest": #"{"spin": 1}"#,
            "tracks": #"[{"property": "scale", "keyTimes": [1, 0], "values": [0]}]"#,
            "groupTracks": #"[{"property": "scale", "keyTimes": [0, 1], "values": [0, 1], "easing": "nope"}]"#,
        ])
        assertProblems(
            json,
            [
                "layout.count must be a number or { $param }",
                "shape.sweep must be within (0, 2π]",
                "stagger must be an array of offsets or { each, start? }",
                "durations[0] must be a positive number",
                "rest.spin is not an animatable property",
                "tracks[0].keyTimes must be non-decreasing",
                "tracks[0].values must have the same length as keyTimes",
                "groupTracks[0].easing \"nope\" is not a named easing",
            ])
    }

    func testNullCountsAsPresent() {
        assertProblems(specJSON(["perspective": "null"]), ["perspective must be a positive number"])
        assertProblems(specJSON(["stagger": "null"]), ["stagger must be an array of offsets or { each, start? }"])
        assertProblems(specJSON(["durations": "null"]), ["durations must be an array"])
        assertProblems(specJSON(["rest": "null"]), ["rest must be an object"])
        assertProblems(specJSON(["groupTracks": "null"]), ["groupTracks must be an array"])
        assertProblems(
            specJSON(["layout": #"{"type": "single", "size": null}"#]), ["layout.size must be a number or { $param }"])
        assertProblems(
            trackSpec(keyTimes: "[0, 1]", values: "[0, 1]", easing: "null"),
            ["tracks[0].easing must be a named easing or [x1, y1, x2, y2]"])
    }

    func testUnknownFieldsAreIgnored() {
        assertValid(
            specJSON([
                "futureField": #"{"anything": [1, 2, {"x": null}]}"#,
                "$schema": "\"https://maitrungduc1410.github.io/loader-kit/schema/v1.json\"",
            ]))
        assertValid(
            specJSON(["tracks": #"[{"property": "scale", "keyTimes": [0, 1], "values": [1, 0], "comment": 5}]"#]))
    }

    func testSchemaVersionTwoGivesSeveralProblems() throws {
        let json = #"{"schemaVersion":2}"#
        XCTAssertGreaterThan(problems(json).count, 1)
        XCTAssertEqual(problems(json).first, "schemaVersion must be 1")
        XCTAssertThrowsError(try IndicatorSpec(json: json)) { error in
            XCTAssertGreaterThan((error as? IndicatorSpecError)?.problems.count ?? 0, 1)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(IndicatorSpec.self, from: Data(json.utf8))) { error in
            XCTAssertGreaterThan((error as? IndicatorSpecError)?.problems.count ?? 0, 1)
        }
        XCTAssertThrowsError(try IndicatorSpec(jsonData: Data(json.utf8)))
    }

    func testDecodingValidatesInsideALargerDocument() throws {
        struct Document: Decodable { var spec: IndicatorSpec }
        let good = #"{"spec": \#(specJSON()), "other": 1}"#
        XCTAssertEqual(
            try JSONDecoder().decode(Document.self, from: Data(good.utf8)).spec, try IndicatorSpec(json: specJSON()))
        let bad = #"{"spec": \#(specJSON(["duration": "-1"]))}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Document.self, from: Data(bad.utf8))) { error in
            XCTAssertEqual((error as? IndicatorSpecError)?.problems, ["duration must be a positive number"])
        }
    }

    func testMalformedJSONAndNull() {
        XCTAssertFalse(problems("null").isEmpty)
        XCTAssertFalse(problems("").isEmpty)
        XCTAssertFalse(problems("{").isEmpty)
        XCTAssertFalse(problems("{\"schemaVersion\": 1,}").isEmpty)
        XCTAssertFalse(IndicatorSpec.validate(jsonData: Data([0xFF, 0xFE])).isEmpty)
        XCTAssertTrue(problems("{").allSatisfy { $0.hasPrefix("spec is not valid JSON: ") })
        XCTAssertThrowsError(try IndicatorSpec(json: "nul"))
    }

    func testErrorDescriptionListsEveryProblem() {
        let error = IndicatorSpecError(problems: [
            SpecProblem("a", stage: .validation), SpecProblem("b", stage: .prepare),
        ])
        XCTAssertEqual(error.description, "Invalid indicator spec:\n- a\n- b")
        XCTAssertEqual(error.problems, ["a", "b"])
    }

    // MARK: - Typed specs

    func testTypedSpecsAreValidatedToo() {
        let track = IndicatorSpec.Track(property: .scale, keyTimes: [0, 1], values: [1, 0])
        XCTAssertEqual(
            IndicatorSpec(name: "A", duration: 1, layout: .single(), shape: .circle(), tracks: [track])
                .validationErrors(), [])
        XCTAssertEqual(
            IndicatorSpec(name: "", duration: 0, layout: .single(), shape: .circle(), tracks: [track])
                .validationErrors(), ["name is required", "duration must be a positive number"])
        XCTAssertEqual(
            IndicatorSpec(
                name: "A", duration: 1, params: ["a": .nan], layout: .single(), shape: .circle(),
                tracks: [track]
            ).validationErrors(), ["params.a must be a finite number"])
        XCTAssertFalse(
            IndicatorSpec(
                name: "A", duration: 1, params: ["a": .infinity], layout: .single(), shape: .circle(),
                tracks: [track]
            ).validationErrors().isEmpty)
        XCTAssertEqual(
            IndicatorSpec(
                name: "A", duration: 1, layout: .stack(count: .param("n")), shape: .circle(),
                tracks: [track]
            ).validationErrors(), ["layout.count uses unknown param \"n\""])
        XCTAssertEqual(
            IndicatorSpec(
                name: "A", duration: 1, layout: .single(), shape: .ring(strokeWidth: 0.1, sweep: 0),
                tracks: [track]
            ).validationErrors(), ["shape.sweep must be within (0, 2π]"])
        XCTAssertEqual(
            IndicatorSpec(
                name: "A", duration: 1, layout: .single(), shape: .circle(),
                tracks: [
                    IndicatorSpec.Track(
                        property: .strokeEnd, keyTimes: [0, 1], values: [0, 1],
                        easing: .perSegment([.ease, .linear]))
                ]
            ).validationErrors(),
            ["tracks[0].property \"strokeEnd\" needs a ring shape", "tracks[0].easing needs one entry per segment (1)"])
        XCTAssertEqual(
            IndicatorSpec(name: "A", duration: 1, layout: .single(), shape: .circle()).validationErrors(),
            ["the spec needs at least one track or group track"])
        let bad = IndicatorSpec(
            name: "A", duration: 1, layout: .single(), shape: .circle(), rest: [.strokeStart: 0.5],
            tracks: [track])
        XCTAssertThrowsError(try bad.validate()) { error in
            XCTAssertEqual((error as? IndicatorSpecError)?.problems, ["rest.strokeStart needs a ring shape"])
        }
    }

    // MARK: - The JSON Schema agrees with the rules

    func testSchemaListsTheSameNames() throws {
        let schema = try XCTUnwrap(try Fixtures.jsonObject("schema.json") as? [String: Any])
        XCTAssertEqual(schema["$id"] as? String, "https://maitrungduc1410.github.io/loader-kit/schema/v1.json")
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: Any])
        let property = { (name: String) throws -> [String] in
            let track = try XCTUnwrap(definitions[name] as? [String: Any])
            let properties = try XCTUnwrap(track["properties"] as? [String: Any])
            let p = try XCTUnwrap(properties["property"] as? [String: Any])
            return try XCTUnwrap(p["enum"] as? [String])
        }
        XCTAssertEqual(try property("track"), Property.allCases.map(\.rawValue))
        XCTAssertEqual(try property("groupTrack"), Property.groupProperties.map(\.rawValue))
        let easing = try XCTUnwrap(definitions["easing"] as? [String: Any])
        let anyOf = try XCTUnwrap(easing["anyOf"] as? [[String: Any]])
        let names = try XCTUnwrap(anyOf.first?["enum"] as? [String])
        XCTAssertEqual(names.compactMap { IndicatorSpec.Easing(name: $0)?.name }, names)
        XCTAssertNil(IndicatorSpec.Easing(name: "constructor"))
        let text = try Fixtures.text("schema.json")
        XCTAssertTrue(text.contains("6.283185308179586"))
    }
}
