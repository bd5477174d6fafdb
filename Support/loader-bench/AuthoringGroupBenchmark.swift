import Foundation
import Graphics
import LoaderKitCore
import Render
import SDLHost
import SpecLanguage
import Studio
import UI

/// `rubber_band_frame_p95_ms` and `group_drag_frame_p95_ms`: on a spec of 10 parts of 10 tracks
/// with 6 keyframes each (as the formatter writes it) in the studio (in-process, 1280×800, the
/// source pane shown), a rubber band dragged across the lanes until it holds 500 keyframes, then
/// those 500 dragged together in time; from the pointer event to the finished frame (selection
/// or edit, analysis, derivation, preview, lanes, pane), p95 over each gesture's moves.
@MainActor
enum AuthoringGroupBenchmark {
    /// Parts × tracks × keyframes.
    static let parts = 10, tracks = 10
    static let keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1.0]

    /// The spec: each part a row of three circles, each track a property with six keyframes.
    static func spec() -> [UInt8] {
        let properties = [
            "scale", "opacity", "translateX", "translateY", "rotate", "scaleX", "scaleY", "rotateX",
            "rotateY", "strokeStart",
        ]
        let partsJSON = (0..<parts).map { p in
            let tracksJSON = (0..<tracks).map { t in
                let values = keyTimes.indices.map { k in SpecNumberText.format(Double((k * 7 + t + p) % 10) / 10) }
                return
                    "{\"property\":\"\(properties[t])\",\"keyTimes\":[0,0.2,0.4,0.6,0.8,1],\"values\":[\(values.joined(separator: ","))],\"easing\":\"easeInOut\"}"
            }
            return
                "{\"layout\":{\"type\":\"row\",\"count\":3,\"gap\":0.05},\"shape\":{\"type\":\"ring\",\"strokeWidth\":0.2},\"stagger\":{\"each\":0.1},\"tracks\":[\(tracksJSON.joined(separator: ","))]}"
        }
        let json =
            "{\"schemaVersion\":1,\"name\":\"TenByTen\",\"duration\":1.2,\"parts\":[\(partsJSON.joined(separator: ","))]}"
        return SpecFormatter.format(Array(json.utf8))!
    }

    static func run() -> [BenchFigure] {
        let bytes = spec()
        let problems = IndicatorSpec.checkAndPrepare(bytes: bytes).problems
        precondition(problems.isEmpty, "the benchmark's spec must be valid: \(problems.map(\.message))")
        let studio = BenchStudio {
            $0.newSpec(text: String(decoding: bytes, as: UTF8.self))
            $0.editor.setShowsSource(true)
        }
        guard let studio else { return [] }
        let app = studio.app
        let points = app.editor.laneKeyframePoints
        guard let first = points["parts[0].tracks[0]"], let last = points["parts[9].tracks[9]"], first.count == 6 else {
            print("authoring: the lanes do not show the benchmark's keyframes")
            return []
        }
        func frame(_ event: InputEvent) -> Double { studio.frame(event) }
        // The band: from between the first two keyframes of the first lane to past the last
        // keyframe of the last lane, in 100 moves.
        let start = Point((first[0].x + first[1].x) / 2, first[0].y)
        let end = Point(last[5].x + 6, last[5].y + 6)
        _ = frame(.pointerDown(start))
        var band: [Double] = []
        for i in 1...100 {
            let f = Double(i) / 100
            band.append(frame(.pointerMove(Point(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f))))
        }
        app.window.handle(.pointerUp(end))
        let selected = app.editorModel.selectedKeyframeCount
        if selected != 500 {
            FileHandle.standardError.write(
                Data("first \(first) last \(last) end \(end) window \(app.window.size) lanes \(points.count)\n".utf8))
        }
        precondition(selected == 500, "the band must hold 500 keyframes, not \(selected)")
        // The drag: the second keyframe of the first lane, left and back, Shift held (free).
        let grab = first[1]
        let pointsPerKeyTime = (first[5].x - first[0].x)
        _ = frame(.pointerDown(grab))
        var drag: [Double] = []
        for i in 0..<200 {
            let offset = -(0.01 + 0.14 * (0.5 + 0.5 * sin(Double(i) * 0.37))) * pointsPerKeyTime
            drag.append(frame(.pointerMove(Point(grab.x + offset, grab.y), modifiers: .shift)))
        }
        app.window.handle(.pointerUp(grab))
        let steps = app.editorModel.history.undoCount
        precondition(steps == 1, "the group drag must be one step, not \(steps)")
        func p95(_ samples: [Double]) -> Double { samples.sorted()[samples.count * 95 / 100] * 1000 }
        return [
            BenchFigure(name: "rubber_band_frame_p95_ms", value: p95(band), unit: "ms"),
            BenchFigure(name: "group_drag_frame_p95_ms", value: p95(drag), unit: "ms"),
            BenchFigure(name: "group_drag_frame_median_ms", value: drag.sorted()[drag.count / 2] * 1000, unit: "ms"),
        ]
    }
}
