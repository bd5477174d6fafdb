import Foundation
import LoaderKitCore

/// A LoaderKit track laid out as Lottie keyframes on the export's frame axis: every cycle of the
/// element's clock that overlaps the exported cycle contributes its keyframes at its keyTimes,
/// each segment eased by its own cubic Bézier (LoaderKit's curves are Lottie's `o`/`i` tangents
/// exactly). Keyframes may lie before frame 0 or after `op`; players interpolate between them.
struct LottieKeyframes: Equatable {
    struct Keyframe: Equatable {
        /// Frame on the export's axis (fractional).
        var frame: Double
        var value: Double
        /// The segment to the next keyframe: [x1, y1, x2, y2]; nil when the value holds.
        var easing: [Double]?
    }

    /// The frame shift that separates a jump's two values (a LoaderKit jump is instant).
    static let jumpFrames = 0.001
    /// The most element cycles one track may repeat over the exported cycle.
    static let maximumCycles = 1000

    var keyframes: [Keyframe]

    /// The keyframes of `track` for a clock that starts at spec time `offset` and repeats every
    /// `cycle` seconds, where frame f is spec time `start + f / frameRate`; nil when it would
    /// repeat more than `maximumCycles` times.
    init?(
        _ track: IndicatorEvaluator.ResolvedTrack, offset: Double, cycle: Double, start: Double, frameRate: Double,
        frameCount: Int
    ) {
        let firstLocal = start - offset, lastLocal = firstLocal + Double(frameCount) / frameRate
        let firstCycle = (firstLocal / cycle).rounded(.down), lastCycle = (lastLocal / cycle).rounded(.down)
        guard firstCycle.isFinite, lastCycle.isFinite, lastCycle - firstCycle < Double(Self.maximumCycles) else {
            return nil
        }
        let times = track.keyTimes, values = track.values, n = times.count
        func frame(_ local: Double) -> Double { (local + offset - start) * frameRate }
        var raw: [Keyframe] = []
        for c in Int(firstCycle)...Int(lastCycle) {
            let base = Double(c) * cycle
            // Before the first keyTime the first value holds; after the last, the last value.
            if times[0] > 0 { raw.append(Keyframe(frame: frame(base), value: values[0], easing: [0, 0, 1, 1])) }
            for k in 0..<n {
                let easing: [Double]? = k < n - 1 ? track.easings[k] : (times[k] < 1 ? nil : [0, 0, 1, 1])
                raw.append(Keyframe(frame: frame(base + times[k] * cycle), value: values[k], easing: easing))
            }
        }
        // Keyframes at one frame: the same value merges; two values make an instant jump.
        var merged: [Keyframe] = []
        for var key in raw {
            if let last = merged.last, abs(key.frame - last.frame) < 1e-9 {
                if last.value == key.value {
                    merged[merged.count - 1].easing = key.easing
                    continue
                }
                merged[merged.count - 1].easing = nil
                key.frame = last.frame + Self.jumpFrames
            }
            merged.append(key)
        }
        keyframes = merged
    }

    /// Every value and every eased value stays within `range` (no Bézier overshoot).
    func staysWithin(_ range: ClosedRange<Double>) -> Bool {
        keyframes.allSatisfy {
            range.contains($0.value) && ($0.easing.map { (0...1).contains($0[1]) && (0...1).contains($0[3]) } ?? true)
        }
    }

    /// The animated Lottie property `{"a":1,"k":[...]}` whose value at a keyframe is
    /// `components(value)` (one number per dimension).
    func appendProperty(to out: inout String, _ components: (Double) -> [Double]) {
        out += "{\"a\":1,\"k\":["
        for (index, key) in keyframes.enumerated() {
            if index > 0 { out += "," }
            out += "{\"t\":"
            NumberText.append(key.frame, decimals: 4, to: &out)
            out += ",\"s\":["
            let parts = components(key.value)
            for (i, x) in parts.enumerated() {
                if i > 0 { out += "," }
                NumberText.append(x, decimals: 4, to: &out)
            }
            out += "]"
            if index < keyframes.count - 1 {
                if let e = key.easing {
                    let dims = parts.count
                    out += ",\"o\":{\"x\":" + Self.repeated(e[0], dims) + ",\"y\":" + Self.repeated(e[1], dims) + "}"
                    out += ",\"i\":{\"x\":" + Self.repeated(e[2], dims) + ",\"y\":" + Self.repeated(e[3], dims) + "}"
                } else {
                    out += ",\"h\":1"
                }
            }
            out += "}"
        }
        out += "]}"
    }

    private static func repeated(_ x: Double, _ count: Int) -> String {
        "[" + Array(repeating: NumberText.string(x, decimals: 6), count: count).joined(separator: ",") + "]"
    }
}
