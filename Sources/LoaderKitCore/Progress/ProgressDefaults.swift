/// The reference's constants and per-variant default tables.
public enum ProgressDefaults {
    /// Side of square types, and the scale of bars (48 × 36) and battery (48 × 24), in units.
    public static let size = 48.0
    /// Room a linear bar gives up for an outside label, in units.
    public static let labelWidth = 44.0
    /// Extra padding the border glow variant needs around its content, in units.
    public static let borderGlow = 4.0
    /// Alpha factor of the progress colour that makes the default track colour.
    public static let trackAlpha = 0.24
    /// Below this side circular `wavy` draws flat, in units.
    public static let minimumWavySize = 32.0
    /// The wave is sampled every 2 units, so shorter waves are lengthened to this, in units.
    public static let minimumWavelength = 8.0
    /// Outside label font size of linear bars, in units.
    public static let linearLabelSize = 12.5

    /// The default thickness of a pair, in units.
    public static func thickness(_ type: ProgressType, _ variant: ProgressVariant) -> Double {
        switch (type, variant) {
        case (.linear, .segmented): return 6
        case (.linear, .striped): return 10
        case (.linear, .shimmer): return 8
        case (.linear, .glow): return 3
        case (.linear, .steps): return 3
        case (.linear, .gradient): return 6
        case (.linear, .chevrons): return 3
        case (.linear, .ticks): return 2
        case (.circular, .gradient): return 5
        case (.circular, .ticks), (.circular, .orbit), (.circular, .dual): return 3
        case (.gauge, .needle): return 3
        case (.gauge, _): return 6
        case (.liquid, _), (.border, _), (.battery, _), (.hourglass, _): return 3
        default: return 4
        }
    }

    /// The default segment count of a pair, or nil when the pair has no entry (then 1).
    public static func segmentEntry(_ type: ProgressType, _ variant: ProgressVariant) -> Double? {
        switch (type, variant) {
        case (.linear, .segmented): return 10
        case (.linear, .dots): return 8
        case (.linear, .steps): return 4
        case (.linear, .chevrons): return 12
        case (.linear, .ticks): return 24
        case (.circular, .segmented), (.circular, .ticks): return 12
        case (.circular, .dots): return 10
        case (.gauge, .segmented), (.gauge, .needle): return 10
        case (.gauge, .dots): return 12
        case (.pie, .segmented): return 8
        case (.border, .segmented): return 20
        case (.bars, .arcs): return 4
        case (.bars, _), (.grid, _): return 5
        case (.battery, .segmented): return 5
        default: return nil
        }
    }

    /// Whether the segments option matters for a pair (for editors).
    public static func usesSegments(_ type: ProgressType, _ variant: ProgressVariant) -> Bool {
        segmentEntry(type, variant) != nil
    }
}
