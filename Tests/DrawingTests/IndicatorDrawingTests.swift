import Graphics
import LoaderKitCore
import LoaderKitDrawing
import Render
import XCTest

final class IndicatorDrawingTests: XCTestCase {
    private func evaluator(_ json: String, params: [String: Double] = [:]) throws -> IndicatorEvaluator {
        try IndicatorEvaluator(spec: IndicatorSpec(json: json), params: params)
    }

    /// One element spec with a constant track on `property`.
    private func single(
        shape: String = #"{"type":"circle"}"#, layout: String = #"{"type":"single"}"#,
        tracks: String = #"[{"property":"scale","keyTimes":[0,1],"values":[1,1]}]"#,
        extra: String = ""
    ) -> String {
        #"{"schemaVersion":1,"name":"T","duration":1,"layout":\#(layout),"shape":\#(shape),"tracks":\#(tracks)\#(extra)}"#
    }

    private func record(
        _ e: IndicatorEvaluator, t: Double = 0, rect: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
        color: Color = .black, colors: [Color] = []
    ) -> DisplayList {
        var list = DisplayList()
        IndicatorDrawing.record(e.states(at: t), evaluator: e, in: rect, color: color, colors: colors, into: &list)
        return list
    }

    private func render(_ list: DisplayList, width: Int = 100, height: Int = 100) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        Renderer().render(list, into: &pixmap)
        return pixmap
    }

    private func fillColors(_ list: DisplayList) -> [Color] {
        list.commands.compactMap { command -> Color? in
            if case .fill(_, .solid(let c), _, _) = command { return c }
            return nil
        }
    }

    func testOpacityScalesTheEightBitAlphaWithRounding() throws {
        let e = try evaluator(single(tracks: #"[{"property":"opacity","keyTimes":[0,1],"values":[0.5,0.5]}]"#))
        let colors = fillColors(record(e))
        XCTAssertEqual(colors.count, 1)
        XCTAssertEqual(colors[0].alpha * 255, 128, accuracy: 1e-9)  // round(255 × 0.5) = 128
        let half = fillColors(record(e, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        XCTAssertEqual(half[0].alpha * 255, 64, accuracy: 1e-9)  // round(128 × 0.5) = 64
    }

    func testInvisibleElementsAreSkipped() throws {
        for opacity in ["0", "-0.5"] {
            let e = try evaluator(
                single(tracks: #"[{"property":"opacity","keyTimes":[0,1],"values":[\#(opacity),\#(opacity)]}]"#))
            XCTAssertTrue(record(e).isEmpty, "opacity \(opacity)")
        }
        let tiny = try evaluator(single(tracks: #"[{"property":"opacity","keyTimes":[0,1],"values":[0.001,0.001]}]"#))
        XCTAssertTrue(record(tiny).isEmpty, "alpha rounds to 0")
        let trimmed = try evaluator(
            single(
                shape: #"{"type":"ring","strokeWidth":0.1}"#,
                tracks: #"[{"property":"strokeEnd","keyTimes":[0,1],"values":[0,0]}]"#))
        XCTAssertTrue(record(trimmed).isEmpty, "strokeEnd <= strokeStart")
        let fat = try evaluator(single(shape: #"{"type":"ring","strokeWidth":1}"#))
        XCTAssertTrue(record(fat).isEmpty, "a stroke that leaves no room")
        let flat = try evaluator(single(tracks: #"[{"property":"scaleX","keyTimes":[0,1],"values":[0,0]}]"#))
        XCTAssertEqual(render(record(flat)).pixels.reduce(0) { $0 | $1 }, 0, "a zero-width element covers nothing")
    }

    func testElementsCycleThroughTheColourList() throws {
        let e = try evaluator(single(layout: #"{"type":"row","count":5,"gap":0}"#))
        let palette = [Color(hex: "#FF0000")!, Color(hex: "#00FF00")!]
        let colors = fillColors(record(e, colors: palette))
        XCTAssertEqual(
            colors.map(\.hexString),
            ["#FF0000", "#00FF00", "#FF0000", "#00FF00", "#FF0000"].map { Color(hex: $0)!.hexString })
        XCTAssertEqual(fillColors(record(e, color: palette[1])).count, 5)
    }

    func testTheBoxIsTheLargestCentredSquare() throws {
        let e = try evaluator(single(shape: #"{"type":"rect"}"#))
        let pixmap = render(record(e, rect: Rect(x: 0, y: 0, width: 200, height: 100)), width: 200, height: 100)
        XCTAssertEqual(pixmap.pixel(x: 49, y: 50).alpha, 0)
        XCTAssertEqual(pixmap.pixel(x: 50, y: 50).alpha, 255)
        XCTAssertEqual(pixmap.pixel(x: 149, y: 50).alpha, 255)
        XCTAssertEqual(pixmap.pixel(x: 150, y: 50).alpha, 0)
    }

    func testACircleCoversItsArea() throws {
        let e = try evaluator(single(layout: #"{"type":"single","size":0.8}"#))
        let pixmap = render(record(e))
        let area = pixmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, Double.pi * 40 * 40, accuracy: Double.pi * 40 * 40 * 0.005)
    }

    func testAFullRingIsTheOuterDiscMinusTheInnerDisc() throws {
        let e = try evaluator(single(shape: #"{"type":"ring","strokeWidth":0.2}"#))
        let pixmap = render(record(e))
        let area = pixmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let expected = Double.pi * (50 * 50 - 30 * 30)
        XCTAssertEqual(area, expected, accuracy: expected * 0.005)
        XCTAssertEqual(pixmap.pixel(x: 50, y: 50).alpha, 0, "the centre stays empty")
        XCTAssertEqual(pixmap.pixel(x: 50, y: 10).alpha, 255, "the band is filled")
    }

    func testRingSegmentsAreButtCappedArcs() throws {
        // Two segments of a quarter turn each, starting at the top: top-right and bottom-left quadrants.
        let e = try evaluator(
            single(shape: #"{"type":"ring","strokeWidth":0.2,"sweep":1.5707963267948966,"segments":2}"#))
        let pixmap = render(record(e))
        XCTAssertEqual(pixmap.pixel(x: 80, y: 20).alpha, 255, "top right")
        XCTAssertEqual(pixmap.pixel(x: 20, y: 80).alpha, 255, "bottom left")
        XCTAssertEqual(pixmap.pixel(x: 20, y: 20).alpha, 0, "top left")
        XCTAssertEqual(pixmap.pixel(x: 80, y: 80).alpha, 0, "bottom right")
        // Butt caps: nothing beyond the start angle (the top, x < 50 just left of the centre line).
        XCTAssertEqual(pixmap.pixel(x: 47, y: 5).alpha, 0)
        XCTAssertEqual(pixmap.pixel(x: 52, y: 5).alpha, 255)
    }

    func testProjectedElementsBehindTheViewerAreSkipped() throws {
        // perspective 0.3 box units: a square turned 80° about X puts its top edge behind the viewer.
        let behind = try evaluator(
            single(
                shape: #"{"type":"rect"}"#,
                tracks: #"[{"property":"rotateX","keyTimes":[0,1],"values":[1.4,1.4]}]"#,
                extra: #","perspective":0.3"#))
        XCTAssertTrue(record(behind).isEmpty)
        let tilted = try evaluator(
            single(
                shape: #"{"type":"rect"}"#, layout: #"{"type":"single","size":0.5}"#,
                tracks: #"[{"property":"rotateY","keyTimes":[0,1],"values":[0.8,0.8]}]"#))
        let list = record(tilted)
        XCTAssertEqual(list.commands.count, 1)
        let pixmap = render(list)
        // Foreshortened: narrower than 50 px, and the near side taller than the far side.
        let row = (0..<100).filter { pixmap.pixel(x: $0, y: 50).alpha > 128 }
        XCTAssertLessThan(row.count, 50)
        XCTAssertGreaterThan(row.count, 25)
        let leftHeight = (0..<100).filter { pixmap.pixel(x: row.first! + 1, y: $0).alpha > 128 }.count
        let rightHeight = (0..<100).filter { pixmap.pixel(x: row.last! - 1, y: $0).alpha > 128 }.count
        XCTAssertNotEqual(leftHeight, rightHeight)
    }

    func testProjectedArcsUseTheReferenceStepRule() {
        // A circle of radius 40 px seen head-on: radius × 1.5 = 60 px; step = 2·acos(1 − 0.2/60).
        let arc = ProjectedStepProbe.steps(radiusPixels: 40, sweep: 2 * .pi)
        let step = 2 * acos(1 - 0.2 / 60)
        XCTAssertEqual(arc, Int((2 * Double.pi / step).rounded(.up)))
        XCTAssertEqual(ProjectedStepProbe.steps(radiusPixels: 0.01, sweep: 2 * .pi), 8, "the π/4 minimum")
    }
}

/// Reaches the step rule through a head-on projective map.
enum ProjectedStepProbe {
    static func steps(radiusPixels: Double, sweep: Double) -> Int {
        IndicatorDrawing.projectedArcSteps(
            radiusX: 1, radiusY: 1, sweep: sweep,
            map: ProjectiveTransform(radiusPixels, 0, 0, 0, radiusPixels, 0, 0, 1e-12, 1))
    }
}
