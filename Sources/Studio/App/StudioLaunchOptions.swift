import StudioCommandLine
import UI

/// What the command line asks the window to show (parsed by `WindowModeOptions`,
/// STUDIO.md "Command line"): files to open, the mode, the theme and the skeleton look.
public struct StudioLaunchOptions: Hashable, Sendable {
    /// Files and folders to open, in order.
    public var paths: [String] = []
    public var mode: StudioMode?
    public var theme: Theme.Appearance?
    /// The skeleton look to start with, shown at once (implies the Skeleton mode).
    public var skeletonLook: SkeletonLook?

    /// Options that open `paths` in `mode`, with `theme` and the skeleton `look` when given.
    public init(paths: [String] = [], mode: StudioMode? = nil, theme: Theme.Appearance? = nil,
                skeletonLook: SkeletonLook? = nil) {
        self.paths = paths
        self.mode = mode
        self.theme = theme
        self.skeletonLook = skeletonLook
    }
}
