import LoaderKitCore
import XCTest

/// A track of many keyframes is sampled by bisection; the value must be what LoaderKit's scan
/// from the first keyframe gives, equal neighbours (a jump) and the ends included.
final class LongTrackSamplingTests: XCTestCase {
    /// The segment LoaderKit's `sampleTrack` uses at cycle fraction `p`, and the linear value.
    private func scanned(_ p: Double, _ keyTimes: [Double], _ values: [Double]) -> Double {
        if p <= keyTimes[0] { return values[0] }
        if p >= keyTimes[keyTimes.count - 1] { return values[values.count - 1] }
        var k = 0
        while k < keyTimes.count - 2 && p >= keyTimes[k + 1] { k += 1 }
        let span = keyTimes[k + 1] - keyTimes[k]
        let u = span > 0 ? (p - keyTimes[k]) / span : 1
        return values[k] + (values[k + 1] - values[k]) * u
    }

    func testBisectionFindsTheSegmentTheScanFinds() throws {
        // 41 keys: steps of 0.025 with three jumps (equal neighbours) and a held stretch.
        var keyTimes = (0...40).map { Double($0) / 40 }
        keyTimes[10] = keyTimes[9]
        keyTimes[20] = keyTimes[19]
        keyTimes[21] = keyTimes[19]
        keyTimes[30] = keyTimes[31]
        let values = (0...40).map { Double(($0 * 37) % 11) / 10 }
        let json = """
            {"schemaVersion":1,"name":"Long","duration":1,"layout":{"type":"single"},"shape":{"type":"circle"},
             "tracks":[{"property":"translateX","keyTimes":\(keyTimes),"values":\(values)}]}
            """
        let evaluator = try IndicatorEvaluator(spec: try IndicatorSpec(json: json))
        var probes = (0...4000).map { Double($0) / 4000 }
        probes += keyTimes + keyTimes.map { $0.nextUp } + keyTimes.map { $0.nextDown }
        for t in probes where t >= 0 && t < 1 {
            let state = try XCTUnwrap(evaluator.states(at: t).first)
            XCTAssertEqual(state.translateX, scanned(t, keyTimes, values), "t = \(t)")
        }
    }
}
