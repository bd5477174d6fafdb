import Foundation

/// Width and height an indicator asks for, in units; nil means "fills / wraps" on that axis.
public struct ProgressIntrinsicSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// Options after every default, clamp and fallback of the reference (`resolveProgress`).
public struct ResolvedProgress: Sendable, Hashable {
    public var type: ProgressType
    public var variant: ProgressVariant
    /// Stroke width, in units (≥ 0.5).
    public var thickness: Double
    /// Gap between indicator and track, in units (≥ 0).
    public var trackGap: Double
    /// Segment count (1…64; 2…64 for linear steps; 1…16 for grid).
    public var segments: Int
    public var showLabel: Bool
    public var stopIndicator: Bool
    public var strokeCap: ProgressStrokeCap
    /// Wave amplitude, in units (≥ 0).
    public var amplitude: Double
    /// Wave length, in units (≥ 8).
    public var wavelength: Double
    /// Wave cycles per second.
    public var waveSpeed: Double
    /// Gauge sweep, in **radians** (30°…350°).
    public var sweepAngle: Double
    /// Border outer corner radius, in units (≥ 0).
    public var cornerRadius: Double
    /// Indeterminate playback rate (≤ 0 or non-finite pauses).
    public var speed: Double
    /// Host-level side in units (48 unless a finite, non-negative size is given).
    public var size: Double
    /// Host-level colours, nil for the platform defaults (see `color(for:accent:text:)`).
    public var color: ProgressColor?
    public var trackColor: ProgressColor?
    public var labelColor: ProgressColor?

    public init(_ options: ProgressOptions = ProgressOptions()) {
        let type = options.type ?? .circular
        let variant = options.variant.flatMap { type.variants.contains($0) ? $0 : nil } ?? type.defaultVariant
        let isLinear = type == .linear
        self.type = type
        self.variant = variant
        thickness = max(0.5, finite(options.thickness, ProgressDefaults.thickness(type, variant)))
        trackGap = max(0, finite(options.trackGap, 4))
        let minimum = (type == .linear && variant == .steps) ? 2.0 : 1.0
        let maximum = type == .grid ? 16.0 : 64.0
        let rounded = JS.round(finite(options.segments, ProgressDefaults.segmentEntry(type, variant) ?? 1))
        segments = CheckedInt.clamped(min(maximum, max(minimum, rounded)), to: 1...64)
        showLabel = options.showLabel ?? false
        stopIndicator = options.stopIndicator ?? true
        strokeCap = options.strokeCap == .butt ? .butt : .round
        amplitude = max(0, finite(options.amplitude, isLinear ? 3 : 2))
        wavelength = max(ProgressDefaults.minimumWavelength, finite(options.wavelength, isLinear ? 40 : 15))
        waveSpeed = finite(options.waveSpeed, 1)
        sweepAngle = min(350, max(30, finite(options.sweepAngle, 270))) * Double.pi / 180
        cornerRadius = max(0, finite(options.cornerRadius, 12))
        speed = finite(options.speed, 1)
        if let s = options.size, s.isFinite, s >= 0 { size = s } else { size = ProgressDefaults.size }
        color = options.color
        trackColor = options.trackColor
        labelColor = options.labelColor
    }

    /// Whether a round cap is drawn (`ρ = thickness/2` of the geometry).
    public var isRound: Bool { strokeCap == .round }

    /// Whether a linear bar carries its label inside the bar (flat, striped, shimmer at t ≥ 14).
    public var labelInside: Bool {
        type == .linear && showLabel && thickness >= 14
            && (variant == .flat || variant == .striped || variant == .shimmer)
    }

    /// The height of a linear bar, in units (already rounded up).
    public var linearHeight: Double {
        let t = thickness
        var height: Double
        switch variant {
        case .wavy: height = t + 2 * amplitude + 4
        case .glow: height = t + 18
        case .dots: height = max(6, 2 * t) * 2.3
        case .steps: height = 2 * max(7, 1.75 * t) + 4
        case .chevrons: height = 2 * max(3, 1.5 * t) + t + 4
        case .ticks: height = 2 * max(4, 2.5 * t) + t + 4
        default: height = t + 4
        }
        if showLabel && !labelInside { height = max(height, 18) }
        return height.rounded(.up)
    }

    /// The size the indicator asks for at the reference size of 48 (nil = fill or wrap).
    public var intrinsicSize: ProgressIntrinsicSize {
        switch type {
        case .linear: return ProgressIntrinsicSize(width: nil, height: linearHeight)
        case .border: return ProgressIntrinsicSize(width: nil, height: nil)
        case .bars: return ProgressIntrinsicSize(width: 48, height: 36)
        case .battery: return ProgressIntrinsicSize(width: 48, height: 24)
        default: return ProgressIntrinsicSize(width: 48, height: 48)
        }
    }

    /// The intrinsic size scaled by the host `size` (linear keeps its bar height, border wraps).
    public var preferredSize: ProgressIntrinsicSize {
        switch type {
        case .linear, .border: return intrinsicSize
        case .bars: return ProgressIntrinsicSize(width: size, height: size * 0.75)
        case .battery: return ProgressIntrinsicSize(width: size, height: size * 0.5)
        default: return ProgressIntrinsicSize(width: size, height: size)
        }
    }

    /// Padding between a border and its content, in units; 0 for every other type.
    public var contentInset: Double {
        guard type == .border else { return 0 }
        return thickness + trackGap + (variant == .glow ? ProgressDefaults.borderGlow : 0)
    }

    /// Whether the pair moves at a fixed value (liquid waves, stripes, sheen, waves while `wave > 0`);
    /// `state` nil answers as if the wave were up.
    public func hasAmbientMotion(_ state: ProgressState? = nil) -> Bool {
        if type == .liquid { return true }
        if type == .linear && (variant == .striped || variant == .shimmer) { return true }
        if variant == .wavy && (type == .linear || type == .circular) { return (state?.wave ?? 1) > 0 }
        return false
    }

    /// The colour a role resolves to, given the platform `accent` and `text` colours.
    public func color(for role: ProgressColorRole, accent: ProgressColor, text: ProgressColor) -> ProgressColor {
        let progress = color ?? accent
        switch role {
        case .color: return progress
        case .track: return trackColor ?? progress.multiplyingAlpha(ProgressDefaults.trackAlpha)
        case .label: return labelColor ?? text
        case .white: return .white
        }
    }
}

/// `x` when it is a finite number, else `fallback` (nil, NaN and ±∞ take the default).
@inline(__always) private func finite(_ x: Double?, _ fallback: Double) -> Double {
    if let x, x.isFinite { return x }
    return fallback
}
