import LoaderKitCore
import SpecLanguage

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

    /// What layout or shape field `name` measures: radians for `startAngle` and `sweep`, else
    /// a value (box units, counts), for the precision its slider and handle write.
    static func quantity(field name: String) -> EditPrecision.Quantity {
        ["startAngle", "sweep"].contains(name) ? .angle : .value
    }

    /// What a rest value or keyframe value of `property` measures.
    static func quantity(property name: String) -> EditPrecision.Quantity {
        Property(rawValue: name).map(EditPrecision.Quantity.init(property:)) ?? .value
    }

    /// `value` as the JSON number a form writes: the number as given, in its shortest form (a
    /// slider's or a handle's value comes rounded by `EditPrecision` already, a typed one is
    /// written as typed); a count is a whole number; −0 is `0`.
    static func json(_ value: Double, isCount: Bool = false) -> String {
        let number = isCount ? value.rounded() : value
        return SpecNumberText.format(number == 0 ? 0 : number)
    }
}
