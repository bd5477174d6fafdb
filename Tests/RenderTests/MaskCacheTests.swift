import Graphics
@testable import Render
import XCTest

/// The mask cache and the SIMD blenders draw exactly the pixels of the reference renderer (no
/// cache, scalar sweep), and the cache is used when, and only when, a shape repeats at a
/// whole-pixel offset.
final class MaskCacheTests: XCTestCase {
    /// A seeded generator, so that a failure can be replayed.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// Shapes of every kind, each drawn at several whole-pixel offsets (cache hits, and the painted
    /// pixels of a shape drawn again in its colour), at fractional ones (misses), over one another,
    /// cut by clips, under alpha layers and path clips, with gradients and the even-odd rule.
    static func scene(seed: UInt64, frame: Int) -> DisplayList {
        var random = Seeded(state: seed &+ UInt64(frame) &* 977)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        func color(opaque: Bool) -> Color {
            Color(red: unit(), green: unit(), blue: unit(), alpha: opaque ? 1 : 0.05 + 0.9 * unit())
        }
        var list = DisplayList()
        list.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 200)), color: color(opaque: true))
        for shape in 0..<24 {
            let base = Point(4 + unit() * 40, 4 + unit() * 40)
            let size = 2 + unit() * 30
            let path: Path
            switch shape % 6 {
            case 0: path = .circle(center: base, radius: size / 2)
            case 1: path = .roundedRect(Rect(x: base.x, y: base.y, width: size, height: size * 0.6), radius: 3)
            case 2: path = pentagram(center: base, radius: size / 2)
            case 3:
                path = .polygon([base, base + Point(size, 0.3), base + Point(size * 0.4, size)])
            case 4: path = .rect(Rect(x: base.x.rounded(), y: base.y.rounded(), width: size.rounded(), height: 9))
            default: path = .arc(center: base, radius: size / 2, start: unit() * 6, sweep: 1 + unit() * 4)
            }
            let paint: Color = color(opaque: shape % 3 == 0)
            let rule: FillRule = shape % 4 == 2 ? .evenOdd : .nonZero
            let offsets: [Point] = [
                Point(0, 0), Point(37, 0), Point(0, 53), Point(91, 120), Point(12.5, 7.25), Point(140, 0),
                Point(150, 61), Point(200, 130),
            ]
            for (k, offset) in offsets.enumerated() {
                let transform = Transform.translation(offset.x, offset.y)
                if shape % 6 == 5 {
                    list.stroke(
                        path, style: StrokeStyle(width: 1 + Double(shape % 5)), color: paint, transform: transform)
                } else if shape == 7, k >= 3 {
                    list.fill(
                        path,
                        with: .linearGradient(
                            start: base, end: base + Point(size, size),
                            stops: [GradientStop(0, paint), GradientStop(1, .white)]),
                        transform: transform)
                } else {
                    list.fill(path, color: paint, rule: rule, transform: transform)
                }
            }
            if shape == 9 {
                list.pushClip(IntRect(x: 30, y: 20, width: 150, height: 90))
                list.fill(path, color: paint, transform: Transform.translation(40, 40))
                list.fill(path, color: paint, transform: Transform.translation(60, 40))
                list.popClip()
                list.pushAlpha(0.5)
                list.fill(path, color: paint, transform: Transform.translation(80, 90))
                list.popAlpha()
                list.pushClip(Path.circle(center: Point(120, 120), radius: 40))
                list.fill(path, color: paint, transform: Transform.translation(100, 100))
                list.popClip()
            }
        }
        return list
    }

    func testCachedAndSIMDRenderingEqualsTheReference() {
        let fast = Renderer(), reference = Renderer(reference: true)
        for seed in 1...6 as ClosedRange<UInt64> {
            // Several frames with the same renderers: masks kept from earlier frames are reused.
            for frame in 0..<4 {
                var ours = makePixmap(260, 200), theirs = makePixmap(260, 200)
                let background = frame % 2 == 0 ? Color.white : Color(hex: "#20304080")!
                ours.clear(background)
                theirs.clear(background)
                let list = Self.scene(seed: seed, frame: frame % 2)
                fast.render(list, into: &ours)
                reference.render(list, into: &theirs)
                let differing = zip(ours.pixels, theirs.pixels).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "seed \(seed) frame \(frame): \(differing) pixels differ")
            }
        }
        // The scenes went through every path: kept masks, painted pixels, and the reference none.
        XCTAssertGreaterThan(fast.core.masks.hits, 500)
        XCTAssertGreaterThan(fast.core.masks.paintedBlends, 200)
        XCTAssertEqual(reference.core.masks.hits + reference.core.masks.misses, 0)
    }

    func testAShapeRepeatedAtWholePixelsHitsAndAtFractionsMisses() {
        var core = RasterCore()
        var pixmap = makePixmap(400, 60)
        pixmap.clear(.white)
        let circle = Path.circle(center: Point(10.3, 20.6), radius: 7)
        func draw(at offset: Double) {
            pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
                let target = PixelTarget(pixels: pixels.baseAddress!, width: 400, height: 60)
                let transform = Transform.translation(offset, 0)
                core.prepareFill(circle, transform: transform, tolerance: 0.2)
                if let grid = core.accumulate(
                    useOutline: false, clip: IntRect(x: 0, y: 0, width: 400, height: 60),
                    target: target, keyedBy: .nonZero)
                {
                    core.blend(
                        grid: grid, rule: .nonZero, paint: .solid(Color(hex: "#3366CC80")!), transform: transform,
                        alpha: 1, into: target)
                }
            }
        }
        for k in 0..<10 { draw(at: Double(k) * 30) }
        // The first miss marks the shape, the second keeps it, the other eight hit.
        XCTAssertEqual(core.masks.hits, 8)
        XCTAssertEqual(core.masks.misses, 2)
        for k in 0..<10 { draw(at: Double(k) * 30 + 0.1 + Double(k) * 0.013) }
        XCTAssertEqual(core.masks.hits, 8, "a shape at another sub-pixel phase is another mask")
    }

    func testVectorScaleAndBlendEqualTheScalarArithmetic() {
        // Every channel value against every factor, four pixels a vector.
        for factor in 0...255 as ClosedRange<UInt32> {
            let factors = SIMD8<UInt16>(repeating: UInt16(factor))
            for base in stride(from: 0 as UInt32, to: 256, by: 4) {
                let pixels = SIMD4<UInt32>((0..<4).map { i in (base + UInt32(i)) * 0x0101_0101 })
                let scaled = SpanBlender.scale(pixels, by: factors)
                for i in 0..<4 {
                    XCTAssertEqual(scaled[i], PixelMath.scale(pixels[i], by: factor))
                }
            }
        }
        var random = Seeded(state: 7)
        func premultiplied() -> UInt32 {
            let a = UInt32(random.next() % 256)
            func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.next() % UInt64(a + 1)) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        for _ in 0..<20_000 {
            let src = premultiplied()
            let d = SIMD4<UInt32>(premultiplied(), premultiplied(), premultiplied(), premultiplied())
            let coverage = SIMD4<UInt32>(
                (0..<4).map { _ in [0, 255, UInt32(random.next() % 256)][Int(random.next() % 3)] })
            let blended = SpanBlender.blend(
                SIMD4(repeating: src), over: d, coverage: SpanBlender.factors(coverage))
            for i in 0..<4 {
                let expected = coverage[i] == 0 ? d[i] : PixelMath.blend(src, over: d[i], coverage: coverage[i])
                XCTAssertEqual(blended[i], expected)
            }
            var row = (0..<11).map { _ in premultiplied() }
            let expectedRow = row.map { PixelMath.sourceOver(src, $0) }
            row.withUnsafeMutableBufferPointer { row in
                SpanBlender.sourceOver(src, inverse: 255 - (src >> 24), row.baseAddress!, count: row.count)
            }
            XCTAssertEqual(row, expectedRow)
        }
    }
}
