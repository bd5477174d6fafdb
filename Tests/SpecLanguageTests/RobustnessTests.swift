import LoaderKitCore
import XCTest
@testable import SpecLanguage

/// Any text, however broken, gives an analysis, completions and hovers without a crash.
final class RobustnessTests: XCTestCase {
    func testEveryPrefixOfASpecIsAnalysedAndCompletedAtItsEnd() throws {
        let text = try Fixtures.bytes("examples/timing-group-tracks.json")
        for end in stride(from: 0, through: text.count, by: 3) {
            let prefix = Array(text[0..<end])
            let analysis = SpecAnalysis(bytes: prefix)
            _ = analysis.completions(at: end)
            _ = analysis.hover(at: max(0, end - 1))
            for diagnostic in analysis.diagnostics {
                XCTAssertTrue(diagnostic.bytes.start >= 0 && diagnostic.bytes.end <= prefix.count, "\(end)")
            }
            for token in analysis.tokens { XCTAssertLessThanOrEqual(token.range.end, prefix.count) }
        }
    }

    func testMutatedSpecsNeverCrash() throws {
        let seed = try Fixtures.bytes("edge-case-specs/edge-parts.json")
        let alphabet = Array("{}[]:,\"\\ 0.-e1atrfnul\u{7F}".utf8) + [0xFF, 0xC3, 0x0A]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            var bytes = seed
            for _ in 0..<(1 + next(4)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[next(alphabet.count)], at: at)
                }
            }
            let analysis = SpecAnalysis(bytes: bytes)
            let cursor = next(bytes.count + 1)
            _ = analysis.completions(at: cursor)
            _ = analysis.hover(at: cursor)
            _ = analysis.foldingRanges
            if let formatted = SpecFormatter.format(bytes) {
                XCTAssertEqual(
                    JSONWriter.string(try JSONParser.parse(formatted)), JSONWriter.string(try JSONParser.parse(bytes)))
            }
        }
    }
}
