@testable import Render
import XCTest

/// The blend memo returns exactly the blend it remembers, for hits, misses and evictions.
final class BlendMemoTests: XCTestCase {
    func testMemoMatchesDirectBlend() {
        let storage = BlendMemo.Storage()
        var random = SystemRandomNumberGenerator()
        func premultiplied() -> UInt32 {
            let a = UInt32.random(in: 0...255, using: &random)
            func channel() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &random) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        // A few sources and destinations, so that slots are hit, shared and evicted.
        let sources = (0..<12).map { _ in premultiplied() } + [0, 0xFFFF_FFFF]
        let destinations = (0..<6).map { _ in premultiplied() } + [0, 0xFFFF_FFFF]
        for _ in 0..<100_000 {
            let s = sources.randomElement(using: &random)!, d = destinations.randomElement(using: &random)!
            let coverage = UInt32.random(in: 1...255, using: &random)
            let expected = PixelMath.sourceOver(PixelMath.scale(s, by: coverage), d)
            XCTAssertEqual(storage.memo.blend(s, coverage: coverage, over: d), expected)
        }
    }
}
