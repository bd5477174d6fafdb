import Graphics
@testable import Render
import XCTest

/// Gradient spans (`GradientShader.blendRun`) give exactly the pixels of the per-pixel shader.
final class GradientRunTests: XCTestCase {
    /// A table with long stretches of equal colours (as a low-contrast skeleton gradient has),
    /// some translucent entries and a few single-entry steps.
    private func makeTable(_ rng: inout SystemRandomNumberGenerator, translucent: Bool) -> [UInt32] {
        let stops = (0..<Int.random(in: 2...5, using: &rng)).map { _ in
            GradientStop(Double.random(in: 0...1, using: &rng),
                         Color(red: .random(in: 0.8...0.9, using: &rng), green: .random(in: 0...1, using: &rng),
                               blue: .random(in: 0.4...0.45, using: &rng),
                               alpha: translucent ? .random(in: 0...1, using: &rng) : 1))
        }
        var table = [UInt32](repeating: 0, count: GradientTable.size)
        _ = table.withUnsafeMutableBufferPointer { GradientTable.build(stops, alpha: 1, into: $0.baseAddress!) }
        return table
    }

    func testRunsMatchThePerPixelShaderExactly() {
        var rng = SystemRandomNumberGenerator()
        for trial in 0..<400 {
            let table = makeTable(&rng, translucent: trial % 3 == 0)
            let angle = Double.random(in: 0...(2 * .pi), using: &rng)
            let length = [0.5, 3, 40, 400, 5000][trial % 5]
            let start = Point(.random(in: -300...300, using: &rng), .random(in: -300...300, using: &rng))
            var end = Point(start.x + cos(angle) * length, start.y + sin(angle) * length)
            if trial % 7 == 0 { end = Point(start.x, start.y + length) }   // vertical: constant along a row
            if trial % 11 == 0 { end = Point(start.x + length, start.y) }  // horizontal
            let paint = Paint.linearGradient(start: start, end: end, stops: [])
            let scale = [1.0, 2, 1.5][trial % 3]
            guard let (geometry, inverse, _) = GradientShader.geometry(for: paint, transform: .scale(scale, scale))
            else { return XCTFail("no geometry") }
            table.withUnsafeBufferPointer { entries in
                let shader = GradientShader(geometry: geometry, inverse: inverse, table: entries.baseAddress!)
                for _ in 0..<4 {
                    let width = 700
                    let destination = (0..<width).map { i in i % 50 < 25 ? 0xFF20_4060 : UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 }
                    let y = Int.random(in: -50...700, using: &rng)
                    let x0 = Int.random(in: 0..<width, using: &rng), x1 = Int.random(in: x0...width, using: &rng)
                    let coverage = [255, 255, 128, 1, UInt32.random(in: 1...255, using: &rng)][Int.random(in: 0..<5, using: &rng)]
                    var actual = destination
                    actual.withUnsafeMutableBufferPointer { row in
                        shader.blendRun(y: y, x0: x0, x1: x1, coverage: coverage, row: row.baseAddress!)
                    }
                    var expected = destination
                    for x in x0..<x1 {
                        expected[x] = PixelMath.blend(shader.color(x: x, y: y), over: expected[x], coverage: coverage)
                    }
                    if actual != expected {
                        let x = (0..<width).first { actual[$0] != expected[$0] }!
                        return XCTFail("trial \(trial): pixel \(x) of \(x0)..<\(x1) at y \(y), coverage \(coverage): "
                                       + "\(String(actual[x], radix: 16)) instead of \(String(expected[x], radix: 16))")
                    }
                }
            }
        }
    }

    func testTheTableCacheRebuildsWhenTheStopsOrAlphaChange() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        var cache = GradientTableCache()
        XCTAssertTrue(cache.prepare([GradientStop(0, red), GradientStop(1, blue)], alpha: 1))
        XCTAssertEqual(cache.withTable { $0[0] }, 0xFFFF_0000)
        XCTAssertTrue(cache.prepare([GradientStop(0, blue), GradientStop(1, red)], alpha: 1))
        XCTAssertEqual(cache.withTable { $0[0] }, 0xFF00_00FF)
        XCTAssertTrue(cache.prepare([GradientStop(0, blue), GradientStop(1, red)], alpha: 0.5))
        XCTAssertEqual(cache.withTable { $0[0] } >> 24, 128)
        XCTAssertFalse(cache.prepare([GradientStop(0, blue), GradientStop(1, red)], alpha: 0))
        XCTAssertFalse(cache.prepare([], alpha: 1))
    }
}
