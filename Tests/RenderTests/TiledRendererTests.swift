import Graphics
@testable import Render
import XCTest

/// Bands on every core draw the pixels of one renderer.
final class TiledRendererTests: XCTestCase {
    func testBandsCoverTheRegionOnceInWholeRows() {
        let region = IntRect(x: 3, y: 7, width: 50, height: 101)
        for count in 1...8 {
            let bands = TiledRenderer.bands(of: region, count: count)
            XCTAssertEqual(bands.count, count)
            XCTAssertEqual(bands.first?.minY, region.minY)
            XCTAssertEqual(bands.last?.maxY, region.maxY)
            for (a, b) in zip(bands, bands.dropFirst()) { XCTAssertEqual(a.maxY, b.minY) }
            XCTAssertEqual(bands.map(\.height).max()! - bands.map(\.height).min()!, count > 1 ? 1 : 0)
            XCTAssertTrue(bands.allSatisfy { $0.minX == region.minX && $0.width == region.width })
        }
        XCTAssertEqual(TiledRenderer.bands(of: IntRect(x: 0, y: 0, width: 9, height: 2), count: 4).count, 2)
    }

    func testTiledRenderingEqualsOneRenderer() {
        let tiled = TiledRenderer(bands: 3), single = Renderer(reference: true)
        // 720x400: above the area that turns the bands on; shapes cut by the bands' edges.
        for seed in 1...3 as ClosedRange<UInt64> {
            var list = MaskCacheTests.scene(seed: seed, frame: 0)
            var shifted = DisplayList()
            for k in 0..<6 {
                for command in list.commands {
                    shifted.commands.append(command)
                }
                shifted.pushAlpha(1)
                shifted.append(
                    DisplayList(
                        list.commands.map { command in
                            guard case .fill(let path, let paint, let rule, let transform) = command else {
                                return command
                            }
                            let moved = Transform.translation(Double(k) * 97.5, Double(k % 2) * 131).concatenating(
                                transform)
                            return .fill(path, paint: paint, rule: rule, transform: moved)
                        }))
                shifted.popAlpha()
            }
            list = shifted
            var ours = makePixmap(720, 400), theirs = makePixmap(720, 400)
            ours.clear(.white)
            theirs.clear(.white)
            tiled.render(list, into: &ours)
            single.render(list, into: &theirs)
            XCTAssertGreaterThanOrEqual(720 * 400, TiledRenderer.minimumTiledArea)
            let differing = zip(ours.pixels, theirs.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "seed \(seed): \(differing) pixels differ")
            XCTAssertGreaterThan(theirs.pixels.filter { $0 != 0xFFFF_FFFF }.count, 50_000, "the scene draws")
        }
    }

    /// Memory the caller owns (a window surface) gets the pixels a pixmap gets, in one band and in
    /// several; memory too small for the size, or a size that is not positive, is left alone.
    func testDrawingIntoMemoryOfTheCallerEqualsDrawingIntoAPixmap() {
        let list = MaskCacheTests.scene(seed: 4, frame: 0)
        for (bands, clip) in [(1, IntRect(x: 10, y: 20, width: 300, height: 200)), (3, nil)] as [(Int, IntRect?)] {
            let renderer = TiledRenderer(bands: bands)
            var pixmap = makePixmap(720, 400)
            pixmap.clear(.white)
            var memory = [UInt32](repeating: 0xFFFF_FFFF, count: 720 * 400)
            renderer.render(list, into: &pixmap, clip: clip)
            memory.withUnsafeMutableBufferPointer {
                renderer.render(list, into: $0, width: 720, height: 400, clip: clip)
            }
            XCTAssertEqual(memory, pixmap.pixels, "\(bands) band(s)")
            XCTAssertGreaterThan(memory.filter { $0 != 0xFFFF_FFFF }.count, 1_000, "the scene draws")
        }
        var small = [UInt32](repeating: 7, count: 720 * 400 - 1)
        small.withUnsafeMutableBufferPointer { TiledRenderer().render(list, into: $0, width: 720, height: 400) }
        small.withUnsafeMutableBufferPointer { TiledRenderer().render(list, into: $0, width: -720, height: -400) }
        XCTAssertTrue(small.allSatisfy { $0 == 7 }, "nothing drawn into memory that does not fit")
    }
}
