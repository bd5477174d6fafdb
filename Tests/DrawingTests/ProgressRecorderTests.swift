import Graphics
import LoaderKitCore
import LoaderKitDrawing
import LoaderStudioCLI
import Render
import XCTest

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
        XCTAssertEqual(ProgressRecorder.color(.track, alpha: 1, resolved: resolved, palette: palette).alpha, 0.24, accuracy: 1e-12)
        XCTAssertEqual(ProgressRecorder.color(.color, alpha: 0.5, resolved: resolved, palette: palette).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(ProgressRecorder.color(.label, alpha: 1, resolved: resolved, palette: palette), palette.text)
        XCTAssertEqual(ProgressRecorder.color(.white, alpha: 2, resolved: resolved, palette: palette), .white)
    }

    func testClipsBecomeBalancedPathClipsAndTextGoesThroughTheDrawer() {
        let resolved = ResolvedProgress(ProgressOptions(type: .battery, showLabel: true))
        var runs: [ProgressLabelRun] = []
        var list = DisplayList()
        ProgressRecorder.record(resolved, ProgressState(value: 0.5), in: Rect(x: 10, y: 20, width: 96, height: 48), scale: 2,
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
            ProgressVectorLabels.draw(ProgressLabelRun(text: text, anchor: Point(50, 20), size: 20, alignment: .center,
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
}
