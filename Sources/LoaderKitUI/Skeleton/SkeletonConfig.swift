/// Solid colour or gradient.
public enum SkeletonType: Hashable, Sendable { case solid, gradient }

/// How a skeleton appears and disappears.
public enum SkeletonTransitionStyle: Hashable, Sendable {
    /// At once.
    case none
    /// A fade over the given seconds (skipped under reduced motion).
    case crossDissolve(Double)

    /// The fade's length in seconds (0 for `.none`).
    public var duration: Double {
        if case .crossDissolve(let d) = self { return max(0, d) }
        return 0
    }
}

/// What a shown skeleton looks like.
public struct SkeletonConfig: Hashable, Sendable {
    public var type: SkeletonType
    /// The colour of a solid skeleton.
    public var color: SkeletonColor
    /// The stops of a gradient skeleton.
    public var gradient: SkeletonGradient
    public var animated: Bool
    /// The animation; nil means pulse for solid and sliding left to right for gradient.
    public var animation: SkeletonLayerAnimation?
    public var transition: SkeletonTransitionStyle

    public init(
        type: SkeletonType, color: SkeletonColor = .skeletonDefault,
        gradient: SkeletonGradient = SkeletonGradient(baseColor: .skeletonDefault),
        animated: Bool = false, animation: SkeletonLayerAnimation? = nil,
        transition: SkeletonTransitionStyle = .crossDissolve(0.25)
    ) {
        self.type = type
        self.color = color
        self.gradient = gradient
        self.animated = animated
        self.animation = animation
        self.transition = transition
    }

    /// The animation that runs when animated.
    public var effectiveAnimation: SkeletonLayerAnimation {
        if let animation { return animation }
        return type == .solid ? .pulse : GradientDirection.leftRight.slidingAnimation()
    }
}
