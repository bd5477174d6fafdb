import Foundation
import LoaderKitCore
import SpecLanguage
import TestSupport
import XCTest
@testable import Studio

/// The outline's rows and the lanes' model kept across edits (`SpecOutlineCache`,
/// `KeyframeLaneLayout(reusing:)`) equal the ones made afresh, over digits typed and removed
/// at random fractions of a large spec (keyTimes, values, durations, gaps, staggers), a selected track
/// (ghost rows) moving around, a spec with fewer parts and one without `parts`.
final class IncrementalOutlineLanesTests: XCTestCase, @unchecked Sendable {
    func testOutlineAndLanesKeptAcrossRandomEditsEqualAFreshBuild() throws {
        try onMain { try outlineAndLanes() }
    }

    @MainActor private func outlineAndLanes() throws {
        var seeded = Seeded(state: 41)
        var analysis = SpecAnalysis(bytes: Self.spec(parts: 120), lint: false)
        XCTAssertNotNil(analysis.spec, "\(analysis.problems.map(\.message))")
        var outline = SpecOutlineCache()
        var layout: KeyframeLaneLayout?
        var compared = 0
        for step in 0..<80 {
            if step == 50 { analysis = SpecAnalysis(bytes: Self.spec(parts: 30), lint: false) }
            if step == 70 { analysis = SpecAnalysis(bytes: Array(KeyframeLanesTests.twoTracks.utf8), lint: false) }
            let edit = Self.numberEdit(of: analysis, using: &seeded)
            var new = analysis.bytes
            new.replaceSubrange(edit.range, with: edit.replacement)
            analysis = analysis.applying(edit, giving: new, lint: false)
            guard let spec = analysis.spec else { continue }
            compared += 1
            let context = "step \(step)"
            XCTAssertEqual(outline.nodes(for: spec), SpecOutline.nodes(for: spec), context)
            // Now and then a track is selected (its part gets ghost rows), or none.
            let tracks = KeyframeLanesView.trackPaths(spec)
            let selected = step % 3 == 0 ? tracks[Int(seeded.next() % UInt64(tracks.count))] : nil
            let width = step % 11 == 10 ? 900.0 : 1142.0
            let kept = KeyframeLaneLayout(
                spec: spec, evaluator: analysis.evaluator, width: width, selectedTrack: selected, reusing: layout)
            let fresh = KeyframeLaneLayout(
                spec: spec, evaluator: analysis.evaluator, width: width, selectedTrack: selected)
            XCTAssertEqual(Self.describe(kept), Self.describe(fresh), context)
            layout = kept
            // The selected track found without listing the tracks.
            for probe in Self.probes {
                let path = try XCTUnwrap(JSONPath(parsing: probe))
                XCTAssertEqual(
                    KeyframeReference.track(containing: path, in: spec),
                    KeyframeReference.track(containing: path, among: tracks), "\(context) \(probe)")
            }
        }
        XCTAssertGreaterThan(compared, 70)
    }

    /// Selections in and out of tracks, of specs with and without `parts`.
    static let probes = [
        "parts[0].tracks[0].keyTimes[1]", "parts[3].groupTracks[0]", "parts[29].tracks[0].values[0]",
        "parts[999].tracks[0]", "parts[1].layout.gap", "parts[2].tracks[5]", "parts[2].groupTracks[1]",
        "tracks[0].values[2]", "tracks[1]", "tracks[2]", "groupTracks[0]", "duration", "parts", "parts[0]",
    ]

    /// Every lane and ghost row of a layout, and its height.
    static func describe(_ layout: KeyframeLaneLayout) -> [String] {
        layout.lanes.map {
            "\($0.track) \($0.part) \($0.index) \($0.isGroup) \($0.property) \($0.keyTimes) \($0.values) "
                + "\($0.partDuration) \($0.frame)"
        } + layout.ghosts.map { "ghost \($0.lane) \($0.element) \($0.offset) \($0.duration) \($0.frame)" }
            + ["\(layout.height)"]
    }

    /// A spec of `parts` parts, each with a track and a group track.
    static func spec(parts: Int) -> [UInt8] {
        let part = """
              {
                "duration": 1.5,
                "layout": { "type": "row", "count": 3, "gap": 0.1, "size": 0.2 },
                "shape": { "type": "circle" },
                "stagger": { "each": 0.1 },
                "tracks": [
                  { "property": "opacity", "keyTimes": [0, 0.5, 1], "values": [1, 0.3, 1], "easing": "easeInOut" }
                ],
                "groupTracks": [ { "property": "rotate", "keyTimes": [0, 1], "values": [0, 90] } ]
              }
            """
        let text =
            "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1.25,\n  \"parts\": [\n"
            + Array(repeating: part, count: parts).joined(separator: ",\n") + "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// A digit typed at the end of a random fraction ("0.5" → "0.57", "1.25" → "1.253"), or its
    /// last digit removed when a digit stays after the point: keyTimes stay in 0...1 and in
    /// order, so the spec stays valid.
    static func numberEdit(of analysis: SpecAnalysis, using random: inout Seeded) -> SpecTextEdit {
        let bytes = analysis.bytes
        let fractions = analysis.tokens.filter {
            $0.kind == .number && bytes[$0.range.start..<$0.range.end].contains(UInt8(ascii: "."))
        }
        let token = fractions[Int(random.next() % UInt64(fractions.count))]
        let end = token.range.end
        if (48...57).contains(bytes[end - 2]), random.next() % 2 == 0 {
            return SpecTextEdit(range: (end - 1)..<end, replacement: [])
        }
        return SpecTextEdit(range: end..<end, replacement: [UInt8(ascii: "1") + UInt8(random.next() % 9)])
    }

    /// SplitMix64, so the edits repeat.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
