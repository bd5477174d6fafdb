import Graphics
import LoaderKitCore
import Localization
import UI

/// One numeric option in the Progress inspector: its name over a slider with a numeric field.
/// The slider shows the resolved value (the pair's default when the option is unset).
@MainActor
final class ProgressOptionRow: View {
    /// The numeric options, with the inspector's ranges and steps.
    enum Option: String, CaseIterable {
        case thickness, trackGap, segments, amplitude, wavelength, waveSpeed, sweepAngle, cornerRadius, speed, size

        var range: ClosedRange<Double> {
            switch self {
            case .thickness: return 0.5...24
            case .trackGap: return 0...16
            case .segments: return 1...64
            case .amplitude: return 0...12
            case .wavelength: return 8...80
            case .waveSpeed: return -3...3
            case .sweepAngle: return 30...350
            case .cornerRadius: return 0...40
            case .speed: return 0...4
            case .size: return 16...160
            }
        }

        var step: Double {
            switch self {
            case .segments, .sweepAngle, .size: return 1
            case .wavelength, .cornerRadius: return 0.5
            default: return 0.05
            }
        }

        var digits: Int { step >= 1 ? 0 : 2 }

        /// The value drawn now: the option if set, else what resolution gives.
        func shown(_ options: ProgressOptions) -> Double {
            let r = ResolvedProgress(options)
            switch self {
            case .thickness: return r.thickness
            case .trackGap: return r.trackGap
            case .segments: return Double(r.segments)
            case .amplitude: return r.amplitude
            case .wavelength: return r.wavelength
            case .waveSpeed: return r.waveSpeed
            case .sweepAngle: return (r.sweepAngle * 180 / Double.pi * 1e6).rounded() / 1e6
            case .cornerRadius: return r.cornerRadius
            case .speed: return r.speed
            case .size: return r.size
            }
        }

        func set(_ v: Double, in o: inout ProgressOptions) {
            switch self {
            case .thickness: o.thickness = v
            case .trackGap: o.trackGap = v
            case .segments: o.segments = v
            case .amplitude: o.amplitude = v
            case .wavelength: o.wavelength = v
            case .waveSpeed: o.waveSpeed = v
            case .sweepAngle: o.sweepAngle = v
            case .cornerRadius: o.cornerRadius = v
            case .speed: o.speed = v
            case .size: o.size = v
            }
        }

        /// Whether the option changes the drawing of this pair (others dim).
        func matters(_ r: ResolvedProgress) -> Bool {
            switch self {
            case .segments: return ProgressDefaults.usesSegments(r.type, r.variant)
            case .amplitude, .wavelength, .waveSpeed: return r.variant == .wavy || r.type == .liquid
            case .sweepAngle: return r.type == .gauge
            case .cornerRadius: return r.type == .border
            case .size: return r.type != .linear && r.type != .border
            case .trackGap: return true
            default: return true
            }
        }
    }

    let option: Option
    let nameLabel: Label
    let slider: SliderField
    var onChange: (@MainActor (Option, Double) -> Void)?
    /// Called when a drag of the slider ends (the drag's changes are one step).
    var onDragEnd: (@MainActor () -> Void)?
    /// The language of the tooltip of a dimmed option (the option's name is LoaderKit's).
    var text = StudioCatalogue.english

    init(_ option: Option) {
        self.option = option
        nameLabel = Label(option.rawValue)
        nameLabel.textColor = .token(.textSecondary)
        slider = SliderField(
            value: option.range.lowerBound, range: option.range, step: option.step,
            fractionDigits: option.digits)
        super.init()
        receivesPointer = false
        identifier = "progress.option.\(option.rawValue)"
        slider.identifier = "progress.option.\(option.rawValue).slider"
        slider.onChange = { [unowned self] v in onChange?(self.option, v) }
        slider.slider.onCommit = { [unowned self] _ in onDragEnd?() }
        addSubview(nameLabel)
        addSubview(slider)
    }

    /// Shows `options` (no callback).
    func show(_ options: ProgressOptions) {
        let v = option.shown(options)
        if slider.value != v { slider.value = v }
        let on = option.matters(ResolvedProgress(options))
        nameLabel.textColor = .token(on ? .textSecondary : .textTertiary)
        nameLabel.tooltip = on ? nil : text(ProgressText.optionUnused(option.rawValue))
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(size.width, theme.controlHeight) }

    override func layoutSubviews() {
        nameLabel.frame = Rect(x: 0, y: 0, width: 92, height: bounds.height)
        slider.frame = Rect(x: 92, y: 0, width: bounds.width - 92, height: bounds.height)
    }
}
