import Graphics
import Render
import XCTest

/// Clips and dirty-region rendering.
final class RegionTests: XCTestCase {
    func testClipRectIsExact() {
        let renderer = Renderer()
        var full = makePixmap(80, 80)
        var clipped = makePixmap(80, 80)
        full.clear(Color(hex: "#102030")!)
        clipped.clear(Color(hex: "#102030")!)
        let clip = IntRect(x: 17, y: 9, width: 31, height: 44)
        var list = mixedScene()
        renderer.render(list, into: &full)
        list.commands.insert(.pushClip(clip), at: 0)
        list.commands.append(.popClip)
        renderer.render(list, into: &clipped)
        var changedInside = 0
        for y in 0..<80 {
            for x in 0..<80 {
                if clip.contains(x: x, y: y) {
                    XCTAssertEqual(clipped.rawPixel(x: x, y: y), full.rawPixel(x: x, y: y), "inside at \(x), \(y)")
                    if clipped.rawPixel(x: x, y: y) != 0xFF10_2030 { changedInside += 1 }
                } else {
                    XCTAssertEqual(clipped.rawPixel(x: x, y: y), 0xFF10_2030, "outside at \(x), \(y)")
                }
            }
        }
        XCTAssertGreaterThan(changedInside, 300)
    }

    func testDirtyRegionRenderIsBitIdenticalToTheFullRender() {
        let renderer = Renderer()
        let list = mixedScene()
        var full = makePixmap(80, 90)
        full.clear(.white)
        renderer.render(list, into: &full)
        let regions = [
            IntRect(x: 13, y: 7, width: 21, height: 19), IntRect(x: 0, y: 0, width: 1, height: 90),
            IntRect(x: 41, y: 33, width: 39, height: 57), IntRect(x: 59, y: 60, width: 3, height: 2),
            IntRect(x: 20, y: 15, width: 1, height: 1), IntRect(x: -5, y: 50, width: 30, height: 100),
        ]
        for region in regions {
            var partial = makePixmap(80, 90)
            partial.clear(.white)
            renderer.render(list, into: &partial, clip: region)
            let visible = region.intersection(full.bounds)!
            let mismatches = zip(partial.pixels(in: visible), full.pixels(in: visible)).filter { $0 != $1 }.count
            XCTAssertEqual(mismatches, 0, "region \(region): pixels differing from the full render")
            var outsideUntouched = true
            for y in 0..<90 {
                for x in 0..<80 where !visible.contains(x: x, y: y) {
                    if partial.rawPixel(x: x, y: y) != 0xFFFF_FFFF { outsideUntouched = false }
                }
            }
            XCTAssertTrue(outsideUntouched, "region \(region) drew outside itself")
        }
    }

    func testDirtyRegionOverAnOldFrameRepairsOnlyThatRegion() {
        let renderer = Renderer()
        var scene = DisplayList()
        scene.fill(.circle(center: Point(30.2, 30.7), radius: 20), color: Color(hex: "#CC3300")!)
        var old = makePixmap(60, 60)
        old.clear(.white)
        renderer.render(scene, into: &old)
        var next = DisplayList()
        next.fill(.circle(center: Point(33.9, 28.1), radius: 20), color: Color(hex: "#CC3300")!)
        var expected = makePixmap(60, 60)
        expected.clear(.white)
        renderer.render(next, into: &expected)
        let dirty = IntRect(x: 8, y: 5, width: 50, height: 48)
        old.clear(Color.white.premultiplied, in: dirty)
        renderer.render(next, into: &old, clip: dirty)
        XCTAssertTrue(old.pixels(in: dirty) == expected.pixels(in: dirty), "repaired region differs")
        XCTAssertTrue(old.pixels == expected.pixels, "pixels outside the dirty region were already equal")
    }

    func testShapesFarOutsideThePixmapAreHandled() {
        var pixmap = makePixmap(20, 20)
        var list = DisplayList()
        list.fill(.polygon([Point(-1e7, -5), Point(10.5, -5), Point(10.5, 30), Point(-1e7, 30)]), color: .black)
        list.fill(.circle(center: Point(1e12, 1e12), radius: 5), color: .black)
        list.fill(.circle(center: Point(.nan, 3), radius: 5), color: .black)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.rawPixel(x: 0, y: 10), 0xFF00_0000)
        XCTAssertEqual(pixmap.rawPixel(x: 10, y: 10) >> 24, 128)
        XCTAssertEqual(pixmap.rawPixel(x: 11, y: 10), 0)
    }
}
