import Foundation
import LoaderKitCore
import SpecLanguage
import XCTest
@testable import Studio

/// The outline's rows and the lanes' model kept across edits (`SpecOutlineCache`,
/// `KeyframeLaneLayout(reusing:)`) equal the ones made afresh, over digits typed and removed
/// at random numbers of a large spec (keyTimes, values, durations, counts), a selected track
/// (ghost rows) moving around, a spec with fewer parts and one without `parts`.
@MainActor
final class IncrementalOutlineLanesTests: XCTestCase {
    func testOutlineAndLanesKeptAcrossRandomEditsEqualAFreshBuild() throws {
        var seeded = Seeded(state: 41)
        var analysis = SpecAnalysis(bytes: Self.spec(parts: 120), lint: false)
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
        }
        XCTAssertGreaterThan(compared, 40)
    }

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
                "groupTracks": [ { "property": "rotation", "keyTimes": [0, 1], "values": [0, 90] } ]
              }
            """
        let text =
            "{\n  \"schemaVersion\": 1,\n  \"name\": \"Big\",\n  \"duration\": 1.25,\n  \"parts\": [\n"
            + Array(repeating: part, count: parts).joined(separator: ",\n") + "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// A digit typed at the end of a random number other than "0", or its last digit removed
    /// when the one before is a digit too.
    static func numberEdit(of analysis: SpecAnalysis, using random: inout Seeded) -> SpecTextEdit {
        let bytes = analysis.bytes
        let numbers = analysis.tokens.filter { $0.kind == .number && bytes[$0.range.start..<$0.range.end] != [48] }
        let token = numbers[Int(random.next() % UInt64(numbers.count))]
        let end = token.range.end
        if token.range.length >= 2, (48...57).contains(bytes[end - 2]), random.next() % 2 == 0 {
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
