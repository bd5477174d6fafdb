import LoaderKitCore

/// The options a progress snippet writes (the playground's `fields()`), each nil or false
/// when left out, and the extras only the studio sets.
struct ProgressFields: Sendable, Hashable {
    /// False when indeterminate (no value is written, or nil/null where one is needed).
    var value: Bool
    /// The resolved type, written unless it is circular.
    var resolvedType: ProgressType
    /// The variant, nil when it is the type's first.
    var variant: ProgressVariant?
    /// Smoothing turned off (never for an indeterminate indicator).
    var noSmooth: Bool
    /// 0.6, or nil for no buffer (never for an indeterminate indicator).
    var buffer: Double?
    /// The thickness as given, nil when it is the pair's default (or not a finite number).
    var thickness: Double?
    /// The resolved segment count, nil when it is the pair's default.
    var segments: Int?
    var showLabel: Bool
    /// The size as given, nil for linear and border or when it is 48.
    var size: Double?
    var color: SnippetColor?
    /// Options the playground's panel does not set, in `ProgressExtra` order.
    var extras: [ProgressExtra]

    /// The type unless it is circular (the playground leaves circular out).
    var type: ProgressType? { resolvedType == .circular ? nil : resolvedType }

    init(options: ProgressOptions, indeterminate: Bool, smooth: Bool, buffer: Bool) {
        let base = ResolvedProgress(ProgressOptions(type: options.type, variant: options.variant))
        let resolved = ResolvedProgress(options)
        value = !indeterminate
        resolvedType = base.type
        variant = base.variant == base.type.defaultVariant ? nil : base.variant
        noSmooth = !smooth && !indeterminate
        self.buffer = buffer && !indeterminate ? ProgressSnippet.galleryBuffer : nil
        // Numbers resolution ignores (not finite; a negative size) are left out like unset ones.
        thickness = options.thickness.flatMap { $0.isFinite && $0 != base.thickness ? $0 : nil }
        segments = options.segments == nil || resolved.segments == base.segments ? nil : resolved.segments
        showLabel = options.showLabel == true
        let sized = base.type != .linear && base.type != .border
        size = options.size.flatMap { sized && $0.isFinite && $0 >= 0 && $0 != ProgressDefaults.size ? $0 : nil }
        color = options.color.map(SnippetColor.init)
        extras = ProgressExtra.extras(options, resolved: resolved, base: base)
    }
}
