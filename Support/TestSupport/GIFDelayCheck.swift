import XCTest

/// Checks on the frame delays of a looping GIF.
public enum GIFDelayCheck {
    /// Asserts that `delays` (centiseconds, one per frame) are each at least 2 cs and that their
    /// running sums stay within 1 cs of the exact start times k·seconds/count of frames spread
    /// evenly over a loop of `seconds`, so one loop lasts `seconds` within 1 cs.
    public static func assertFollowsLoop(
        _ delays: [Int], seconds: Double, _ label: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(delays.isEmpty, "\(label): no frames", file: file, line: line)
        XCTAssertTrue(
            delays.allSatisfy { $0 >= 2 }, "\(label): a delay below 2 cs in \(delays)", file: file, line: line)
        var elapsed = 0
        for (k, delay) in delays.enumerated() {
            elapsed += delay
            let exact = 100 * seconds * Double(k + 1) / Double(delays.count)
            guard abs(Double(elapsed) - exact) <= 1 else {
                XCTFail(
                    "\(label): frame \(k + 1) starts at \(elapsed) cs, not \(exact) cs (delays \(delays))", file: file,
                    line: line)
                return
            }
        }
    }
}
