import LoaderKitCore

/// Every option of PROGRESS.md §3 as a property, with the upstream names. Numbers left nil take
/// the type/variant pair's default; every change re-resolves the options and keeps the animator.
extension LoaderKitProgressView {
    /// The kind of indicator (default circular).
    public var type: ProgressType {
        get { options.type ?? .circular }
        set { updateOptions { $0.type = newValue } }
    }
    /// The variant; one the type lacks draws the type's first variant.
    public var variant: ProgressVariant {
        get { options.variant ?? resolved.variant }
        set { updateOptions { $0.variant = newValue } }
    }
    /// Stroke width, in units.
    public var thickness: Double? {
        get { options.thickness }
        set { updateOptions { $0.thickness = newValue } }
    }
    /// Gap between the indicator and the rest of the track, in units.
    public var trackGap: Double? {
        get { options.trackGap }
        set { updateOptions { $0.trackGap = newValue } }
    }
    /// Segments, dots, ticks, bars, cells or columns.
    public var segments: Double? {
        get { options.segments }
        set { updateOptions { $0.segments = newValue } }
    }
    /// Whether the percentage is drawn (linear, circular, gauge, liquid and battery have one).
    public var showLabel: Bool {
        get { options.showLabel ?? false }
        set { updateOptions { $0.showLabel = newValue } }
    }
    /// Whether linear flat and wavy draw the dot at the end of the track (default true).
    public var stopIndicator: Bool {
        get { options.stopIndicator ?? true }
        set { updateOptions { $0.stopIndicator = newValue } }
    }
    /// Round (default) or butt caps.
    public var strokeCap: ProgressStrokeCap {
        get { options.strokeCap ?? .round }
        set { updateOptions { $0.strokeCap = newValue } }
    }
    /// Wave amplitude, in units.
    public var amplitude: Double? {
        get { options.amplitude }
        set { updateOptions { $0.amplitude = newValue } }
    }
    /// Wave length, in units (at least 8).
    public var wavelength: Double? {
        get { options.wavelength }
        set { updateOptions { $0.wavelength = newValue } }
    }
    /// Wave cycles per second (0 or negative allowed).
    public var waveSpeed: Double? {
        get { options.waveSpeed }
        set { updateOptions { $0.waveSpeed = newValue } }
    }
    /// The gauge's sweep, in degrees (30…350).
    public var sweepAngle: Double? {
        get { options.sweepAngle }
        set { updateOptions { $0.sweepAngle = newValue } }
    }
    /// The border's outer corner radius, in units: the upstream `cornerRadius` option (the view's
    /// own `cornerRadius` rounds its background, as for every view).
    public var borderCornerRadius: Double? {
        get { options.cornerRadius }
        set { updateOptions { $0.cornerRadius = newValue } }
    }
    /// Playback rate of the indeterminate animation; 0 or less pauses it.
    public var speed: Double? {
        get { options.speed }
        set { updateOptions { $0.speed = newValue } }
    }
    /// The side of square types in points (bars 4:3, battery 2:1 of it); default 48.
    public var size: Double? {
        get { options.size }
        set { updateOptions { $0.size = newValue } }
    }
}
