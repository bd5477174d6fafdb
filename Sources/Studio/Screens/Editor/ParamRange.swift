import Foundation
import LoaderKitCore

/// The slider range of one spec param, guessed the way LoaderKit's web playground does
/// (STUDIO.md, LOADERKIT-SPEC 7 `paramControls`).
///
/// - a param used as a count (`count`, `columns`, `rows`, `segments`): 1 to max(12, ceil(2·v)),
///   step 1;
/// - a default in [0, 1]: 0 to 1, step 0.01;
/// - otherwise, with span = max(1, |v|·2): min(0, v − span) to v + span, step 0.01.
package struct ParamRange: Hashable, Sendable {
    package var minimum: Double
    package var maximum: Double
    package var step: Double
    /// True for a param used as a count (whole numbers).
    package var isCount: Bool

    package init(minimum: Double, maximum: Double, step: Double, isCount: Bool) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.isCount = isCount
    }

    /// The range as a closed range.
    package var range: ClosedRange<Double> { minimum...max(minimum, maximum) }

    /// The range for a param with default `value`.
    package static func guess(default value: Double, isCount: Bool) -> ParamRange {
        if isCount {
            return ParamRange(minimum: 1, maximum: max(12, (2 * value).rounded(.up)), step: 1, isCount: true)
        }
        if value >= 0, value <= 1 {
            return ParamRange(minimum: 0, maximum: 1, step: 0.01, isCount: false)
        }
        let span = max(1, abs(value) * 2)
        return ParamRange(minimum: min(0, value - span), maximum: value + span, step: 0.01, isCount: false)
    }

    /// The range widened just enough to hold `value` (whole numbers for a count), so a value
    /// typed or tuned outside the guessed range is shown where it is, not clamped.
    package func including(_ value: Double) -> ParamRange {
        guard value.isFinite else { return self }
        var wider = self
        wider.minimum = min(minimum, isCount ? value.rounded(.down) : value)
        wider.maximum = max(maximum, isCount ? value.rounded(.up) : value)
        return wider
    }

    /// The ranges of every param of `spec`, in declared order.
    package static func ranges(for spec: IndicatorSpec) -> [(name: String, default: Double, range: ParamRange)] {
        let counts = countParams(of: spec)
        return spec.paramNames.compactMap { name in
            guard let value = spec.params[name] else { return nil }
            return (name, value, guess(default: value, isCount: counts.contains(name)))
        }
    }

    /// The names of params referenced by a count field (layout count, columns, rows; ring
    /// segments).
    static func countParams(of spec: IndicatorSpec) -> Set<String> {
        var names = Set<String>()
        func add(_ num: Num?) { if case .param(let name)? = num { names.insert(name) } }
        for part in spec.parts {
            switch part.layout {
            case .stack(let count, _, _, _, _, _): add(count)
            case .row(let count, _, _, _): add(count)
            case .grid(let columns, let rows, _): add(columns); add(rows)
            case .ring(let count, _, _, _, _, _): add(count)
            case .single: break
            }
            if case .ring(_, _, _, let segments) = part.shape { add(segments) }
        }
        return names
    }
}
