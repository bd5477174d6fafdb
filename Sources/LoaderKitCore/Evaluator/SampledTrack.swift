/// A track with its params resolved and its easing curves prepared, ready to sample.
struct SampledTrack: Sendable {
    let property: Property
    let keyTimes: [Double]
    let values: [Double]
    let curves: [CubicBezier]

    init(_ track: Track, params: [String: Double]) throws(IndicatorSpecError) {
        guard track.keyTimes.count >= 2, track.values.count == track.keyTimes.count else {
            throw IndicatorSpecError("\(track.property.rawValue) track needs at least 2 keyTimes and as many values")
        }
        property = track.property
        keyTimes = track.keyTimes
        values = try track.values.map { (v: Num) throws(IndicatorSpecError) -> Double in try v.resolved(params) }
        let segments = track.keyTimes.count - 1
        let easing = track.easing ?? .uniform(.linear)
        curves = (0..<segments).map { CubicBezier(easing.curve(forSegment: $0)) }
    }

    /// The value at cycle fraction `p` (LoaderKit's `sampleTrack`).
    @inline(__always)
    func sample(_ p: Double) -> Double {
        keyTimes.withUnsafeBufferPointer { kt in
            values.withUnsafeBufferPointer { v in
                let n = kt.count
                if p <= kt[0] { return v[0] }
                if p >= kt[n - 1] { return v[n - 1] }
                var k = 0
                while k < n - 2 && p >= kt[k + 1] { k += 1 }
                let span = kt[k + 1] - kt[k]
                let u = span > 0 ? (p - kt[k]) / span : 1
                return v[k] + (v[k + 1] - v[k]) * curves[k].value(at: u)
            }
        }
    }
}

extension Num {
    /// The value against resolved params, or the reference's `Unknown param` error.
    func resolved(_ params: [String: Double]) throws(IndicatorSpecError) -> Double {
        switch self {
        case .number(let x):
            return x
        case .param(let name):
            guard let value = params[name] else { throw IndicatorSpecError("Unknown param \"\(name)\"") }
            return value
        }
    }
}
