/// A colour as red, green, blue and alpha components in 0…1 (sRGB, not premultiplied).
public struct ProgressColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white, the colour of the `white` role.
    public static let white = ProgressColor(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `factor` (a factor ≥ 1 keeps it as is).
    public func multiplyingAlpha(_ factor: Double) -> ProgressColor {
        guard factor < 1 else { return self }
        var copy = self
        copy.alpha = alpha * Swift.max(0, factor)
        return copy
    }
}

/// The options of a progress indicator as a host or a file gives them: every field optional,
/// numbers as given (not yet clamped). `ResolvedProgress` applies the defaults, clamps and
/// fallbacks.
public struct ProgressOptions: Sendable, Hashable {
    /// The kind of indicator; nil means circular.
    public var type: ProgressType?
    /// The variant; nil, or one the type lacks, means the type's first variant.
    public var variant: ProgressVariant?
    /// Stroke width of the track and indicator, in units.
    public var thickness: Double?
    /// Visible gap between the indicator and the rest of the track, in units.
    public var trackGap: Double?
    /// Number of segments, dots, ticks, bars, cells or columns (rounded half up).
    public var segments: Double?
    /// Whether to draw the percentage (only some types have a label).
    public var showLabel: Bool?
    /// Whether linear flat/wavy draws the dot at the end of the track.
    public var stopIndicator: Bool?
    /// Caps of the strokes; anything but butt is round.
    public var strokeCap: ProgressStrokeCap?
    /// Wave amplitude of wavy variants, in units.
    public var amplitude: Double?
    /// Wave length of wavy variants, in units (at least 8).
    public var wavelength: Double?
    /// Wave cycles per second (may be 0 or negative).
    public var waveSpeed: Double?
    /// Sweep of the gauge, in **degrees** (30…350).
    public var sweepAngle: Double?
    /// Outer corner radius of the border type, in units.
    public var cornerRadius: Double?
    /// Playback rate of the indeterminate animation; 0 or less pauses it.
    public var speed: Double?
    /// Host-level: the side of square types (bars and battery scale from it), in units; default 48.
    public var size: Double?
    /// Host-level: the progress colour (the platform accent when nil).
    public var color: ProgressColor?
    /// Host-level: the track colour (the progress colour at 24 % of its alpha when nil).
    public var trackColor: ProgressColor?
    /// Host-level: the label colour (the platform text colour when nil).
    public var labelColor: ProgressColor?

    public init(
        type: ProgressType? = nil, variant: ProgressVariant? = nil, thickness: Double? = nil,
        trackGap: Double? = nil, segments: Double? = nil, showLabel: Bool? = nil,
        stopIndicator: Bool? = nil, strokeCap: ProgressStrokeCap? = nil, amplitude: Double? = nil,
        wavelength: Double? = nil, waveSpeed: Double? = nil, sweepAngle: Double? = nil,
        cornerRadius: Double? = nil, speed: Double? = nil, size: Double? = nil,
        color: ProgressColor? = nil, trackColor: ProgressColor? = nil, labelColor: ProgressColor? = nil
    ) {
        self.type = type
        self.variant = variant
        self.thickness = thickness
        self.trackGap = trackGap
        self.segments = segments
        self.showLabel = showLabel
        self.stopIndicator = stopIndicator
        self.strokeCap = strokeCap
        self.amplitude = amplitude
        self.wavelength = wavelength
        self.waveSpeed = waveSpeed
        self.sweepAngle = sweepAngle
        self.cornerRadius = cornerRadius
        self.speed = speed
        self.size = size
        self.color = color
        self.trackColor = trackColor
        self.labelColor = labelColor
    }
}
