import Foundation
import UI

/// Where a skeleton's debug output goes: the tree JSON, printed once each time a skeleton
/// appears (SkeletonView's `SKELETON_DEBUG`).
public struct SkeletonDebugOutput {
    /// Writes one debug tree.
    public var write: @MainActor (String) -> Void

    public init(write: @escaping @MainActor (String) -> Void) {
        self.write = write
    }

    /// Standard output when `environment` has `SKELETON_DEBUG` (any value), else nil.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SkeletonDebugOutput?
    {
        environment["SKELETON_DEBUG"] == nil ? nil : SkeletonDebugOutput { print($0) }
    }
}

/// The slot of `View.attachments` holding a debug output set on that view.
enum SkeletonDebugKey: ViewAttachmentKey {
    static var defaultValue: SkeletonDebugOutput? { nil }
}

extension View {
    /// Where skeletons shown on this view or below it print their debug tree: the output set on
    /// this view or the nearest superview, else standard output when the environment has
    /// `SKELETON_DEBUG`, else nowhere. Read each time a skeleton is shown.
    public var skeletonDebugOutput: SkeletonDebugOutput? {
        get {
            var current: View? = self
            while let view = current {
                if let output = view.attachments[SkeletonDebugKey.self] { return output }
                current = view.superview
            }
            return .fromEnvironment()
        }
        set { attachments[SkeletonDebugKey.self] = newValue }
    }
}
