import Foundation
import Graphics
import LoaderKitCore
import LoaderKitDrawing

/// One element as a Lottie shape layer whose motion is keyframed from the spec's tracks rather
/// than baked: a nest of groups, one transform per track (Lottie multiplies nested groups), so
/// `G · T(cx+tx, cy+ty) · Rz · S(sx, sy)` is rebuilt from its factors, each with the track's
/// own keyTimes and easings; opacity multiplies down the nest; a ring is a butt-capped stroke of
/// its centre line with a trim (`tm`) for strokeStart and strokeEnd.
///
/// Only elements a 2D affine map draws exactly qualify (no rotateX/rotateY, opacity and trims
/// that never leave [0, 1], a ring of one segment that is drawn whenever it is visible);
/// `make` returns nil for the others, which are baked.
struct LottieAnalyticLayer {
    /// The layer's `shapes` JSON.
    let shapesJSON: String

    /// The clock of the export: frame f is spec time `start + f / frameRate`.
    struct Clock {
        let start: Double
        let frameRate: Double
        let frameCount: Int
    }

    static func make(
        element index: Int, evaluator: IndicatorEvaluator, clock: Clock, size: Int,
        color: Color
    ) -> LottieAnalyticLayer? {
        guard
            let partIndex = evaluator.parts.firstIndex(where: {
                index >= $0.firstIndex && index < $0.firstIndex + $0.elements.count
            })
        else { return nil }
        let part = evaluator.parts[partIndex]
        let i = index - part.firstIndex
        let geometry = part.elements[i]
        let tracks = part.elementTracks, groupTracks = part.groupTrackList
        let projective: Set<Property> = [.rotateX, .rotateY]
        guard !tracks.contains(where: { projective.contains($0.property) }),
            part.restValue(of: .rotateX) == 0, part.restValue(of: .rotateY) == 0
        else { return nil }
        let s = Double(size)

        func keys(_ track: IndicatorEvaluator.ResolvedTrack, group: Bool) -> LottieKeyframes? {
            LottieKeyframes(
                track, offset: group ? 0 : part.offsets[i], cycle: group ? part.duration : part.elementDurations[i],
                start: clock.start, frameRate: clock.frameRate, frameCount: clock.frameCount)
        }
        var levels: [String] = []  // the `tr` JSON of each nested group, outermost first
        var fail = false
        func level(
            p: String = "[0,0]", a: String = "[0,0]", s sValue: String = "[100,100]", r: String = "0",
            o: String = "100",
            animated: String, _ keys: LottieKeyframes?, _ components: @escaping (Double) -> [Double]
        ) {
            guard let keys else { fail = true; return }
            var prop = ""
            keys.appendProperty(to: &prop, components)
            var values = [
                "p": "{\"a\":0,\"k\":\(p)}", "a": "{\"a\":0,\"k\":\(a)}", "s": "{\"a\":0,\"k\":\(sValue)}",
                "r": "{\"a\":0,\"k\":\(r)}", "o": "{\"a\":0,\"k\":\(o)}",
            ]
            values[animated] = prop
            levels.append(
                "{\"ty\":\"tr\",\"p\":\(values["p"]!),\"a\":\(values["a"]!),\"s\":\(values["s"]!),\"r\":\(values["r"]!),\"o\":\(values["o"]!)}"
            )
        }
        func staticLevel(p: String = "[0,0]", a: String = "[0,0]", s sValue: String = "[100,100]", r: String = "0") {
            levels.append(
                "{\"ty\":\"tr\",\"p\":{\"a\":0,\"k\":\(p)},\"a\":{\"a\":0,\"k\":\(a)},\"s\":{\"a\":0,\"k\":\(sValue)},"
                    + "\"r\":{\"a\":0,\"k\":\(r)},\"o\":{\"a\":0,\"k\":100}}")
        }
        let center = "[\(NumberText.string(s / 2)),\(NumberText.string(s / 2))]"
        func deg(_ radians: Double) -> Double { radians * 180 / .pi }

        // The group transform about the box centre: T(0.5 + gtx, 0.5 + gty) · Rz · S · T(−0.5, −0.5).
        for track in ordered(groupTracks) {
            let k = keys(track, group: true)
            switch track.property {
            case .translateX: level(animated: "p", k) { [$0 * s, 0] }
            case .translateY: level(animated: "p", k) { [0, $0 * s] }
            case .rotate: level(p: center, a: center, animated: "r", k) { [deg($0)] }
            case .scale: level(p: center, a: center, animated: "s", k) { [$0 * 100, $0 * 100] }
            case .scaleX: level(p: center, a: center, animated: "s", k) { [$0 * 100, 100] }
            case .scaleY: level(p: center, a: center, animated: "s", k) { [100, $0 * 100] }
            case .opacity:
                guard let k, k.staysWithin(0...1) else { return nil }
                level(animated: "o", k) { [$0 * 100] }
            default: return nil
            }
        }
        // The element: T(cx + tx, cy + ty) · Rz(layout rotation + rotate) · S(sx, sy), then opacity.
        let tracked = Set(tracks.map(\.property))
        func rest(_ property: Property) -> Double { part.restValue(of: property) }
        let place =
            "[\(NumberText.string((geometry.cx + (tracked.contains(.translateX) ? 0 : rest(.translateX))) * s)),"
            + "\(NumberText.string((geometry.cy + (tracked.contains(.translateY) ? 0 : rest(.translateY))) * s))]"
        staticLevel(p: place)
        let staticRotation = geometry.rotate + (tracked.contains(.rotate) ? 0 : rest(.rotate))
        let staticScaleX =
            (tracked.contains(.scale) ? 1 : rest(.scale)) * (tracked.contains(.scaleX) ? 1 : rest(.scaleX))
        let staticScaleY =
            (tracked.contains(.scale) ? 1 : rest(.scale)) * (tracked.contains(.scaleY) ? 1 : rest(.scaleY))
        var trims: [Property: LottieKeyframes] = [:]
        var opacityLevel: LottieKeyframes?
        for track in tracks {
            let k = keys(track, group: false)
            switch track.property {
            case .translateX: level(animated: "p", k) { [$0 * s, 0] }
            case .translateY: level(animated: "p", k) { [0, $0 * s] }
            default: break
            }
        }
        if staticRotation != 0 { staticLevel(r: NumberText.string(deg(staticRotation), decimals: 6)) }
        for track in ordered(tracks) {
            let k = keys(track, group: false)
            switch track.property {
            case .rotate: level(animated: "r", k) { [deg($0)] }
            case .scale: level(animated: "s", k) { [$0 * 100, $0 * 100] }
            case .scaleX: level(animated: "s", k) { [$0 * 100, 100] }
            case .scaleY: level(animated: "s", k) { [100, $0 * 100] }
            case .opacity:
                guard let k, k.staysWithin(0...1) else { return nil }
                opacityLevel = k
            case .strokeStart, .strokeEnd:
                guard let k, k.staysWithin(0...1) else { return nil }
                trims[track.property] = k
            default: break
            }
        }
        if staticScaleX != 1 || staticScaleY != 1 {
            staticLevel(
                s:
                    "[\(NumberText.string(staticScaleX * 100, decimals: 4)),\(NumberText.string(staticScaleY * 100, decimals: 4))]"
            )
        }
        if let opacityLevel { level(animated: "o", opacityLevel) { [$0 * 100] } }
        guard !fail else { return nil }

        // The colour's alpha in 8-bit steps, times a static rest opacity when there is no track.
        let restOpacity = tracked.contains(.opacity) ? 1 : rest(.opacity)
        guard (0...1).contains(restOpacity) else { return nil }
        let alpha8 = (max(0, min(1, color.alpha)) * 255).rounded()
        let paintOpacity = (alpha8 * restOpacity).rounded() / 255 * 100
        let rgb =
            "[\(NumberText.string(color.red, decimals: 5)),\(NumberText.string(color.green, decimals: 5)),\(NumberText.string(color.blue, decimals: 5)),1]"

        var paint: String
        switch part.shape {
        case .ring(let strokeWidth, let startAngle, let sweep, let segments) where !trims.isEmpty:
            // A stroke scales by one factor in the players, so only a ring kept round is stroked
            // (an untrimmed ring is filled as its outline below, exact under any affine map).
            let stretch: Set<Property> = [.scaleX, .scaleY]
            guard segments == 1, !(tracks + groupTracks).contains(where: { stretch.contains($0.property) }),
                rest(.scaleX) == rest(.scaleY)
            else { return nil }
            let diameter = min(geometry.width, geometry.height)
            let stroke = strokeWidth * diameter
            guard stroke > 0, stroke < diameter else { return nil }
            // Drawn whenever visible: a trim with start after end would draw where LoaderKit does not.
            guard ringDrawnWheneverVisible(evaluator: evaluator, index: index, clock: clock) else { return nil }
            let radius = (diameter - stroke) / 2 * s
            let arcSweep = max(0, min(2 * .pi, sweep))
            let full = arcSweep >= 2 * .pi - 1e-9
            var path = Path()
            path.append(
                EllipticArc(center: .zero, radius: radius, startAngle: startAngle, sweep: full ? 2 * .pi : arcSweep))
            if full { path.closeSubpath() }
            guard var contour = BezierContour.contours(of: path, transform: .identity).first else { return nil }
            if !full { contour.isOpen = true }
            paint = "{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":" + LottieWriter.contourJSON(contour) + "}},"
            paint += "{\"ty\":\"tm\",\"s\":" + trimProperty(trims[.strokeStart], rest: rest(.strokeStart))
            paint += ",\"e\":" + trimProperty(trims[.strokeEnd], rest: rest(.strokeEnd))
            paint += ",\"o\":{\"a\":0,\"k\":0},\"m\":1},"
            paint +=
                "{\"ty\":\"st\",\"c\":{\"a\":0,\"k\":\(rgb)},\"o\":{\"a\":0,\"k\":\(NumberText.string(paintOpacity, decimals: 4))},"
            paint += "\"w\":{\"a\":0,\"k\":\(NumberText.string(stroke * s, decimals: 4))},\"lc\":1,\"lj\":1,\"ml\":4}"
        default:
            // The shape's own outline, by the drawing rules, in element-local pixels (a ring
            // without trim tracks at its rest trims).
            let state = ElementState(
                index: index, part: partIndex, cx: 0, cy: 0, width: geometry.width, height: geometry.height,
                scaleX: 1, scaleY: 1, opacity: 1, strokeStart: rest(.strokeStart), strokeEnd: rest(.strokeEnd))
            var list = DisplayList()
            IndicatorDrawing.record(
                [state], evaluator: evaluator, in: Rect(x: 0, y: 0, width: s, height: s),
                color: .black, into: &list)
            var contours: [BezierContour] = []
            for command in list.commands {
                if case .fill(let path, _, _, let transform) = command {
                    contours += BezierContour.contours(of: path, transform: transform)
                }
            }
            guard !contours.isEmpty else { return nil }
            paint = contours.map { "{\"ty\":\"sh\",\"ks\":{\"a\":0,\"k\":" + LottieWriter.contourJSON($0) + "}}," }
                .joined()
            paint +=
                "{\"ty\":\"fl\",\"c\":{\"a\":0,\"k\":\(rgb)},\"o\":{\"a\":0,\"k\":\(NumberText.string(paintOpacity, decimals: 4))},\"r\":1}"
        }
        // Nest: the innermost group holds the paint; each level wraps the one inside it.
        var json = paint
        for tr in levels.reversed() {
            json = "{\"ty\":\"gr\",\"it\":[" + json + "," + tr + "]}"
        }
        return LottieAnalyticLayer(shapesJSON: "[" + json + "]")
    }

    /// Tracks in the order their transforms multiply: translations, rotation, scales, the rest.
    private static func ordered(_ tracks: [IndicatorEvaluator.ResolvedTrack]) -> [IndicatorEvaluator.ResolvedTrack] {
        let rank: [Property: Int] = [.translateX: 0, .translateY: 1, .rotate: 2, .scale: 3, .scaleX: 4, .scaleY: 5]
        return tracks.sorted { (rank[$0.property] ?? 9) < (rank[$1.property] ?? 9) }
    }

    /// A trim end in percent: keyframed from its track, or the rest value.
    private static func trimProperty(_ keys: LottieKeyframes?, rest: Double) -> String {
        guard let keys else { return "{\"a\":0,\"k\":\(NumberText.string(max(0, min(1, rest)) * 100, decimals: 4))}" }
        var out = ""
        keys.appendProperty(to: &out) { [$0 * 100] }
        return out
    }

    /// Whether, in every frame where the element is visible, strokeStart is not after strokeEnd,
    /// so a trim shows exactly what LoaderKit draws.
    private static func ringDrawnWheneverVisible(evaluator: IndicatorEvaluator, index: Int, clock: Clock) -> Bool {
        var states: [ElementState] = []
        for k in 0..<clock.frameCount {
            evaluator.states(at: clock.start + Double(k) / clock.frameRate, into: &states)
            let state = states[index]
            // Equal ends draw nothing in both; a start after the end draws nothing in LoaderKit
            // while a player swaps the two.
            if state.opacity > 0 && !(state.strokeEnd >= state.strokeStart) { return false }
        }
        return true
    }
}
