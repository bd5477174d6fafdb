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
                if let grid = core.accumulateFill(
                    circle, transform: transform, tolerance: 0.2, rule: .nonZero,
                    clip: IntRect(x: 0, y: 0, width: 400, height: 60), target: target)
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

    func testAFillsWordsAreTheSameAtEveryWholePixelOffset() {
        // The same fraction is held with fewer bits far from the origin: flattened from absolute
        // positions, these copies could differ; relative to their whole pixel and rounded, they do not.
        let center = Point(0.3 + 1 / 3, 0.7)
        var reference = FillOutline()
        reference.map(.circle(center: center, radius: 5.5), transform: .identity, tolerance: 0.2, evenOdd: false)
        XCTAssertTrue(reference.isKeyable)
        let words = reference.withWords { Array($0) }
        for offset in [1.0, 63, 64, 1000, 4095, 65_536, 500_000] {
            var outline = FillOutline()
            outline.map(
                .circle(center: center + Point(offset, (offset / 2).rounded(.down)), radius: 5.5), transform: .identity,
                tolerance: 0.2, evenOdd: false)
            XCTAssertEqual(outline.withWords { Array($0) }, words, "offset \(offset)")
            XCTAssertEqual(outline.originX - reference.originX, Int(offset))
            // The same through a translation, as the drawing layer places an element.
            outline.map(
                .circle(center: center, radius: 5.5), transform: .translation(offset, 0), tolerance: 0.2,
                evenOdd: false)
            XCTAssertEqual(outline.withWords { Array($0) }, words, "translated by \(offset)")
        }
        // Another phase, rule, tolerance or size is another key.
        for (path, rule, tolerance) in [
            (Path.circle(center: center + Point(0.01, 0), radius: 5.5), false, 0.2),
            (Path.circle(center: center, radius: 5.5), true, 0.2),
            (Path.circle(center: center, radius: 5.5), false, 0.25),
            (Path.circle(center: center, radius: 5.6), false, 0.2),
        ] {
            var outline = FillOutline()
            outline.map(path, transform: .identity, tolerance: tolerance, evenOdd: rule)
            XCTAssertNotEqual(outline.withWords { Array($0) }, words)
        }
    }

    func testFillsTooLargeFarOrNotFiniteAreNotKeyed() {
        var outline = FillOutline()
        outline.map(.circle(center: Point(10, 10), radius: 30), transform: .identity, tolerance: 0.2, evenOdd: false)
        XCTAssertFalse(outline.isKeyable, "larger than a kept mask")
        outline.map(.circle(center: Point(3e6, 10), radius: 3), transform: .identity, tolerance: 0.2, evenOdd: false)
        XCTAssertFalse(outline.isKeyable, "too far for a relative origin")
        outline.map(
            .polygon([Point(1, 1), Point(2, .nan), Point(3, 1)]), transform: .identity, tolerance: 0.2, evenOdd: false)
        XCTAssertFalse(outline.isKeyable, "not finite")
        outline.map(.circle(center: Point(10, 10), radius: 3), transform: .identity, tolerance: 0.2, evenOdd: false)
        XCTAssertTrue(outline.isKeyable)
    }

    func testADotDrawnAgainIsNotFlattenedAgainAcrossTheFrame() {
        // Dots at one phase all over a 1280-pixel frame (positions in five binades): after the first
        // two, every one is a hit, taken before flattening, and the pixels are the reference's.
        let fast = Renderer(), reference = Renderer(reference: true)
        var list = DisplayList()
        for i in 0..<200 {
            let offset = Point(Double(7 + (i % 20) * 63), Double(15 + (i / 20) * 78))
            list.fill(.circle(center: Point(0.37, 0.81) + offset, radius: 6), color: Color(hex: "#3366CCC0")!)
        }
        var ours = makePixmap(1280, 800), theirs = makePixmap(1280, 800)
        ours.clear(.white)
        theirs.clear(.white)
        fast.render(list, into: &ours)
        reference.render(list, into: &theirs)
        XCTAssertEqual(fast.core.masks.misses, 2)
        XCTAssertEqual(fast.core.masks.hits, 198)
        XCTAssertEqual(zip(ours.pixels, theirs.pixels).filter { $0 != $1 }.count, 0)
    }

    func testTwoShapesWhoseHashesShareASetBothStay() {
        // Find two dots whose keys fall in the same set of the cache.
        var outline = FillOutline()
        func set(_ radius: Double) -> UInt64 {
            outline.map(
                .circle(center: Point(8.25, 8.5), radius: radius), transform: .identity, tolerance: 0.2, evenOdd: false)
            return outline.withWords { CoverageMaskCache.hash($0) } >> UInt64(64 - CoverageMaskCache.slotBits + 1)
        }
        let first = 3.0
        let firstSet = set(first)
        guard let second = (1...4000).lazy.map({ 3 + Double($0) / 1000 }).first(where: { set($0) == firstSet }) else {
            return XCTFail("no two radii share a set")
        }
        let renderer = Renderer()
        var pixmap = makePixmap(400, 40)
        pixmap.clear(.white)
        var list = DisplayList()
        for k in 0..<10 {
            list.fill(.circle(center: Point(8.25 + Double(k) * 20, 8.5), radius: first), color: .black)
            list.fill(.circle(center: Point(8.25 + Double(k) * 20, 28.5), radius: second), color: .black)
        }
        renderer.render(list, into: &pixmap)
        XCTAssertEqual(renderer.core.masks.misses, 4, "each dot misses twice, then both are kept")
        XCTAssertEqual(renderer.core.masks.hits, 16)
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
