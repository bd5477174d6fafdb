import Export
import Graphics
import LoaderKitCore
import LoaderStudioCLI
import Render
import XCTest
@testable import LoaderKitDrawing

/// The progress recorder's mapping (roles, clips, labels) and the renderer's path clips.
final class ProgressRecorderTests: XCTestCase {
    func testTheGalleryHasFiftyDesignsInOrder() {
        let designs = ProgressDesign.all
        XCTAssertEqual(designs.map(\.number), Array(1...50))
        XCTAssertEqual(designs[0].title, "linear")
        XCTAssertEqual(designs[17].title, "linear label")
        XCTAssertEqual(designs[17].options.thickness, 16)
        XCTAssertEqual(designs[23].child, .stop)
        XCTAssertEqual(designs[42].title, "liquid heart label")
        XCTAssertEqual(designs[42].variant, .heart)
        XCTAssertEqual(designs[49].title, "hourglass")
        XCTAssertEqual(designs.filter(\.alwaysIndeterminate).map(\.number), [2, 4, 6, 8, 10])
        XCTAssertEqual(designs.filter(\.showsBuffer).map(\.number), [17])
        XCTAssertEqual(Set(designs.map(\.title)).count, 50)
    }

    func testRolesResolveToThePaletteAndTheTrackIsTheAccentAtAQuarter() {
        let resolved = ResolvedProgress(ProgressOptions(type: .circular))
        let palette = ProgressPalette.standard
        XCTAssertEqual(ProgressRecorder.color(.color, alpha: 1, resolved: resolved, palette: palette), palette.accent)
        XCTAssertEqual(
            ProgressRecorder.color(.track, alpha: 1, resolved: resolved, palette: palette).alpha, 0.24, accuracy: 1e-12)
        XCTAssertEqual(
            ProgressRecorder.color(.color, alpha: 0.5, resolved: resolved, palette: palette).alpha, 0.5, accuracy: 1e-12
        )
        XCTAssertEqual(ProgressRecorder.color(.label, alpha: 1, resolved: resolved, palette: palette), palette.text)
        XCTAssertEqual(ProgressRecorder.color(.white, alpha: 2, resolved: resolved, palette: palette), .white)
    }

    func testClipsBecomeBalancedPathClipsAndTextGoesThroughTheDrawer() {
        let resolved = ResolvedProgress(ProgressOptions(type: .battery, showLabel: true))
        var runs: [ProgressLabelRun] = []
        var list = DisplayList()
        ProgressRecorder.record(
            resolved, ProgressState(value: 0.5), in: Rect(x: 10, y: 20, width: 96, height: 48), scale: 2,
            label: { run, _ in runs.append(run) }, into: &list)
        let pushes = list.commands.filter { if case .pushPathClip = $0 { return true } else { return false } }.count
        let confinements = list.commands.filter { if case .pushClip = $0 { return true } else { return false } }.count
        let pops = list.commands.filter { $0 == .popClip }.count
        XCTAssertEqual(pushes, 2)  // the content clip and the white label's fill clip inside it
        XCTAssertEqual(confinements, 2)  // each inside a pixel rect around what it holds
        XCTAssertEqual(pushes + confinements, pops)
        XCTAssertEqual(runs.map(\.text), ["50%", "50%"])
        XCTAssertEqual(runs[1].color, .white)
        // Battery label: centred on the inner area, size max(10, min(0.55·ih, 30)) units at 2 px each.
        XCTAssertEqual(runs[0].alignment, .center)
        XCTAssertEqual(runs[0].size, 2 * max(10, min(0.55 * 17, 30)), accuracy: 1e-9)
    }

    func testAPathClipKeepsOnlyTheInsideWithSoftEdgesAndNests() {
        var pixmap = Pixmap(width: 40, height: 40)!
        pixmap.clear(.white)
        var list = DisplayList()
        list.pushClip(Path.circle(center: Point(20, 20), radius: 10))
        list.pushClip(Path.rect(Rect(x: 0, y: 0, width: 20, height: 40)))
        list.fill(Path.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        list.popClip()
        list.popClip()
        list.fill(Path.rect(Rect(x: 0, y: 0, width: 2, height: 2)), color: .black)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.pixel(x: 15, y: 20).pixel, 0xFF00_0000)  // inside both
        XCTAssertEqual(pixmap.pixel(x: 25, y: 20).pixel, 0xFFFF_FFFF)  // inside the circle, outside the rect
        XCTAssertEqual(pixmap.pixel(x: 5, y: 5).pixel, 0xFFFF_FFFF)  // outside the circle
        XCTAssertEqual(pixmap.pixel(x: 0, y: 0).pixel, 0xFF00_0000)  // after the pops nothing is clipped
        let edge = pixmap.pixel(x: 10, y: 20).pixel & 0xFF  // the circle's left edge runs through this column
        XCTAssertTrue(edge > 0 && edge < 255, "anti-aliased edge, got \(edge)")
    }

    func testAnUnclosedPathClipStillClipsToTheEndOfTheList() {
        var pixmap = Pixmap(width: 20, height: 20)!
        var list = DisplayList()
        list.pushClip(Path.rect(Rect(x: 0, y: 0, width: 10, height: 20)))
        list.fill(Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: .black)
        Renderer().render(list, into: &pixmap)
        XCTAssertEqual(pixmap.pixel(x: 5, y: 5).pixel, 0xFF00_0000)
        XCTAssertEqual(pixmap.pixel(x: 15, y: 5).pixel, 0)
    }

    func testTheHeadlessLabelsDrawEveryLabelCharacter() {
        for text in ["0%", "13%", "48%", "100%", "NaN%", "62%"] {
            var list = DisplayList()
            ProgressVectorLabels.draw(
                ProgressLabelRun(
                    text: text, anchor: Point(50, 20), size: 20, alignment: .center,
                    color: .black), into: &list)
            var pixmap = Pixmap(width: 100, height: 40)!
            Renderer().render(list, into: &pixmap)
            let inked = pixmap.pixels.filter { $0 >> 24 > 128 }.count
            XCTAssertGreaterThan(inked, 20 * text.count, text)
            // Centred: ink on both sides of the anchor, inside the cap height.
            XCTAssertEqual(pixmap.pixel(x: 50, y: 2).pixel, 0, text)
        }
        XCTAssertGreaterThan(ProgressVectorLabels.width(of: "100%"), ProgressVectorLabels.width(of: "62%"))
    }

    /// A cached label mask blends to exactly the pixels of the stroke it stands for, and a label
    /// seen again at the same sub-pixel position reuses its mask.
    func testLabelMasksDrawTheStrokesPixelsAndAreReused() {
        let masks = ProgressLabelMasks()
        for (text, anchor) in [("62%", Point(50.3, 20.6)), ("Upload", Point(51.75, 19.125)), ("100%", Point(80, 20))] {
            let run = ProgressLabelRun(
                text: text, anchor: anchor, size: 17.5, alignment: text == "100%" ? .right : .center,
                color: Color(red8: 0x7C, green8: 0x3A, blue8: 0xED))
            var stroked = Pixmap(width: 100, height: 40)!, masked = Pixmap(width: 100, height: 40)!
            stroked.clear(.white)
            masked.clear(.white)
            var strokeList = DisplayList(), maskList = DisplayList()
            ProgressVectorLabels.draw(run, into: &strokeList)
            masks.draw(run, into: &maskList)
            masks.draw(run, into: &maskList)  // the second one comes from the cache
            Renderer().render(strokeList, into: &stroked)
            Renderer().render(DisplayList([maskList.commands[0]]), into: &masked)
            XCTAssertEqual(stroked.pixels, masked.pixels, text)
            XCTAssertEqual(maskList.commands[0], maskList.commands[1], text)
        }
        XCTAssertEqual(masks.count, 3)
    }

    /// Bevel joins stand in for round ones only where the renderer draws them the same.
    func testBevelJoinsOnlyWhereTheyDrawLikeRoundOnes() {
        let wave = (0...60).map { i in Point(Double(2 * i), 7 + 3 * sin(2 * Double.pi * Double(2 * i) / 40)) }
        XCTAssertEqual(ProgressStrokeJoins.join(wave, closed: false, width: 4, scale: 2), .bevel)
        XCTAssertEqual(
            ProgressStrokeJoins.join([Point(0, 0), Point(10, 0), Point(10, 10)], closed: false, width: 4, scale: 2),
            .round, "a right angle")
        XCTAssertEqual(
            ProgressStrokeJoins.join(wave, closed: false, width: 100, scale: 2), .round, "too thick for a chord")
        XCTAssertEqual(ProgressStrokeJoins.join(arcRadius: 22, width: 4, scale: 2), .bevel)
        XCTAssertEqual(ProgressStrokeJoins.join(arcRadius: 2, width: 4, scale: 2), .round, "wider than the ring")
        var path = Path()
        path.move(to: wave[0])
        for p in wave.dropFirst() { path.line(to: p) }
        var ring = Path()
        ring.arc(center: Point(30, 30), radius: 22, start: -1, sweep: 5)
        for (shape, width) in [(path, 4.0), (ring, 5.0)] {
            var round = Pixmap(width: 260, height: 130)!, bevel = Pixmap(width: 260, height: 130)!
            let transform = Transform.scale(2, 2)
            Renderer().stroke(
                shape, style: StrokeStyle(width: width, cap: .round, join: .round), with: .solid(.black),
                transform: transform, into: &round)
            Renderer().stroke(
                shape, style: StrokeStyle(width: width, cap: .round, join: .bevel), with: .solid(.black),
                transform: transform, into: &bevel)
            XCTAssertEqual(round.pixels, bevel.pixels)
        }
    }
}
