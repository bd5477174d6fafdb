/// The looks of the Skeleton mode: SkeletonView's four plus the shimmer. The inspector's
/// segments and `--skeleton` use these names.
public enum SkeletonLook: String, CaseIterable, Hashable, Sendable {
    case solid, gradient, pulse, sliding, shimmer

    /// The segment title.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The look named `name` (any letter case), or nil.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
