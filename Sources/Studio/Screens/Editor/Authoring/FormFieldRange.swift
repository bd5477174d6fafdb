import LoaderKitCore

/// The slider range of a form's number, by what the number means: counts from 1, box units
/// within the unit box, angles within a turn either way, seconds. A value outside it widens the
/// slider (`ParamRange.including`), it is never clamped.
enum FormFieldRange {
    /// The range of layout or shape field `name` (a count is whole numbers).
    static func field(_ name: String) -> ParamRange {
        switch name {
        case "count", "columns", "rows", "segments":
            return ParamRange(minimum: 1, maximum: 24, step: 1, isCount: true)
        case "cornerRadius":
            return ParamRange(minimum: 0, maximum: 0.5, step: 0.01, isCount: false)
        case "startAngle":
            return ParamRange(minimum: -Double.pi, maximum: Double.pi, step: 0.01, isCount: false)
        case "sweep":
            return ParamRange(minimum: 0.01, maximum: 2 * Double.pi, step: 0.01, isCount: false)
        default:
            // Sizes, gaps, positions and stroke widths are box units (1 = the whole box).
            return ParamRange(minimum: 0, maximum: 1, step: 0.01, isCount: false)
        }
    }

    /// The range of a rest value or keyframe value of `property`, in its unit.
    static func property(_ property: String) -> ParamRange {
        switch property {
        case "scale", "scaleX", "scaleY":
            return ParamRange(minimum: 0, maximum: 2, step: 0.01, isCount: false)
        case "rotate", "rotateX", "rotateY":
            return ParamRange(minimum: -2 * Double.pi, maximum: 2 * Double.pi, step: 0.01, isCount: false)
        case "translateX", "translateY":
            return ParamRange(minimum: -1, maximum: 1, step: 0.01, isCount: false)
        default:
            // opacity, strokeStart, strokeEnd: fractions.
            return ParamRange(minimum: 0, maximum: 1, step: 0.01, isCount: false)
        }
    }

    /// Stagger `each` and `start`, in seconds.
    static let staggerSeconds = ParamRange(minimum: -1, maximum: 1, step: 0.01, isCount: false)
    /// A part's cycle, in seconds.
    static let durationSeconds = ParamRange(minimum: 0.05, maximum: 5, step: 0.01, isCount: false)

    /// `value` as the JSON number a form writes: rounded to 1e-6 so a slider's steps stay short
    /// (0.3, not 0.30000000000000004); a count is a whole number.
    static func json(_ value: Double, isCount: Bool = false) -> String {
        let rounded = isCount ? value.rounded() : (value * 1e6).rounded() / 1e6
        return JSNumberFormat.string(rounded == 0 ? 0 : rounded)
    }
}
