/// A LoaderKit indicator spec (schema version 1): what to draw and how it moves.
///
/// Build one in code, decode one from JSON with `init(json:)` (which validates), or take a
/// built-in with `builtin(named:)`.
public struct IndicatorSpec: Sendable {
    /// The schema version; always 1.
    public var schemaVersion: Int = 1
    public var name: String
    /// The cycle, in seconds at speed 1.
    public var duration: Double
    /// Param defaults by name.
    public var params: [String: Double] {
        didSet { paramOrder = IndicatorSpec.ordered(paramOrder, params) }
    }
    /// Viewer distance for 3D rotations, in box units; nil means 2.5.
    public var perspective: Double?
    public var body: Body

    /// Declared order of the params (JSON order when decoded), for stable output.
    public private(set) var paramOrder: [String]

    /// The elements: one inline group, or a list of parts.
    public enum Body: Sendable, Hashable {
        case inline(Part)
        case parts([Part])
    }

    /// The default perspective, in box units.
    public static let defaultPerspective = 2.5

    /// An inline spec.
    public init(
        name: String, duration: Double, params: [String: Double] = [:], layout: Layout, shape: Shape,
        stagger: Stagger? = nil, durations: [Double]? = nil, rest: [Property: Num] = [:],
        perspective: Double? = nil, tracks: [Track] = [], groupTracks: [Track] = []
    ) {
        self.name = name
        self.duration = duration
        self.params = params
        self.paramOrder = params.keys.sorted()
        self.perspective = perspective
        self.body = .inline(
            Part(
                layout: layout, shape: shape, tracks: tracks, stagger: stagger,
                durations: durations, rest: rest, groupTracks: groupTracks))
    }

    /// A spec made of parts.
    public init(
        name: String, duration: Double, params: [String: Double] = [:], perspective: Double? = nil, parts: [Part]
    ) {
        self.name = name
        self.duration = duration
        self.params = params
        self.paramOrder = params.keys.sorted()
        self.perspective = perspective
        self.body = .parts(parts)
    }

    /// Used by decoding to keep the JSON order of the params.
    init(name: String, duration: Double, params: [(String, Double)], perspective: Double?, body: Body) {
        self.name = name
        self.duration = duration
        var table: [String: Double] = [:]
        for (k, v) in params { table[k] = v }
        self.params = table
        self.paramOrder = params.map(\.0)
        self.perspective = perspective
        self.body = body
    }

    /// The parts, whether the body is inline or not.
    public var parts: [Part] {
        switch body {
        case .inline(let part): return [part]
        case .parts(let parts): return parts
        }
    }

    /// Param names in declared order.
    public var paramNames: [String] { paramOrder }

    private static func ordered(_ order: [String], _ params: [String: Double]) -> [String] {
        let kept = order.filter { params[$0] != nil }
        let known = Set(kept)
        return kept + params.keys.filter { !known.contains($0) }.sorted()
    }
}

extension IndicatorSpec: Equatable, Hashable {
    /// Two specs are equal when they describe the same indicator (param order does not matter).
    public static func == (a: IndicatorSpec, b: IndicatorSpec) -> Bool {
        a.schemaVersion == b.schemaVersion && a.name == b.name && a.duration == b.duration && a.params == b.params
            && a.perspective == b.perspective && a.body == b.body
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(duration)
        hasher.combine(body)
    }
}
