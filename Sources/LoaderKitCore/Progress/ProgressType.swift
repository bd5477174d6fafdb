/// The ten kinds of progress indicator, in the reference's order (the order matters for the
/// test vectors and for editors listing them).
public enum ProgressType: String, CaseIterable, Sendable, Hashable {
    case linear, circular, pie, gauge, liquid, border, bars, grid, battery, hourglass

    /// The variants this type draws, the default first.
    public var variants: [ProgressVariant] {
        switch self {
        case .linear:
            return [
                .flat, .wavy, .segmented, .striped, .shimmer, .glow, .dots, .steps, .gradient, .center, .chevrons,
                .ticks,
            ]
        case .circular:
            return [.flat, .wavy, .segmented, .gradient, .ticks, .dots, .glow, .split, .orbit, .dual]
        case .pie: return [.flat, .segmented]
        case .gauge: return [.flat, .segmented, .needle, .gradient, .dots]
        case .liquid: return [.flat, .heart]
        case .border: return [.flat, .glow, .segmented]
        case .bars: return [.flat, .dots, .arcs]
        case .grid: return [.flat, .dots]
        case .battery: return [.flat, .segmented]
        case .hourglass: return [.flat]
        }
    }

    /// The variant drawn when none (or one the type lacks) is asked for.
    public var defaultVariant: ProgressVariant { variants[0] }

    /// Every type/variant pair (42), types in order, each type's variants in order.
    public static let allPairs: [(type: ProgressType, variant: ProgressVariant)] =
        allCases.flatMap { type in type.variants.map { (type, $0) } }
}

/// The names of the variants; which ones a type has is `ProgressType.variants`.
public enum ProgressVariant: String, CaseIterable, Sendable, Hashable {
    case flat, wavy, segmented, striped, shimmer, glow, dots, steps, gradient, ticks, center, chevrons,
        split, orbit, dual, needle, arcs, heart
}

/// How the ends of stroked lines and arcs are drawn.
public enum ProgressStrokeCap: String, CaseIterable, Sendable, Hashable {
    case round, butt
}
