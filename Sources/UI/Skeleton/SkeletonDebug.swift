import Foundation

/// The skeleton's debug output: the tree JSON, printed once each time a skeleton appears when
/// the environment has `SKELETON_DEBUG` (any value), in any build.
@MainActor
public enum SkeletonDebug {
    /// True when the debug tree is printed; read from `SKELETON_DEBUG` at start, settable.
    public static var isEnabled = ProcessInfo.processInfo.environment["SKELETON_DEBUG"] != nil
    /// Where the tree goes (standard output by default; tests capture it).
    public static var log: @MainActor (String) -> Void = { print($0) }
}
