import Foundation

/// A spec prepared for drawing with one set of params: element geometry, resolved shapes and
/// tracks, ready to evaluate at any time.
///
/// Preparing checks what depends on the params (stagger and durations long enough, counts that
/// are counts, at most 10,000 elements and 10,000 ring arcs) before allocating anything per
/// element. Evaluating never allocates with `states(at:into:)`.
public struct IndicatorEvaluator: Sendable {
    /// The most elements a spec may have in total.
    public static let maximumElements = 10_000
    /// The most ring arcs (elements × segments over ring parts) a spec may draw.
    public static let maximumRingArcs = 10_000

    public let spec: IndicatorSpec
    /// The params in use: the spec's defaults with the declared overrides applied.
    public let params: [String: Double]
    public let parts: [PreparedPart]
    /// Elements over all parts.
    public let elementCount: Int
    /// Viewer distance for 3D rotations, in box units.
    public var perspective: Double { spec.perspective ?? IndicatorSpec.defaultPerspective }

    /// Prepares `spec` with `params` overriding its defaults (undeclared names are ignored);
    /// throws `IndicatorSpecError`.
    public init(spec: IndicatorSpec, params overrides: [String: Double] = [:]) throws {
        try self.init(preparing: spec, params: overrides)
    }

    /// `init(spec:params:)` with the error's type known.
    init(preparing spec: IndicatorSpec, params overrides: [String: Double]) throws(IndicatorSpecError) {
        self.spec = spec
        let params = try spec.checkedParams(overrides)
        self.params = params
        let specParts = spec.parts
        let inParts: Bool
        if case .parts = spec.body { inParts = true } else { inParts = false }

        // Counts first: nothing is allocated before the limits are known to hold.
        var counts: [Int] = []
        var totalElements = 0.0
        var ringArcs = 0.0
        for (i, part) in specParts.enumerated() {
            let prefix = inParts ? JSONPath([.key("parts"), .index(i)]) : JSONPath()
            let count = try part.layout.elementCount(params, prefix: prefix)
            totalElements += count
            if count > 4_294_967_295 {
                throw IndicatorSpecError(
                    IndicatorEvaluator.elementLimitMessage(totalElements), path: prefix.appending("layout"))
            }
            if case .ring(_, _, _, let segments) = part.shape {
                let s =
                    try segments.map { (n: Num) throws(IndicatorSpecError) -> Double in
                        try IndicatorSpec.Layout.count(n, params, path: prefix.appending("shape").appending("segments"))
                    } ?? 1
                ringArcs += count * s
            }
            let n = CheckedInt.clamped(count, to: 0...4_294_967_295)
            if case .offsets(let list)? = part.stagger, list.count < n {
                throw IndicatorSpecError(
                    "stagger has \(list.count) entries but the layout has \(n) elements",
                    path: prefix.appending("stagger"))
            }
            if let list = part.durations, list.count < n {
                throw IndicatorSpecError(
                    "durations has \(list.count) entries but the layout has \(n) elements",
                    path: prefix.appending("durations"))
            }
            counts.append(n)
        }
        if totalElements > Double(IndicatorEvaluator.maximumElements) {
            throw IndicatorSpecError(IndicatorEvaluator.elementLimitMessage(totalElements))
        }
        if ringArcs > Double(IndicatorEvaluator.maximumRingArcs) {
            throw IndicatorSpecError(
                "the spec draws \(JSNumberFormat.string(ringArcs)) ring arcs, the maximum is \(IndicatorEvaluator.maximumRingArcs)"
            )
        }

        var prepared: [PreparedPart] = []
        var first = 0
        for (i, part) in specParts.enumerated() {
            let partDuration = inParts ? (part.duration ?? spec.duration) : spec.duration
            prepared.append(
                try PreparedPart(part, count: counts[i], firstIndex: first, duration: partDuration, params: params))
            first += counts[i]
        }
        parts = prepared
        elementCount = first
    }

    static func elementLimitMessage(_ total: Double) -> String {
        "the spec has \(JSNumberFormat.string(total)) elements, the maximum is \(maximumElements)"
    }

    /// Every element's state at spec time `t` (seconds, already multiplied by speed).
    public func states(at t: Double) -> [ElementState] {
        var out: [ElementState] = []
        states(at: t, into: &out)
        return out
    }

    /// Writes every element's state at time `t` into `buffer`, reusing its storage: no heap
    /// allocation once the buffer has held `elementCount` states.
    public func states(at t: Double, into buffer: inout [ElementState]) {
        if buffer.count != elementCount {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(ElementState(), count: elementCount))
        }
        buffer.withUnsafeMutableBufferPointer { out in
            // Borrow each part in place: iterating by value would copy (and retain) its arrays.
            parts.withUnsafeBufferPointer { parts in
                for p in 0..<parts.count { parts[p].write(at: t, partIndex: p, into: out) }
            }
        }
    }

    /// The spec time (seconds) that shows cycle progress `progress` (clamped to [0, 1]) after the
    /// warm-up in which every staggered element has started.
    public func timeForCycleProgress(_ progress: Double) -> Double {
        var maxOffset = 0.0
        for part in parts { for o in part.offsets where o > maxOffset { maxOffset = o } }
        let d = spec.duration
        let c = min(1, max(0, progress))
        return (maxOffset / d).rounded(.up) * d + c * d
    }
}

extension IndicatorSpec {
    /// The spec's params with `overrides` applied to the declared names; throws for a declared
    /// override that is not finite.
    func checkedParams(_ overrides: [String: Double]) throws(IndicatorSpecError) -> [String: Double] {
        var out = params
        for name in overrides.keys.sorted() where params[name] != nil {
            let value = overrides[name]!
            guard value.isFinite else {
                throw IndicatorSpecError(
                    "params.\(name) must be a finite number", path: JSONPath([.key("params"), .key(name)]))
            }
            out[name] = value
        }
        return out
    }

    /// The spec's params with the declared `overrides` applied; undeclared names are dropped.
    public func resolvedParams(_ overrides: [String: Double]) -> [String: Double] {
        var out = params
        for (name, value) in overrides where params[name] != nil { out[name] = value }
        return out
    }

    /// The element states at time `t` with `params`; throws `IndicatorSpecError`.
    public func evaluate(at t: Double, params: [String: Double] = [:]) throws -> [ElementState] {
        try IndicatorEvaluator(spec: self, params: params).states(at: t)
    }

    /// The spec time that shows cycle progress `progress` with `params`; throws
    /// `IndicatorSpecError`.
    public func timeForCycleProgress(_ progress: Double, params: [String: Double] = [:]) throws -> Double {
        try IndicatorEvaluator(spec: self, params: params).timeForCycleProgress(progress)
    }
}
