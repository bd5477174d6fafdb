import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// The group operations on selected keyframes, pastes and inserts: the exact bytes each gives on
/// a file as `SpecFormatter` writes it and on the same file minified, LoaderKit's messages for
/// what they refuse, the rounding of computed numbers, and clips as JSON.
final class KeyframeGroupOperationTests: XCTestCase {
    /// Two parts: a scale track with one easing per segment and a translate track with a
    /// `$param` value and one easing; an opacity track without easing and a group rotation.
    private static let source = #"""
        {"schemaVersion": 1, "name": "Group", "duration": 1.2, "params": {"lift": 0.4},
         "parts": [
           {"layout": {"type": "row", "count": 3, "gap": 0.1}, "shape": {"type": "circle"},
            "tracks": [
              {"property": "scale", "keyTimes": [0, 0.1, 0.4, 0.7, 1], "values": [1, 0.5, 0.8, 0.6, 1],
               "easing": ["easeIn", "linear", "easeOut", [0.2, 0, 0.4, 1]]},
              {"property": "translateY", "keyTimes": [0, 0.5, 1], "values": [0, {"$param": "lift"}, 0.1],
               "easing": "easeOut"}
            ]},
           {"layout": {"type": "single", "size": 0.5}, "shape": {"type": "rect"},
            "tracks": [{"property": "opacity", "keyTimes": [0, 0.2, 0.6, 1], "values": [0.2, 1, 0.3, 0.25]}],
            "groupTracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 6.283]}]}
         ]}
        """#
    private let pretty = SpecFormatter.format(source)!
    private let oneLine = SpecFormatter.minify(source)!

    private let scale = JSONPath(parsing: "parts[0].tracks[0]")!
    private let lift = JSONPath(parsing: "parts[0].tracks[1]")!
    private let opacity = JSONPath(parsing: "parts[1].tracks[0]")!
    private let rotate = JSONPath(parsing: "parts[1].groupTracks[0]")!

    private func keys(_ track: JSONPath, _ indices: [Int]) -> KeyframeSelection.TrackKeys {
        KeyframeSelection.TrackKeys(track: track, indices: indices)
    }

    /// A one-line snippet of the pretty file as the minified file writes it.
    private static func compact(_ snippet: String) -> String {
        snippet.replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",")
    }

    /// `text` with each `(old, new)` made, each `old` found exactly once.
    private func replacing(_ text: String, _ pairs: [(String, String)], line: UInt) -> String {
        var out = text
        for (old, new) in pairs {
            XCTAssertEqual(out.components(separatedBy: old).count, 2, "\(old) is not in the text once", line: line)
            out = out.replacingOccurrences(of: old, with: new)
        }
        return out
    }

    /// Performs `operation` on `text` and checks what every result must be: its text edits
    /// give its bytes, are sorted and apart, undo to the text, and equal the same changes made
    /// one after another.
    private func perform(_ operation: SpecOperation, on text: String, line: UInt = #line) throws -> SpecEditResult {
        let bytes = Array(text.utf8)
        let result = try SpecEditor.perform(operation, on: bytes)
        XCTAssertEqual(SpecTextEdit.apply(result.textEdits, to: bytes), result.bytes, line: line)
        for (a, b) in zip(result.textEdits, result.textEdits.dropFirst()) {
            XCTAssertLessThan(a.range.upperBound, b.range.lowerBound, line: line)
        }
        XCTAssertEqual(
            SpecTextEdit.apply(inverse(of: result.textEdits, old: bytes), to: result.bytes), bytes, line: line)
        let steps = try OperationLowering(tree: SpecSyntaxTree(bytes)).steps(for: operation)
        XCTAssertEqual(
            String(decoding: try SpecEditor.apply(steps, to: bytes).bytes, as: UTF8.self),
            String(decoding: result.bytes, as: UTF8.self), "one edit after another gives the same text", line: line)
        return result
    }

    /// The operation on the pretty file gives it with `pretty` made, and on the one-line file
    /// the one-line file with `oneLine` made (by default the pretty pairs compacted); both valid.
    private func assertEdits(
        _ operation: SpecOperation, pretty prettyPairs: [(String, String)],
        oneLine oneLinePairs: [(String, String)]? = nil,
        line: UInt = #line
    ) throws {
        let compacted = oneLinePairs ?? prettyPairs.map { (Self.compact($0.0), Self.compact($0.1)) }
        for (text, pairs) in [(pretty, prettyPairs), (oneLine, compacted)] {
            let result = try perform(operation, on: text, line: line)
            XCTAssertEqual(
                String(decoding: result.bytes, as: UTF8.self), replacing(text, pairs, line: line), line: line)
            XCTAssertEqual(result.problems, [], line: line)
        }
    }

    /// The operation is refused on both files with `message` (and `kind`).
    private func assertRefused(
        _ operation: SpecOperation, _ message: String, kind: SpecEditError.Kind = .notApplicable, line: UInt = #line
    ) {
        for text in [pretty, oneLine] {
            XCTAssertThrowsError(try SpecEditor.perform(operation, on: Array(text.utf8)), line: line) { error in
                XCTAssertEqual((error as? SpecEditError)?.message, message, line: line)
                XCTAssertEqual((error as? SpecEditError)?.kind, kind, line: line)
            }
        }
    }

    // MARK: - Times

    func testMovingKeyframesOfTracksInTwoParts() throws {
        try assertEdits(
            .moveKeyframes(KeyframeSelection([keys(scale, [1, 2]), keys(opacity, [1])]), by: 0.1),
            pretty: [
                (#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.2, 0.5, 0.7, 1]"#),
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.3, 0.6, 1]"#),
            ])
        // Up to an unselected neighbour's time: equal keyTimes are allowed.
        try assertEdits(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [1]), by: 0.3),
            pretty: [(#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.4, 0.4, 0.7, 1]"#)])
    }

    func testComputedTimesAreWrittenAsTheDecimalArithmeticGivesThem() throws {
        // 0.1 + 0.2 is 0.30000000000000004 in binary; the file gets 0.3.
        try assertEdits(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [1]), by: 0.2),
            pretty: [(#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.3, 0.4, 0.7, 1]"#)])
        // Finer inputs keep their decimals: 0.2 − 0.0001.
        try assertEdits(
            .moveKeyframes(KeyframeSelection(track: opacity, indices: [1]), by: -0.0001),
            pretty: [(#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.1999, 0.6, 1]"#)])
        // 0.7 · 0.1 is 0.06999999999999999 in binary.
        try assertEdits(
            .scaleKeyframeTimes(KeyframeSelection(track: scale, indices: [1, 2, 3]), factor: 0.1, pivot: .keyTime(0)),
            pretty: [(#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.01, 0.04, 0.07, 1]"#)])
        XCTAssertEqual(EditPrecision.rounded(0.1 + 0.2, .keyTime, finest: 1), 0.3)
    }

    func testScalingTimesAboutTheSelectionsStart() throws {
        // The earliest selected keyTime of the whole selection (0.1) stays; 0.4 → 0.55,
        // 0.7 → 1 (the next keyTime: allowed), and the opacity track's 0.6 → 0.85.
        try assertEdits(
            .scaleKeyframeTimes(
                KeyframeSelection([keys(scale, [1, 2, 3]), keys(opacity, [2])]), factor: 1.5, pivot: .selectionStart),
            pretty: [
                (#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.1, 0.55, 1, 1]"#),
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.2, 0.85, 1]"#),
            ])
        try assertEdits(
            .scaleKeyframeTimes(KeyframeSelection(track: opacity, indices: [1, 2]), factor: 0.5, pivot: .keyTime(1)),
            pretty: [(#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.6, 0.8, 1]"#)])
    }

    func testTimesLeavingTheCycleOrPassingAKeyframeAreRefusedWithLoaderKitsMessages() {
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [3]), by: 0.4),
            "parts[0].tracks[0].keyTimes[3] must be within [0, 1]")
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: rotate, indices: [0]), by: -0.1),
            "parts[1].groupTracks[0].keyTimes[0] must be within [0, 1]")
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [1]), by: 0.35),
            "parts[0].tracks[0].keyTimes must be non-decreasing")
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [3]), by: -0.5),
            "parts[0].tracks[0].keyTimes must be non-decreasing")
        assertRefused(
            .scaleKeyframeTimes(
                KeyframeSelection(track: scale, indices: [1, 2, 3]), factor: 2, pivot: .selectionStart),
            "parts[0].tracks[0].keyTimes[3] must be within [0, 1]")
        for factor in [0, -1, Double.nan, .infinity] {
            assertRefused(
                .scaleKeyframeTimes(
                    KeyframeSelection(track: scale, indices: [1]), factor: factor, pivot: .selectionStart),
                "keyframe times scale by a positive factor, not \(SpecNumberText.format(factor))")
        }
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: scale, indices: [1]), by: .nan), "keyframes cannot move by NaN")
    }

    func testASelectionOfWhatDoesNotExistIsABadPath() {
        assertRefused(
            .moveKeyframes(KeyframeSelection(track: JSONPath(parsing: "parts[0].tracks[5]")!, indices: [0]), by: 0.1),
            "no track at \"parts[0].tracks[5]\"", kind: .badPath)
        assertRefused(
            .offsetKeyframeValues(KeyframeSelection(track: scale, indices: [1, 9]), by: 0.1),
            "\"parts[0].tracks[0]\" has no keyframe 9 (it has 5)", kind: .badPath)
        assertRefused(
            .makeLoop(tracks: [JSONPath(parsing: "parts[2].tracks[0]")!]), "no track at \"parts[2].tracks[0]\"",
            kind: .badPath)
    }

    // MARK: - Values

    func testOffsettingValuesInTheirOwnUnits() throws {
        try assertEdits(
            .offsetKeyframeValues(KeyframeSelection([keys(scale, [1, 2]), keys(rotate, [1])]), by: 0.2),
            pretty: [
                (#""values": [1, 0.5, 0.8, 0.6, 1]"#, #""values": [1, 0.7, 1, 0.6, 1]"#),
                (#""values": [0, 6.283]"#, #""values": [0, 6.483]"#),
            ])
        // 0.1 + 0.2 → 0.3, not 0.30000000000000004.
        try assertEdits(
            .offsetKeyframeValues(KeyframeSelection(track: opacity, indices: [0]), by: 0.1),
            pretty: [(#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.3, 1, 0.3, 0.25]"#)])
    }

    func testScalingValuesAboutTheirMean() throws {
        // Mean 0.5: 0.2 → 0.35, 1 → 0.75, 0.3 → 0.4; the unselected 0.25 stays.
        try assertEdits(
            .scaleKeyframeValues(KeyframeSelection(track: opacity, indices: [0, 1, 2]), factor: 0.5),
            pretty: [(#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.35, 0.75, 0.4, 0.25]"#)])
        // Each track about its own mean.
        try assertEdits(
            .scaleKeyframeValues(KeyframeSelection([keys(scale, [0, 1]), keys(opacity, [2, 3])]), factor: -1),
            pretty: [
                (#""values": [1, 0.5, 0.8, 0.6, 1]"#, #""values": [0.5, 1, 0.8, 0.6, 1]"#),
                (#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.2, 1, 0.25, 0.3]"#),
            ])
    }

    func testAParamValueIsRefusedByName() {
        assertRefused(
            .offsetKeyframeValues(KeyframeSelection([keys(scale, [1]), keys(lift, [0, 1])]), by: 0.1),
            "keyframe 1 of parts[0].tracks[1] takes the param \"lift\"; only numbers can be offset")
        assertRefused(
            .scaleKeyframeValues(KeyframeSelection(track: lift, indices: [1, 2]), factor: 2),
            "keyframe 1 of parts[0].tracks[1] takes the param \"lift\"; only numbers can be scaled")
    }

    // MARK: - Easing

    func testSettingTheEasingOfSomeSegments() throws {
        try assertEdits(
            .setSegmentEasing(
                KeyframeSelection([keys(scale, [1, 2]), keys(lift, [0, 1]), keys(opacity, [1, 2, 3])]),
                json: "[0.3, 0, 0.7, 1]"),
            pretty: [
                // One item of a per-segment list.
                ("\"easeIn\",\n            \"linear\",", "\"easeIn\",\n            [0.3, 0, 0.7, 1],"),
                // One easing becomes one per segment, the other segment keeping it.
                (
                    #""easing": "easeOut""#,
                    "\"easing\": [\n            [0.3, 0, 0.7, 1],\n            \"easeOut\"\n          ]"
                ),
                // No easing: "linear" for the segment not selected.
                (
                    #""values": [0.2, 1, 0.3, 0.25]"#,
                    "\"values\": [0.2, 1, 0.3, 0.25],\n          \"easing\": [\n            \"linear\",\n"
                        + "            [0.3, 0, 0.7, 1],\n            [0.3, 0, 0.7, 1]\n          ]"
                ),
            ],
            oneLine: [
                (#""linear","easeOut""#, #"[0.3,0,0.7,1],"easeOut""#),
                (#""easing":"easeOut""#, #""easing":[[0.3,0,0.7,1],"easeOut"]"#),
                (
                    #""values":[0.2,1,0.3,0.25]"#,
                    #""values":[0.2,1,0.3,0.25],"easing":["linear",[0.3,0,0.7,1],[0.3,0,0.7,1]]"#
                ),
            ])
    }

    func testSettingTheEasingOfEverySegment() throws {
        try assertEdits(
            .setSegmentEasing(
                KeyframeSelection([keys(scale, [0, 1, 2, 3, 4]), keys(opacity, [0, 1, 2, 3])]), json: #""easeInOut""#),
            pretty: [
                (
                    "\"easing\": [\n            \"easeIn\",\n            \"linear\",\n            \"easeOut\",\n"
                        + "            [0.2, 0, 0.4, 1]\n          ]",
                    #""easing": "easeInOut""#
                ),
                (
                    #""values": [0.2, 1, 0.3, 0.25]"#,
                    "\"values\": [0.2, 1, 0.3, 0.25],\n          \"easing\": \"easeInOut\""
                ),
            ],
            oneLine: [
                (#""easing":["easeIn","linear","easeOut",[0.2,0,0.4,1]]"#, #""easing":"easeInOut""#),
                (#""values":[0.2,1,0.3,0.25]"#, #""values":[0.2,1,0.3,0.25],"easing":"easeInOut""#),
            ])
    }

    func testASegmentEasingIsOneEasingBetweenSelectedNeighbours() {
        let selection = KeyframeSelection(track: scale, indices: [1, 2])
        assertRefused(
            .setSegmentEasing(selection, json: #""bounce""#), "\"bounce\" is not a named easing", kind: .badJSON)
        assertRefused(
            .setSegmentEasing(selection, json: "[0.2, 0, 1]"), "[0.2, 0, 1] is not a named easing or [x1, y1, x2, y2]",
            kind: .badJSON)
        assertRefused(.setSegmentEasing(selection, json: "ease"), "not a JSON value: ease", kind: .badJSON)
        assertRefused(
            .setSegmentEasing(selection, json: "[1.2, 0, 0.4, 1]"), "an easing's x1 and x2 must be within [0, 1]",
            kind: .badJSON)
        assertRefused(
            .setSegmentEasing(KeyframeSelection([keys(scale, [0, 2]), keys(opacity, [3])]), json: #""ease""#),
            "select two neighbouring keyframes of a track to set the easing between them")
    }

    // MARK: - Reverse and loop

    func testReversingMirrorsTimesValuesAndEasings() throws {
        // The scale track's last four keyframes: times symmetric already, values reversed, the
        // three segments' easings reversed and mirrored ([0.2, 0, 0.4, 1] → [0.6, 0, 0.8, 1],
        // easeOut → easeIn, linear stays). The translate track: every segment, one easing.
        try assertEdits(
            .reverseKeyframes(KeyframeSelection([keys(scale, [1, 2, 3, 4]), keys(lift, [0, 1, 2])])),
            pretty: [
                (#""values": [1, 0.5, 0.8, 0.6, 1]"#, #""values": [1, 1, 0.6, 0.8, 0.5]"#),
                (
                    "\"linear\",\n            \"easeOut\",\n            [0.2, 0, 0.4, 1]",
                    "[0.6, 0, 0.8, 1],\n            \"easeIn\",\n            \"linear\""
                ),
                ("            0,\n            {", "            0.1,\n            {"),
                ("            },\n            0.1\n", "            },\n            0\n"),
                (#""easing": "easeOut""#, #""easing": "easeIn""#),
            ],
            oneLine: [
                (#""values":[1,0.5,0.8,0.6,1]"#, #""values":[1,1,0.6,0.8,0.5]"#),
                (#""linear","easeOut",[0.2,0,0.4,1]"#, #"[0.6,0,0.8,1],"easeIn","linear""#),
                (#"[0,{"$param":"lift"},0.1],"easing":"easeOut""#, #"[0.1,{"$param":"lift"},0],"easing":"easeIn""#),
            ])
    }

    func testReversingSomeSegmentsOfOneEasingMakesOnePerSegment() throws {
        try assertEdits(
            .reverseKeyframes(KeyframeSelection(track: lift, indices: [0, 1])),
            pretty: [
                (
                    "            0,\n            {\n              \"$param\": \"lift\"\n            },\n            0.1",
                    "            {\n              \"$param\": \"lift\"\n            },\n            0,\n            0.1"
                ),
                (#""easing": "easeOut""#, #""easing": ["easeIn", "easeOut"]"#),
            ],
            oneLine: [
                (
                    #"[0,{"$param":"lift"},0.1],"easing":"easeOut""#,
                    #"[{"$param":"lift"},0,0.1],"easing":["easeIn","easeOut"]"#
                )
            ])
        // Times mirrored within the span: 0, 0.2, 0.6 → 0, 0.4, 0.6; a symmetric easing (none) stays.
        try assertEdits(
            .reverseKeyframes(KeyframeSelection(track: opacity, indices: [0, 1, 2])),
            pretty: [
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.4, 0.6, 1]"#),
                (#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.3, 1, 0.2, 0.25]"#),
            ])
    }

    func testReversingPastAnUnselectedKeyframeIsRefused() throws {
        // 0.2 would become 0.8, past the unselected 0.6.
        assertRefused(
            .reverseKeyframes(KeyframeSelection(track: opacity, indices: [0, 1, 3])),
            "parts[1].tracks[0].keyTimes must be non-decreasing")
        // Without passing it, keyframes apart reverse (their easing left as it is).
        try assertEdits(
            .reverseKeyframes(KeyframeSelection(track: opacity, indices: [0, 2, 3])),
            pretty: [
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.2, 0.4, 1]"#),
                (#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.25, 1, 0.3, 0.2]"#),
            ])
    }

    func testMirroredEasings() throws {
        let lowering = OperationLowering(
            tree: SpecSyntaxTree(
                #"["easeIn", "easeOut", "ease", "linear", "easeInOut", [0.25, 0.1, 0.75, 0.9], [0.1, 0.2, 0.3, 0.4], "x"]"#
            ))
        let items = Array(lowering.tree.children(of: lowering.tree.root!))
        XCTAssertEqual(
            items.map { lowering.mirroredEasing($0) },
            [#""easeOut""#, #""easeIn""#, "[0.75, 0, 0.75, 0.9]", nil, nil, nil, "[0.7, 0.6, 0.9, 0.8]", nil])
    }

    func testMakingLoops() throws {
        try assertEdits(
            .makeLoop(tracks: [scale, lift, opacity, rotate]),
            pretty: [
                ("            },\n            0.1\n", "            },\n            0\n"),
                (#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.2, 1, 0.3, 0.2]"#),
                (#""values": [0, 6.283]"#, #""values": [0, 0]"#),
            ],
            oneLine: [
                (#"{"$param":"lift"},0.1]"#, #"{"$param":"lift"},0]"#),
                (#""values":[0.2,1,0.3,0.25]"#, #""values":[0.2,1,0.3,0.2]"#),
                (#""values":[0,6.283]"#, #""values":[0,0]"#),
            ])
        // A loop already: nothing to do, no edits.
        let result = try perform(.makeLoop(tracks: [scale]), on: pretty)
        XCTAssertEqual(result.textEdits, [])
        XCTAssertEqual(result.bytes, Array(pretty.utf8))
        // The first value's text, a param included.
        let reversed = try perform(.reverseKeyframes(KeyframeSelection(track: lift, indices: [0, 1])), on: oneLine)
        let looped = try perform(.makeLoop(tracks: [lift]), on: String(decoding: reversed.bytes, as: UTF8.self))
        XCTAssertTrue(
            String(decoding: looped.bytes, as: UTF8.self).contains(#""values":[{"$param":"lift"},0,{"$param":"lift"}]"#)
        )
    }

    // MARK: - Paste

    private let clip = KeyframeClip(
        property: "scale", keyTimes: [0.2, 0.3, 0.5], values: ["0.9", "0.4", "0.7"],
        easings: [#""easeIn""#, #""easeOut""#])

    func testPastingIntoATrackWithoutEasingKeepsTheClipsEasings() throws {
        // At 0.3: 0.3 and 0.4 inserted, 0.6 replaces the value of the keyframe there; the
        // linear track gets one easing per segment so the pasted segments keep theirs.
        try assertEdits(
            .pasteKeyframes(track: opacity, clip: clip, at: 0.3),
            pretty: [
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.2, 0.3, 0.4, 0.6, 1]"#),
                (
                    #""values": [0.2, 1, 0.3, 0.25]"#,
                    "\"values\": [0.2, 1, 0.9, 0.4, 0.7, 0.25],\n"
                        + "          \"easing\": [\"linear\", \"linear\", \"easeIn\", \"easeOut\", \"linear\"]"
                ),
            ],
            oneLine: [
                (#""keyTimes":[0,0.2,0.6,1]"#, #""keyTimes":[0,0.2,0.3,0.4,0.6,1]"#),
                (
                    #""values":[0.2,1,0.3,0.25]"#,
                    #""values":[0.2,1,0.9,0.4,0.7,0.25],"easing":["linear","linear","easeIn","easeOut","linear"]"#
                ),
            ])
        // Without easings in the clip the track stays linear.
        var plain = clip
        plain.easings = nil
        try assertEdits(
            .pasteKeyframes(track: opacity, clip: plain, at: 0.3),
            pretty: [
                (#""keyTimes": [0, 0.2, 0.6, 1]"#, #""keyTimes": [0, 0.2, 0.3, 0.4, 0.6, 1]"#),
                (#""values": [0.2, 1, 0.3, 0.25]"#, #""values": [0.2, 1, 0.9, 0.4, 0.7, 0.25]"#),
            ])
    }

    func testPastingIntoAPerSegmentList() throws {
        // Opacity keyframes onto the scale track (both plain values): the split segments keep
        // their easing on both sides, the pasted ones get the clip's.
        var opacityClip = clip
        opacityClip.property = "opacity"
        try assertEdits(
            .pasteKeyframes(track: scale, clip: opacityClip, at: 0.3),
            pretty: [
                (#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.1, 0.3, 0.4, 0.6, 0.7, 1]"#),
                (#""values": [1, 0.5, 0.8, 0.6, 1]"#, #""values": [1, 0.5, 0.9, 0.4, 0.7, 0.6, 1]"#),
                (
                    "\"linear\",\n            \"easeOut\",",
                    "\"linear\",\n            \"easeIn\",\n            \"easeOut\",\n            \"easeOut\","
                ),
            ],
            oneLine: [
                (#""keyTimes":[0,0.1,0.4,0.7,1]"#, #""keyTimes":[0,0.1,0.3,0.4,0.6,0.7,1]"#),
                (#""values":[1,0.5,0.8,0.6,1]"#, #""values":[1,0.5,0.9,0.4,0.7,0.6,1]"#),
                (#""linear","easeOut","#, #""linear","easeIn","easeOut","easeOut","#),
            ])
        // Onto an existing keyframe and after it: the pasted segment gets the clip's easing.
        try assertEdits(
            .pasteKeyframes(
                track: scale,
                clip: KeyframeClip(
                    property: "scale", keyTimes: [0.5, 0.6], values: ["2", "3"], easings: [#""ease""#]),
                at: 0.4),
            pretty: [
                (#""keyTimes": [0, 0.1, 0.4, 0.7, 1]"#, #""keyTimes": [0, 0.1, 0.4, 0.5, 0.7, 1]"#),
                (#""values": [1, 0.5, 0.8, 0.6, 1]"#, #""values": [1, 0.5, 2, 3, 0.6, 1]"#),
                (
                    "\"linear\",\n            \"easeOut\",",
                    "\"linear\",\n            \"ease\",\n            \"easeOut\","
                ),
            ],
            oneLine: [
                (#""keyTimes":[0,0.1,0.4,0.7,1]"#, #""keyTimes":[0,0.1,0.4,0.5,0.7,1]"#),
                (#""values":[1,0.5,0.8,0.6,1]"#, #""values":[1,0.5,2,3,0.6,1]"#),
                (#""linear","easeOut","#, #""linear","ease","easeOut","#),
            ])
    }

    func testCopyingFromOnePartAndPastingIntoAnotherDocument() throws {
        let copied = try KeyframeClip.copying(keys(scale, [1, 2, 3]), from: Array(pretty.utf8))
        XCTAssertEqual(
            copied,
            KeyframeClip(
                property: "scale", keyTimes: [0.1, 0.4, 0.7], values: ["0.5", "0.8", "0.6"],
                easings: [#""linear""#, #""easeOut""#]))
        XCTAssertEqual(
            copied.json,
            #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.1, 0.4, 0.7], "values": [0.5, 0.8, 0.6], "easing": ["linear", "easeOut"]}"#
        )
        // Through the clipboard's text into the one-line file's second part, from 0.3 on: 0.6
        // lands on a keyframe (its value replaced); the easeOut segment makes the linear track's
        // easing one per segment.
        let pasted = try perform(
            .pasteKeyframes(track: opacity, clip: try KeyframeClip(parsing: copied.json), at: 0.3), on: oneLine)
        XCTAssertEqual(
            String(decoding: pasted.bytes, as: UTF8.self),
            replacing(
                oneLine,
                [
                    (
                        #""keyTimes":[0,0.2,0.6,1],"values":[0.2,1,0.3,0.25]"#,
                        #""keyTimes":[0,0.2,0.3,0.6,0.9,1],"values":[0.2,1,0.5,0.8,0.6,0.25],"easing":["linear","linear","linear","easeOut","linear"]"#
                    )
                ], line: #line))
        XCTAssertTrue(pasted.isValid, pasted.problems.joined())
        // Keyframes apart carry no easings; a param value is copied as written, on one line.
        XCTAssertNil(try KeyframeClip.copying(keys(scale, [0, 2]), from: Array(pretty.utf8)).easings)
        let param = try KeyframeClip.copying(keys(lift, [0, 1]), from: Array(pretty.utf8))
        XCTAssertEqual(param.values, ["0", #"{"$param":"lift"}"#])
        XCTAssertEqual(param.easings, [#""easeOut""#])
        XCTAssertThrowsError(try KeyframeClip.copying(keys(scale, [7]), from: Array(pretty.utf8))) { error in
            XCTAssertEqual((error as? SpecEditError)?.kind, .badPath)
        }
    }

    func testPastesThatDoNotFitAreRefused() {
        var angles = clip
        angles.property = "rotate"
        assertRefused(
            .pasteKeyframes(track: scale, clip: angles, at: 0.3),
            "these keyframes are rotate values; paste them on a track of that kind")
        assertRefused(
            .pasteKeyframes(track: rotate, clip: clip, at: 0.3),
            "these keyframes are scale values; paste them on a track of that kind")
        // 0.8, 0.9 and 1.1: the last would be keyframe 6, after the track's last.
        assertRefused(
            .pasteKeyframes(track: opacity, clip: clip, at: 0.8), "parts[1].tracks[0].keyTimes[6] must be within [0, 1]"
        )
        assertRefused(
            .pasteKeyframes(track: opacity, clip: clip, at: -0.1),
            "parts[1].tracks[0].keyTimes[0] must be within [0, 1]")
        var short = clip
        short.easings = [#""easeIn""#]
        assertRefused(
            .pasteKeyframes(track: opacity, clip: short, at: 0.3), "the clip needs one easing per segment (2)")
    }

    // MARK: - Clips as JSON

    func testClipJSONRoundTrips() throws {
        XCTAssertEqual(
            clip.json,
            #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.3, 0.5], "values": [0.9, 0.4, 0.7], "easing": ["easeIn", "easeOut"]}"#
        )
        XCTAssertEqual(try KeyframeClip(parsing: clip.json), clip)
        let params = KeyframeClip(
            property: "rotate", keyTimes: [0, 1], values: ["0", #"{"$param": "turn"}"#], easings: nil)
        XCTAssertEqual(
            params.json,
            #"{"loaderKitKeyframes": 1, "property": "rotate", "keyTimes": [0, 1], "values": [0, {"$param": "turn"}]}"#)
        XCTAssertEqual(try KeyframeClip(parsing: params.json), params)
    }

    func testAWholeTrackReadsAsAClipOfAllItsKeyframes() throws {
        XCTAssertEqual(
            try KeyframeClip(
                parsing:
                    #"{"property": "rotate", "keyTimes": [0, 0.5, 1], "values": [0, {"$param": "turn"}, 1], "easing": [0.2, 0, 0.4, 1]}"#
            ),
            KeyframeClip(
                property: "rotate", keyTimes: [0, 0.5, 1], values: ["0", #"{"$param": "turn"}"#, "1"],
                easings: ["[0.2, 0, 0.4, 1]", "[0.2, 0, 0.4, 1]"]))
        XCTAssertEqual(
            try KeyframeClip(
                parsing: #"{"property": "scale", "keyTimes": [0, 1], "values": [1, 2], "easing": ["easeIn"]}"#
            )
            .easings, [#""easeIn""#])
        XCTAssertNil(try KeyframeClip(parsing: #"{"property": "scale", "keyTimes": [0, 1], "values": [1, 2]}"#).easings)
    }

    func testMalformedClipsAreRefusedNamingTheProblem() {
        let cases: [(String, String)] = [
            ("nope", "the keyframes are not JSON: unexpected character 'n'"),
            ("[1]", "keyframes are a JSON object with \"property\", \"keyTimes\" and \"values\""),
            (
                #"{"loaderKitKeyframes": 2, "property": "scale", "keyTimes": [0], "values": [1]}"#,
                "the keyframes' loaderKitKeyframes must be 1"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": 3, "keyTimes": [0.2, 0.5], "values": [1, 2]}"#,
                "the keyframes' property must be a string"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [], "values": []}"#,
                "the keyframes' keyTimes must be a non-empty array of numbers"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0, 1.5], "values": [1, 2]}"#,
                "the keyframes' keyTimes[1] must be within [0, 1]"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.5, 0.2], "values": [1, 2]}"#,
                "the keyframes' keyTimes must be non-decreasing"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1]}"#,
                "the keyframes' values must have the same length as keyTimes (2)"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1, "x"]}"#,
                "the keyframes' values[1] must be a number or {\"$param\": name}"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1, 2], "easing": ["easeIn", "linear"]}"#,
                "the keyframes' easing needs one entry per segment (1)"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1, 2], "easing": ["bounce"]}"#,
                "the keyframes' easing[0] must be a named easing or [x1, y1, x2, y2]"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2, 0.5], "values": [1, 2], "easing": "easeIn"}"#,
                "the keyframes' easing must be a list of one easing per segment (1)"
            ),
            (
                #"{"loaderKitKeyframes": 1, "property": "scale", "keyTimes": [0.2], "values": [1], "extra": 1}"#,
                "the keyframes have no member \"extra\""
            ),
            (#"{"property": "scale", "values": [1]}"#, "the keyframes' keyTimes must be a non-empty array of numbers"),
            (
                #"{"property": "scale", "keyTimes": [0, 1], "values": [1, 2], "easing": "bounce"}"#,
                "the keyframes' easing must be a named easing or [x1, y1, x2, y2]"
            ),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try KeyframeClip(parsing: text), text) { error in
                XCTAssertEqual((error as? SpecEditError)?.message, message)
                XCTAssertEqual((error as? SpecEditError)?.kind, text == "nope" ? .badJSON : .notApplicable)
            }
        }
    }

    // MARK: - Tracks and parts

    func testInsertingATrackAndAPart() throws {
        try assertEdits(
            .insertTrack(
                part: JSONPath(parsing: "parts[1]")!, group: true,
                json: #"{"property": "scale", "keyTimes": [0, 1], "values": [1, 2]}"#),
            pretty: [
                (
                    "\"values\": [0, 6.283]\n        }\n",
                    "\"values\": [0, 6.283]\n        },\n        {\n          \"property\": \"scale\",\n"
                        + "          \"keyTimes\": [0, 1],\n          \"values\": [1, 2]\n        }\n"
                )
            ],
            oneLine: [
                (#""values":[0,6.283]}"#, #""values":[0,6.283]},{"property":"scale","keyTimes":[0,1],"values":[1,2]}"#)
            ])
        try assertEdits(
            .insertPart(json: #"{"layout": {"type": "single"}, "shape": {"type": "circle"}, "tracks": []}"#),
            pretty: [
                (
                    "      ]\n    }\n  ]\n}",
                    "      ]\n    },\n    {\n      \"layout\": {\n        \"type\": \"single\"\n      },\n"
                        + "      \"shape\": {\n        \"type\": \"circle\"\n      },\n      \"tracks\": []\n    }\n  ]\n}"
                )
            ],
            oneLine: [
                (#"6.283]}]}]}"#, #"6.283]}]},{"layout":{"type":"single"},"shape":{"type":"circle"},"tracks":[]}]}"#)
            ])
    }

    func testASpecWithoutPartsGetsThemForAnInsertedPart() throws {
        let single =
            #"{"schemaVersion": 1, "name": "One", "duration": 1, "layout": {"type": "single"}, "shape": {"type": "circle"}, "#
            + #""tracks": [{"property": "scale", "keyTimes": [0, 0.1, 1], "values": [1, 0.5, 1]}]}"#
        let part = #"{"layout": {"type": "single", "size": 0.3}, "shape": {"type": "rect"}, "tracks": []}"#
        let result = try perform(.insertPart(json: part), on: single)
        XCTAssertEqual(
            String(decoding: result.bytes, as: UTF8.self),
            #"{"schemaVersion": 1, "name": "One", "duration": 1, "parts": [{"layout": {"type": "single"}, "#
                + #""shape": {"type": "circle"}, "tracks": [{"property": "scale", "keyTimes": [0, 0.1, 1], "#
                + #""values": [1, 0.5, 1]}]}, "# + part + "]}")
        XCTAssertTrue(result.isValid, result.problems.joined())
        // A group track list made for the spec's one part.
        let track = try perform(
            .insertTrack(
                part: JSONPath(), group: true,
                json: #"{"property": "rotate", "keyTimes": [0, 1], "values": [0, 3.142]}"#),
            on: single)
        XCTAssertEqual(
            String(decoding: track.bytes, as: UTF8.self),
            single.dropLast()
                + #", "groupTracks": [{"property": "rotate", "keyTimes": [0, 1], "values": [0, 3.142]}]}"#)
    }

    func testInsertedTracksAndPartsMustBeJSONObjects() {
        let part = JSONPath(parsing: "parts[0]")!
        assertRefused(.insertTrack(part: part, group: false, json: "{nope"), "not a JSON value: {nope", kind: .badJSON)
        assertRefused(.insertTrack(part: part, group: false, json: "[1]"), "a track is a JSON object")
        assertRefused(
            .insertTrack(part: part, group: false, json: #"{"keyTimes": [0, 1]}"#), "a track has a \"property\"")
        assertRefused(
            .insertTrack(part: JSONPath(parsing: "parts[4]")!, group: false, json: #"{"property": "scale"}"#),
            "no part at \"parts[4]\"", kind: .badPath)
        assertRefused(.insertPart(json: "{"), "not a JSON value: {", kind: .badJSON)
        assertRefused(.insertPart(json: "3"), "a part is a JSON object")
    }

    // MARK: - Reading numbers

    /// The plain texts read on their own give what the parser and `writtenDecimals` give.
    func testPlainNumbersReadAsTheParserAndTheShortestFormDo() throws {
        var random = EditRandom(seed: 7)
        var texts = [
            "0", "-0", "1", "0.5", "0.50", "10", "1.000", "0.1", "0.3", "12.3456", "0.000001", "-3.25",
            "123456789012345", "0.123456789012345", "9007199254740993", "0.08333333333333333", "1e5", "00", ".",
        ]
        for _ in 0..<2000 {
            let digits = (0..<(1 + random.int(17))).map { _ in String(random.int(10)) }.joined()
            let point = random.int(digits.count + 1)
            let text =
                point == 0 || point == digits.count ? digits : digits.prefix(point) + "." + digits.dropFirst(point)
            texts.append((random.int(2) == 0 ? "-" : "") + text)
        }
        for text in texts {
            let plain = EditPrecision.plainNumber(Array(text.utf8)[...])
            guard let parsed = try? JSONParser.parse(Array(text.utf8)).number else {
                XCTAssertNil(plain, "\(text) is not JSON")
                continue
            }
            guard let plain else { continue }
            XCTAssertEqual(plain.value.bitPattern, parsed.bitPattern, text)
            if let decimals = plain.decimals {
                XCTAssertEqual(decimals, EditPrecision.writtenDecimals(plain.value), text)
            }
        }
        XCTAssertNil(EditPrecision.plainNumber(Array("1e5".utf8)[...]))
        XCTAssertNil(EditPrecision.plainNumber(Array("9007199254740993".utf8)[...]))
        XCTAssertNil(EditPrecision.plainNumber(Array("0.08333333333333333".utf8)[...])?.decimals)
    }
}
