import Graphics
@testable import Render
import XCTest

/// Gradient spans (`GradientShader.blendRun`) give exactly the pixels of the per-pixel shader.
final class GradientRunTests: XCTestCase {
    /// A table with long stretches of equal colours (as a low-contrast skeleton gradient has),
    /// some translucent entries and a few single-entry steps.
    private func makeTable(_ rng: inout SystemRandomNumberGenerator, translucent: Bool) -> [UInt32] {
        let stops = (0..<Int.random(in: 2...5, using: &rng)).map { _ in
            GradientStop(
                Double.random(in: 0...1, using: &rng),
                Color(
                    red: .random(in: 0.8...0.9, using: &rng), green: .random(in: 0...1, using: &rng),
                    blue: .random(in: 0.4...0.45, using: &rng),
                    alpha: translucent ? .random(in: 0...1, using: &rng) : 1))
        }
        var table = [UInt32](repeating: 0, count: GradientTable.storage)
        table.withUnsafeMutableBufferPointer { buffer in
            _ = GradientTable.build(stops, alpha: 1, into: buffer.baseAddress!)
            GradientTable.markStretches(buffer.baseAddress!)
        }
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
            if trial % 7 == 0 { end = Point(start.x, start.y + length) }  // vertical: constant along a row
            if trial % 11 == 0 { end = Point(start.x + length, start.y) }  // horizontal
            let paint = Paint.linearGradient(start: start, end: end, stops: [])
            let scale = [1.0, 2, 1.5][trial % 3]
            guard let (geometry, inverse, _) = GradientShader.geometry(for: paint, transform: .scale(scale, scale))
            else { return XCTFail("no geometry") }
            table.withUnsafeBufferPointer { entries in
                var shader = GradientShader(geometry: geometry, inverse: inverse, table: entries.baseAddress!)
                // Rows of one fill, top to bottom, often over the same run (as inside a shape).
                let width = 700, rows = 12
                let destination = (0..<width * rows).map { i in
                    i % 50 < 25 ? 0xFF20_4060 : UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000
                }
                var actual = destination, expected = destination
                let top = Int.random(in: -50...700, using: &rng)
                var x0 = Int.random(in: 0..<width, using: &rng), x1 = Int.random(in: x0...width, using: &rng)
                var coverage: UInt32 = 255
                for r in 0..<rows {
                    if Int.random(in: 0..<3, using: &rng) == 0 {
                        x0 = Int.random(in: 0..<width, using: &rng)
                        x1 = Int.random(in: x0...width, using: &rng)
                    }
                    if Int.random(in: 0..<3, using: &rng) == 0 {
                        coverage =
                            [255, 128, 1, UInt32.random(in: 1...255, using: &rng)][Int.random(in: 0..<4, using: &rng)]
                    }
                    // The row's run, sometimes as a sweep gives it: an edge pixel at its own
                    // coverage, then the rest.
                    let y = top + r
                    var runs = [(x0, x1, coverage)]
                    if x1 - x0 > 2, Bool.random(using: &rng) {
                        runs = [(x0, x0 + 1, Bool.random(using: &rng) ? 255 : 77), (x0 + 1, x1, coverage)]
                    }
                    for (a, b, v) in runs {
                        actual.withUnsafeMutableBufferPointer { pixels in
                            shader.blendRun(y: y, x0: a, x1: b, coverage: v, row: pixels.baseAddress! + r * width)
                        }
                        for x in a..<b {
                            expected[r * width + x] = PixelMath.blend(
                                shader.color(x: x, y: y), over: expected[r * width + x],
                                coverage: v)
                        }
                    }
                }
                if actual != expected {
                    let i = (0..<actual.count).first { actual[$0] != expected[$0] }!
                    return XCTFail(
                        "trial \(trial): pixel \(i % width) of row \(i / width): "
                            + "\(String(actual[i], radix: 16)) instead of \(String(expected[i], radix: 16))")
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
