import Foundation

/// One of the 50 designs of the LoaderKit progress gallery (PROGRESS.md §7), in gallery order:
/// a type, an optional variant and the few options the gallery sets. Data only; hosts decide
/// how to lay designs out and which value to show.
public struct ProgressDesign: Sendable, Hashable {
    /// What the gallery puts inside or around the indicator.
    public enum Child: String, Sendable, Hashable {
        /// Nothing.
        case none
        /// A 12 × 12 square, corner radius 2, in the indicator colour, in the middle.
        case stop
        /// An "Upload" chip that a border type goes around.
        case button
    }

    /// Position in the gallery, 1…50.
    public let number: Int
    /// The gallery title (type, variant if set, "buffer", "label", "stop", "indeterminate").
    public let title: String
    /// The options the gallery sets (type, variant, thickness, showLabel, size); everything else
    /// takes the resolved defaults.
    public let options: ProgressOptions
    /// Whether the design also shows a buffer (the gallery shows `min(1, value + 0.25)`).
    public let showsBuffer: Bool
    /// Whether the design is always indeterminate, whatever the gallery's value.
    public let alwaysIndeterminate: Bool
    /// The gallery child.
    public let child: Child

    public init(
        number: Int, title: String, options: ProgressOptions, showsBuffer: Bool = false,
        alwaysIndeterminate: Bool = false, child: Child = .none
    ) {
        self.number = number
        self.title = title
        self.options = options
        self.showsBuffer = showsBuffer
        self.alwaysIndeterminate = alwaysIndeterminate
        self.child = child
    }

    /// The design's type (circular when unset, as resolution does).
    public var type: ProgressType { options.type ?? .circular }
    /// The variant the design draws after resolution.
    public var variant: ProgressVariant { ResolvedProgress(options).variant }
    /// A file-name friendly name: the title with spaces as dashes.
    public var slug: String { title.replacingOccurrences(of: " ", with: "-") }

    /// The 50 gallery designs, in gallery order.
    public static let all: [ProgressDesign] = {
        typealias D = ProgressDesign
        func o(
            _ type: ProgressType, _ variant: ProgressVariant? = nil, thickness: Double? = nil,
            showLabel: Bool? = nil, size: Double? = nil
        ) -> ProgressOptions {
            ProgressOptions(type: type, variant: variant, thickness: thickness, showLabel: showLabel, size: size)
        }
        return [
            D(number: 1, title: "linear", options: o(.linear)),
            D(number: 2, title: "linear indeterminate", options: o(.linear), alwaysIndeterminate: true),
            D(number: 3, title: "linear wavy", options: o(.linear, .wavy)),
            D(number: 4, title: "linear wavy indeterminate", options: o(.linear, .wavy), alwaysIndeterminate: true),
            D(number: 5, title: "circular", options: o(.circular)),
            D(number: 6, title: "circular indeterminate", options: o(.circular), alwaysIndeterminate: true),
            D(number: 7, title: "circular wavy", options: o(.circular, .wavy)),
            D(number: 8, title: "circular wavy indeterminate", options: o(.circular, .wavy), alwaysIndeterminate: true),
            D(number: 9, title: "pie", options: o(.pie)),
            D(number: 10, title: "pie indeterminate", options: o(.pie), alwaysIndeterminate: true),
            D(number: 11, title: "linear segmented", options: o(.linear, .segmented)),
            D(number: 12, title: "linear striped", options: o(.linear, .striped)),
            D(number: 13, title: "linear shimmer", options: o(.linear, .shimmer)),
            D(number: 14, title: "linear glow", options: o(.linear, .glow)),
            D(number: 15, title: "linear dots", options: o(.linear, .dots)),
            D(number: 16, title: "linear steps", options: o(.linear, .steps)),
            D(number: 17, title: "linear buffer", options: o(.linear), showsBuffer: true),
            D(number: 18, title: "linear label", options: o(.linear, thickness: 16, showLabel: true)),
            D(number: 19, title: "circular segmented", options: o(.circular, .segmented)),
            D(number: 20, title: "circular gradient", options: o(.circular, .gradient)),
            D(number: 21, title: "circular ticks", options: o(.circular, .ticks)),
            D(number: 22, title: "circular dots", options: o(.circular, .dots)),
            D(number: 23, title: "circular label", options: o(.circular, showLabel: true, size: 64)),
            D(number: 24, title: "circular stop", options: o(.circular), child: .stop),
            D(number: 25, title: "gauge label", options: o(.gauge, showLabel: true, size: 64)),
            D(number: 26, title: "liquid label", options: o(.liquid, showLabel: true, size: 64)),
            D(number: 27, title: "border", options: o(.border), child: .button),
            D(number: 28, title: "bars", options: o(.bars)),
            D(number: 29, title: "grid", options: o(.grid)),
            D(number: 30, title: "battery label", options: o(.battery, showLabel: true, size: 64)),
            D(number: 31, title: "linear gradient", options: o(.linear, .gradient)),
            D(number: 32, title: "linear center", options: o(.linear, .center)),
            D(number: 33, title: "linear chevrons", options: o(.linear, .chevrons)),
            D(number: 34, title: "linear ticks", options: o(.linear, .ticks)),
            D(number: 35, title: "circular glow", options: o(.circular, .glow)),
            D(number: 36, title: "circular split", options: o(.circular, .split)),
            D(number: 37, title: "circular orbit", options: o(.circular, .orbit)),
            D(number: 38, title: "circular dual", options: o(.circular, .dual)),
            D(number: 39, title: "pie segmented", options: o(.pie, .segmented)),
            D(number: 40, title: "gauge needle label", options: o(.gauge, .needle, showLabel: true, size: 64)),
            D(number: 41, title: "gauge gradient", options: o(.gauge, .gradient)),
            D(number: 42, title: "gauge dots", options: o(.gauge, .dots)),
            D(number: 43, title: "liquid heart label", options: o(.liquid, .heart, showLabel: true, size: 64)),
            D(number: 44, title: "border glow", options: o(.border, .glow), child: .button),
            D(number: 45, title: "border segmented", options: o(.border, .segmented), child: .button),
            D(number: 46, title: "bars dots", options: o(.bars, .dots)),
            D(number: 47, title: "bars arcs", options: o(.bars, .arcs)),
            D(number: 48, title: "grid dots", options: o(.grid, .dots)),
            D(number: 49, title: "battery segmented", options: o(.battery, .segmented, size: 64)),
            D(number: 50, title: "hourglass", options: o(.hourglass)),
        ]
    }()

    /// The design with this gallery number (1…50), or nil.
    public static func number(_ n: Int) -> ProgressDesign? {
        (1...all.count).contains(n) ? all[n - 1] : nil
    }
}
