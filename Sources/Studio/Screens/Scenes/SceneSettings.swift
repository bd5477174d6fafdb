import LoadingLifecycle

/// What a variant's slot shows while loading.
package enum SlotContent: Hashable, Sendable {
    /// The Editor's document as tuned (params, colours, speed).
    case editorSpec
    /// A built-in indicator, by name.
    case builtin(String)
    /// The design chosen in Progress mode.
    case progress
    /// The look set in Skeleton mode, over the content's placeholders.
    case skeleton

    /// The choices without their argument, in the inspector's order.
    package enum Kind: String, CaseIterable, Sendable { case editorSpec, builtin, progress, skeleton }

    package var kind: Kind {
        switch self {
        case .editorSpec: .editorSpec
        case .builtin: .builtin
        case .progress: .progress
        case .skeleton: .skeleton
        }
    }

    /// The kind of loading state for the guidance: a progress design is determinate in an upload
    /// row (it shows the transfer) and indeterminate elsewhere.
    func indicatorKind(in scene: SceneKind) -> IndicatorKind {
        switch self {
        case .editorSpec, .builtin: .spinner
        case .progress: scene == .upload ? .determinate : .spinner
        case .skeleton: .skeleton
        }
    }
}

/// One variant of a scene: what its slot shows, at what size, under which policy.
package struct SceneVariant: Hashable, Sendable {
    package var content: SlotContent
    /// The loading state's size in points (nil: the scene's usual size).
    package var slotSize: Double?
    package var policy: LoadingPolicy

    package init(content: SlotContent = .editorSpec, slotSize: Double? = nil, policy: LoadingPolicy = LoadingPolicy()) {
        self.content = content
        self.slotSize = slotSize
        self.policy = policy
    }

    /// The size the slot uses in `scene`, in points.
    func size(in scene: SceneKind) -> Double { slotSize ?? scene.defaultSlotSize }
}

/// Everything Scenes mode shows: the scene on its device, its variants, and the network the
/// seeded requests run on.
package struct SceneSettings: Hashable, Sendable {
    package var kind: SceneKind = .button
    package var device: SceneDevice = .phone
    package var landscape = false
    /// The mock app in its dark palette.
    package var dark = false
    /// One to `maximumVariants` variants, played side by side on the same requests.
    package var variants: [SceneVariant] = [SceneVariant()]
    /// The variant the inspector edits.
    package var selected = 0
    package var latency = LatencyModel.preset(.fourG)
    package var seed: UInt64 = 1
    /// The requests in the run played one after another.
    package var requestCount = 20
    /// The requests (the first of the run) a GIF export shows.
    package var gifRequests = 5

    package static let maximumVariants = 4
    /// The requests the figures are computed over.
    package static let statisticsCount = 1000
    /// The range of `requestCount`.
    package static let requestRange = 1...100
    /// The range of `gifRequests`.
    static let gifRequestRange = 1...20

    package init() {}

    /// The variant the inspector edits.
    var selectedVariant: SceneVariant {
        get { variants[min(max(0, selected), variants.count - 1)] }
        set { variants[min(max(0, selected), variants.count - 1)] = newValue }
    }

    /// The settings with every value in its range (at least one variant, the selection on one).
    var normalized: SceneSettings {
        var s = self
        if s.variants.isEmpty { s.variants = [SceneVariant()] }
        if s.variants.count > Self.maximumVariants { s.variants.removeLast(s.variants.count - Self.maximumVariants) }
        s.selected = min(max(0, s.selected), s.variants.count - 1)
        s.requestCount = min(max(Self.requestRange.lowerBound, s.requestCount), Self.requestRange.upperBound)
        s.gifRequests = min(max(Self.gifRequestRange.lowerBound, s.gifRequests), Self.gifRequestRange.upperBound)
        s.latency = s.latency.sanitized
        return s
    }
}
