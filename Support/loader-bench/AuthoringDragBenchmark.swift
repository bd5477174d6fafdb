import Foundation
import Graphics
import LoaderKitCore
import Render
import SDLHost
import SpecLanguage
import Studio
import UI

/// `drag_frame_p95_ms`: a keyframe dragged in the lanes on the largest built-in (as the formatter
/// writes it) in the studio (in-process, 1280×800, SDL2_ttf fonts, the source pane shown), from
/// the pointer event to the finished frame with the preview, the lanes and the pane updated;
/// p95 over 200 moves of one drag (Shift held, so every move changes the keyTime).
@MainActor
enum AuthoringDragBenchmark {
    /// The path and keyTimes of the spec's first track with three keyframes or more.
    static func trackWithThreeKeyframes(_ spec: IndicatorSpec?) -> (String, [Double])? {
        guard let spec else { return nil }
        let inParts: Bool = { if case .parts = spec.body { return true } else { return false } }()
        for (p, part) in spec.parts.enumerated() {
            if let (j, track) = part.tracks.enumerated().first(where: { $0.element.keyTimes.count >= 3 }) {
                return ((inParts ? "parts[\(p)]." : "") + "tracks[\(j)]", track.keyTimes)
            }
        }
        return nil
    }

    static func run() -> [BenchFigure] {
        let name = BenchStudio.largestBuiltin
        let bytes = SpecFormatter.format(Array(IndicatorSpec.builtinJSON(named: name)!.utf8))!
        guard let studio = BenchStudio(prepare: { $0.newSpec(text: String(decoding: bytes, as: UTF8.self)) }) else {
            return []
        }
        let app = studio.app
        // The first track with a keyframe between its ends, as the lanes show it.
        let points = app.editor.laneKeyframePoints
        guard let (track, keyTimes) = trackWithThreeKeyframes(app.editorModel.spec),
            let shown = points[track], shown.count == keyTimes.count
        else {
            print("authoring: \(name) has no track with three keyframes shown in the lanes")
            return []
        }
        let start = shown[1]
        let low = keyTimes[0], high = keyTimes[2]
        let pointsPerKeyTime = (shown[2].x - shown[0].x) / (high - low)
        app.window.handle(.pointerMove(start))
        app.window.handle(.pointerDown(start))
        studio.render()
        var samples: [Double] = []
        for i in 0..<200 {
            let keyTime = low + (high - low) * (0.2 + 0.6 * (0.5 + 0.5 * sin(Double(i) * 0.37)))
            let x = start.x + (keyTime - keyTimes[1]) * pointsPerKeyTime
            samples.append(studio.frame(.pointerMove(Point(x, start.y), modifiers: .shift)))
        }
        app.window.handle(.pointerUp(start))
        let moved = app.editorModel.history.undoCount
        precondition(moved == 1, "\(name): the drag must be one step, not \(moved)")
        let sorted = samples.sorted()
        return [
            BenchFigure(name: "drag_frame_p95_ms", value: sorted[sorted.count * 95 / 100] * 1000, unit: "ms"),
            BenchFigure(name: "drag_frame_median_ms", value: sorted[sorted.count / 2] * 1000, unit: "ms"),
        ]
    }
}
